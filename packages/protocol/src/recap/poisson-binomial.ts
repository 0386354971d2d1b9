/**
 * The number of successes of independent rolls with different chances (the Poisson-binomial
 * distribution), by the usual dynamic programme: after each roll, the chance of every count so far
 * is the chance of that count before times a failure plus the count one lower times a success.
 * Exact up to floating point; n rolls cost n² steps (an evening has a few hundred at most).
 *
 * @example
 * successCounts([0.5, 0.5]); // [0.25, 0.5, 0.25]
 */
export function successCounts(chances: readonly number[]): number[] {
  const counts = [1];
  for (const p of chances) {
    counts.push(0);
    for (let k = counts.length - 1; k >= 0; k--) {
      counts[k] = (counts[k] ?? 0) * (1 - p) + (k > 0 ? (counts[k - 1] ?? 0) * p : 0);
    }
  }
  return counts;
}

/** A chance kept inside [0, 1] against rounding (a sum of many floats may pass 1 by a hair). */
const clamp = (p: number): number => Math.min(1, Math.max(0, p));

/**
 * The chance of at least `k` successes with these chances (how rare that much luck is).
 *
 * @example
 * atLeast([0.5, 0.5], 2); // 0.25
 */
export const atLeast = (chances: readonly number[], k: number): number =>
  clamp(successCounts(chances).reduce((sum, p, count) => (count >= k ? sum + p : sum), 0));

/**
 * The chance of at most `k` successes with these chances (how rare that little luck is).
 *
 * @example
 * atMost([0.5, 0.5], 0); // 0.25
 */
export const atMost = (chances: readonly number[], k: number): number =>
  clamp(successCounts(chances).reduce((sum, p, count) => (count <= k ? sum + p : sum), 0));
