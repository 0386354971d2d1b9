import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database, EventsRow } from "../db/schema.js";

/** The key of a table's current seed of a stream in {@link Batch.values}. */
export const seedKey = (tableId: string, stream: string): string => `seed:${tableId}:${stream}`;

/** A table's counters in a batch: as read (`readFull`) and counted on since. */
interface Counters {
  readonly readFull: number;
  full: number;
  table: number;
  dirty: boolean;
}

const counters = (full: unknown, table: unknown): Counters => ({
  readFull: Number(full),
  full: Number(full),
  table: Number(table),
  dirty: false,
});

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
  private readonly seqs = new Map<string, Counters>();
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
    await this.prime(trx, tableId);
    const seq = this.seqs.get(tableId);
    if (!seq) return undefined;
    seq.full++;
    if (!secret) seq.table++;
    seq.dirty = true;
    return { fullSeq: seq.full, tableSeq: secret ? null : seq.table };
  }

  /**
   * Reads (and on Postgres locks) a table's counters together with its current seeds, once per
   * batch: one round trip on SQLite (two on Postgres) instead of one per stream and the counters.
   */
  async prime(trx: Kysely<Database>, tableId: string): Promise<void> {
    if (this.seqs.has(tableId)) return;
    if (this.dialect === "postgres") return this.primeLocked(trx, tableId);
    return this.primeJoined(trx, [tableId]);
  }

  /**
   * The counters and current seeds of tables in one joined query, without locks. On SQLite, in
   * the write transaction: one writer at a time, nobody can change them under us. On Postgres,
   * for an optimistic batch ({@link commitOptimistic}): a consistent snapshot, checked at the
   * write.
   */
  async primeJoined(trx: Kysely<Database>, tableIds: readonly string[]): Promise<void> {
    const rows = await trx
      .selectFrom("tables")
      .leftJoin("seeds", (join) =>
        join.onRef("seeds.table_id", "=", "tables.id").on("seeds.revealed_at", "is", null),
      )
      .select([
        "tables.id",
        "tables.full_seq",
        "tables.table_seq",
        "seeds.id as seedId",
        "seeds.stream",
        "seeds.seed",
        "seeds.commitment",
      ])
      .where("tables.id", "in", tableIds)
      .execute();
    for (const row of rows) {
      if (!this.seqs.has(row.id)) {
        this.seqs.set(row.id, counters(row.full_seq, row.table_seq));
      }
      this.keepSeeds(row.id, [row]);
    }
  }

  /**
   * Reads the counters and seeds of every table the batch will write up front: one query on
   * SQLite instead of one per table. Postgres: locks the counters of every table the batch will
   * write, in one statement and in the order of their ids, and reads their seeds in one more. The fixed order matters: two
   * processes whose batches lock the same tables in different orders would deadlock (Postgres
   * breaks that after a second, at the cost of the whole batch).
   */
  async primeAll(trx: Kysely<Database>, tableIds: readonly string[]): Promise<void> {
    const ids = [...new Set(tableIds)].filter((id) => !this.seqs.has(id)).sort();
    if (ids.length === 0) return;
    if (this.dialect === "sqlite") return this.primeJoined(trx, ids);
    const locked = await trx
      .selectFrom("tables")
      .select(["id", "full_seq", "table_seq"])
      .where("id", "in", ids)
      .orderBy("id")
      .forUpdate()
      .execute();
    if (locked.length === 0) return;
    for (const row of locked) this.seqs.set(row.id, counters(row.full_seq, row.table_seq));
    const seeds = await trx
      .selectFrom("seeds")
      .select(["table_id", "id as seedId", "stream", "seed", "commitment"])
      .where(
        "table_id",
        "in",
        locked.map((row) => row.id),
      )
      .where("revealed_at", "is", null)
      .execute();
    for (const row of seeds) this.keepSeeds(row.table_id, [row]);
  }

  /**
   * Postgres, where other processes write too: lock the table's row first, then read the seeds in
   * a statement of its own. One joined `SELECT … FOR UPDATE OF tables` would be wrong under READ
   * COMMITTED: after waiting for a concurrent seed rotation it re-reads the locked row but keeps
   * the seed rows of its old snapshot, and would roll with the seed just revealed.
   */
  private async primeLocked(trx: Kysely<Database>, tableId: string): Promise<void> {
    const row = await trx
      .selectFrom("tables")
      .select(["full_seq", "table_seq"])
      .where("id", "=", tableId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return;
    this.seqs.set(tableId, counters(row.full_seq, row.table_seq));
    const seeds = await trx
      .selectFrom("seeds")
      .select(["id as seedId", "stream", "seed", "commitment"])
      .where("table_id", "=", tableId)
      .where("revealed_at", "is", null)
      .execute();
    this.keepSeeds(tableId, seeds);
  }

  private keepSeeds(
    tableId: string,
    rows: { seedId: string | null; stream: string | null; seed: string | null; commitment: string | null }[],
  ): void {
    for (const row of rows) {
      if (row.seedId === null || row.stream === null || row.seed === null || row.commitment === null)
        continue;
      this.values.set(seedKey(tableId, row.stream), {
        id: row.seedId,
        seed: row.seed,
        commitment: row.commitment,
      });
    }
  }

  /** Queues an event row for the next flush. */
  add(row: EventsRow): void {
    this.pending.push(row);
  }

  /**
   * Writes the pending events and the changed counters. On Postgres both are one statement —
   * one round trip while the batch holds its tables' row locks, which other processes may be
   * waiting for — with the writes as data-modifying CTEs; SQLite runs them one by one.
   */
  async flush(trx: Kysely<Database>): Promise<void> {
    const rows = this.pending;
    this.pending = [];
    // Very big batches (imports) go in chunks first; the last chunk joins the final statement.
    const last = rows.length === 0 ? 0 : rows.length - (((rows.length - 1) % INSERT_CHUNK) + 1);
    for (let i = 0; i < last; i += INSERT_CHUNK) {
      await trx
        .insertInto("events")
        .values(rows.slice(i, i + INSERT_CHUNK))
        .execute();
    }
    const tail = rows.slice(last);
    const dirty = this.dirty();
    if (this.dialect === "postgres") return this.flushOnce(trx, tail, dirty);
    if (tail.length > 0) await trx.insertInto("events").values(tail).execute();
    if (dirty.length > 0) await counterUpdate(dirty).execute(trx);
  }

  /**
   * Postgres, without a transaction: writes each table's events and counters only if its
   * `full_seq` is still what {@link primeJoined} read — one statement, atomic on its own.
   * Returns the tables written; the jobs of the others
   * ran on numbers another process took meanwhile and must run again. No row lock is held
   * between reading and writing, so processes writing the same tables never wait for each
   * other's round trips; every seed rotation also appends an event, so a changed seed fails the
   * check too.
   */
  async commitOptimistic(db: Kysely<Database>): Promise<Set<string>> {
    const dirty = this.dirty();
    const rows = this.pending;
    this.pending = [];
    if (dirty.length === 0) return new Set();
    const column = <K extends keyof EventsRow>(key: K) => rows.map((r) => r[key]);
    const result = await sql<{ id: string }>`
      with written as (
        update tables set full_seq = n.new_full, table_seq = n.new_table
        from unnest(${dirty.map(([id]) => id)}::text[], ${dirty.map(([, c]) => c.readFull)}::integer[],
                    ${dirty.map(([, c]) => c.full)}::integer[], ${dirty.map(([, c]) => c.table)}::integer[])
             as n(id, read_full, new_full, new_table)
        where tables.id = n.id and tables.full_seq = n.read_full
        returning tables.id),
      new_events as (
        insert into events (table_id, full_seq, table_seq, kind, secret, "by", at, body)
        select * from unnest(${column("table_id")}::text[], ${column("full_seq")}::integer[],
                             ${column("table_seq")}::integer[], ${column("kind")}::text[],
                             ${column("secret")}::integer[], ${column("by")}::text[],
                             ${column("at")}::text[], ${column("body")}::text[])
               as e(table_id, full_seq, table_seq, kind, secret, "by", at, body)
        where e.table_id in (select id from written))
      select id from written`.execute(db);
    return new Set(result.rows.map((row) => row.id));
  }

  /** The counters changed in this batch, marked clean. */
  private dirty(): [string, Counters][] {
    const dirty = [...this.seqs].filter(([, seq]) => seq.dirty);
    for (const [, seq] of dirty) seq.dirty = false;
    return dirty;
  }

  /** Postgres: the events and the counters in one statement. */
  private async flushOnce(
    trx: Kysely<Database>,
    rows: readonly EventsRow[],
    dirty: readonly (readonly [string, Counters])[],
  ): Promise<void> {
    const writes: RawBuilder<unknown>[] = [];
    if (rows.length > 0) {
      const values = sql.join(
        rows.map(
          (r) =>
            sql`(${r.table_id}, ${r.full_seq}, ${r.table_seq}, ${r.kind}, ${r.secret}, ${r.by}, ${r.at}, ${r.body})`,
        ),
      );
      writes.push(
        sql`new_events as (insert into events (table_id, full_seq, table_seq, kind, secret, "by", at, body) values ${values})`,
      );
    }
    if (dirty.length > 0) writes.push(sql`counters as (${counterUpdate(dirty)})`);
    if (writes.length === 0) return;
    await sql`with ${sql.join(writes)} select 1`.execute(trx);
  }
}

/** Events per `INSERT` of a flush (8 parameters each, far below either database's limit). */
const INSERT_CHUNK = 500;

/** One `UPDATE` for the counters of every table of the batch. */
function counterUpdate(dirty: readonly (readonly [string, { full: number; table: number }])[]) {
  const cases = (pick: (seq: { full: number; table: number }) => number) =>
    sql.join(
      dirty.map(([id, seq]) => sql`when ${id} then cast(${pick(seq)} as integer)`),
      sql` `,
    );
  const ids = sql.join(dirty.map(([id]) => sql`${id}`));
  return sql`update tables set full_seq = case id ${cases((seq) => seq.full)} end, table_seq = case id ${cases((seq) => seq.table)} end where id in (${ids})`;
}
