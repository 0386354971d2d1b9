import type { PlayRow } from "./play-character-cache.js";
import type { TableSettingsRow } from "./tables.js";

/** Characters remembered at most; beyond it the oldest half goes (a table holds a handful). */
const LIMIT = 8192;

/** What the memo needs of a play character (`play-characters.ts` defines it in full). */
interface Memoisable {
  readonly condition: unknown;
  readonly publicCondition: unknown;
}

/** What a remembered character was built from: equal parts build an equal character. */
interface MemoEntry<C> {
  readonly table: TableSettingsRow;
  readonly owner: string;
  readonly version: number;
  readonly condition: string | null;
  readonly publicCondition: string | null;
  readonly character: C;
}

/**
 * Freezes a parsed condition and everything in it. A remembered character is handed to every
 * request that reads the same row, so no caller may change it: in strict mode (every module) a
 * write to it throws instead of corrupting the next request's odds.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Play characters built from rows, each built again only when its row changed: parsing the
 * stored conditions and looking up the sheet cost more than the odds of a check (issue "Play
 * state": odds with characters ≤ +20 µs). A row read again unchanged — from the per-table cache,
 * or inside a roll's commit — gives back the very same object, which lets a roll reuse what it
 * checked before the commit (the table core's `preparePlayRequest` with `before`).
 *
 * The key is everything a character is made of: the table row (its system and settings; a
 * changed table is a new row object), the owner, the sheet's version and the stored conditions'
 * JSON text. A built character's conditions are frozen ({@link deepFreeze}).
 *
 * @example
 * const memo = new PlayCharacterMemo<PlayCharacter>();
 * memo.of(table, row, () => build(row)) === memo.of(table, row, () => build(row)); // true
 */
export class PlayCharacterMemo<C extends Memoisable> {
  private readonly entries = new Map<string, MemoEntry<C>>();

  /** The character of `row`: remembered when the row is unchanged, else `build()` (remembered). */
  of(table: TableSettingsRow, row: PlayRow, build: () => C): C {
    const version = Number(row.version);
    const found = this.entries.get(row.id);
    if (
      found !== undefined &&
      found.table === table &&
      found.owner === row.owner &&
      found.version === version &&
      found.condition === row.condition &&
      found.publicCondition === row.public_condition
    ) {
      return found.character;
    }
    return this.prime(table, row, build());
  }

  /**
   * Remembers `character` as the one `row` builds — for a row a commit just wrote, whose
   * character the writer already holds (the conditions it booked), so the next read of the row
   * need not parse them again. The caller vouches that building the row would give an equal
   * character.
   */
  prime(table: TableSettingsRow, row: PlayRow, character: C): C {
    deepFreeze(character.condition);
    deepFreeze(character.publicCondition);
    if (!this.entries.has(row.id) && this.entries.size >= LIMIT) {
      for (const old of [...this.entries.keys()].slice(0, LIMIT / 2)) this.entries.delete(old);
    }
    this.entries.set(row.id, {
      table,
      owner: row.owner,
      version: Number(row.version),
      condition: row.condition,
      publicCondition: row.public_condition,
      character,
    });
    return character;
  }
}
