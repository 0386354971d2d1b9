import type { Rng } from "../../dice/rng.js";
import { requireInt } from "../../errors.js";
import { Fraction } from "../../odds/fraction.js";
import type { ActionDef, OutcomeProbability } from "../rule-system.js";
import { faceSequences, MAX_POOL, successWeights, weightsBelow } from "./pool-counts.js";

/** An action or reaction needs at least two successes; the GM may ask for more. */
export const DEFAULT_NEED = 2;

/** A pool check: roll `pool` dice, count 5s and 6s, succeed with at least `need`. */
export interface PoolCheckParams {
  readonly pool: number;
  readonly need?: number;
}

/** A rolled pool check. */
export interface PoolCheckResult {
  readonly dice: readonly number[];
  readonly successes: number;
  readonly success: boolean;
}

/** Exact odds of a pool check. */
export interface PoolCheckOdds {
  readonly pSuccess: Fraction;
  /** How many of the `total` face sequences show exactly n successes, n = 0..pool (bigint: 6^40 > 2^53). */
  readonly successes: readonly { n: number; weight: bigint }[];
  readonly total: bigint;
}

const needOf = (p: PoolCheckParams): number => requireInt("need", p.need ?? DEFAULT_NEED, 0, MAX_POOL + 1);

/** Rolls the pool, die by die. */
export function rollPool(
  pool: number,
  rng: Rng,
): { dice: number[]; successes: number; fives: number; sixes: number } {
  requireInt("pool", pool, 0, MAX_POOL);
  const dice: number[] = [];
  let fives = 0;
  let sixes = 0;
  for (let i = 0; i < pool; i++) {
    const f = rng.die(6);
    dice.push(f);
    if (f === 5) fives++;
    else if (f === 6) sixes++;
  }
  return { dice, successes: fives + sixes, fives, sixes };
}

/**
 * Rolls a pool check.
 *
 * @example
 * rollPoolCheck({ pool: 4 }, scriptedRng([5, 1, 6, 2]), PLAIN_TABLE); // 2 successes → success
 */
export function rollPoolCheck(params: PoolCheckParams, rng: Rng): PoolCheckResult {
  const need = needOf(params);
  const { dice, successes } = rollPool(params.pool, rng);
  return { dice, successes, success: successes >= need };
}

/**
 * Exact odds in closed form: P(k successes) = C(n,k) 2^k 4^(n−k) / 6^n, bigint for n up to 40.
 *
 * @example
 * poolCheckOdds({ pool: 2 }).pSuccess.toString(); // "1/9"
 */
export function poolCheckOdds(params: PoolCheckParams): PoolCheckOdds {
  const need = needOf(params);
  const n = requireInt("pool", params.pool, 0, MAX_POOL);
  const total = faceSequences(n);
  const below = weightsBelow(n);
  const fail = below[Math.min(need, n + 1)]!;
  return {
    pSuccess: Fraction.of(total - fail, total),
    successes: successWeights(n).map((weight, k) => ({ n: k, weight })),
    total,
  };
}

/** Outcome class: success and the number of successes. */
const outcomeKey = (r: PoolCheckResult): string => `${r.success ? "S" : "F"}|${r.successes}`;

function outcomes(params: PoolCheckParams): OutcomeProbability[] {
  const need = needOf(params);
  const odds = poolCheckOdds(params);
  return odds.successes.map(({ n, weight }) => ({
    key: `${n >= need ? "S" : "F"}|${n}`,
    probability: Fraction.of(weight, odds.total),
  }));
}

/** The pool check as a registry action. */
export const kampfwuerfelCheckAction: ActionDef<PoolCheckParams, PoolCheckResult, PoolCheckOdds> = {
  id: "check",
  roll: (params, rng) => rollPoolCheck(params, rng),
  odds: (params) => poolCheckOdds(params),
  outcomes: (params) => outcomes(params),
  outcomeKey,
  examples: [{ pool: 1 }, { pool: 3 }, { pool: 5, need: 4 }, { pool: 0 }],
};
