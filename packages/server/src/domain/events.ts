import type { ApiResponse, Role } from "@spieltisch/protocol";
import type { ServerContext } from "../context.js";
import { ADDRESSED_KINDS, isAddressedTo, type Reader, viewAddressed } from "../events/addressed.js";
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

/**
 * The secret events addressed to a member who is not a GM (see {@link isAddressedTo}), in
 * GM-stream order: few (a GM's secret requests to this person and their answers), so all of them.
 */
export async function readAddressed(
  ctx: ServerContext,
  tableId: string,
  reader: Reader,
): Promise<StoredEvent[]> {
  if (reader.role === "gm") return [];
  const rows = await ctx.db
    .selectFrom("events")
    .selectAll()
    .where("table_id", "=", tableId)
    .where("secret", "=", 1)
    .where("kind", "in", [...ADDRESSED_KINDS])
    .orderBy("full_seq")
    .execute();
  return rows.map(fromRow).filter((event) => isAddressedTo(event, reader));
}

/**
 * `GET /events?after=SEQ`: what this member may see, in `seq` order; for players and viewers also
 * the secret events addressed to them, outside their stream (the live socket sends the same).
 */
export async function listEvents(ctx: ServerContext, principal: Principal, after: number, limit: number) {
  const events = await readStream(ctx, principal.tableId, principal.role, after, limit);
  const view = { events: events.map((e) => viewEvent(e, principal.role)!) };
  if (principal.role === "gm") return view;
  const addressed = await readAddressed(ctx, principal.tableId, principal);
  return { ...view, addressed: addressed.map((e) => viewAddressed(e, principal)!) };
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
