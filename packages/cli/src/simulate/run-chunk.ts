import { hasModule, seededRng, type TableSettings } from "@spieltisch/engine";
import * as ewsRules from "@spieltisch/engine/systems/ews";

/**
 * Duels per chunk: the unit of work and of seeding, so results do not depend on the thread count.
 * About a millisecond of work: the per-chunk cost (seeding, setup, two atomics) stays near 1 %,
 * and workers finishing a run wait at most one chunk for each other. At most 10^9 duels make
 * 61,036 chunks, so the chunk seeds below stay distinct.
 */
export const CHUNK = 16_384;

/** The seed of chunk `i` of a run seeded with `seed` (distinct for every chunk below 65,536). */
export const chunkSeed = (seed: number, i: number): number => (seed % 2 ** 36) * 65_536 + i;

/** Number of chunks for `n` duels, and the size of chunk `i`. */
export const chunkCount = (n: number): number => Math.ceil(n / CHUNK);
export const chunkSize = (n: number, i: number): number => Math.min(CHUNK, n - i * CHUNK);

/**
 * Simulates one chunk: the fast kernel on a plain table, the general state-machine duel with krit
 * (slower, same rules).
 */
export function runChunk(
  params: ewsRules.DuelParams,
  table: TableSettings,
  seed: number,
  n: number,
): ewsRules.DuelTally {
  const rng = seededRng(seed);
  if (!hasModule(table, "krit")) return ewsRules.sampleDuels(rng, n, params, table);
  const tally = ewsRules.emptyTally();
  for (let i = 0; i < n; i++) {
    const r = ewsRules.rollDuel(params, rng, table);
    tally.n++;
    if (r.winner === "a") tally.winsA++;
    else if (r.winner === "b") tally.winsB++;
    else tally.draws++;
    tally.rounds += r.rounds;
    tally.roundsSquared += r.rounds * r.rounds;
    tally.woundsA += r.a.wounds;
    tally.woundsB += r.b.wounds;
    tally.criticalA += r.a.criticalWounds;
    tally.criticalB += r.b.criticalWounds;
  }
  return tally;
}

/** Field order of a tally in shared memory. */
export const TALLY_FIELDS = [
  "n",
  "winsA",
  "winsB",
  "draws",
  "rounds",
  "roundsSquared",
  "woundsA",
  "woundsB",
  "criticalA",
  "criticalB",
] as const satisfies readonly (keyof ewsRules.DuelTally)[];
