import { randomUUID } from "node:crypto";
import { type StoredSheet, versionConflict } from "@spieltisch/protocol";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../db/schema.js";

/**
 * Characters as the server keeps them for the table core's save (`runSaveCharacter`): the live
 * row with its owner and version, each version also in `character_versions` (the history).
 */

/** A stored sheet: a JSON object (the characters' routes only ever store one). */
const sheetSchema = z.record(z.string(), z.unknown());

/** The live character `id` of a table as stored; none when there is no such live character. */
export async function readStoredSheet(
  db: Kysely<Database>,
  tableId: string,
  id: string,
): Promise<StoredSheet | undefined> {
  const row = await db
    .selectFrom("characters")
    .select(["id", "owner", "version", "body"])
    .where("id", "=", id)
    .where("table_id", "=", tableId)
    .where("deleted", "=", 0)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        owner: row.owner,
        version: Number(row.version),
        sheet: sheetSchema.parse(JSON.parse(row.body)),
      }
    : undefined;
}

/** What {@link writeSheet} saves: a new version of `id` over `version`, or a new character. */
interface SheetWrite {
  readonly id: string | undefined;
  readonly version: number;
  readonly sheet: Readonly<Record<string, unknown>>;
}

/**
 * Saves a sheet by `by` in the commit `trx`: the next version of a live character over `version`
 * (409 `version-conflict` with the version it has now, when another save came first), or a new
 * character owned by `by`; each version goes into the history too.
 */
export async function writeSheet(
  trx: Kysely<Database>,
  tableId: string,
  by: string,
  { id, version, sheet }: SheetWrite,
): Promise<{ id: string; version: number }> {
  const at = new Date().toISOString();
  const body = JSON.stringify(sheet);
  const next = version + 1;
  let savedId: string;
  if (id === undefined) {
    savedId = randomUUID();
    await trx
      .insertInto("characters")
      .values({ id: savedId, table_id: tableId, owner: by, version: 1, body, updated_at: at, deleted: 0 })
      .execute();
  } else {
    savedId = id;
    const updated = await trx
      .updateTable("characters")
      .set({ version: next, body, updated_at: at })
      .where("id", "=", id)
      .where("table_id", "=", tableId)
      .where("version", "=", version)
      .where("deleted", "=", 0)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      const now = await readStoredSheet(trx, tableId, id);
      throw versionConflict(now?.version ?? version);
    }
  }
  await trx
    .insertInto("character_versions")
    .values({ character_id: savedId, version: next, by, at, body, deleted: 0 })
    .execute();
  return { id: savedId, version: next };
}
