import type { RuleSystem } from "../rule-system.js";
import { stuntsCharacterRules } from "./characters.js";
import { stuntCheckAction } from "./check.js";
import { threeD6StuntsInfo } from "./info.js";
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
export const threeD6Stunts: RuleSystem<"3w6-stunts"> = {
  ...threeD6StuntsInfo,
  actions: {
    check: stuntCheckAction,
    initiative: initiativeAction,
  },
  characters: stuntsCharacterRules,
  conditions: stuntsConditions,
};
