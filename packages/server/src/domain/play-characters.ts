import type { TableSettings } from "@spieltisch/engine";
import {
  type CharacterRef,
  isSecretNpc,
  normaliseTableOptions,
  type PlayCharacter as ProtocolPlayCharacter,
  requireTableCharacter,
} from "@spieltisch/protocol";
import type { Kysely } from "kysely";
import { prepared } from "../db/prepared-query.js";
import type { CharactersRow, Database } from "../db/schema.js";
import type { ConditionWrite, StoredCondition } from "./condition-store.js";
import type { PlayCharacterCache, PlayRow } from "./play-character-cache.js";
import { PlayCharacterMemo } from "./play-character-memo.js";
import type { Principal } from "./principal.js";
import { sheetEntry } from "./sheet-cache.js";
import type { TableSettingsRow } from "./tables.js";

/**
 * A character as the server's play uses it: the protocol's play character (sheet, secret NPC,
 * condition now) with its owner and the condition as the table stream last saw it.
 */
export interface PlayCharacter extends ProtocolPlayCharacter {
  readonly owner: string;
  /** The condition as the table stream last saw it. */
  readonly publicCondition: Record<string, unknown> | null;
}

const settingsByTable = new WeakMap<TableSettingsRow, TableSettings>();

/**
 * The engine's view of a table's settings. Table rows are cached and never changed in place, so
 * the normalised settings are kept per row (one object per table: the sheet cache keys on it).
 */
export function tableSettingsOf(table: TableSettingsRow): TableSettings {
  let settings = settingsByTable.get(table);
  if (!settings) {
    settings = { modules: table.modules, options: normaliseTableOptions(table.houseRules).options };
    settingsByTable.set(table, settings);
  }
  return settings;
}

/**
 * A character row with its stored condition as play sees it: the stored condition, or the
 * sheet's initial one when play never touched it. The sheet's derived parts come from the
 * per-version cache.
 */
export function playCharacterOf(
  table: TableSettingsRow,
  row: Pick<CharactersRow, "id" | "owner" | "body" | "version">,
  stored: StoredCondition | undefined,
): PlayCharacter {
  const settings = tableSettingsOf(table);
  const entry = sheetEntry(row.id, Number(row.version), row.body);
  const fresh = () => entry.initialCondition(table.system, settings);
  const condition = stored?.condition ?? fresh();
  return {
    id: row.id,
    owner: row.owner,
    sheet: entry.sheet,
    secret: isSecretNpc(entry.sheet),
    condition,
    // Only secret events touched it so far: the table still sees the sheet's initial condition.
    publicCondition: stored?.publicCondition ?? (stored?.condition ? fresh() : condition),
    values: (at) => entry.values(table.system, at),
  };
}

const parseCondition = (text: string | null): Record<string, unknown> | null =>
  text === null ? null : (JSON.parse(text) as Record<string, unknown>);

/**
 * The characters a roll or odds body names, with their conditions now (read through `db`, which
 * inside a commit is its transaction; one query for sheets and conditions — or none, when
 * `cache` is given and remembers them: odds and the checks before a commit, never what a roll
 * books). An id that is no live character of the table — or a secret NPC asked for by a player
 * — is 404 `character-not-found` at `path`; a sheet of another system 422
 * `character-wrong-system`.
 */
export async function loadPlayCharacters(
  db: Kysely<Database>,
  table: TableSettingsRow,
  principal: Principal,
  refs: readonly PlayCharacterRef[],
  cache?: PlayCharacterCache,
): Promise<PlayCharacter[]> {
  if (refs.length === 0) return [];
  return playCharactersOf(table, principal, refs, await readPlayRows(db, table.id, refs, cache));
}

/** The rows of the characters `refs` names (see {@link loadPlayCharacters}; no checks here). */
export async function readPlayRows(
  db: Kysely<Database>,
  tableId: string,
  refs: readonly PlayCharacterRef[],
  cache?: PlayCharacterCache,
): Promise<readonly PlayRow[]> {
  const ids = [...new Set(refs.map((ref) => ref.id))];
  const cached = cache?.get(tableId, ids);
  if (cached) return cached;
  const token = cache?.begin(tableId);
  const rows = await queryPlayRows(db, tableId, ids);
  if (cache && token) cache.fill(token, tableId, rows);
  return rows;
}

/** A character a request names, and where (the table core's ref). */
export type PlayCharacterRef = CharacterRef;

/**
 * The characters `refs` names, from rows read before (see {@link loadPlayCharacters} for the
 * refusals) — for the check before a roll's commit, which may use rows a write made stale.
 */
export function playCharactersOf(
  table: TableSettingsRow,
  principal: Principal,
  refs: readonly PlayCharacterRef[],
  rows: readonly PlayRow[],
): PlayCharacter[] {
  return refs.map((ref) => {
    const row = rows.find((r) => r.id === ref.id);
    const character = row ? memo.of(table, row, () => playCharacterOfRow(table, row)) : undefined;
    return requireTableCharacter(table.system, principal.role, ref, character);
  });
}

/** Play characters of this process, rebuilt only when their rows change. */
const memo = new PlayCharacterMemo<PlayCharacter>();

/**
 * Remembers the characters a commit leaves: each written one is the character the commit landed
 * on with the condition it booked (the sheet did not change), so the next roll of the same
 * fighters reads them without parsing what was just written out (issue "Play state": apply
 * ≤ +10 % CPU per roll). `rows` are the rows as the commit leaves them.
 */
export function rememberBooked(
  table: TableSettingsRow,
  landed: readonly PlayCharacter[],
  rows: readonly PlayRow[],
  writes: readonly ConditionWrite[],
): void {
  for (const write of writes) {
    const before = landed.find((character) => character.id === write.characterId);
    const row = rows.find((r) => r.id === write.characterId);
    if (!before || !row) continue;
    memo.prime(table, row, {
      ...before,
      condition: write.condition,
      // A secret change leaves what the table saw as it was (see `playCharacterOf`).
      publicCondition: write.public ? write.condition : before.publicCondition,
    });
  }
}

/** A play row as a play character (its stored conditions parsed). */
function playCharacterOfRow(table: TableSettingsRow, row: PlayRow): PlayCharacter {
  if (row.condition == null) return playCharacterOf(table, row, undefined);
  const condition = parseCondition(row.condition);
  // After a public change both texts are the same (the usual case at a table): parsed once.
  const publicCondition =
    row.public_condition === row.condition ? condition : parseCondition(row.public_condition);
  const stored: StoredCondition = { condition, publicCondition };
  return playCharacterOf(table, row, stored);
}

/** The live characters `ids` of a table with their stored conditions: one query, compiled once. */
async function queryPlayRows(
  db: Kysely<Database>,
  tableId: string,
  ids: readonly string[],
): Promise<PlayRow[]> {
  const params: readonly [string, ...string[]] = [tableId, ...ids];
  const result = await prepared(db, `play-rows/${ids.length}`, params, ([table, ...wanted]) =>
    db
      .selectFrom("characters")
      .leftJoin("character_conditions", "character_conditions.character_id", "characters.id")
      .select([
        "characters.id",
        "characters.owner",
        "characters.body",
        "characters.version",
        "character_conditions.condition",
        "character_conditions.public_condition",
      ])
      .where("characters.table_id", "=", table)
      .where("characters.deleted", "=", 0)
      .where("characters.id", "in", wanted),
  );
  return result.rows;
}
