import type { LuckRow } from "../api/recap.js";
import { atLeast, atMost } from "./poisson-binomial.js";

/**
 * One character's row of the luck table (CONTRACT §7): its rolls, successes, the successes the
 * exact chances expected (their sum) and how rare at least and at most that many successes are
 * with these chances.
 *
 * @example
 * luckRowOf("c1", "Lazaro", [0.5, 0.5], 2); // { rolls: 2, successes: 2, expectedSuccesses: 1, pAtLeast: 0.25, pAtMost: 1, … }
 */
export function luckRowOf(
  character: string,
  name: string,
  chances: readonly number[],
  successes: number,
): LuckRow {
  return {
    character,
    name,
    rolls: chances.length,
    successes,
    expectedSuccesses: chances.reduce((sum, p) => sum + p, 0),
    pAtLeast: atLeast(chances, successes),
    pAtMost: atMost(chances, successes),
  };
}
