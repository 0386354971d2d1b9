import type { TableSettings } from "@spieltisch/engine";
import {
  characterEnvelopeSchema,
  normaliseTableOptions,
  type PlayCharacter as ProtocolPlayCharacter,
  playRefused,
} from "@spieltisch/protocol";
import type { Kysely } from "kysely";
import type { CharactersRow, Database } from "../db/schema.js";
import { ApiError, type FieldPath } from "../errors.js";
import { loadConditions, type StoredCondition } from "./condition-store.js";
import { initialConditionOf } from "./condition-view.js";
import type { Principal } from "./principal.js";
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

/** Whether a sheet is a secret NPC (`npc` and `secret`): it does not exist for the players. */
export const isSecretNpc = (sheet: Readonly<Record<string, unknown>>): boolean =>
  sheet.npc === true && sheet.secret === true;

/** The engine's view of a table's settings. */
export const tableSettingsOf = (table: TableSettingsRow): TableSettings => ({
  modules: table.modules,
  options: normaliseTableOptions(table.houseRules).options,
});

/**
 * A character row with its stored condition as play sees it: the stored condition, or the
 * sheet's initial one when play never touched it.
 */
export function playCharacterOf(
  table: TableSettingsRow,
  row: Pick<CharactersRow, "id" | "owner" | "body">,
  stored: StoredCondition | undefined,
): PlayCharacter {
  const sheet = characterEnvelopeSchema.parse(JSON.parse(row.body));
  const fresh = () => initialConditionOf(table.system, sheet, tableSettingsOf(table));
  const condition = stored?.condition ?? fresh();
  return {
    id: row.id,
    owner: row.owner,
    sheet,
    secret: isSecretNpc(sheet),
    condition,
    // Only secret events touched it so far: the table still sees the sheet's initial condition.
    publicCondition: stored?.publicCondition ?? (stored?.condition ? fresh() : condition),
  };
}

/**
 * The characters a roll or odds body names, with their conditions now (read through `db`, which
 * inside a commit is its transaction). An id that is no live character of the table — or a
 * secret NPC asked for by a player — is 404 `character-not-found` at `path`; a sheet of another
 * system 422 `character-wrong-system`.
 */
export async function loadPlayCharacters(
  db: Kysely<Database>,
  table: TableSettingsRow,
  principal: Principal,
  refs: readonly { readonly id: string; readonly path: FieldPath }[],
): Promise<PlayCharacter[]> {
  if (refs.length === 0) return [];
  const ids = [...new Set(refs.map((ref) => ref.id))];
  const rows = await db
    .selectFrom("characters")
    .select(["id", "owner", "body"])
    .where("table_id", "=", table.id)
    .where("deleted", "=", 0)
    .where("id", "in", ids)
    .execute();
  const stored = await loadConditions(db, table.id, ids);
  return refs.map((ref) => {
    const row = rows.find((r) => r.id === ref.id);
    const character = row ? playCharacterOf(table, row, stored.get(row.id)) : undefined;
    if (!character || (character.secret && principal.role !== "gm")) {
      throw new ApiError(404, "character-not-found", "No such character at this table", ref.path);
    }
    if (character.sheet.system !== table.system) {
      throw playRefused("character-wrong-system", { system: character.sheet.system }, ref.path);
    }
    return character;
  });
}
