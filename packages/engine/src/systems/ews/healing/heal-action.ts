import { Fraction } from "../../../odds/fraction.js";
import type { ActionDef, OutcomeProbability } from "../../rule-system.js";
import type { TableSettings } from "../../table-settings.js";
import { isAutomatic } from "../check.js";
import { bonusClasses, forcedOutcome } from "../check-classes.js";
import type { EwsOutcome } from "../condition/outcome.js";
import {
  type HealParams,
  type HealWeekResult,
  rollHealWeek,
  validateHeal,
  weekSetup,
  woundsAfterCheck,
} from "./heal-week.js";
import { type HealingOutlook, healingOutlook } from "./outlook.js";

/** Outcome class of a week: whether a check was due, its success, and the wounds after. */
export const healOutcomeKey = (r: HealWeekResult): string =>
  `${r.check ? (r.check.success ? "S" : "F") : "-"}|${r.woundsAfter}`;

function healOutcomes(params: HealParams, table: TableSettings): OutcomeProbability[] {
  validateHeal(params);
  const setup = weekSetup(params, params.wounds, table);
  if (!setup.due) return [{ key: `-|${params.wounds}`, probability: Fraction.ONE }];
  if (isAutomatic(setup.effective, setup.target)) {
    return [{ key: `S|${Math.max(0, params.wounds - 1)}`, probability: Fraction.ONE }];
  }
  const { classes, total } = bonusClasses(table);
  return classes.map((c) => {
    const result = setup.effective + c.bonus;
    const success = forcedOutcome(c.chain) ?? result >= setup.target;
    const after = woundsAfterCheck(params.wounds, success, result - setup.target, setup.inflames);
    return { key: `${success ? "S" : "F"}|${after}`, probability: Fraction.of(c.weight, total) };
  });
}

/**
 * Basic-rules healing as a registry action (`heal`): roll one week, odds = the outlook. Its
 * consequence is the week's change of the healer's wounds (healed −1, inflamed +1).
 */
export const ewsHealAction: ActionDef<HealParams, HealWeekResult, HealingOutlook, EwsOutcome> = {
  id: "heal",
  roll: rollHealWeek,
  odds: healingOutlook,
  outcomes: healOutcomes,
  outcomeKey: healOutcomeKey,
  consequences: (r) => {
    const change = r.woundsAfter - r.woundsBefore;
    return { actor: change === 0 ? [] : [{ kind: "heal-week", change }], opponent: [] };
  },
  examples: [
    { value: 12, wounds: 1, situation: "travel" },
    { value: 12, wounds: 0, situation: "nightmare" },
    { value: 12, wounds: 2, situation: "stress", untreated: true },
    { value: 9, wounds: 3, situation: "hospital", physician: 2 },
    { value: 15, wounds: 0, situation: "rest" },
  ],
};
