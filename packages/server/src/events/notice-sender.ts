import pg from "pg";

/** Payloads per `pg_notify` statement (each ≤ 8000 bytes; one statement stays well below 1 MB). */
const MAX_PER_STATEMENT = 100;

/**
 * Sends NOTIFY payloads after the events they announce have committed, on a connection of its
 * own: whatever is queued while one statement runs goes out with the next, so there is one
 * statement in flight however many batches commit.
 *
 * Why not inside the write transaction (which would make a notice exist exactly when its events
 * do): Postgres serialises the commits of all notifying transactions of a cluster on one lock,
 * held through the commit's WAL flush, so notifying writes cannot commit in parallel — measured
 * here, that cost one process two thirds of its throughput and made a second process slower than
 * one. These statements carry no data, so the connection runs them with
 * `synchronous_commit = off` and the lock is held only briefly. A notice lost to a crash between
 * commit and send is made up for by the bus's periodic look at the tables' counters.
 */
export class NoticeSender {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private queue: string[] = [];
  private sending = false;
  private closed = false;

  /**
   * @example
   * const sender = new NoticeSender("postgres://u@db/spieltisch", "spieltisch_ab12", () => {});
   * sender.send(['{"o":"…","t":"…","u":7}']);
   */
  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
    /** Told when payloads could not be sent (the bus then delivers its own events itself). */
    private readonly onLost: (payloads: readonly string[]) => void,
  ) {}

  /** Queues payloads; they go out with the next statement. */
  send(payloads: readonly string[]): void {
    if (this.closed || payloads.length === 0) return;
    this.queue.push(...payloads);
    if (!this.sending) void this.pump();
  }

  /** Sends what is queued, then closes the connection. */
  async close(): Promise<void> {
    while (this.sending) await new Promise((r) => setTimeout(r, 5));
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async pump(): Promise<void> {
    this.sending = true;
    try {
      while (this.queue.length > 0) {
        const payloads = this.queue.splice(0, MAX_PER_STATEMENT);
        try {
          const client = await this.connected();
          await client.query("select pg_notify($1, p) from unnest($2::text[]) as p", [
            this.channel,
            payloads,
          ]);
        } catch {
          this.drop();
          this.onLost(payloads);
        }
      }
    } finally {
      this.sending = false;
    }
  }

  private connected(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.connectionString });
      client.on("error", () => this.drop());
      try {
        await client.connect();
        await client.query("set synchronous_commit = off");
      } catch (error) {
        await client.end().catch(() => {});
        throw error;
      } finally {
        this.connecting = null;
      }
      this.client = client;
      return client;
    })();
    return this.connecting;
  }

  private drop(): void {
    const client = this.client;
    this.client = null;
    void client?.end().catch(() => {});
  }
}
