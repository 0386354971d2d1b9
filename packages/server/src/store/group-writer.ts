import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { EventBus } from "../events/event-bus.js";
import type { StoredEvent } from "../events/stored-event.js";
import { Batch } from "./batch.js";
import type { CommitStrategy, OptimisticCommit } from "./commit-strategy.js";

/** A unit of writing: runs inside a transaction, returns its result and the events it appended. */
export type WriteJob<T> = (
  trx: Kysely<Database>,
  batch: Batch,
) => Promise<{ result: T; events: StoredEvent[] }>;

/** How a job uses the batch. */
export interface WriteOptions {
  /**
   * The job neither reads the event log nor needs its events inserted before the next job runs
   * (rolls): its events stay pending until the batch flushes before the commit.
   */
  readonly deferrable?: boolean;
  /**
   * The job does nothing with the database but append events to its own table through the
   * batch (a roll without a request): where the database has an optimistic commit (Postgres),
   * such batches take it, without a transaction or row locks (see {@link OptimisticCommit}), and
   * a job may run more than once before its events are written. Implies `deferrable`.
   */
  readonly appendOnly?: boolean;
}

/** Optimistic rounds before a batch's remaining jobs take the locking transaction instead. */
const OPTIMISTIC_ROUNDS = 4;

/** What an append-only job gets instead of a transaction: any use of it is a bug. */
const NO_TRANSACTION = new Proxy(
  {},
  {
    get() {
      throw new Error("An append-only write job used the database");
    },
  },
) as Kysely<Database>;

interface Queued {
  readonly key: string;
  readonly job: WriteJob<unknown>;
  readonly deferrable: boolean;
  readonly appendOnly: boolean;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** One queue with at most one transaction running. */
class Lane {
  queue: Queued[] = [];
  running: Promise<void> | null = null;
}

/** FNV-1a, to spread table ids over lanes. */
function laneOf(key: string, lanes: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return (h >>> 0) % lanes;
}

/**
 * Group commit: every write of the server goes through here. Jobs that arrive while a transaction
 * is running wait and then share the next transaction, so many concurrent rolls cost one
 * durable commit (one fsync on SQLite) instead of one each — fast without weaker syncing. A job
 * resolves only after its transaction committed; its events are published after that.
 *
 * Writes are keyed by table: each key always goes to the same lane, so a table's events commit
 * and publish in order. Several lanes run their transactions in parallel on different
 * connections (Postgres); the server uses one (see app.ts for why).
 *
 * When one job of a batch fails, the batch is rolled back and every job is re-run alone, so one
 * bad request never takes others down with it.
 */
export class GroupWriter {
  private readonly lanes: Lane[];
  private closed = false;
  /** Jobs run again after another process took their table's numbers (optimistic path). */
  optimisticRetries = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly commit: CommitStrategy,
    private readonly bus: EventBus,
    lanes = 1,
    private readonly maxBatch = 256,
  ) {
    this.lanes = Array.from({ length: lanes }, () => new Lane());
  }

  /** Queues a job for the table `key`; resolves with its result once committed. */
  write<T>(key: string, job: WriteJob<T>, options: WriteOptions = {}): Promise<T> {
    if (this.closed) return Promise.reject(new Error("The server is shutting down"));
    const lane = this.lanes[laneOf(key, this.lanes.length)]!;
    return new Promise<T>((resolve, reject) => {
      lane.queue.push({
        key,
        job: job as WriteJob<unknown>,
        deferrable: (options.deferrable ?? false) || (options.appendOnly ?? false),
        appendOnly: options.appendOnly ?? false,
        resolve: resolve as (v: unknown) => void,
        reject,
      });
      // Start on the next turn of the event loop, not now: requests whose I/O arrived in the same
      // turn queue up first and share the commit (better-sqlite3 blocks the loop while it syncs,
      // so requests pile up exactly then).
      if (!lane.running) {
        lane.running = new Promise<void>((r) => setImmediate(r)).then(() => this.drain(lane));
      }
    });
  }

  /** Stops taking jobs and waits for the queued ones to commit (graceful shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    for (const lane of this.lanes) while (lane.running) await lane.running;
  }

  private async drain(lane: Lane): Promise<void> {
    try {
      while (lane.queue.length > 0) {
        const batch = lane.queue.splice(0, this.maxBatch);
        await this.runBatch(batch);
      }
    } finally {
      lane.running = null;
    }
  }

  private async runBatch(batch: Queued[]): Promise<void> {
    const optimistic = this.commit.optimistic;
    if (optimistic && batch.every((item) => item.appendOnly)) return this.runOptimistic(batch, optimistic);
    return this.runLocked(batch);
  }

  /**
   * A batch of append-only jobs where the database commits them optimistically (Postgres): read
   * the tables' counters and seeds (one query, no lock), run the jobs, write everything in one
   * statement that keeps only the tables nobody wrote meanwhile; the jobs of the other tables run
   * again on fresh numbers (their dice were never shown). Two round trips per batch instead of
   * five, and no process waits for another's locks. After a few contested rounds, or on any
   * error, the rest takes the locking path.
   */
  private async runOptimistic(batch: Queued[], optimistic: OptimisticCommit): Promise<void> {
    let pending = batch;
    for (let round = 0; round < OPTIMISTIC_ROUNDS && pending.length > 0; round++) {
      const shared = new Batch(this.commit);
      let done: { item: Queued; outcome: { result: unknown; events: StoredEvent[] } }[];
      let written: Set<string>;
      try {
        shared.adopt(await optimistic.readTables(this.db, [...new Set(pending.map((item) => item.key))]));
        done = [];
        for (const item of pending) done.push({ item, outcome: await item.job(NO_TRANSACTION, shared) });
        for (const { item, outcome } of done) {
          if (outcome.events.some((event) => event.tableId !== item.key))
            throw new Error("An append-only write job appended to another table");
        }
        const { events, counters } = shared.take();
        written = await optimistic.writeUnchanged(this.db, events, counters);
      } catch {
        // A failing job or statement: the locking path runs the jobs one by one if it must.
        break;
      }
      const committed = done.filter((d) => written.has(d.item.key));
      this.finish(
        committed.map((d) => d.item),
        committed.map((d) => d.outcome),
      );
      pending = done.filter((d) => !written.has(d.item.key)).map((d) => d.item);
      this.optimisticRetries += pending.length;
    }
    if (pending.length > 0) await this.runLocked(pending);
  }

  private async runLocked(batch: Queued[]): Promise<void> {
    let outcomes: { result: unknown; events: StoredEvent[] }[];
    try {
      outcomes = await this.db.transaction().execute(async (trx) => {
        const shared = new Batch(this.commit);
        await shared.primeAll(
          trx,
          batch.map((item) => item.key),
        );
        const done: { result: unknown; events: StoredEvent[] }[] = [];
        for (const item of batch) {
          // A job that may read the log sees every event of the jobs before it.
          if (!item.deferrable) await shared.flush(trx);
          done.push(await item.job(trx, shared));
          if (!item.deferrable) await shared.flush(trx);
        }
        await shared.flush(trx);
        return done;
      });
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      for (const item of batch) await this.runLocked([item]);
      return;
    }
    this.finish(batch, outcomes);
  }

  /** After the commit: publish the events, one publish per table, and answer the jobs. */
  private finish(
    batch: readonly Queued[],
    outcomes: readonly { result: unknown; events: StoredEvent[] }[],
  ): void {
    // One publish per table and batch, not per job: a socket gets the batch's events in one go
    // and can send them with one write (see LiveSession).
    const byTable = new Map<string, StoredEvent[]>();
    for (const outcome of outcomes) {
      for (const event of outcome.events) {
        const list = byTable.get(event.tableId);
        if (list) list.push(event);
        else byTable.set(event.tableId, [event]);
      }
    }
    for (const [tableId, events] of byTable) this.bus.publish(tableId, events);
    batch.forEach((item, i) => {
      item.resolve(outcomes[i]!.result);
    });
  }
}
