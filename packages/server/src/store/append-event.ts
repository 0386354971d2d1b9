import type { EventBody, EventKind } from "@spieltisch/protocol";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { ApiError } from "../errors.js";
import { type AppendedEvent, rememberBodyText } from "../events/stored-event.js";
import type { Batch } from "./batch.js";

/** What a new event of kind `K` needs besides its body and its sequence numbers. */
export interface NewEvent<K extends EventKind> {
  readonly kind: K;
  readonly secret: boolean;
  readonly by: string | null;
}

/**
 * Appends one event inside a group-commit transaction: takes the next number of the GM stream
 * and, unless the event is secret, of the table stream, lets `build` see those numbers (a roll
 * derives its dice from them) and queues the row, chained to the log's heads; the batch writes it
 * before the commit. The body is type-checked against the kind's body schema (`eventBodySchemas`
 * in the protocol).
 */
export async function appendEvent<K extends EventKind>(
  trx: Kysely<Database>,
  batch: Batch,
  tableId: string,
  event: NewEvent<K>,
  build: (seqs: { fullSeq: number; tableSeq: number | null }) => NoInfer<EventBody<K>>,
): Promise<AppendedEvent<K>> {
  const seqs = await batch.nextSeqs(trx, tableId, event.secret);
  if (!seqs) throw new ApiError(404, "table-not-found", "No such table");
  const { fullSeq, tableSeq } = seqs;
  const body = build(seqs);
  const at = new Date().toISOString();
  const text = JSON.stringify(body);
  rememberBodyText(body, text);
  // Chained to the events before it in each stream (issue #31): the batch keeps the heads.
  const { prev, table_prev: tablePrev } = await batch.add(
    trx,
    {
      table_id: tableId,
      full_seq: fullSeq,
      table_seq: tableSeq,
      kind: event.kind,
      secret: event.secret ? 1 : 0,
      by: event.by,
      at,
      body: text,
    },
    body,
  );
  return {
    tableId,
    fullSeq,
    tableSeq,
    kind: event.kind,
    secret: event.secret,
    by: event.by,
    at,
    body,
    prev,
    tablePrev,
  };
}
