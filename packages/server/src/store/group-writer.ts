import { type Kysely, sql } from "kysely";
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

/** Thrown when an append-only job used the database after all: it runs again in a transaction. */
class NeedsTransaction extends Error {
  override readonly name = "NeedsTransaction";
}

/** What an append-only job gets instead of a transaction: any use of it is a bug. */
const NO_TRANSACTION = new Proxy(
  {},
  {
    get() {
      throw new NeedsTransaction("An append-only write job used the database");
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
 * When one job of a batch fails, only that job is undone (a savepoint per job) and refused; the
 * others commit, each having run once — one bad request never takes others down with it, nor
 * makes them run twice.
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
    /** Jobs that turned out to need the database: the locking path runs them. */
    const locked: Queued[] = [];
    /** Jobs that failed on their own and were refused. */
    const refused = new Set<Queued>();
    for (let round = 0; round < OPTIMISTIC_ROUNDS && pending.length > 0; round++) {
      const shared = new Batch(this.commit);
      const done: { item: Queued; outcome: { result: unknown; events: StoredEvent[] } }[] = [];
      let written: Set<string>;
      try {
        shared.adopt(await optimistic.readTables(this.db, [...new Set(pending.map((item) => item.key))]));
        for (const item of pending) {
          // An append-only job touches nothing but the batch: undoing a failure is undoing that,
          // and the job alone is refused — the others were not touched.
          const mark = shared.mark();
          try {
            done.push({ item, outcome: await item.job(NO_TRANSACTION, shared) });
          } catch (error) {
            shared.restore(mark);
            if (error instanceof NeedsTransaction) locked.push(item);
            else {
              refused.add(item);
              item.reject(error);
            }
          }
        }
        for (const { item, outcome } of done) {
          if (outcome.events.some((event) => event.tableId !== item.key))
            throw new Error("An append-only write job appended to another table");
        }
        const { events, counters } = shared.take();
        written = await optimistic.writeUnchanged(this.db, events, counters);
      } catch {
        // A failing statement: the locking path takes the jobs that have not been answered.
        pending = pending.filter((item) => !refused.has(item) && !locked.includes(item));
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
    const rest = [...locked, ...pending.filter((item) => !locked.includes(item))];
    if (rest.length > 0) await this.runLocked(rest);
  }

  /**
   * A batch in one transaction. With several jobs, each runs inside a savepoint (append-only
   * ones, which touch nothing but the batch, without): a failing job is rolled back to its
   * savepoint and the batch's counters to where they stood, the job alone is refused, and the
   * others commit as if it had never been queued — no rollback of the batch, no job run twice
   * (a stale-version PUT or `combat next` without a fight used to cost another table's rolls a
   * second run). Only a failure outside the jobs (the commit itself) runs each job alone.
   */
  private async runLocked(batch: Queued[]): Promise<void> {
    const isolate = batch.length > 1;
    const failed = new Map<Queued, unknown>();
    let outcomes: ({ result: unknown; events: StoredEvent[] } | undefined)[];
    try {
      outcomes = await this.db.transaction().execute(async (trx) => {
        failed.clear();
        const shared = new Batch(this.commit);
        await shared.primeAll(
          trx,
          batch.map((item) => item.key),
        );
        const done: ({ result: unknown; events: StoredEvent[] } | undefined)[] = [];
        for (const item of batch) {
          // A job that may read the log sees every event of the jobs before it.
          if (!item.deferrable) await shared.flush(trx);
          const savepoint = isolate && !item.appendOnly;
          const mark = shared.mark();
          if (savepoint) await sql`savepoint write_job`.execute(trx);
          try {
            const outcome = await item.job(trx, shared);
            if (!item.deferrable) await shared.flush(trx);
            if (savepoint) await sql`release savepoint write_job`.execute(trx);
            done.push(outcome);
          } catch (error) {
            if (!isolate) throw error;
            if (savepoint) await sql`rollback to savepoint write_job`.execute(trx);
            shared.restore(mark);
            failed.set(item, error);
            done.push(undefined);
          }
        }
        await shared.flush(trx);
        return done;
      });
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      for (const [item, jobError] of failed) item.reject(jobError);
      for (const item of batch) if (!failed.has(item)) await this.runLocked([item]);
      return;
    }
    for (const [item, error] of failed) item.reject(error);
    const committed = batch.flatMap((item, i) => (outcomes[i] ? [{ item, outcome: outcomes[i] }] : []));
    this.finish(
      committed.map((c) => c.item),
      committed.map((c) => c.outcome),
    );
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
