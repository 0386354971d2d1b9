import { requireInt } from "../../errors.js";

/** Successes a Kraft check needs to stay conscious. */
export const KRAFT_CHECK_NEED = 4;

/** LP below the daily regeneration (RLP): a Kraft check on 4 successes, or unconscious. */
export const needsKraftCheck = (lp: number, dailyRegeneration: number): boolean =>
  requireInt("lp", lp) < requireInt("dailyRegeneration", dailyRegeneration, 0, 10_000);

/** The heavy-hit tracker of one fight. */
export interface HeavyHitState {
  /** K + G. */
  readonly base: number;
  readonly threshold: number;
}

/**
 * Starts a fight: threshold = (K + G) × (factor + mod).
 *
 * @example
 * heavyHitStart({ kraft: 4, geschick: 3, factor: 2 }); // { base: 7, threshold: 14 }
 */
export function heavyHitStart(p: {
  kraft: number;
  geschick: number;
  factor: number;
  mod?: number;
}): HeavyHitState {
  const base = requireInt("kraft", p.kraft, 0, 1000) + requireInt("geschick", p.geschick, 0, 1000);
  return {
    base,
    threshold: base * (requireInt("factor", p.factor, 0, 100) + requireInt("mod", p.mod ?? 0, -100, 100)),
  };
}

/**
 * One hit of `sp` SP: more than the current threshold knocks out at once; more than K + G lowers
 * the threshold by the SP. Ruling: the knock-out compares with the threshold before this hit lowers it.
 */
export function heavyHit(state: HeavyHitState, sp: number): { state: HeavyHitState; unconscious: boolean } {
  requireInt("sp", sp, 0, 100_000);
  return {
    unconscious: sp > state.threshold,
    state: sp > state.base ? { ...state, threshold: state.threshold - sp } : state,
  };
}

/** Optional stability `x/y` of a weapon or shield, with the successes counted towards the next loss. */
export interface Stability {
  /** x: successes per point lost. */
  readonly per: number;
  /** y: the current stability; 0 = unusable or destroyed. */
  readonly value: number;
  readonly progress: number;
}

/**
 * Counts the successes of an attack or defence roll (not of a difficulty roll) against stability:
 * every `per` successes cost a point; the remainder carries over (ruling).
 *
 * @example
 * wearStability({ per: 3, value: 5, progress: 1 }, 4); // { per: 3, value: 4, progress: 2 }
 */
export function wearStability(s: Stability, successes: number): Stability {
  const per = requireInt("per", s.per, 1, 1000);
  const total = s.progress + requireInt("successes", successes, 0, 1000);
  return { per, value: Math.max(0, s.value - Math.floor(total / per)), progress: total % per };
}
