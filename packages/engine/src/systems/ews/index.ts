import type { RuleSystem } from "../rule-system.js";
import { ewsCharacterRules } from "./characters/evaluate.js";
import { ewsCheckAction } from "./check.js";
import { ewsConditions } from "./condition/ews-conditions.js";
import { ewsConfrontAction } from "./confront/confront.js";
import { ewsContestAction } from "./contest.js";
import { ewsMeleeAction } from "./foka/melee.js";
import { ewsShootAction } from "./foka/shoot.js";
import { ewsFokaHealAction } from "./foka/tp-healing.js";
import { ewsHealAction } from "./healing/heal-action.js";
import { ewsInfo } from "./info.js";

export * from "./bulk-sampler.js";
export * from "./characters/index.js";
export * from "./check.js";
export * from "./check-classes.js";
export * from "./condition/basic-condition.js";
export * from "./condition/command.js";
export * from "./condition/condition.js";
export * from "./condition/condition-errors.js";
export * from "./condition/condition-modifiers.js";
export * from "./condition/condition-sheet.js";
export * from "./condition/due-checks.js";
export * from "./condition/ews-conditions.js";
export * from "./condition/foka-condition.js";
export * from "./condition/outcome.js";
export * from "./condition/validate-condition.js";
export * from "./confront/confront.js";
export * from "./confront/edges.js";
export * from "./contest.js";
export * from "./duel/duel-exact.js";
export * from "./duel/duel-params.js";
export * from "./duel/duel-roll.js";
export * from "./duel/duel-sampler.js";
export * from "./fallback.js";
export * from "./foka/fighter-state.js";
export * from "./foka/melee.js";
export * from "./foka/ranged-target.js";
export * from "./foka/rest-stall.js";
export * from "./foka/shoot.js";
export * from "./foka/tp-healing.js";
export * from "./foka/wound-recovery.js";
export * from "./healing/heal-action.js";
export * from "./healing/heal-week.js";
export * from "./healing/inflammation.js";
export * from "./healing/outlook.js";
export * from "./healing/situations.js";
export * from "./healing/tridiagonal.js";
export * from "./names.js";
export * from "./pm-w6.js";
export * from "./rounding.js";
export * from "./steps.js";

/** The Ein-Würfel-System 2 (`ews`) with its optional modules krit, stem and foka. */
export const ews: RuleSystem<"ews"> = {
  ...ewsInfo,
  actions: {
    check: ewsCheckAction,
    contest: ewsContestAction,
    confront: ewsConfrontAction,
    heal: ewsHealAction,
    melee: ewsMeleeAction,
    shoot: ewsShootAction,
    "foka-heal": ewsFokaHealAction,
  },
  characters: ewsCharacterRules,
  conditions: ewsConditions,
};
