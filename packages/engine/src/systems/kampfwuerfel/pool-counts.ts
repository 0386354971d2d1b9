import { requireInt } from "../../errors.js";

/** The largest pool the exact odds accept (6^80 weights stay comfortably in bigint). */
export const MAX_POOL = 40;

/** A die of a pool: 5 and 6 succeed, 1–4 fail. */
export const isSuccess = (face: number): boolean => face >= 5;

const ROWS: bigint[][] = [[1n]];

/** Binomial coefficients C(n, ·) as bigint, cached row by row (Pascal's triangle). */
export function binomialRow(n: number): readonly bigint[] {
  requireInt("pool", n, 0, MAX_POOL);
  for (let m = ROWS.length; m <= n; m++) {
    const prev = ROWS[m - 1]!;
    const row = [1n];
    for (let k = 1; k < m; k++) row.push(prev[k - 1]! + prev[k]!);
    row.push(1n);
    ROWS.push(row);
  }
  return ROWS[n]!;
}

const successCache = new Map<number, readonly bigint[]>();

/**
 * How many of the 6^n face sequences of n dice show exactly k successes: C(n, k) · 2^k · 4^(n−k).
 * Exact for any n ≤ 40 (6^40 > 2^53, hence bigint).
 *
 * @example
 * successWeights(2); // [16n, 16n, 4n] — out of 36
 */
export function successWeights(n: number): readonly bigint[] {
  let weights = successCache.get(n);
  if (!weights) {
    const row = binomialRow(n);
    weights = row.map((c, k) => c * 2n ** BigInt(k) * 4n ** BigInt(n - k));
    successCache.set(n, weights);
  }
  return weights;
}

const tailCache = new Map<number, readonly bigint[]>();

/** `below[m]` = weight of fewer than m successes among n dice (m = 0..n+1). */
export function weightsBelow(n: number): readonly bigint[] {
  let below = tailCache.get(n);
  if (!below) {
    const w = successWeights(n);
    const out = [0n];
    for (const x of w) out.push(out[out.length - 1]! + x);
    below = out;
    tailCache.set(n, below);
  }
  return below;
}

/** 6^n as bigint. */
export const faceSequences = (n: number): bigint => 6n ** BigInt(n);

/**
 * How many face sequences of n dice show exactly `fives` fives and `sixes` sixes:
 * n! / (fives! sixes! rest!) · 4^rest.
 */
export function fivesSixesWeight(n: number, fives: number, sixes: number): bigint {
  const rest = n - fives - sixes;
  return binomialRow(n)[fives]! * binomialRow(n - fives)[sixes]! * 4n ** BigInt(rest);
}
