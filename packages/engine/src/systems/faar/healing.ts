import { EngineError, requireInt } from "../../errors.js";
import { FAAR_INJURIES_MAX, FAAR_INJURY_REST_DAYS_MAX } from "./play-condition.js";

/** Life points a resting character regains per day ("einen Trefferpunkt pro Tag"). */
export const REST_HEALING_PER_DAY = 1;

/**
 * Life points after `days` of enough rest: +1 per day, never above the maximum. Bandages and
 * potions that shorten this are the GM's call.
 *
 * @example
 * restHealing({ current: 9, max: 15, days: 4 }); // 13
 */
export function restHealing({ current, max, days }: { current: number; max: number; days: number }): number {
  requireInt("max", max, 0, 1000);
  requireInt("current", current, -1000, max);
  requireInt("days", days, 0, 100_000);
  return Math.min(max, current + REST_HEALING_PER_DAY * days);
}

/** Days of rest until the character is at full life points again. @example daysToFullHealth(9, 15); // 6 */
export const daysToFullHealth = (current: number, max: number): number =>
  Math.max(0, Math.ceil((max - current) / REST_HEALING_PER_DAY));

/** One span of rest: LP now and at most, days of rest, and what slows it. */
export interface RestSpan {
  readonly current: number;
  readonly max: number;
  readonly days: number;
  /** Severe injuries on record: with one or more, rest is slowed (faar.txt L136). Default 0. */
  readonly injuries?: number | undefined;
  /** Days of slowed rest already spent toward the next LP (only with injuries). Default 0. */
  readonly restDays?: number | undefined;
}

/** What a span of rest leaves. */
export interface RestEffect {
  readonly after: number;
  /** Days of slowed rest spent toward the next LP that carry over (0 unless slowed and short of full). */
  readonly restDays: number;
  /** Days of rest one LP takes: 1, or the table's days per LP while a severe injury is on record. */
  readonly daysPerLp: number;
  /** Days of rest still needed to full LP, at that pace and counting the days carried over. */
  readonly daysToFull: number;
}

/**
 * A span of rest (RULINGS §7): one LP a day ("einen Trefferpunkt pro Tag", L135); while a severe
 * injury is on record ("Schwere Verletzungen erfordern längere Ruhezeiten", L136) one LP per
 * `injuredDaysPerLp` days. Slowed days are counted, not rounded: the days short of the next LP
 * carry over to the next span (`restDays`), so resting a week at once or day by day heals the same.
 * `restDays` without an injury is `impossible-combination`; numbers outside their range
 * `invalid-argument` / `out-of-range` (as `restHealing`).
 *
 * @example
 * restEffect({ current: 9, max: 15, days: 5, injuries: 1 }, 2); // { after: 11, restDays: 1, daysPerLp: 2, daysToFull: 7 }
 */
export function restEffect(span: RestSpan, injuredDaysPerLp: number): RestEffect {
  const max = requireInt("max", span.max, 0, 1000);
  const current = requireInt("current", span.current, -1000, max);
  const days = requireInt("days", span.days, 0, 100_000);
  const injuries = requireInt("injuries", span.injuries ?? 0, 0, FAAR_INJURIES_MAX);
  const carried = requireInt("restDays", span.restDays ?? 0, 0, FAAR_INJURY_REST_DAYS_MAX - 1);
  const slowed = requireInt("injuredDaysPerLp", injuredDaysPerLp, 1, FAAR_INJURY_REST_DAYS_MAX);
  if (injuries === 0 && carried > 0) {
    throw new EngineError(
      "impossible-combination",
      "Days carried over slow only an injured character's rest",
      {
        reason: "restDays",
        detail: "injuries 0",
      },
    );
  }
  const daysPerLp = injuries > 0 ? slowed : 1;
  const total = carried + days;
  const after = Math.min(max, current + REST_HEALING_PER_DAY * Math.floor(total / daysPerLp));
  const restDays = after === max ? 0 : total % daysPerLp;
  const daysToFull = after === max ? 0 : (max - after) * daysPerLp - restDays;
  return { after, restDays, daysPerLp, daysToFull };
}
