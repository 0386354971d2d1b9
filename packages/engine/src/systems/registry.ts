import { EngineError } from "../errors.js";
import { threeD6Stunts } from "./3w6-stunts/index.js";
import { ews } from "./ews/index.js";
import { ewsUrfassung } from "./ews-urfassung/index.js";
import { faar } from "./faar/index.js";
import { kampfwuerfel } from "./kampfwuerfel/index.js";
import type { RuleSystem, SystemId } from "./rule-system.js";

/** Every rule system Spieltisch ships, by id. New systems register here. */
const SYSTEMS: ReadonlyMap<string, RuleSystem> = new Map(
  [ews, ewsUrfassung, kampfwuerfel, faar, threeD6Stunts].map((system) => [system.id, system] as const),
);

/** All registered systems. */
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
