import type { RuleSystem } from "../rule-system.js";
import { faarCharacterRules } from "./character.js";
import { faarCheckAction } from "./check.js";
import { faarGrauenAction } from "./grauen.js";
import { faarInfo } from "./info.js";
import { faarMeleeAction } from "./melee.js";
import { faarConditions } from "./play-rules.js";
import { faarRestAction } from "./rest-action.js";

export * from "./attributes.js";
export * from "./character.js";
export * from "./check.js";
export * from "./critical.js";
export * from "./damage-dice.js";
export * from "./derived.js";
export * from "./experience.js";
export * from "./grauen.js";
export * from "./grauen-table.js";
export * from "./healing.js";
export * from "./initiative.js";
export * from "./melee.js";
export * from "./npc.js";
export * from "./play-condition.js";
export * from "./play-events.js";
export * from "./play-rules.js";
export * from "./play-sheet.js";
export * from "./rest-action.js";
export * from "./restrictions.js";
export * from "./rounding.js";
export * from "./sea-blade.js";
export * from "./skills.js";
export * from "./table-options.js";

/** Faar (`faar`): d20 roll-under checks, attack and defence, damage, Grauen (RULINGS §4). */
export const faar: RuleSystem<"faar"> = {
  ...faarInfo,
  actions: {
    check: faarCheckAction,
    melee: faarMeleeAction,
    grauen: faarGrauenAction,
    rest: faarRestAction,
  },
  characters: faarCharacterRules,
  conditions: faarConditions,
};
