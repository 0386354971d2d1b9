import type { ModuleDef, SystemId } from "./rule-system.js";

/** What a rule system is called and which modules it offers: a {@link RuleSystem} without its rules. */
export interface SystemInfo {
  readonly id: SystemId;
  /** The system's own (untranslated) name, e.g. "Ein-Würfel-System". */
  readonly name: string;
  readonly modules: readonly ModuleDef[];
}

/**
 * Every system's id, name and modules, in the registry's order. The systems take theirs from here
 * (`...SYSTEM_INFOS.ews`), so a picker of systems (the web app's start page) gets them without
 * loading any rules.
 */
export const SYSTEM_INFOS = {
  ews: {
    id: "ews",
    name: "Ein-Würfel-System (EWS 2)",
    modules: [
      { id: "krit", defaultOn: false },
      { id: "stem", defaultOn: false },
      { id: "foka", defaultOn: false },
    ],
  },
  "ews-urfassung": {
    id: "ews-urfassung",
    name: "EWS-Urfassung",
    modules: [{ id: "krit", defaultOn: false }],
  },
  kampfwuerfel: { id: "kampfwuerfel", name: "Kampfwürfel (W6Regeln)", modules: [] },
  faar: { id: "faar", name: "Faar", modules: [] },
  "3w6-stunts": { id: "3w6-stunts", name: "3W6 + Stunts", modules: [] },
} as const satisfies { readonly [K in SystemId]: SystemInfo & { readonly id: K } };

/** Every system's {@link SystemInfo}, in the registry's order (`allSystems()` has the same order). */
export const systemInfos = (): SystemInfo[] => Object.values(SYSTEM_INFOS);
