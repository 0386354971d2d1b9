import { ApiError } from "../errors/api-error.js";
import type { MemberEvent, TableEvent } from "../events/table-event.js";

/** A `session` event as a member sees it. */
export type SessionEvent = MemberEvent<"session">;

/**
 * One evening of a member's log: its `start`, its `end` (none while it is open) and every event
 * the member sees between them, in log order.
 */
export interface Evening {
  readonly start: SessionEvent;
  readonly end: SessionEvent | undefined;
  readonly events: readonly TableEvent[];
}

/** An evening as a list of evenings shows it: where it starts and ends in the member's log. */
export interface EveningMark {
  readonly start: SessionEvent;
  readonly end: SessionEvent | undefined;
}

/**
 * Every evening of a member's log, oldest first: each `start` with the `end` after it (evenings
 * do not overlap: the table core refuses a second `start` while one is open).
 *
 * @example
 * eveningsOf(session.events()).map((e) => e.start.seq); // [12, 80]
 */
export function eveningsOf(events: readonly TableEvent[]): EveningMark[] {
  const marks: EveningMark[] = [];
  let open: SessionEvent | undefined;
  for (const event of events) {
    if (event.kind !== "session") continue;
    if (event.command === "start") {
      // A start without an end before it (only an edited log has one) closes nothing.
      if (open) marks.push({ start: open, end: undefined });
      open = event;
    } else if (open) {
      marks.push({ start: open, end: event });
      open = undefined;
    }
  }
  if (open) marks.push({ start: open, end: undefined });
  return marks;
}

/**
 * The evening whose `start` is the event numbered `startSeq` in this member's log, with every
 * event between it and its end (or the log's end while it is open). No such start: 404
 * `session-not-found` at `session`.
 *
 * @example
 * eveningOf(events, 12).events.length; // 40
 */
export function eveningOf(events: readonly TableEvent[], startSeq: number): Evening {
  const mark = eveningsOf(events).find((m) => m.start.seq === startSeq);
  if (!mark) {
    throw new ApiError(404, "session-not-found", "No evening starts with this event", ["session"]);
  }
  // Up to the next mark: its end, or (in an edited log) a start that never had one.
  const next = events.find((e) => e.kind === "session" && e.seq > startSeq);
  const last = next?.seq ?? Number.POSITIVE_INFINITY;
  return {
    ...mark,
    events: events.filter((e) => e.seq > startSeq && e.seq < last),
  };
}
