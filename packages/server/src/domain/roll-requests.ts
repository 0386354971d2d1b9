import { randomUUID } from "node:crypto";
import {
  type NewRollRequest,
  type RollRequestPlay,
  roleSchema,
  rollRequestPlaySchema,
  type StoredRollRequest,
  type TableMember,
} from "@spieltisch/protocol";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database, RollRequestsRow } from "../db/schema.js";
import { ApiError } from "../errors.js";

/**
 * Roll requests as the server keeps them (CONTRACT §6): one row each in `roll_requests`, read and
 * written for the table core's requests (`runRequestRoll`, `runRollRequestInfo`, `runRoll` with
 * `requestId`).
 */

const optionsSchema = z.record(z.string(), z.unknown());

/** A request's stored options (written by `addRollRequest` as JSON of an object). */
const storedOptions = (text: string): Record<string, unknown> => optionsSchema.parse(JSON.parse(text));

/** A request's stored play fields; none for a request without them (and every one before them). */
const storedPlay = (text: string | null): RollRequestPlay =>
  text === null ? {} : rollRequestPlaySchema.parse(JSON.parse(text));

/** A stored row as the table core reads a request. */
const requestOfRow = (row: RollRequestsRow): StoredRollRequest => ({
  id: row.id,
  action: row.action,
  options: storedOptions(row.options),
  play: storedPlay(row.play),
  secret: Boolean(row.secret),
  label: row.label ?? undefined,
  to: row.to_credential ?? undefined,
  open: row.status === "open",
});

/** The roll request `id` of a table, whoever may see it; none when there is no such request. */
export async function readRollRequest(
  db: Kysely<Database>,
  tableId: string,
  id: string,
): Promise<StoredRollRequest | undefined> {
  const row = await db
    .selectFrom("roll_requests")
    .selectAll()
    .where("id", "=", id)
    .where("table_id", "=", tableId)
    .executeTakeFirst();
  return row ? requestOfRow(row) : undefined;
}

/** The member `id` of a table (revoked ones too); none when unknown. */
export async function readMember(
  db: Kysely<Database>,
  tableId: string,
  id: string,
): Promise<TableMember | undefined> {
  const row = await db
    .selectFrom("credentials")
    .select(["id", "name", "role"])
    .where("id", "=", id)
    .where("table_id", "=", tableId)
    .executeTakeFirst();
  return row ? { id: row.id, name: row.name, role: roleSchema.parse(row.role) } : undefined;
}

/** Keeps a new, open roll request of the GM `by`; gives its id. */
export async function insertRollRequest(
  trx: Kysely<Database>,
  tableId: string,
  by: string,
  request: NewRollRequest,
): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto("roll_requests")
    .values({
      id,
      table_id: tableId,
      action: request.action,
      options: JSON.stringify(request.options),
      label: request.label ?? null,
      to_credential: request.to ?? null,
      secret: request.secret ? 1 : 0,
      created_by: by,
      status: "open",
      roll_seq: null,
      play: Object.keys(request.play).length > 0 ? JSON.stringify(request.play) : null,
    })
    .execute();
  return id;
}

/** Marks an open request as rolled: 409 `request-done` when it was already. */
export async function closeRollRequest(trx: Kysely<Database>, id: string): Promise<void> {
  const updated = await trx
    .updateTable("roll_requests")
    .set({ status: "done" })
    .where("id", "=", id)
    .where("status", "=", "open")
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) {
    throw new ApiError(409, "request-done", "This roll request was already rolled", ["requestId"]);
  }
}

/** Links a request to the roll (by its number in the full log) that answered it. */
export async function linkRollRequest(trx: Kysely<Database>, id: string, rollSeq: number): Promise<void> {
  await trx.updateTable("roll_requests").set({ roll_seq: rollSeq }).where("id", "=", id).execute();
}
