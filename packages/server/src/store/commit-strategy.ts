import type { Kysely } from "kysely";
import type { Database, EventsRow } from "../db/schema.js";
import type { Stream } from "../events/stored-event.js";

/** A table's seed of one stream that is not revealed yet: what its rolls derive their dice from. */
export interface CurrentSeed {
  readonly id: string;
  readonly seed: string;
  readonly commitment: string;
}

/**
 * What a batch reads of a table before it appends: its counters, its chain's heads (null: no event
 * yet, or a table from before the chain) and its current seeds.
 */
export interface TableSnapshot {
  readonly tableId: string;
  readonly fullSeq: number;
  readonly tableSeq: number;
  readonly fullHead: string | null;
  readonly tableHead: string | null;
  readonly seeds: Partial<Record<Stream, CurrentSeed>>;
}

/**
 * A table's counters after a batch: as read (`readFull`, for the optimistic check) and as counted,
 * with the chain's heads after its last event.
 */
export interface CounterWrite {
  readonly tableId: string;
  readonly readFull: number;
  readonly full: number;
  readonly table: number;
  readonly fullHead: string | null;
  readonly tableHead: string | null;
}

/**
 * How a database reads and writes for the group writer (`sqlite-commit.ts`, `postgres-commit.ts`):
 * chosen once when the storage opens, so the batch and the writer never ask which database they
 * run on. Both implementations keep the same guarantees; they differ in locking and round trips.
 *
 * @example
 * const batch = new Batch(storage.commit); // storage from openStorage(url)
 */
export interface CommitStrategy {
  /** Reads (and, where other processes write too, locks) one table on its first use in a batch. */
  readTable(trx: Kysely<Database>, tableId: string): Promise<TableSnapshot | undefined>;
  /** The same for every table a batch will write, up front; `tableIds` are distinct and sorted. */
  readTables(trx: Kysely<Database>, tableIds: readonly string[]): Promise<TableSnapshot[]>;
  /** Writes events and the changed counters inside the batch's transaction. */
  write(
    trx: Kysely<Database>,
    events: readonly EventsRow[],
    counters: readonly CounterWrite[],
  ): Promise<void>;
  /** The commit of append-only batches without a transaction, where the database has one. */
  readonly optimistic: OptimisticCommit | undefined;
}

/**
 * Append-only batches without a transaction or row locks: an unlocked read, then one statement
 * that writes only the tables whose counters did not move meanwhile (see `postgres-commit.ts`).
 *
 * @example
 * const read = await optimistic.readTables(db, ["t1"]);
 * const written = await optimistic.writeUnchanged(db, events, counters); // Set {"t1"} or Set {}
 */
export interface OptimisticCommit {
  /** A consistent snapshot of the tables' counters and seeds, without locks. */
  readTables(db: Kysely<Database>, tableIds: readonly string[]): Promise<TableSnapshot[]>;
  /**
   * Writes the events and counters of every table whose `full_seq` is still `readFull`, atomically;
   * returns those tables. The others' jobs ran on numbers another process took and must run again.
   */
  writeUnchanged(
    db: Kysely<Database>,
    events: readonly EventsRow[],
    counters: readonly CounterWrite[],
  ): Promise<Set<string>>;
}
