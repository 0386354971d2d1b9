import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { EventBus } from "../events/event-bus.js";
import type { StoredEvent } from "../events/stored-event.js";

/** A unit of writing: runs inside a transaction, returns its result and the events it appended. */
export type WriteJob<T> = (trx: Kysely<Database>) => Promise<{ result: T; events: StoredEvent[] }>;

interface Queued {
  readonly job: WriteJob<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Group commit: every write of the server goes through here. Jobs that arrive while a transaction
 * is running wait and then share the next transaction, so many concurrent rolls cost one
 * durable commit (one fsync on SQLite) instead of one each — fast without weaker syncing. A job
 * resolves only after its transaction committed; its events are published after that.
 *
 * When one job of a batch fails, the batch is rolled back and every job is re-run alone, so one
 * bad request never takes others down with it.
 */
export class GroupWriter {
  private queue: Queued[] = [];
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly bus: EventBus,
    private readonly maxBatch = 256,
  ) {}

  /** Queues a job; resolves with its result once committed. */
  write<T>(job: WriteJob<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error("The server is shutting down"));
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ job: job as WriteJob<unknown>, resolve: resolve as (v: unknown) => void, reject });
      if (!this.running) this.running = this.drain();
    });
  }

  /** Stops taking jobs and waits for the queued ones to commit (graceful shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch);
        await this.runBatch(batch);
      }
    } finally {
      this.running = null;
    }
  }

  private async runBatch(batch: Queued[]): Promise<void> {
    let outcomes: { result: unknown; events: StoredEvent[] }[];
    try {
      outcomes = await this.db.transaction().execute(async (trx) => {
        const done: { result: unknown; events: StoredEvent[] }[] = [];
        for (const item of batch) done.push(await item.job(trx));
        return done;
      });
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      for (const item of batch) await this.runBatch([item]);
      return;
    }
    batch.forEach((item, i) => {
      const outcome = outcomes[i]!;
      const byTable = new Map<string, StoredEvent[]>();
      for (const event of outcome.events) {
        const list = byTable.get(event.tableId) ?? [];
        list.push(event);
        byTable.set(event.tableId, list);
      }
      for (const [tableId, events] of byTable) this.bus.publish(tableId, events);
      item.resolve(outcome.result);
    });
  }
}
