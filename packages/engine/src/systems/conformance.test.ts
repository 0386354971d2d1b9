import { describe } from "vitest";
import { type ConformanceOptions, runSystemConformance } from "../testing/conformance.js";
import { allSystems } from "./registry.js";

/** Per-system options; every skip carries its reason. */
const OPTIONS: Readonly<Record<string, ConformanceOptions>> = {
  "3w6-stunts": {
    skipBruteForce: {
      initiative:
        "roll-offs repeat until the faces differ, so the dice tree is infinite; initiative.test.ts bounds the exact odds by a depth-limited enumeration instead",
    },
  },
};

for (const system of allSystems()) {
  describe(`conformance: ${system.id}`, () => runSystemConformance(system, OPTIONS[system.id]));
}
