import type { Kysely } from "kysely";
import type { Database, EventsRow } from "../db/schema.js";

/**
 * What the jobs of one group-commit transaction share: values read once (a table's current seed),
 * the tables' sequence counters, and events not yet inserted. Rolls leave their events pending, so
 * a batch of rolls costs one `SELECT … FOR UPDATE` and one `UPDATE` per table and one multi-row
 * `INSERT`, not two statements per roll; the writer flushes before the commit, and after every
 * job that may read the log.
 */
export class Batch {
  /** Per-batch cache (seeds), keyed by the caller. */
  readonly values = new Map<string, unknown>();
  private readonly seqs = new Map<string, { full: number; table: number; dirty: boolean }>();
  private pending: EventsRow[] = [];

  constructor(private readonly dialect: "sqlite" | "postgres") {}

  /**
   * The next sequence numbers of a table: the counters are read (and on Postgres locked) on first
   * use in the batch and counted on in memory. Undefined when the table does not exist.
   */
  async nextSeqs(
    trx: Kysely<Database>,
    tableId: string,
    secret: boolean,
  ): Promise<{ fullSeq: number; tableSeq: number | null } | undefined> {
    let seq = this.seqs.get(tableId);
    if (!seq) {
      let query = trx.selectFrom("tables").select(["full_seq", "table_seq"]).where("id", "=", tableId);
      // SQLite has one writer at a time; Postgres needs the row lock against other processes.
      if (this.dialect === "postgres") query = query.forUpdate();
      const row = await query.executeTakeFirst();
      if (!row) return undefined;
      seq = { full: Number(row.full_seq), table: Number(row.table_seq), dirty: false };
      this.seqs.set(tableId, seq);
    }
    seq.full++;
    if (!secret) seq.table++;
    seq.dirty = true;
    return { fullSeq: seq.full, tableSeq: secret ? null : seq.table };
  }

  /** Queues an event row for the next flush. */
  add(row: EventsRow): void {
    this.pending.push(row);
  }

  /** Writes the pending events and the changed counters. */
  async flush(trx: Kysely<Database>): Promise<void> {
    const rows = this.pending;
    this.pending = [];
    for (let i = 0; i < rows.length; i += 100) {
      await trx
        .insertInto("events")
        .values(rows.slice(i, i + 100))
        .execute();
    }
    for (const [tableId, seq] of this.seqs) {
      if (!seq.dirty) continue;
      await trx
        .updateTable("tables")
        .set({ full_seq: seq.full, table_seq: seq.table })
        .where("id", "=", tableId)
        .execute();
      seq.dirty = false;
    }
  }
}
