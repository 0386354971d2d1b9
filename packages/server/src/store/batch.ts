import { CHAIN_GENESIS } from "@spieltisch/protocol";
import type { Kysely } from "kysely";
import type { Database, EventsRow } from "../db/schema.js";
import { eventHashes } from "../events/event-chain.js";
import { fromRow, isStream, type Stream } from "../events/stored-event.js";
import type { CommitStrategy, CounterWrite, CurrentSeed, TableSnapshot } from "./commit-strategy.js";

/** What a batch knows of one table: its counters as read and as counted on since, and its seeds. */
interface TableState {
  /** `full_seq` as read: an optimistic write checks that it did not move. */
  readonly readFull: number;
  full: number;
  table: number;
  /**
   * The chain's heads per stream (issue #31): the hash of the last event, as read and as appended
   * since; null while the table has no event in that stream, or its row is from before the chain.
   */
  fullHead: string | null;
  tableHead: string | null;
  /** Counted on since the last write. */
  dirty: boolean;
  /** The current seed per stream; absent after a rotation until read again. */
  readonly seeds: Partial<Record<Stream, CurrentSeed>>;
}

/**
 * A batch's state between two jobs (see {@link Batch.mark}): pending events and each table's
 * counters and seeds, to undo a failed job's appends.
 */
export interface BatchMark {
  readonly pending: number;
  readonly tables: ReadonlyMap<string, TableMark>;
}

/** One table's counters and seeds in a {@link BatchMark}. */
export interface TableMark {
  readonly full: number;
  readonly table: number;
  readonly fullHead: string | null;
  readonly tableHead: string | null;
  readonly dirty: boolean;
  readonly seeds: Partial<Record<Stream, CurrentSeed>>;
}

/** What a batch writes: its pending events and the counters changed since the last write. */
export interface BatchWrites {
  readonly events: EventsRow[];
  readonly counters: CounterWrite[];
}

/**
 * What the jobs of one group-commit transaction share: each table's counters and current seeds,
 * read once, and events not yet inserted. Rolls leave their events pending, so a batch of rolls
 * costs one read of its tables, one multi-row `INSERT` and one counter `UPDATE`, not two
 * statements per roll; the writer flushes before the commit, and after every job that may read
 * the log. How it reads and writes is the database's {@link CommitStrategy}.
 */
export class Batch {
  private readonly tables = new Map<string, TableState>();
  private pending: EventsRow[] = [];

  /**
   * @example
   * const batch = new Batch(storage.commit);
   */
  constructor(private readonly commit: CommitStrategy) {}

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
    const state = this.tables.get(tableId);
    if (!state) return undefined;
    state.full++;
    if (!secret) state.table++;
    state.dirty = true;
    return { fullSeq: state.full, tableSeq: secret ? null : state.table };
  }

  /** Reads (and on Postgres locks) a table's counters together with its current seeds, once per batch. */
  async prime(trx: Kysely<Database>, tableId: string): Promise<void> {
    if (this.tables.has(tableId)) return;
    const snapshot = await this.commit.readTable(trx, tableId);
    if (snapshot) this.adopt([snapshot]);
  }

  /** Reads the counters and seeds of every table the batch will write up front, in one go. */
  async primeAll(trx: Kysely<Database>, tableIds: readonly string[]): Promise<void> {
    const ids = [...new Set(tableIds)].filter((id) => !this.tables.has(id)).sort();
    if (ids.length === 0) return;
    this.adopt(await this.commit.readTables(trx, ids));
  }

  /** Takes counters and seeds read elsewhere (an optimistic batch reads them without a transaction). */
  adopt(snapshots: readonly TableSnapshot[]): void {
    for (const snapshot of snapshots) {
      if (this.tables.has(snapshot.tableId)) continue;
      this.tables.set(snapshot.tableId, {
        readFull: snapshot.fullSeq,
        full: snapshot.fullSeq,
        table: snapshot.tableSeq,
        fullHead: snapshot.fullHead,
        tableHead: snapshot.tableHead,
        dirty: false,
        seeds: { ...snapshot.seeds },
      });
    }
  }

  /** The current seed of a table's stream as this batch knows it, if it does. */
  seed(tableId: string, stream: Stream): CurrentSeed | undefined {
    return this.tables.get(tableId)?.seeds[stream];
  }

  /** Remembers a seed read outside the batch's priming, for the rest of the batch. */
  keepSeed(tableId: string, stream: Stream, seed: CurrentSeed): void {
    const state = this.tables.get(tableId);
    if (state) state.seeds[stream] = seed;
  }

  /** Forgets a stream's seed (it was just revealed); the next use reads the new one. */
  forgetSeed(tableId: string, stream: Stream): void {
    const state = this.tables.get(tableId);
    if (state) delete state.seeds[stream];
  }

  /** Where the batch stands now: {@link Batch.restore} undoes everything a job did after it. */
  mark(): BatchMark {
    const tables = new Map<string, TableMark>();
    for (const [id, state] of this.tables) {
      tables.set(id, {
        full: state.full,
        table: state.table,
        fullHead: state.fullHead,
        tableHead: state.tableHead,
        dirty: state.dirty,
        seeds: { ...state.seeds },
      });
    }
    return { pending: this.pending.length, tables };
  }

  /**
   * Back to a {@link mark}: the job's pending events and counted numbers are dropped, seeds it
   * forgot or read come back as they were, tables it read first are forgotten (read again when
   * needed). The database side of the job is undone by its savepoint, or there was none.
   */
  restore(mark: BatchMark): void {
    this.pending.length = mark.pending;
    for (const [id, state] of this.tables) {
      const before = mark.tables.get(id);
      if (!before) {
        this.tables.delete(id);
        continue;
      }
      state.full = before.full;
      state.table = before.table;
      state.fullHead = before.fullHead;
      state.tableHead = before.tableHead;
      state.dirty = before.dirty;
      for (const stream of Object.keys(state.seeds)) if (isStream(stream)) delete state.seeds[stream];
      Object.assign(state.seeds, before.seeds);
    }
  }

  /**
   * Queues an event row for the next flush, chained (issue #31): its `prev` and `table_prev` are
   * the table's heads, which move on to its hashes ({@link eventHashes}; `body` is the row's body
   * as built, not parsed again). The row's numbers are the ones {@link nextSeqs} just handed out,
   * so the heads are those of the events before it.
   */
  async add(
    trx: Kysely<Database>,
    row: Omit<EventsRow, "prev" | "table_prev">,
    body: Readonly<Record<string, unknown>>,
  ): Promise<EventsRow> {
    const state = this.tables.get(row.table_id);
    if (!state) throw new Error(`Batch: table ${row.table_id} was not primed`);
    const secret = row.table_seq === null;
    const lastFull = row.full_seq - 1;
    const lastTable = row.table_seq === null ? state.table : row.table_seq - 1;
    // A table from before the chain: its heads come from its last logged events, once.
    const readFull = state.fullHead === null && lastFull > 0;
    const readTable = !secret && state.tableHead === null && lastTable > 0;
    if (readFull || readTable) {
      await this.readHeads(
        trx,
        row.table_id,
        state,
        readFull ? lastFull : null,
        readTable ? lastTable : null,
      );
    }
    const chained: EventsRow = {
      ...row,
      prev: state.fullHead ?? CHAIN_GENESIS,
      table_prev: secret ? null : (state.tableHead ?? CHAIN_GENESIS),
    };
    const hashes = eventHashes({
      tableId: row.table_id,
      fullSeq: row.full_seq,
      tableSeq: row.table_seq,
      kind: row.kind,
      secret,
      by: row.by,
      at: row.at,
      body,
      prev: chained.prev,
      tablePrev: chained.table_prev,
    });
    state.fullHead = hashes.full;
    if (hashes.table !== null) state.tableHead = hashes.table;
    this.pending.push(chained);
    return chained;
  }

  /**
   * The heads of a table whose row is from before the chain (null heads, events logged): the hashes
   * of its last event per stream (`lastFull`, `lastTable`; null: that head is known), read from the
   * log — the first chained event carries them, and from then on the row keeps them.
   */
  private async readHeads(
    trx: Kysely<Database>,
    tableId: string,
    state: TableState,
    lastFull: number | null,
    lastTable: number | null,
  ): Promise<void> {
    const rows = await trx
      .selectFrom("events")
      .selectAll()
      .where("table_id", "=", tableId)
      .where((eb) => eb.or([eb("full_seq", "=", lastFull ?? 0), eb("table_seq", "=", lastTable ?? 0)]))
      .execute();
    for (const row of rows.map(fromRow)) {
      const hashes = eventHashes(row);
      if (row.fullSeq === lastFull) state.fullHead = hashes.full;
      if (row.tableSeq === lastTable && hashes.table !== null) state.tableHead = hashes.table;
    }
  }

  /** Writes the pending events and the changed counters inside the batch's transaction. */
  async flush(trx: Kysely<Database>): Promise<void> {
    const { events, counters } = this.take();
    // Very big batches (imports) go in chunks first; the last chunk joins the final statement.
    const last = events.length === 0 ? 0 : events.length - (((events.length - 1) % INSERT_CHUNK) + 1);
    for (let i = 0; i < last; i += INSERT_CHUNK) {
      await trx
        .insertInto("events")
        .values(events.slice(i, i + INSERT_CHUNK))
        .execute();
    }
    await this.commit.write(trx, events.slice(last), counters);
  }

  /** The pending events and changed counters, handed over for writing (the batch forgets them). */
  take(): BatchWrites {
    const events = this.pending;
    this.pending = [];
    const counters: CounterWrite[] = [];
    for (const [tableId, state] of this.tables) {
      if (!state.dirty) continue;
      state.dirty = false;
      counters.push({
        tableId,
        readFull: state.readFull,
        full: state.full,
        table: state.table,
        fullHead: state.fullHead,
        tableHead: state.tableHead,
      });
    }
    return { events, counters };
  }
}

/** Events per `INSERT` of a flush (8 parameters each, far below either database's limit). */
const INSERT_CHUNK = 500;
