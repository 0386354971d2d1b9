import type { ExportedEvent, TableExport } from "@spieltisch/protocol";
import { canonicalJson } from "./canonical-json.js";
import { deriveRoll, type RollRequest } from "./derive-roll.js";
import { recomputeFailure } from "./recompute-failure.js";
import { seedCommitment } from "./seeds.js";

/** The first thing that did not check out, with the event's sequence number. */
export interface VerifyMismatch {
  readonly fullSeq: number;
  readonly reason: string;
}

/** What `verifyExport` found. */
export interface VerifyReport {
  /** Rolls recomputed and equal. */
  readonly verified: number;
  /** Rolls whose seed is not revealed yet (rotate the seed, export again). */
  readonly unrevealed: number;
  readonly mismatch: VerifyMismatch | null;
}

/**
 * Recomputes every roll of an exported log from the revealed seeds: each revealed seed must hash to
 * the commitment published before its first roll, each roll's counter must be its number in its
 * stream, and the dice and every result field must come out exactly as logged.
 *
 * @example
 * const report = verifyExport(JSON.parse(text)); // report.mismatch === null when all is well
 */
export function verifyExport(data: TableExport): VerifyReport {
  const seeds = new Map(data.seeds.map((s) => [s.seedId, s]));
  for (const seed of data.seeds) {
    if (seed.seed !== null && seedCommitment(seed.seed) !== seed.commitment) {
      return {
        verified: 0,
        unrevealed: 0,
        mismatch: { fullSeq: 0, reason: `seed ${seed.seedId} does not match its commitment` },
      };
    }
  }
  // A seed counts only if its commitment was in the log before its first roll.
  const committedAt = new Map<string, number>();
  for (const event of data.events) {
    const id = committedSeedOf(event);
    if (id !== null && !committedAt.has(id)) committedAt.set(id, event.fullSeq);
  }
  let verified = 0;
  let unrevealed = 0;
  for (const event of data.events) {
    if (event.kind !== "roll") continue;
    const fail = (reason: string): VerifyReport => ({
      verified,
      unrevealed,
      mismatch: { fullSeq: event.fullSeq, reason },
    });
    const seed = seeds.get(String(event.seedId));
    if (!seed) return fail(`unknown seed ${String(event.seedId)}`);
    const committed = committedAt.get(seed.seedId);
    if (committed === undefined || committed >= event.fullSeq)
      return fail("seed not committed before the roll");
    const expectedCounter = event.secret ? event.fullSeq : event.tableSeq;
    const counter = event.counter;
    if (counter === undefined || counter !== expectedCounter)
      return fail(`counter ${String(counter)} is not the roll's number ${expectedCounter}`);
    if (seed.seed === null) {
      unrevealed++;
      continue;
    }
    const request: RollRequest = {
      system: event.system,
      modules: event.modules,
      houseRules: event.houseRules,
      action: event.action,
      options: event.options,
    };
    let recomputed: Record<string, unknown>;
    try {
      recomputed = deriveRoll(seed.seed, counter, request);
    } catch (error) {
      return fail(`cannot recompute: ${recomputeFailure(error)}`);
    }
    for (const [field, value] of Object.entries(recomputed)) {
      if (canonicalJson(value) !== canonicalJson(event[field])) {
        return fail(`${field} is ${canonicalJson(event[field])}, the seed gives ${canonicalJson(value)}`);
      }
    }
    verified++;
  }
  return { verified, unrevealed, mismatch: null };
}

/** The seed whose commitment an event publishes, or null: every kind says whether it does. */
function committedSeedOf(event: ExportedEvent): string | null {
  switch (event.kind) {
    case "table-created":
    case "seed-committed":
    case "imported":
      return event.seed.seedId;
    case "seed-rotated":
      return event.next.seedId;
    case "roll":
    case "roll-request":
    case "note":
    case "character-saved":
    case "character-deleted":
    case "combat":
    case "condition":
      return null;
  }
}
