import { randomUUID } from "node:crypto";
import type { ApiResponse } from "@spieltisch/protocol";
import { isSecretNpc } from "@spieltisch/protocol";
import type { Kysely } from "kysely";
import type { ServerContext } from "../context.js";
import type { Database } from "../db/schema.js";
import { ApiError } from "../errors.js";
import { UnreadImportBody } from "../json-body-parser.js";
import { appendEvent } from "../store/append-event.js";
import { hashToken, newToken } from "../tokens.js";
import { writeLogInChunks } from "./import-chunks.js";
import type { PreparedImportHeader } from "./import-messages.js";
import { prepareImportOffThread } from "./import-off-thread.js";
import { provisionTable } from "./provision-table.js";

/**
 * `POST /api/tables/import`: restores a GM export as a new table (new id). The log, characters
 * and members come back as they were; old tokens are gone (they were never exported), so the old
 * members are kept as revoked credentials for the `by` of their events and the answer carries a
 * fresh invite token per role. Seeds that were not yet revealed were not exported either, so both streams get new
 * seeds, committed in an `imported` event before any new roll.
 */
export async function importTable(
  ctx: ServerContext,
  body: unknown,
): Promise<ApiResponse<"POST /api/tables/import">> {
  if (!(body instanceof UnreadImportBody)) {
    throw new ApiError(400, "invalid-body", "An import is a table export as JSON", []);
  }
  const { header: data, rows } = await prepareImportOffThread(body.bytes);
  const id = randomUUID();
  const now = new Date().toISOString();
  // New ids up front: the `imported` event names those the log's Striche awards use, and every
  // character the table stream may know of (not a secret NPC), so a check of the log follows each
  // one's condition across the import (verify, issue #31). A secret NPC's renaming stays out of
  // the public event: it would tell the players that there is one.
  const renamed = new Map(data.characters.map((c) => [c.id, randomUUID()]));
  const awarded = new Set(data.awarded);
  const visible = new Set(
    data.characters.filter((c) => !isSecretNpc(c.versions.at(-1)?.character ?? {})).map((c) => c.id),
  );
  const characters = Object.fromEntries([...renamed].filter(([old]) => awarded.has(old) || visible.has(old)));
  const tokens = await ctx.writer.write(id, (trx, batch) =>
    provisionTable(trx, batch, {
      row: {
        id,
        name: data.table.name,
        system: data.table.system,
        modules: JSON.stringify(data.table.modules),
        house_rules: JSON.stringify(data.options),
        created_at: data.table.createdAt,
        full_seq: data.eventCount,
        table_seq: data.lastTableSeq,
        // The chain goes on from the imported log: the `imported` event carries its heads.
        full_head: data.fullHead,
        table_head: data.tableHead,
      },
      restore: () => restoreHistory(trx, id, data, now, renamed),
      announce: (gm, tableSeed) =>
        appendEvent(trx, batch, id, { kind: "imported", secret: false, by: gm.id }, () => ({
          from: data.table.id,
          seed: { stream: "table", ...tableSeed },
          ...(Object.keys(characters).length > 0 ? { characters } : {}),
        })),
    }),
  );
  // The log goes in chunks of its own, so other tables' writes are not held up behind it.
  await writeLogInChunks(ctx, id, rows);
  return tokens;
}

/**
 * Writes what an export brings along: the old members as revoked credentials, the old seeds as
 * revealed, and every character with its versions (the log follows in chunks).
 */
async function restoreHistory(
  trx: Kysely<Database>,
  id: string,
  data: PreparedImportHeader,
  now: string,
  renamed: ReadonlyMap<string, string>,
): Promise<void> {
  for (const m of data.members) {
    await trx
      .insertInto("credentials")
      .values({
        id: randomUUID(),
        table_id: id,
        role: m.role,
        kind: m.kind,
        name: m.name,
        token_hash: hashToken(newToken()),
        created_at: now,
        revoked_at: now,
      })
      .execute();
  }
  // Unrevealed seeds were not exported: kept as retired with an empty seed, their rolls stay
  // "unrevealed" for verify (rotate before exporting to make a backup fully verifiable).
  for (const s of data.seeds) {
    await trx
      .insertInto("seeds")
      .values({
        id: s.seedId,
        table_id: id,
        stream: s.stream,
        seed: s.seed ?? "",
        commitment: s.commitment,
        created_at: now,
        revealed_at: now,
      })
      .execute();
  }
  const conditions = new Map(data.conditions);
  for (const c of data.characters) {
    const last = c.versions.at(-1);
    if (!last) continue;
    const newId = renamed.get(c.id) ?? randomUUID();
    await trx
      .insertInto("characters")
      .values({
        id: newId,
        table_id: id,
        owner: c.owner,
        version: last.version,
        body: JSON.stringify(last.character),
        updated_at: last.at,
        deleted: 0,
      })
      .execute();
    for (const v of c.versions) {
      await trx
        .insertInto("character_versions")
        .values({
          character_id: newId,
          version: v.version,
          by: v.by,
          at: v.at,
          body: JSON.stringify(v.character),
          deleted: 0,
        })
        .execute();
    }
    // The log names the character by its old id; its condition is the log's fold.
    const condition = conditions.get(c.id);
    if (condition) {
      await trx
        .insertInto("character_conditions")
        .values({
          character_id: newId,
          table_id: id,
          condition: JSON.stringify(condition.condition),
          public_condition:
            condition.publicCondition === null ? null : JSON.stringify(condition.publicCondition),
          full_seq: condition.fullSeq,
        })
        .execute();
    }
  }
}
