import type { ExportedEvent } from "@spieltisch/protocol";

/** A character's condition as the log leaves it: the full one, the table's, and where it changed. */
export interface FoldedCondition {
  readonly condition: Record<string, unknown>;
  /** As of the last event the table stream saw (null: only secret events touched it). */
  readonly publicCondition: Record<string, unknown> | null;
  readonly fullSeq: number;
}

/**
 * The conditions a log leaves its characters in (CONTRACT §4: the condition is the fold of the
 * table's events): the `after` of the last `condition` event or applied roll of each character,
 * and the last one the table stream saw. Used where a log arrives without its snapshot (import).
 *
 * @example
 * foldConditions(exported.events).get("c1")?.condition; // { kind: "basic", wounds: 1 }
 */
export function foldConditions(events: readonly ExportedEvent[]): Map<string, FoldedCondition> {
  const folded = new Map<string, FoldedCondition>();
  const book = (character: string, after: Record<string, unknown>, visible: boolean, fullSeq: number) => {
    const previous = folded.get(character);
    folded.set(character, {
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
  return folded;
}
