import { describe } from "vitest";
import { runSystemConformance } from "../testing/conformance.js";
import { allSystems } from "./registry.js";

for (const system of allSystems()) {
  describe(`conformance: ${system.id}`, () => runSystemConformance(system));
}
