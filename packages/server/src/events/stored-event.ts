import {
  type EventBody,
  type EventKind,
  type MemberEvent,
  publicBodyOf,
  type Role,
  type Stream,
  streamSchema,
} from "@spieltisch/protocol";
import type { EventsRow } from "../db/schema.js";

/**
 * An event as it sits in the log, with both sequence numbers: `fullSeq` counts every event of the
 * table (the GM stream), `tableSeq` only the events everybody may see (the table stream) and is
 * null for secret ones.
 */
export interface StoredEvent {
  readonly tableId: string;
  readonly fullSeq: number;
  readonly tableSeq: number | null;
  readonly kind: string;
  readonly secret: boolean;
  readonly by: string | null;
  readonly at: string;
  /**
   * The kind's body. Read from the log it is the row's JSON, passed on as it is and parsed with
   * the kind's body schema where its fields are read (combat replay); every row was written
   * through a typed builder ({@link AppendedEvent}) or an import parsed by the export schema.
   */
  readonly body: Readonly<Record<string, unknown>>;
  /**
   * The hash of the GM stream's event before this one (the log's chain, issue #31); null on
   * events logged before the chain. Optional: a notice from a process of an older version has none.
   */
  readonly prev?: string | null;
  /** The same in the table stream; null on secret events. */
  readonly tablePrev?: string | null;
}

/** An event just appended: its kind is known and its body was type-checked against that kind. */
export interface AppendedEvent<K extends EventKind> extends StoredEvent {
  readonly kind: K;
  readonly body: EventBody<K>;
}

/**
 * The JSON text each body was written as or read from, by body object: a frame or an answer
 * that shows the body unchanged splices this text in instead of writing the body out again
 * ({@link viewEventText}). A roll's body with `applied` carries both sides' conditions before and
 * after; writing it out once for the log, once per stream and once for the answer cost more than
 * booking the blow (issue "Play state": apply ≤ +10 % CPU per roll).
 */
const bodyTexts = new WeakMap<object, string>();

/** Notes the JSON text a body was written as (the log's row); see {@link viewEventText}. */
export function rememberBodyText(body: object, text: string): void {
  bodyTexts.set(body, text);
}

/** A database row → {@link StoredEvent}. */
export function fromRow(row: EventsRow): StoredEvent {
  const body = JSON.parse(row.body) as Record<string, unknown>;
  rememberBodyText(body, row.body);
  return {
    tableId: row.table_id,
    fullSeq: Number(row.full_seq),
    tableSeq: row.table_seq === null ? null : Number(row.table_seq),
    kind: row.kind,
    secret: Boolean(row.secret),
    by: row.by,
    at: row.at,
    body,
    prev: row.prev,
    tablePrev: row.table_prev,
  };
}

/**
 * The visibility streams (protocol's `streamSchema`): the GM stream holds every event, the table
 * stream what everybody may see. Each has its own numbers and its own seed (see the README,
 * "Fairness").
 */
export type { Stream };

/** Whether a stored stream name is one of ours (rows are read as plain strings). */
export const isStream = (name: string): name is Stream => streamSchema.safeParse(name).success;

/** Which stream a role reads: the GM reads everything, players and viewers the table stream. */
export const streamOf = (role: Role): Stream => (role === "gm" ? "gm" : "table");

/** The sequence number of an event in a stream, or null when the event is not in it. */
export const seqIn = (event: StoredEvent, stream: Stream): number | null =>
  stream === "gm" ? event.fullSeq : event.tableSeq;

/**
 * The event as a member of `role` sees it (`tableEventSchema`), or null when it is not theirs to
 * see. Secret events do not exist for players and viewers; their `seq` is the table-stream number,
 * which has no gaps.
 */
export function viewEvent<K extends EventKind>(event: AppendedEvent<K>, role: Role): MemberEvent<K> | null;
export function viewEvent(event: StoredEvent, role: Role): Readonly<Record<string, unknown>> | null;
export function viewEvent(event: StoredEvent, role: Role): Readonly<Record<string, unknown>> | null {
  const stream = streamOf(role);
  const seq = seqIn(event, stream);
  if (seq === null) return null;
  return { ...viewBody(event, stream), ...envelope(event, stream, seq) };
}

/** The body part of an event's view in a stream. */
const viewBody = (event: StoredEvent, stream: Stream): Readonly<Record<string, unknown>> =>
  stream === "table" ? publicBodyOf(event.kind, event.body) : event.body;

/**
 * The fields a view adds to the body (they come last and win over the body's own): the GM's with
 * `secret`, the GM stream's `prev` and the table stream's as `tablePrev` (so the GM's app knows
 * the head the players see); the table stream's with its own `prev`.
 */
const envelope = (event: StoredEvent, stream: Stream, seq: number) => ({
  seq,
  kind: event.kind,
  by: event.by,
  at: event.at,
  ...(stream === "gm"
    ? {
        secret: event.secret,
        ...(event.prev != null ? { prev: event.prev } : {}),
        ...(event.tablePrev != null ? { tablePrev: event.tablePrev } : {}),
      }
    : event.tablePrev != null
      ? { prev: event.tablePrev }
      : {}),
});

/**
 * {@link viewEvent} as JSON text: the body's remembered text with the envelope's fields spliced
 * in before its closing brace when the view shows the body unchanged — the same JSON as
 * `JSON.stringify(viewEvent(…))`, key for key — and written out in full otherwise. Null when not
 * visible.
 */
export function viewEventText(event: StoredEvent, role: Role): string | null {
  const stream = streamOf(role);
  const seq = seqIn(event, stream);
  if (seq === null) return null;
  const body = viewBody(event, stream);
  const text = bodyTexts.get(body);
  const head = envelope(event, stream, seq);
  // A body with an envelope field of its own would keep that key's place: written out in full.
  if (text === undefined || !text.endsWith("}") || Object.keys(head).some((key) => key in body)) {
    return JSON.stringify({ ...body, ...head });
  }
  const fields = JSON.stringify(head).slice(1);
  return text === "{}" ? `{${fields}` : `${text.slice(0, -1)},${fields}`;
}

const serialized = new WeakMap<StoredEvent, { gm?: Buffer | null; table?: Buffer | null }>();

/**
 * {@link viewEvent} as UTF-8 JSON, computed once per event and stream: a roll at a table with ten
 * listeners is serialised and encoded twice (table and GM stream), not ten times, and every
 * socket sends the same bytes. Null when not visible.
 */
export function viewEventFrame(event: StoredEvent, role: Role): Buffer | null {
  const stream = streamOf(role);
  let cache = serialized.get(event);
  if (!cache) {
    cache = {};
    serialized.set(event, cache);
  }
  let frame = cache[stream];
  if (frame === undefined) {
    const text = viewEventText(event, role);
    frame = text === null ? null : Buffer.from(text);
    cache[stream] = frame;
  }
  return frame;
}
