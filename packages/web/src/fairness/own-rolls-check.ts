import { recomputeRoll, type TableEvent } from "@spieltisch/protocol";

/** A roll of mine that did not check out: its number in my log, its label and why. */
export interface FailedRoll {
  readonly seq: number;
  readonly label: string | undefined;
  readonly reason: string;
}

/** What this browser knows of its own rolls at a table (CONTRACT §5). */
export interface OwnRollsCheck {
  /** Rolls with my client seed, recomputed from their revealed seed and equal. */
  readonly checked: number;
  /** Rolls with my client seed whose seed is not revealed yet. */
  readonly pending: number;
  readonly failed: readonly FailedRoll[];
}

/**
 * Checks this browser's own rolls — the roll events that carry a client seed it sent — against
 * the seeds the log has revealed (`seed-rotated`), with the same code as `spieltisch verify`.
 * Pure: the log and the remembered client seeds in, the tally out.
 *
 * @example
 * checkOwnRolls(session.events(), new Set(knownClientSeeds(tableId))); // { checked: 12, pending: 1, failed: [] }
 */
export function checkOwnRolls(events: readonly TableEvent[], mySeeds: ReadonlySet<string>): OwnRollsCheck {
  const revealed = new Map<string, string>();
  for (const event of events) {
    if (event.kind === "seed-rotated") revealed.set(event.revealed.seedId, event.revealed.seed);
  }
  let checked = 0;
  let pending = 0;
  const failed: FailedRoll[] = [];
  for (const event of events) {
    if (event.kind !== "roll" || event.clientSeed === undefined || !mySeeds.has(event.clientSeed)) continue;
    const seed = event.seedId === undefined ? undefined : revealed.get(event.seedId);
    if (seed === undefined) {
      pending++;
      continue;
    }
    const problem = recomputeRoll(event, seed);
    if (problem === null) checked++;
    else failed.push({ seq: event.seq, label: event.label, reason: problem });
  }
  return { checked, pending, failed };
}
