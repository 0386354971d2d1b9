import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";
import { ApiError } from "../errors.js";
import type { StoredEvent } from "../events/stored-event.js";

/** What a new event needs besides its sequence numbers. */
export interface NewEvent {
  readonly kind: string;
  readonly secret: boolean;
  readonly by: string | null;
}

/**
 * Appends one event inside a transaction: takes the next number of the GM stream and, unless the
 * event is secret, of the table stream (an `UPDATE … RETURNING` on the table row, which also
 * serialises concurrent writers on Postgres), lets `build` see those numbers (a roll derives its
 * dice from them) and inserts the event.
 */
export async function appendEvent(
  trx: Kysely<Database>,
  tableId: string,
  event: NewEvent,
  build: (seqs: { fullSeq: number; tableSeq: number | null }) => Record<string, unknown>,
): Promise<StoredEvent> {
  const row = await trx
    .updateTable("tables")
    .set({
      full_seq: sql`full_seq + 1`,
      table_seq: event.secret ? sql`table_seq` : sql`table_seq + 1`,
    })
    .where("id", "=", tableId)
    .returning(["full_seq", "table_seq"])
    .executeTakeFirst();
  if (!row) throw new ApiError(404, "table-not-found", "No such table");
  const fullSeq = Number(row.full_seq);
  const tableSeq = event.secret ? null : Number(row.table_seq);
  const body = build({ fullSeq, tableSeq });
  const at = new Date().toISOString();
  await trx
    .insertInto("events")
    .values({
      table_id: tableId,
      full_seq: fullSeq,
      table_seq: tableSeq,
      kind: event.kind,
      secret: event.secret ? 1 : 0,
      by: event.by,
      at,
      body: JSON.stringify(body),
    })
    .execute();
  return { tableId, fullSeq, tableSeq, kind: event.kind, secret: event.secret, by: event.by, at, body };
}
