import type { CharactersRow } from "../db/schema.js";

/** How long a table's characters are trusted without asking the database again. */
export const PLAY_CHARACTER_TTL_MS = 1000;

/** Tables remembered at most (the longest unread go first). */
const MAX_TABLES = 2000;

/**
 * How long rows forgotten on a write may still admit a roll before its commit (see
 * {@link PlayCharacterCache.recent}).
 */
export const RECENT_TTL_MS = 10_000;

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
 * What a write made stale is kept aside for the check before a roll's commit ({@link recent}):
 * at a table in play nearly every roll follows a write of the same table, so the fresh rows are
 * nearly always gone and that check would cost a query per roll. A stale row may only let a roll
 * through to its commit, which reads the rows again and decides; a refusal is always made on
 * fresh rows (see `rolls.ts`).
 *
 * @example
 * const cache = new PlayCharacterCache();
 * const rows = cache.get(tableId, ids) ?? cache.fill(cache.begin(tableId), tableId, await query());
 */
export class PlayCharacterCache {
  private readonly tables = new Map<string, TableEntry>();
  /** Entries forgotten on a write, with when that was: for {@link recent}. */
  private readonly forgotten = new Map<string, { readonly entry: TableEntry; readonly at: number }>();

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

  /**
   * The rows of `ids` as last read — fresh, or made stale by a write less than
   * {@link RECENT_TTL_MS} ago — or nothing. Only for checks a commit repeats on fresh rows.
   */
  recent(tableId: string, ids: readonly string[]): PlayRow[] | undefined {
    const fresh = this.get(tableId, ids);
    if (fresh) return fresh;
    const stale = this.forgotten.get(tableId);
    if (!stale || stale.at + RECENT_TTL_MS <= this.now()) return undefined;
    const rows: PlayRow[] = [];
    for (const id of ids) {
      const found = this.tables.get(tableId)?.rows.get(id) ?? stale.entry.rows.get(id);
      if (!found) return undefined;
      rows.push(found.row);
    }
    return rows;
  }

  /**
   * Keeps rows as this process just wrote them (after its commit) for {@link recent} — not for
   * {@link get}: they are what the next roll's check reads instead of rows one write old.
   */
  remember(tableId: string, rows: readonly PlayRow[]): void {
    if (rows.length === 0) return;
    const at = this.now();
    const stale = this.forgotten.get(tableId);
    const entry: TableEntry = { rows: new Map(stale?.entry.rows) };
    for (const row of rows) entry.rows.set(row.id, { row, until: at + RECENT_TTL_MS });
    this.forgotten.delete(tableId);
    if (this.forgotten.size >= MAX_TABLES) this.forgotten.delete(this.forgotten.keys().next().value!);
    this.forgotten.set(tableId, { entry, at });
  }

  /** Forgets a table's characters (it was just written); {@link recent} still has them a while. */
  forget(tableId: string): void {
    const entry = this.tables.get(tableId);
    if (!entry) return;
    this.tables.delete(tableId);
    if (entry.rows.size === 0) return;
    this.forgotten.delete(tableId);
    if (this.forgotten.size >= MAX_TABLES) this.forgotten.delete(this.forgotten.keys().next().value!);
    this.forgotten.set(tableId, { entry, at: this.now() });
  }
}
