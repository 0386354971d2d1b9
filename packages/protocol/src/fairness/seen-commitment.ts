import type { Stream } from "../api/tables.js";

/** The events that publish a stream's seed commitment, as any view of the log has them. */
type CommitmentEvent =
  | { readonly kind: "table-created" | "imported" | "seed-committed"; readonly seed: SeedRef }
  | { readonly kind: "seed-rotated"; readonly stream: Stream; readonly next: { readonly commitment: string } }
  | { readonly kind: string };

interface SeedRef {
  readonly stream: Stream;
  readonly commitment: string;
}

/**
 * The commitment of `stream`'s current seed as a member's log shows it: the last one the log
 * published (at creation, an import, a rotation), or none when the log shows none for that stream
 * (a player's log never shows the GM stream's). What a client sends as `seenCommitment` with its
 * roll (issue #31): the table refuses the roll when its seed has another commitment now.
 *
 * @example
 * lastCommitment(session.events(), "table"); // "9a2d…f885"
 */
export function lastCommitment(events: readonly CommitmentEvent[], stream: Stream): string | undefined {
  let commitment: string | undefined;
  for (const event of events) {
    if ("seed" in event && event.seed.stream === stream) commitment = event.seed.commitment;
    else if ("next" in event && "stream" in event && event.stream === stream) {
      commitment = event.next.commitment;
    }
  }
  return commitment;
}
