import type { RuleSystem } from "../rule-system.js";
import { ewsCharacterRules } from "./characters/evaluate.js";
import { ewsCheckAction } from "./check.js";
import { ewsContestAction } from "./contest.js";

export * from "./bulk-sampler.js";
export * from "./characters/index.js";
export * from "./check.js";
export * from "./contest.js";
export * from "./fallback.js";
export * from "./names.js";
export * from "./pm-w6.js";
export * from "./rounding.js";
export * from "./steps.js";

/** The Ein-Würfel-System 2 (`ews`) with its optional modules krit, stem and foka. */
export const ews: RuleSystem = {
  id: "ews",
  name: "Ein-Würfel-System (EWS 2)",
  modules: [
    { id: "krit", defaultOn: false },
    { id: "stem", defaultOn: false },
    { id: "foka", defaultOn: false },
  ],
  actions: {
    check: ewsCheckAction,
    contest: ewsContestAction,
  },
  characters: ewsCharacterRules,
};
