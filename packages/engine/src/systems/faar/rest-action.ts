import { requireInt } from "../../errors.js";
import { Fraction } from "../../odds/fraction.js";
import type { ActionDef, RollConsequences } from "../rule-system.js";
import type { TableSettings } from "../table-settings.js";
import { restEffect } from "./healing.js";
import type { FaarOutcome } from "./play-events.js";
import { injuryRestDays } from "./table-options.js";

/**
 * Days of rest from `current` of `max` life points; `injuries` (severe injuries on record, default
 * 0) slow it, `restDays` (default 0) are slowed days already spent toward the next LP.
 */
export interface RestParams {
  readonly current: number;
  readonly max: number;
  readonly days: number;
  readonly injuries?: number | undefined;
  readonly restDays?: number | undefined;
}

/** Life points before and after the rest, what it healed and the days still to full health. */
export interface RestResult {
  readonly before: number;
  readonly after: number;
  readonly healed: number;
  readonly daysToFull: number;
}

function rest(params: RestParams, table: TableSettings): RestResult {
  const effect = restEffect(params, injuryRestDays(table));
  const before = requireInt("current", params.current);
  return { before, after: effect.after, healed: effect.after - before, daysToFull: effect.daysToFull };
}

/**
 * What a rest books on the one who rested: the days, healed as the condition heals them, with the
 * LP the roll showed (`{kind: "rest", days, lpAfter}`).
 *
 * @example
 * restConsequences({ before: 9, after: 13, healed: 4, daysToFull: 2 }, { current: 9, max: 15, days: 4 });
 * // { actor: [{ kind: "rest", days: 4, lpAfter: 13 }], opponent: [] }
 */
export const restConsequences = (result: RestResult, params: RestParams): RollConsequences<FaarOutcome> => ({
  actor: [{ kind: "rest", days: params.days, lpAfter: result.after }],
  opponent: [],
});

/**
 * Rest healing ("einen Trefferpunkt pro Tag", never above the maximum; slowed by severe injuries
 * under the table option `faarInjuryRestDays`, RULINGS §7) as a registry action. No die is rolled:
 * the roll and the odds are the same certain outcome, so the outside reaches the rule the way it
 * reaches every other (CLI, API, web).
 *
 * @example
 * faarRestAction.roll({ current: 9, max: 15, days: 4 }, rng, PLAIN_TABLE); // { before: 9, after: 13, healed: 4, daysToFull: 2 }
 */
export const faarRestAction: ActionDef<RestParams, RestResult, RestResult, FaarOutcome> = {
  id: "rest",
  roll: (params, _rng, table) => rest(params, table),
  odds: (params, table) => rest(params, table),
  outcomes: (params, table) => [{ key: String(rest(params, table).after), probability: Fraction.ONE }],
  outcomeKey: (r) => String(r.after),
  consequences: restConsequences,
  examples: [
    { current: 9, max: 15, days: 4 },
    { current: -3, max: 12, days: 30 },
    { current: 15, max: 15, days: 2 },
    { current: 4, max: 15, days: 5, injuries: 1, restDays: 1 },
  ],
};
