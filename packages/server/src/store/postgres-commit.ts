import { type RawBuilder, sql } from "kysely";
import type { EventsRow } from "../db/schema.js";
import type { CommitStrategy, OptimisticCommit, TableSnapshot } from "./commit-strategy.js";
import { counterUpdate } from "./counter-update.js";
import { keepSeeds, readJoinedSnapshots, snapshotOf } from "./table-snapshots.js";

/**
 * Postgres, plain rolls: one unlocked read of the tables' counters and seeds, then one statement
 * that writes events and counters only for the tables whose `full_seq` is still what was read
 * (`UPDATE … WHERE full_seq = read` joined to the `INSERT` in data-modifying CTEs, atomic on its
 * own). No row lock is held between reading and writing, so processes writing the same tables
 * never wait for each other's round trips; every seed rotation also appends an event, so a
 * changed seed fails the check too.
 */
const optimistic: OptimisticCommit = {
  readTables: readJoinedSnapshots,
  async writeUnchanged(db, events, counters) {
    if (counters.length === 0) return new Set();
    const column = <K extends keyof EventsRow>(key: K) => events.map((r) => r[key]);
    const result = await sql<{ id: string }>`
      with written as (
        update tables set full_seq = n.new_full, table_seq = n.new_table,
                          full_head = n.new_full_head, table_head = n.new_table_head
        from unnest(${counters.map((c) => c.tableId)}::text[], ${counters.map((c) => c.readFull)}::integer[],
                    ${counters.map((c) => c.full)}::integer[], ${counters.map((c) => c.table)}::integer[],
                    ${counters.map((c) => c.fullHead)}::text[], ${counters.map((c) => c.tableHead)}::text[])
             as n(id, read_full, new_full, new_table, new_full_head, new_table_head)
        where tables.id = n.id and tables.full_seq = n.read_full
        returning tables.id),
      new_events as (
        insert into events (table_id, full_seq, table_seq, kind, secret, "by", at, body, prev, table_prev)
        select * from unnest(${column("table_id")}::text[], ${column("full_seq")}::integer[],
                             ${column("table_seq")}::integer[], ${column("kind")}::text[],
                             ${column("secret")}::integer[], ${column("by")}::text[],
                             ${column("at")}::text[], ${column("body")}::text[],
                             ${column("prev")}::text[], ${column("table_prev")}::text[])
               as e(table_id, full_seq, table_seq, kind, secret, "by", at, body, prev, table_prev)
        where e.table_id in (select id from written))
      select id from written`.execute(db);
    return new Set(result.rows.map((row) => row.id));
  },
};

/**
 * Postgres, where several processes write the same tables. Plain-roll batches commit
 * {@link optimistic}ally; every other batch runs in a transaction that locks its tables' counter
 * rows (`SELECT … FOR UPDATE`) and writes events and counters in one statement — one round trip
 * while it holds locks other processes may be waiting for.
 *
 * @example
 * const storage = await openStorage("postgres://u@db/spieltisch"); // storage.commit === postgresCommit
 */
export const postgresCommit: CommitStrategy = {
  /**
   * Locks the table's row first, then reads the seeds in a statement of its own. One joined
   * `SELECT … FOR UPDATE OF tables` would be wrong under READ COMMITTED: after waiting for a
   * concurrent seed rotation it re-reads the locked row but keeps the seed rows of its old
   * snapshot, and would roll with the seed just revealed.
   */
  async readTable(trx, tableId) {
    const row = await trx
      .selectFrom("tables")
      .select(["full_seq", "table_seq", "full_head", "table_head"])
      .where("id", "=", tableId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    const snapshot = snapshotOf(tableId, row);
    const seeds = await trx
      .selectFrom("seeds")
      .select(["id as seedId", "stream", "seed", "commitment"])
      .where("table_id", "=", tableId)
      .where("revealed_at", "is", null)
      .execute();
    keepSeeds(snapshot.seeds, seeds);
    return snapshot;
  },

  /**
   * Locks the counters of every table in one statement, in the order of their ids, and reads
   * their seeds in one more. The fixed order matters: two processes whose batches lock the same
   * tables in different orders would deadlock (Postgres breaks that after a second, at the cost
   * of the whole batch).
   */
  async readTables(trx, tableIds) {
    const locked = await trx
      .selectFrom("tables")
      .select(["id", "full_seq", "table_seq", "full_head", "table_head"])
      .where("id", "in", tableIds)
      .orderBy("id")
      .forUpdate()
      .execute();
    if (locked.length === 0) return [];
    const snapshots = new Map<string, TableSnapshot>(locked.map((row) => [row.id, snapshotOf(row.id, row)]));
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
    for (const row of seeds) {
      const snapshot = snapshots.get(row.table_id);
      if (snapshot) keepSeeds(snapshot.seeds, [row]);
    }
    return [...snapshots.values()];
  },

  /** The events and the counters in one statement, with the writes as data-modifying CTEs. */
  async write(trx, events, counters) {
    const writes: RawBuilder<unknown>[] = [];
    if (events.length > 0) {
      const values = sql.join(
        events.map(
          (r) =>
            sql`(${r.table_id}, ${r.full_seq}, ${r.table_seq}, ${r.kind}, ${r.secret}, ${r.by}, ${r.at}, ${r.body}, ${r.prev}, ${r.table_prev})`,
        ),
      );
      writes.push(
        sql`new_events as (insert into events (table_id, full_seq, table_seq, kind, secret, "by", at, body, prev, table_prev) values ${values})`,
      );
    }
    if (counters.length > 0) writes.push(sql`counters as (${counterUpdate(counters)})`);
    if (writes.length === 0) return;
    await sql`with ${sql.join(writes)} select 1`.execute(trx);
  },

  optimistic,
};
