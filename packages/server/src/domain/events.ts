import type { ApiResponse, Role } from "@spieltisch/protocol";
import type { ServerContext } from "../context.js";
import { fromRow, type StoredEvent, streamOf, viewEvent } from "../events/stored-event.js";
import { appendEvent } from "../store/append-event.js";
import type { Principal } from "./principal.js";

/**
 * The stored events of a table after `after` in the stream `role` reads, in order. Players and
 * viewers query by table-stream number, so secret rows are never even read for them.
 */
export async function readStream(
  ctx: ServerContext,
  tableId: string,
  role: Role,
  after: number,
  limit: number,
): Promise<StoredEvent[]> {
  const base = ctx.db.selectFrom("events").selectAll().where("table_id", "=", tableId);
  const rows =
    streamOf(role) === "gm"
      ? await base.where("full_seq", ">", after).orderBy("full_seq").limit(limit).execute()
      : await base
          .where("table_seq", "is not", null)
          .where("table_seq", ">", after)
          .orderBy("table_seq")
          .limit(limit)
          .execute();
  return rows.map(fromRow);
}

/** `GET /events?after=SEQ`: what this member may see, in `seq` order. */
export async function listEvents(ctx: ServerContext, principal: Principal, after: number, limit: number) {
  const events = await readStream(ctx, principal.tableId, principal.role, after, limit);
  return events.map((e) => viewEvent(e, principal.role)!);
}

/** The last sequence number of the stream this member reads. */
export async function lastSeq(ctx: ServerContext, tableId: string, role: Role): Promise<number> {
  const row = await ctx.db
    .selectFrom("tables")
    .select(["full_seq", "table_seq"])
    .where("id", "=", tableId)
    .executeTakeFirstOrThrow();
  return Number(streamOf(role) === "gm" ? row.full_seq : row.table_seq);
}

/** `POST /notes`: a line in the log (secret ones GM only, checked by the caller). */
export async function addNote(
  ctx: ServerContext,
  principal: Principal,
  text: string,
  secret: boolean,
): Promise<ApiResponse<"POST /api/tables/:id/notes">> {
  const event = await ctx.writer.write(principal.tableId, async (trx, batch) => {
    const stored = await appendEvent(
      trx,
      batch,
      principal.tableId,
      { kind: "note", secret, by: principal.credentialId },
      () => ({
        text,
        byName: principal.name,
      }),
    );
    return { result: stored, events: [stored] };
  });
  return viewEvent(event, principal.role)!;
}
