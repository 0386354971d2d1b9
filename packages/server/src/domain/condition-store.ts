import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

/**
 * A character's stored condition (CONTRACT §4): the full one (GM, owner) and the one the table
 * stream has seen. Both null when play never touched the character: its sheet's initial
 * condition is then the condition, and public.
 */
export interface StoredCondition {
  readonly condition: Record<string, unknown> | null;
  readonly publicCondition: Record<string, unknown> | null;
}

const NONE: StoredCondition = { condition: null, publicCondition: null };

const parseJson = (text: string | null): Record<string, unknown> | null =>
  text === null ? null : (JSON.parse(text) as Record<string, unknown>);

/**
 * The stored conditions of some characters of a table, by id; characters play never touched are
 * missing from the map (their condition is the sheet's initial one).
 */
export async function loadConditions(
  db: Kysely<Database>,
  tableId: string,
  characterIds: readonly string[],
): Promise<Map<string, StoredCondition>> {
  if (characterIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("character_conditions")
    .selectAll()
    .where("table_id", "=", tableId)
    .where("character_id", "in", [...characterIds])
    .execute();
  return new Map(
    rows.map((row) => [
      row.character_id,
      { condition: parseJson(row.condition), publicCondition: parseJson(row.public_condition) },
    ]),
  );
}

/** One character's stored condition (nulls when play never touched it). */
export async function loadCondition(
  db: Kysely<Database>,
  tableId: string,
  characterId: string,
): Promise<StoredCondition> {
  return (await loadConditions(db, tableId, [characterId])).get(characterId) ?? NONE;
}

/**
 * Stores a character's condition after an event, in the event's transaction. `public` says
 * whether the table stream saw the event: then the public condition moves along; a secret
 * event leaves it where the table last saw it.
 */
export async function saveCondition(
  trx: Kysely<Database>,
  entry: {
    readonly tableId: string;
    readonly characterId: string;
    readonly condition: Record<string, unknown>;
    readonly public: boolean;
    readonly fullSeq: number;
  },
): Promise<void> {
  const text = JSON.stringify(entry.condition);
  await trx
    .insertInto("character_conditions")
    .values({
      character_id: entry.characterId,
      table_id: entry.tableId,
      condition: text,
      public_condition: entry.public ? text : null,
      full_seq: entry.fullSeq,
    })
    .onConflict((oc) =>
      oc.column("character_id").doUpdateSet({
        condition: text,
        full_seq: entry.fullSeq,
        ...(entry.public ? { public_condition: text } : {}),
      }),
    )
    .execute();
}
