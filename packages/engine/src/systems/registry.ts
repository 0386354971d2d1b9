import { EngineError } from "../errors.js";
import { threeD6Stunts } from "./3w6-stunts/index.js";
import { ews } from "./ews/index.js";
import { ewsUrfassung } from "./ews-urfassung/index.js";
import { faar } from "./faar/index.js";
import { kampfwuerfel } from "./kampfwuerfel/index.js";
import type { RuleSystem } from "./rule-system.js";
import { SYSTEM_IDS, type SystemId } from "./system-infos.js";

/**
 * Every rule system Spieltisch ships, under its id. A new system adds its line here after its
 * `info.ts` in `system-infos.ts`: the type checker refuses an id without its rules, rules under
 * another id, or rules of an unlisted id.
 */
const RULE_SYSTEMS: { readonly [Id in SystemId]: RuleSystem<Id> } = {
  ews,
  "ews-urfassung": ewsUrfassung,
  kampfwuerfel,
  faar,
  "3w6-stunts": threeD6Stunts,
};

const SYSTEMS: ReadonlyMap<string, RuleSystem> = new Map(SYSTEM_IDS.map((id) => [id, RULE_SYSTEMS[id]]));

/** All registered systems, in the order of `SYSTEM_IDS`. */
export const allSystems = (): RuleSystem[] => [...SYSTEMS.values()];

/** True for a registered system id. */
export const isSystemId = (id: string): id is SystemId => SYSTEMS.has(id);

/**
 * Looks a system up; an unknown id is an {@link EngineError} `unknown-system` naming the known ones.
 *
 * @example
 * getSystem("ews").name; // "Ein-Würfel-System (EWS 2)"
 */
export function getSystem(id: string): RuleSystem {
  const system = SYSTEMS.get(id);
  if (!system) {
    throw new EngineError(
      "unknown-system",
      `Unknown system "${id}" (known: ${[...SYSTEMS.keys()].join(", ")})`,
      {
        system: id,
      },
    );
  }
  return system;
}

/** Checks module ids against the system; unknown → {@link EngineError} `unknown-module`. */
export function checkModules(system: RuleSystem, modules: readonly string[]): void {
  for (const id of modules) {
    if (!system.modules.some((m) => m.id === id)) {
      const known = system.modules.map((m) => m.id).join(", ") || "none";
      throw new EngineError(
        "unknown-module",
        `The system "${system.id}" has no module "${id}" (known: ${known})`,
        {
          system: system.id,
          module: id,
        },
      );
    }
  }
}
