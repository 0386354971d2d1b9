import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { ApiError } from "../errors.js";
import type { StoredEvent } from "../events/stored-event.js";
import type { Batch } from "./batch.js";

/** What a new event needs besides its sequence numbers. */
export interface NewEvent {
  readonly kind: string;
  readonly secret: boolean;
  readonly by: string | null;
}

/**
 * Appends one event inside a group-commit transaction: takes the next number of the GM stream
 * and, unless the event is secret, of the table stream, lets `build` see those numbers (a roll
 * derives its dice from them) and queues the row; the batch writes it before the commit.
 */
export async function appendEvent(
  trx: Kysely<Database>,
  batch: Batch,
  tableId: string,
  event: NewEvent,
  build: (seqs: { fullSeq: number; tableSeq: number | null }) => Record<string, unknown>,
): Promise<StoredEvent> {
  const seqs = await batch.nextSeqs(trx, tableId, event.secret);
  if (!seqs) throw new ApiError(404, "table-not-found", "No such table");
  const { fullSeq, tableSeq } = seqs;
  const body = build(seqs);
  const at = new Date().toISOString();
  batch.add({
    table_id: tableId,
    full_seq: fullSeq,
    table_seq: tableSeq,
    kind: event.kind,
    secret: event.secret ? 1 : 0,
    by: event.by,
    at,
    body: JSON.stringify(body),
  });
  return { tableId, fullSeq, tableSeq, kind: event.kind, secret: event.secret, by: event.by, at, body };
}
