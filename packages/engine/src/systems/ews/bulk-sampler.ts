import type { BulkD6Source } from "../../dice/rng.js";
import { pmW6Value } from "./pm-w6.js";

/**
 * Monte Carlo for simulations: rolls `n` plain ±W6 checks (no krit) and counts successes, with no
 * result objects: success per face is a bit in a 6-bit mask and the source's d6 kernel does the
 * rest, which is what makes this run near the raw speed of the generator (see `npm run bench`).
 *
 * @example
 * sampleCheckSuccesses(seededRng(1), 1_000_000, 12, 15) / 1_000_000; // ≈ 1/3
 */
export function sampleCheckSuccesses(
  rng: BulkD6Source,
  n: number,
  effective: number,
  target: number,
): number {
  let successMask = 0;
  for (let face = 1; face <= 6; face++)
    if (effective + pmW6Value(face) >= target) successMask |= 1 << (face - 1);
  return rng.countD6(n, successMask);
}

/**
 * Monte Carlo of plain contests: `n` contests of A (effective value `a`, wins ties) against B,
 * returns A's wins.
 */
export function sampleContestWins(rng: BulkD6Source, n: number, a: number, b: number): number {
  // A wins iff a + v(fa) >= b + v(fb): a table indexed by fa × 7 + fb.
  const wins = new Uint8Array(49);
  for (let fa = 1; fa <= 6; fa++) {
    for (let fb = 1; fb <= 6; fb++) wins[fa * 7 + fb] = a + pmW6Value(fa) >= b + pmW6Value(fb) ? 1 : 0;
  }
  return rng.sumD6Pairs(n, wins);
}
