import {
  type ApiResponse,
  type ConditionView,
  conditionViewOf,
  isSecretNpc,
  requireOwner,
  runSaveCharacter,
  versionConflict,
} from "@spieltisch/protocol";
import type { ServerContext } from "../context.js";
import type { CharactersRow } from "../db/schema.js";
import { ApiError } from "../errors.js";
import { appendEvent } from "../store/append-event.js";
import { loadCondition, loadConditions, type StoredCondition } from "./condition-store.js";
import { playCharacterOf, tableSettingsOf } from "./play-characters.js";
import { type Principal, requireActor } from "./principal.js";
import { serverTableStore } from "./server-table-store.js";
import { loadTable, type TableSettingsRow } from "./tables.js";

/** `POST /characters`: a new character owned by the caller (the table core's `runSaveCharacter`). */
export async function createCharacter(
  ctx: ServerContext,
  principal: Principal,
  body: unknown,
): Promise<ApiResponse<"POST /api/tables/:id/characters">> {
  const table = await loadTable(ctx.db, principal.tableId);
  const { id, version, issues } = await runSaveCharacter(serverTableStore(ctx, principal, table), {
    sheet: body,
  });
  return { id, version, issues };
}

/**
 * `PUT /characters/:cid` with `If-Match: <version>`: a new version when the caller still has the
 * current one (the table core's `runSaveCharacter`; on an EWS table the SteM Striche it spends
 * must be allowed and awarded).
 */
export async function updateCharacter(
  ctx: ServerContext,
  principal: Principal,
  characterId: string,
  expectedVersion: number,
  body: unknown,
): Promise<ApiResponse<"PUT /api/tables/:id/characters/:cid">> {
  const table = await loadTable(ctx.db, principal.tableId);
  const { id, version, issues } = await runSaveCharacter(serverTableStore(ctx, principal, table), {
    id: characterId,
    version: expectedVersion,
    sheet: body,
  });
  return { id, version, issues };
}

/** `DELETE /characters/:cid` with `If-Match`: marks it deleted; the history stays. */
export async function deleteCharacter(
  ctx: ServerContext,
  principal: Principal,
  characterId: string,
  expectedVersion: number,
) {
  requireActor(principal);
  const existing = await findCharacter(ctx, principal.tableId, characterId, principal);
  requireOwner(principal, existing.owner);
  // As in updateCharacter: stale when read is stale for good; the transaction decides races.
  if (Number(existing.version) !== expectedVersion) throw versionConflict(Number(existing.version));
  await ctx.writer.write(principal.tableId, async (trx, batch) => {
    const at = new Date().toISOString();
    const updated = await trx
      .updateTable("characters")
      .set({ deleted: 1, version: expectedVersion + 1, updated_at: at })
      .where("id", "=", characterId)
      .where("version", "=", expectedVersion)
      .where("deleted", "=", 0)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      throw new ApiError(409, "version-conflict", "The character was changed meanwhile; reload it");
    }
    await trx
      .insertInto("character_versions")
      .values({
        character_id: characterId,
        version: expectedVersion + 1,
        by: principal.credentialId,
        at,
        body: existing.body,
        deleted: 1,
      })
      .execute();
    const event = await appendEvent(
      trx,
      batch,
      principal.tableId,
      {
        kind: "character-deleted",
        secret: isSecretNpc(JSON.parse(existing.body) as Record<string, unknown>),
        by: principal.credentialId,
      },
      () => ({
        characterId,
      }),
    );
    return { result: null, events: [event] };
  });
}

/**
 * A live character of the table, or 404 — also for a secret NPC when a `viewer` who is not the
 * GM asks (a secret NPC does not exist for the players).
 */
export async function findCharacter(
  ctx: Pick<ServerContext, "db">,
  tableId: string,
  characterId: string,
  viewer?: Principal,
) {
  const row = await ctx.db
    .selectFrom("characters")
    .selectAll()
    .where("id", "=", characterId)
    .where("table_id", "=", tableId)
    .where("deleted", "=", 0)
    .executeTakeFirst();
  if (!row || (viewer && !mayView(viewer, row))) {
    throw new ApiError(404, "character-not-found", "No such character");
  }
  return row;
}

/** Whether a member may see a character: everyone, except a secret NPC, which only the GM sees. */
const mayView = (principal: Principal, row: Pick<CharactersRow, "body">): boolean =>
  principal.role === "gm" || !isSecretNpc(JSON.parse(row.body) as Record<string, unknown>);

/**
 * The names members go by at a table, by credential id: a member's own name; an invite link's
 * (whom it was made for, or the server's name for the links made with the table) is no person's.
 */
async function ownerNames(ctx: Pick<ServerContext, "db">, tableId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string | null>();
  const rows = await ctx.db
    .selectFrom("credentials")
    .select(["id", "kind", "name"])
    .where("table_id", "=", tableId)
    .where("id", "in", [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.kind === "member" ? r.name : null]));
}

/** The JSON of one character with its version and its play state. */
export const characterJson = (
  row: Awaited<ReturnType<typeof findCharacter>>,
  view: ConditionView,
  ownerName: string | null = null,
): ApiResponse<"GET /api/tables/:id/characters/:cid"> => ({
  id: row.id,
  owner: row.owner,
  ownerName,
  version: Number(row.version),
  updatedAt: row.updated_at,
  character: JSON.parse(row.body) as Record<string, unknown>,
  ...view,
});

/**
 * A character's JSON as `principal` sees it: the GM and the owner the full condition, everyone
 * else the condition as the table stream last saw it.
 */
export function characterJsonFor(
  table: TableSettingsRow,
  principal: Principal,
  row: Awaited<ReturnType<typeof findCharacter>>,
  stored: StoredCondition | undefined,
  ownerName: string | null = null,
) {
  const character = playCharacterOf(table, row, stored);
  const full = principal.role === "gm" || principal.credentialId === row.owner;
  return characterJson(
    row,
    conditionViewOf(
      table.system,
      tableSettingsOf(table),
      full ? character.condition : character.publicCondition,
    ),
    ownerName,
  );
}

/** `GET /characters/:cid`: one character with its condition as the caller may see it. */
export async function getCharacter(ctx: ServerContext, principal: Principal, characterId: string) {
  const table = await loadTable(ctx.db, principal.tableId);
  const row = await findCharacter(ctx, principal.tableId, characterId, principal);
  const names = await ownerNames(ctx, table.id, [row.owner]);
  return characterJsonFor(
    table,
    principal,
    row,
    await loadCondition(ctx.db, table.id, characterId),
    names.get(row.owner) ?? null,
  );
}

/**
 * `PUT /characters/:cid/owner` (the caller checked for the GM): hands a character to another
 * member of the table — a player or the GM, active — and logs `character-owner-changed` (secret
 * for a secret NPC). The sheet and its version stay; the answer is the character as `GET` shows it.
 *
 * @example
 * (await changeOwner(ctx, gm, drasnikId, aylaCredentialId)).ownerName; // "Ayla"
 */
export async function changeOwner(
  ctx: ServerContext,
  principal: Principal,
  characterId: string,
  owner: string,
): Promise<ApiResponse<"PUT /api/tables/:id/characters/:cid/owner">> {
  const table = await loadTable(ctx.db, principal.tableId);
  const member = await ctx.db
    .selectFrom("credentials")
    .select(["id", "role", "kind", "name", "revoked_at"])
    .where("id", "=", owner)
    .where("table_id", "=", principal.tableId)
    .executeTakeFirst();
  if (!member) throw new ApiError(404, "member-not-found", "No such member of the table", ["owner"]);
  if (member.role === "viewer")
    throw new ApiError(422, "owner-viewer", "A viewer cannot own a character", ["owner"]);
  if (member.revoked_at !== null) {
    throw new ApiError(422, "owner-revoked", "This member's access was revoked", ["owner"]);
  }
  const ownerName = member.kind === "member" ? member.name : null;
  await ctx.writer.write(principal.tableId, async (trx, batch) => {
    const row = await findCharacter({ db: trx }, principal.tableId, characterId);
    await trx
      .updateTable("characters")
      .set({ owner })
      .where("id", "=", characterId)
      .where("table_id", "=", principal.tableId)
      .execute();
    const character = JSON.parse(row.body) as Record<string, unknown>;
    const event = await appendEvent(
      trx,
      batch,
      principal.tableId,
      { kind: "character-owner-changed", secret: isSecretNpc(character), by: principal.credentialId },
      () => ({ characterId, name: String(character.name ?? ""), owner, ownerName }),
    );
    return { result: null, events: [event] };
  });
  const row = await findCharacter(ctx, principal.tableId, characterId, principal);
  return characterJsonFor(
    table,
    principal,
    row,
    await loadCondition(ctx.db, table.id, characterId),
    ownerName,
  );
}

/** `GET /characters`: every live character the caller may see (secret NPCs only for the GM). */
export async function listCharacters(ctx: ServerContext, principal: Principal) {
  const table = await loadTable(ctx.db, principal.tableId);
  const rows = (
    await ctx.db
      .selectFrom("characters")
      .selectAll()
      .where("table_id", "=", principal.tableId)
      .where("deleted", "=", 0)
      .orderBy("updated_at")
      .execute()
  ).filter((row) => mayView(principal, row));
  const stored = await loadConditions(
    ctx.db,
    table.id,
    rows.map((row) => row.id),
  );
  const names = await ownerNames(
    ctx,
    table.id,
    rows.map((row) => row.owner),
  );
  return rows.map((row) =>
    characterJsonFor(table, principal, row, stored.get(row.id), names.get(row.owner) ?? null),
  );
}

/** `GET /characters/:cid/history`: every version, oldest first. */
export async function characterHistory(
  ctx: ServerContext,
  principal: Principal,
  characterId: string,
): Promise<ApiResponse<"GET /api/tables/:id/characters/:cid/history">["versions"]> {
  await findCharacter(ctx, principal.tableId, characterId, principal);
  const rows = await ctx.db
    .selectFrom("character_versions")
    .selectAll()
    .where("character_id", "=", characterId)
    .orderBy("version")
    .execute();
  return rows.map((r) => ({
    version: Number(r.version),
    by: r.by,
    at: r.at,
    deleted: Boolean(r.deleted),
    character: JSON.parse(r.body) as Record<string, unknown>,
  }));
}
