import type { ConditionUse } from "../../condition-rules.js";
import type { Modifier } from "../../modifier.js";
import { WOUND_MALUS } from "../check.js";
import { CRITICAL_MALUS_AFTER, CRITICAL_MALUS_IN_FIGHT, lowTpMalus } from "../foka/fighter-state.js";
import type { EwsCondition } from "./condition.js";

const malus = (amount: number, source: string): Modifier[] =>
  amount > 0 ? [{ amount: -amount, source }] : [];

/**
 * What the condition costs on a roll (mali only, zero entries left out):
 *
 * - `action`: `wounds` −3 each (both rules); FoKa also `critical-wounds` −6 each during the fight
 *   (−12 after `fight-over`) and `low-tp` −1 at TP ≤ WS, −3 once the TP ≤ 0 check was passed.
 * - `condition-check`: nothing — FoKa's low-TP checks use the Eigenschaft "ohne weitere Mali".
 * - `healing`: nothing — the basic weekly check ignores the wounds' own −3 (RULINGS §6; its MW
 *   rises by 3 per wound instead, through the `heal` action's `wounds`); FoKa healing has no roll
 *   (its rate counts the wounds).
 */
export function ewsModifiersFrom(condition: EwsCondition, use: ConditionUse): Modifier[] {
  switch (use) {
    case "condition-check":
    case "healing":
      return [];
    case "action":
      break;
  }
  switch (condition.kind) {
    case "basic":
      return malus(WOUND_MALUS * condition.wounds, "wounds");
    case "foka": {
      const perCritical = condition.adrenaline ? CRITICAL_MALUS_IN_FIGHT : CRITICAL_MALUS_AFTER;
      return [
        ...malus(lowTpMalus(condition), "low-tp"),
        ...malus(WOUND_MALUS * condition.wounds, "wounds"),
        ...malus(perCritical * condition.criticalWounds, "critical-wounds"),
      ];
    }
  }
}
