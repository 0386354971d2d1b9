import type { RuleSystem } from "../rule-system.js";
import { SYSTEM_INFOS } from "../system-infos.js";
import { stuntsCharacterRules } from "./characters.js";
import { stuntCheckAction } from "./check.js";
import { initiativeAction } from "./initiative.js";
import { stuntsConditions } from "./play-rules.js";

export * from "./characters.js";
export * from "./check.js";
export * from "./initiative.js";
export * from "./play-condition.js";
export * from "./play-rules.js";
export * from "./stunt-points.js";
export * from "./turn.js";

/** 3W6 + attribute with stunt points and rolled initiative (`3w6-stunts`, RULINGS §5). */
export const threeD6Stunts: RuleSystem = {
  ...SYSTEM_INFOS["3w6-stunts"],
  actions: {
    check: stuntCheckAction,
    initiative: initiativeAction,
  },
  characters: stuntsCharacterRules,
  conditions: stuntsConditions,
};
