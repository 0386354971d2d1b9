import { randomUUID } from "node:crypto";
import { getSystem, type Issue } from "@spieltisch/engine";
import {
  type ApiResponse,
  type ConditionView,
  conditionViewOf,
  normaliseTableOptions,
  parseCharacterText,
} from "@spieltisch/protocol";
import type { ServerContext } from "../context.js";
import type { CharactersRow } from "../db/schema.js";
import { ApiError } from "../errors.js";
import { appendEvent } from "../store/append-event.js";
import { loadCondition, loadConditions, type StoredCondition } from "./condition-store.js";
import { isSecretNpc, playCharacterOf, tableSettingsOf } from "./play-characters.js";
import { type Principal, requireActor } from "./principal.js";
import { checkStricheSpend } from "./striche.js";
import { loadTable, type TableSettingsRow } from "./tables.js";

/** An issue on the wire: code, JSON path, severity and its parameters. */
const issueJson = (issue: Issue) => ({
  code: issue.code,
  path: [...issue.path],
  severity: issue.severity,
  ...(issue.params ? { params: issue.params } : {}),
});

/**
 * Validates a character file for a table: the envelope and the system's body schema
 * (`parseCharacterText`), the table's system, then the system's character rules. Anything wrong is 422 with `issues`; warnings pass and come back with the saved version.
 */
export function validateCharacter(table: TableSettingsRow, body: unknown) {
  const parsed = parseCharacterText(JSON.stringify(body));
  // A file of a system Spieltisch does not know (its envelope read) is, at this table, a file of
  // another system.
  const unknownSystem = !parsed.ok && parsed.problems.every((p) => p.code === "unknown-system");
  if (!parsed.ok && !unknownSystem) {
    const issues = parsed.problems.map((p) => ({
      code: p.code,
      path: [...p.path],
      severity: "error",
      message: p.message,
    }));
    throw new ApiError(422, "invalid-character", parsed.problems[0]!.message, issues[0]!.path, { issues });
  }
  if (!parsed.ok || parsed.character.system !== table.system) {
    const issues = [
      {
        code: "wrong-system",
        path: ["system"],
        severity: "error",
        message: `This table plays ${table.system}`,
      },
    ];
    throw new ApiError(422, "invalid-character", issues[0]!.message, ["system"], { issues });
  }
  const character = parsed.character;
  const report = getSystem(table.system).characters.evaluate(character as never, {
    modules: table.modules,
    options: normaliseTableOptions(table.houseRules).options,
  });
  // An NPC is a stat block: the creation rules advise, they do not refuse it.
  const npc = (character as { npc?: unknown }).npc === true;
  const issues = report.issues
    .map(issueJson)
    .map((issue) => (npc ? { ...issue, severity: "warning" as const } : issue));
  if (!npc && !report.valid) {
    const first = issues.find((i) => i.severity === "error")!;
    throw new ApiError(422, "invalid-character", `Character rule broken: ${first.code}`, first.path, {
      issues,
    });
  }
  return { character, issues };
}

/** NPCs are the GM's: a player cannot make a character one. */
function requireNpcRights(principal: Principal, sheet: Readonly<Record<string, unknown>>): void {
  if (principal.role !== "gm" && (sheet.npc === true || sheet.secret === true)) {
    throw new ApiError(403, "npc-gm-only", "Only the GM creates NPCs", [
      sheet.npc === true ? "npc" : "secret",
    ]);
  }
}

/** Who may change a character: its owner and the GM. */
function requireOwner(principal: Principal, owner: string): void {
  if (principal.role !== "gm" && principal.credentialId !== owner) {
    throw new ApiError(403, "not-owner", "Players edit only their own characters");
  }
}

/** `POST /characters`: a new character owned by the caller. */
export async function createCharacter(
  ctx: ServerContext,
  principal: Principal,
  body: unknown,
): Promise<ApiResponse<"POST /api/tables/:id/characters">> {
  requireActor(principal);
  const table = await loadTable(ctx.db, principal.tableId);
  const { character, issues } = validateCharacter(table, body);
  requireNpcRights(principal, character);
  const id = randomUUID();
  const at = new Date().toISOString();
  const text = JSON.stringify(character);
  return ctx.writer.write(table.id, async (trx, batch) => {
    await trx
      .insertInto("characters")
      .values({
        id,
        table_id: table.id,
        owner: principal.credentialId,
        version: 1,
        body: text,
        updated_at: at,
        deleted: 0,
      })
      .execute();
    await trx
      .insertInto("character_versions")
      .values({ character_id: id, version: 1, by: principal.credentialId, at, body: text, deleted: 0 })
      .execute();
    const event = await appendEvent(
      trx,
      batch,
      table.id,
      { kind: "character-saved", secret: isSecretNpc(character), by: principal.credentialId },
      () => ({
        characterId: id,
        version: 1,
        name: character.name,
      }),
    );
    return { result: { id, version: 1, issues }, events: [event] };
  });
}

/**
 * `PUT /characters/:cid` with `If-Match: <version>`: saves a new version when the caller still has
 * the current one (409 otherwise, so two editors never overwrite each other silently). On an EWS
 * table the SteM Striche it spends must be allowed and awarded ({@link checkStricheSpend}).
 */
export async function updateCharacter(
  ctx: ServerContext,
  principal: Principal,
  characterId: string,
  expectedVersion: number,
  body: unknown,
): Promise<ApiResponse<"PUT /api/tables/:id/characters/:cid">> {
  requireActor(principal);
  const table = await loadTable(ctx.db, principal.tableId);
  const existing = await findCharacter(ctx, principal.tableId, characterId, principal);
  requireOwner(principal, existing.owner);
  const { character, issues } = validateCharacter(table, body);
  requireNpcRights(principal, character);
  // Stale already when read: refused without taking a place in the write queue (versions only
  // grow, so a version read now that differs can never match later). The check in the
  // transaction below stays the one that decides for saves that race each other.
  if (Number(existing.version) !== expectedVersion) throw versionConflict(Number(existing.version));
  const text = JSON.stringify(character);
  return ctx.writer.write(table.id, async (trx, batch) => {
    // Against the version the caller changed: a stale one fails below with 409 anyway.
    const current = await findCharacter({ ...ctx, db: trx }, table.id, characterId);
    if (Number(current.version) === expectedVersion) {
      await checkStricheSpend(trx, table, characterId, JSON.parse(current.body), character);
    }
    const at = new Date().toISOString();
    const next = expectedVersion + 1;
    const updated = await trx
      .updateTable("characters")
      .set({ version: next, body: text, updated_at: at })
      .where("id", "=", characterId)
      .where("version", "=", expectedVersion)
      .where("deleted", "=", 0)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      throw versionConflict(
        Number((await findCharacter({ ...ctx, db: trx }, table.id, characterId)).version),
      );
    }
    await trx
      .insertInto("character_versions")
      .values({
        character_id: characterId,
        version: next,
        by: principal.credentialId,
        at,
        body: text,
        deleted: 0,
      })
      .execute();
    const event = await appendEvent(
      trx,
      batch,
      table.id,
      { kind: "character-saved", secret: isSecretNpc(character), by: principal.credentialId },
      () => ({
        characterId,
        version: next,
        name: character.name,
      }),
    );
    return { result: { id: characterId, version: next, issues }, events: [event] };
  });
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

/** 409 `version-conflict`: the caller changed an older version than `currentVersion`. */
const versionConflict = (currentVersion: number) =>
  new ApiError(409, "version-conflict", "The character was changed meanwhile; reload it", undefined, {
    currentVersion,
  });

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

/** The JSON of one character with its version and its play state. */
export const characterJson = (
  row: Awaited<ReturnType<typeof findCharacter>>,
  view: ConditionView,
): ApiResponse<"GET /api/tables/:id/characters/:cid"> => ({
  id: row.id,
  owner: row.owner,
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
  );
}

/** `GET /characters/:cid`: one character with its condition as the caller may see it. */
export async function getCharacter(ctx: ServerContext, principal: Principal, characterId: string) {
  const table = await loadTable(ctx.db, principal.tableId);
  const row = await findCharacter(ctx, principal.tableId, characterId, principal);
  return characterJsonFor(table, principal, row, await loadCondition(ctx.db, table.id, characterId));
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
  return rows.map((row) => characterJsonFor(table, principal, row, stored.get(row.id)));
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
