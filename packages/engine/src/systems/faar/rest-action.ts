import { requireInt } from "../../errors.js";
import { Fraction } from "../../odds/fraction.js";
import type { ActionDef } from "../rule-system.js";
import { daysToFullHealth, restHealing } from "./healing.js";

/** Days of rest from `current` of `max` life points. */
export interface RestParams {
  readonly current: number;
  readonly max: number;
  readonly days: number;
}

/** Life points before and after the rest, what it healed and the days still to full health. */
export interface RestResult {
  readonly before: number;
  readonly after: number;
  readonly healed: number;
  readonly daysToFull: number;
}

function rest(params: RestParams): RestResult {
  const after = restHealing(params);
  const before = requireInt("current", params.current);
  return { before, after, healed: after - before, daysToFull: daysToFullHealth(after, params.max) };
}

/**
 * Rest healing ("einen Trefferpunkt pro Tag", never above the maximum) as a registry action. No
 * die is rolled: the roll and the odds are the same certain outcome, so the outside reaches the
 * rule the way it reaches every other (CLI, API, web).
 *
 * @example
 * faarRestAction.roll({ current: 9, max: 15, days: 4 }, rng, PLAIN_TABLE); // { before: 9, after: 13, healed: 4, daysToFull: 2 }
 */
export const faarRestAction: ActionDef<RestParams, RestResult, RestResult> = {
  id: "rest",
  roll: (params) => rest(params),
  odds: (params) => rest(params),
  outcomes: (params) => [{ key: String(rest(params).after), probability: Fraction.ONE }],
  outcomeKey: (r) => String(r.after),
  examples: [
    { current: 9, max: 15, days: 4 },
    { current: -3, max: 12, days: 30 },
    { current: 15, max: 15, days: 2 },
  ],
};
