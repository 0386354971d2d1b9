import type { ExportedEvent } from "@spieltisch/protocol";

/** A character's condition as the log leaves it: the full one, the table's, and where it changed. */
export interface LoggedCondition {
  readonly condition: Record<string, unknown>;
  /** As of the last event the table stream saw (null: only secret events touched it). */
  readonly publicCondition: Record<string, unknown> | null;
  readonly fullSeq: number;
}

/**
 * The conditions a log leaves its characters in, read from what the log recorded: the `after` of
 * the last `condition` event or applied roll of each character, and the last one the table stream
 * saw. No rules run here: each event already carries the condition the fold of the table's events
 * reached (CONTRACT §4; the fold itself is the engine's `foldCondition`). Used where a log arrives
 * without its snapshot (import).
 *
 * @example
 * lastLoggedConditions(exported.events).get("c1")?.condition; // { kind: "basic", wounds: 1 }
 */
export function lastLoggedConditions(events: readonly ExportedEvent[]): Map<string, LoggedCondition> {
  const last = new Map<string, LoggedCondition>();
  const book = (character: string, after: Record<string, unknown>, visible: boolean, fullSeq: number) => {
    const previous = last.get(character);
    last.set(character, {
      condition: after,
      publicCondition: visible ? after : (previous?.publicCondition ?? null),
      fullSeq,
    });
  };
  for (const event of [...events].sort((a, b) => a.fullSeq - b.fullSeq)) {
    if (event.kind === "condition") book(event.character, event.after, !event.secret, event.fullSeq);
    if (event.kind === "roll") {
      for (const entry of event.applied ?? []) {
        book(entry.character, entry.after, !event.secret && entry.secret !== true, event.fullSeq);
      }
    }
  }
  return last;
}
