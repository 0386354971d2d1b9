import type { CharactersRow } from "../db/schema.js";

/** How long a table's characters are trusted without asking the database again. */
export const PLAY_CHARACTER_TTL_MS = 1000;

/** Tables remembered at most (the longest unread go first). */
const MAX_TABLES = 2000;

/** One character as play reads it: the row and its stored condition (JSON text, or none). */
export interface PlayRow extends Pick<CharactersRow, "id" | "owner" | "body" | "version"> {
  readonly condition: string | null;
  readonly public_condition: string | null;
}

/** What one table's characters are remembered as; replaced, never changed back, on a write. */
interface TableEntry {
  readonly rows: Map<string, { readonly row: PlayRow; readonly until: number }>;
}

/**
 * The characters and conditions that odds and the checks before a roll read, per table. Asking
 * the database for them cost a roll-path query per request — more than the odds themselves
 * (issue "Play state": odds with characters ≤ +20 µs). Every committed write of a table forgets
 * the table here (through the event bus: at once for this process's own writes, when the
 * notice arrives for another process's); a lost notice is bounded by
 * {@link PLAY_CHARACTER_TTL_MS}. What a roll books is never read from here: inside its commit the
 * roll reads the rows again.
 *
 * A read that raced a write must not put the old rows back: {@link begin} hands out the table's
 * entry as it is before the query, and {@link fill} keeps the rows only if that entry is still
 * the table's (a write replaces it).
 *
 * @example
 * const cache = new PlayCharacterCache();
 * const rows = cache.get(tableId, ids) ?? cache.fill(cache.begin(tableId), tableId, await query());
 */
export class PlayCharacterCache {
  private readonly tables = new Map<string, TableEntry>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The rows of `ids` if every one is remembered and fresh; otherwise nothing. */
  get(tableId: string, ids: readonly string[]): PlayRow[] | undefined {
    const entry = this.tables.get(tableId);
    if (!entry) return undefined;
    const now = this.now();
    const rows: PlayRow[] = [];
    for (const id of ids) {
      const found = entry.rows.get(id);
      if (!found || found.until <= now) return undefined;
      rows.push(found.row);
    }
    return rows;
  }

  /** The table's entry before a query: pass it to {@link fill} with the query's rows. */
  begin(tableId: string): object {
    let entry = this.tables.get(tableId);
    if (!entry) {
      if (this.tables.size >= MAX_TABLES) this.tables.delete(this.tables.keys().next().value!);
      entry = { rows: new Map() };
      this.tables.set(tableId, entry);
    }
    return entry;
  }

  /**
   * Remembers rows read after {@link begin} — unless the table was written meanwhile — and
   * returns them.
   */
  fill(token: object, tableId: string, rows: readonly PlayRow[]): readonly PlayRow[] {
    const entry = this.tables.get(tableId);
    if (entry === token && entry) {
      const until = this.now() + PLAY_CHARACTER_TTL_MS;
      for (const row of rows) entry.rows.set(row.id, { row, until });
    }
    return rows;
  }

  /** Forgets a table's characters (it was just written). */
  forget(tableId: string): void {
    this.tables.delete(tableId);
  }
}
