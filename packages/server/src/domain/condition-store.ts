import type { Kysely } from "kysely";
import { prepared } from "../db/prepared-query.js";
import type { Database } from "../db/schema.js";
import type { PlayRow } from "./play-character-cache.js";

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

/** A character's condition after an event, as {@link saveConditions} stores it. */
export interface ConditionWrite {
  readonly characterId: string;
  readonly condition: Record<string, unknown>;
  /** Whether the table stream saw the event (then the public condition moves along). */
  readonly public: boolean;
  /** The condition's JSON text, when it was already written out ({@link changingWrites}). */
  readonly text?: string;
}

/** A write's condition as JSON text: written out once per write. */
const textOf = (write: ConditionWrite): string => write.text ?? JSON.stringify(write.condition);

/**
 * Stores characters' conditions after an event, in the event's transaction, in one statement
 * (a blow books both sides). A public change moves the public condition along; a secret one
 * leaves it where the table last saw it (the new row's `public_condition` is null, and
 * `coalesce` keeps the stored one).
 */
export async function saveConditions(
  trx: Kysely<Database>,
  tableId: string,
  fullSeq: number,
  writes: readonly ConditionWrite[],
): Promise<void> {
  if (writes.length === 0) return;
  // Table and seq first, then per row: character, condition, public condition (null: the stored
  // one stays).
  const rows = writes.flatMap((write) => {
    const text = textOf(write);
    return [write.characterId, text, write.public ? text : null];
  });
  const params: readonly [string, number, ...(string | null)[]] = [tableId, fullSeq, ...rows];
  await prepared(trx, `save-conditions/${writes.length}`, params, ([table, seq, ...values]) =>
    trx
      .insertInto("character_conditions")
      .values(
        writes.map((_, i) => ({
          character_id: String(values[i * 3]),
          table_id: table,
          condition: String(values[i * 3 + 1]),
          public_condition: values[i * 3 + 2] ?? null,
          full_seq: seq,
        })),
      )
      .onConflict((oc) =>
        oc.column("character_id").doUpdateSet((eb) => ({
          condition: eb.ref("excluded.condition"),
          full_seq: eb.ref("excluded.full_seq"),
          public_condition: eb.fn.coalesce(
            "excluded.public_condition",
            "character_conditions.public_condition",
          ),
        })),
      ),
  );
}

/**
 * Play rows as {@link saveConditions} leaves them after `writes`: the condition's JSON text as
 * stored, the public one moved along by a public change (a secret one keeps it; a row play never
 * touched keeps null, as the upsert does).
 */
export function rowsAfter(rows: readonly PlayRow[], writes: readonly ConditionWrite[]): PlayRow[] {
  return rows.map((row) => {
    const write = writes.find((w) => w.characterId === row.id);
    return write ? rowAfter(row, write, textOf(write)) : row;
  });
}

const rowAfter = (row: PlayRow, write: ConditionWrite, text: string): PlayRow => ({
  ...row,
  condition: text,
  public_condition: write.public ? text : row.public_condition,
});

/**
 * Of a roll's writes, those that change the stored rows, and the rows as they will be: a side the
 * roll left as it was (a blow the armour stopped, the side that was not hit) is not written again
 * — its row already says what the event's `after` says, also to the table (a public event whose
 * `after` the table stream has not seen yet, after a secret change, is written). The writes come
 * back with their JSON text, which {@link saveConditions} then stores as it is.
 */
export function changingWrites(
  rows: readonly PlayRow[],
  writes: readonly ConditionWrite[],
): { writes: ConditionWrite[]; rows: PlayRow[] } {
  const changing: ConditionWrite[] = [];
  const after = rows.map((row) => {
    const write = writes.find((w) => w.characterId === row.id);
    if (!write) return row;
    const text = textOf(write);
    if (row.condition === text && (!write.public || row.public_condition === text)) return row;
    changing.push({ ...write, text });
    return rowAfter(row, write, text);
  });
  // A write of a character the rows do not hold (none today) is never dropped.
  for (const write of writes) {
    if (!rows.some((row) => row.id === write.characterId)) changing.push(write);
  }
  return { writes: changing, rows: after };
}
