import { createHash, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import pg from "pg";
import type { Database } from "../db/schema.js";
import {
  type EventBus,
  type EventListener,
  type RevocationListener,
  RevocationListeners,
  type TableChangeListener,
  TableChangeListeners,
} from "./event-bus.js";
import { NoticeSender } from "./notice-sender.js";
import { fromRow, type StoredEvent } from "./stored-event.js";
import { TableFeed } from "./table-feed.js";

/** The table and last number after the own-bus prefix; group 3 marks a non-final chunk. */
const OWN_HEAD = /^,"t":"([^"]+)","u":(\d+)(,"m":1)?/;

/** How often the bus looks for notices that never came (see `sweep`). */
const SWEEP_MS = 1000;

/** NOTIFY payloads must stay under 8000 bytes; larger batches travel as a range only. */
const MAX_PAYLOAD = 7000;

/** What one notification carries: the table, the range of `fullSeq`, and the events if small. */
interface Notice {
  /** The sending bus (it knows its own events already; see publish). */
  readonly o: string;
  readonly t: string;
  /** Last `fullSeq` of the range. */
  readonly u: number;
  /** More notices of the same batch and table follow. */
  readonly m?: 1;
  readonly e?: StoredEvent[];
}

/** A revocation: the table and the credential (`r`) whose sockets every process closes. */
interface RevocationNotice {
  readonly o: string;
  readonly t: string;
  readonly r: string;
}

/** The channel of a schema: several test schemas share one database without hearing each other. */
export const channelOf = (schema: string | undefined): string =>
  `spieltisch_${createHash("sha256")
    .update(schema ?? "")
    .digest("hex")
    .slice(0, 16)}`;

/**
 * The event bus of several server processes on one Postgres database. After every write batch
 * the process sends a NOTIFY per table it touched, with the events when they fit (see
 * {@link NoticeSender} for why after the commit and not inside it); a notice lost to a crash
 * is made up for by a sweep of the tables' counters every second. Every process LISTENs on one dedicated connection and hands the events to its sockets through
 * a {@link TableFeed} per table: in `fullSeq` order, once, gaps read from the log. When the
 * LISTEN connection drops, it reconnects and replays every subscribed table from the last
 * number it handed out. Nothing here is state that matters: the log is the truth.
 */
export class PostgresEventBus implements EventBus {
  private readonly id = randomUUID();
  private readonly ownPrefix = `{"o":"${this.id}"`;
  /** Own events waiting for their notice, by `tableId:lastFullSeq`, with when they were published. */
  private readonly ownPending = new Map<string, { events: readonly StoredEvent[]; at: number }>();
  private readonly sender: NoticeSender;
  /** Test hook: commits go unannounced, as if the process died right after each commit. */
  muteNotices = false;
  private readonly sweeper: NodeJS.Timeout;
  private readonly feeds = new Map<string, TableFeed>();
  private readonly revocations = new RevocationListeners();
  private readonly changes = new TableChangeListeners();
  private client: pg.Client | null = null;
  private closed = false;
  private reconnecting: Promise<void> | null = null;

  private constructor(
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly db: Kysely<Database>,
    private readonly reconnectDelayMs: number,
    sweepMs: number,
  ) {
    this.sender = new NoticeSender(connectionString, channel, () => this.deliverOwnPending(0));
    this.sweeper = setInterval(() => void this.sweep(sweepMs), sweepMs);
    this.sweeper.unref();
  }

  /**
   * Connects the LISTEN connection. `connectionString` without `?schema`; `schema` names the
   * channel (the same one for every process on that schema).
   *
   * @example
   * const bus = await PostgresEventBus.start("postgres://u@db/spieltisch", storage.db, "public");
   */
  static async start(
    connectionString: string,
    db: Kysely<Database>,
    schema?: string,
    reconnectDelayMs = 500,
    sweepMs = SWEEP_MS,
  ): Promise<PostgresEventBus> {
    const bus = new PostgresEventBus(connectionString, channelOf(schema), db, reconnectDelayMs, sweepMs);
    await bus.listen();
    return bus;
  }

  /**
   * This process's own events, right after their commit: their notice is sent (see
   * {@link NoticeSender}), and they are handed out when it comes back on the LISTEN connection,
   * i.e. at their place among other processes' notices — mostly no gap to read from the log.
   * Only the notice's table and number are read (the events are here already). If nobody
   * listens right now, or the notice does not come back within a sweep, they go out anyway (a
   * gap is then filled from the log).
   */
  publish(tableId: string, events: readonly StoredEvent[]): void {
    const last = events.at(-1);
    if (!last) return;
    const key = `${tableId}:${last.fullSeq}`;
    this.changes.tell(tableId);
    if (!this.muteNotices) this.sender.send(this.payloadsOf(tableId, events));
    const feed = this.feeds.get(tableId);
    if (!feed) return;
    if (!this.client) feed.offer(events);
    else this.ownPending.set(key, { events, at: Date.now() });
  }

  /** Hands out own events still waiting for their notice (all, or those older than `ms`). */
  private deliverOwnPending(ms: number): void {
    const before = Date.now() - ms;
    for (const [key, pending] of this.ownPending) {
      if (pending.at > before) continue;
      this.ownPending.delete(key);
      this.feeds.get(pending.events[0]!.tableId)?.offer(pending.events);
    }
  }

  /**
   * The safety net for notices that never came (a process died between its commit and its
   * notice, a send failed): every `ms`, own events waiting longer go out, and each subscribed
   * table's counter is read — a feed behind it reads the rest from the log.
   */
  private async sweep(ms: number): Promise<void> {
    this.deliverOwnPending(ms);
    const ids = [...this.feeds.keys()];
    if (ids.length === 0 || this.closed) return;
    try {
      const rows = await this.db
        .selectFrom("tables")
        .select(["id", "full_seq"])
        .where("id", "in", ids)
        .execute();
      for (const row of rows) {
        const feed = this.feeds.get(row.id);
        if (feed?.lastSeq !== undefined && Number(row.full_seq) > feed.lastSeq) {
          feed.offerRange(Number(row.full_seq));
        }
      }
    } catch {
      // The database is away (shutdown): the next sweep tries again.
    }
  }

  /**
   * This process's sockets close at once; the others' when the notice arrives (it has no `u`, so
   * the own-notice fast path ignores it when it comes back).
   */
  announceRevocation(tableId: string, credentialId: string): void {
    this.revocations.tell(tableId, credentialId);
    this.sender.send([
      JSON.stringify({ o: this.id, t: tableId, r: credentialId } satisfies RevocationNotice),
    ]);
  }

  onRevocation(listener: RevocationListener): () => void {
    return this.revocations.add(listener);
  }

  onTableChange(listener: TableChangeListener): () => void {
    return this.changes.add(listener);
  }

  subscribe(tableId: string, listener: EventListener): () => void {
    let feed = this.feeds.get(tableId);
    if (!feed) {
      feed = new TableFeed(tableId, (t, after, upTo) => this.fetchRange(t, after, upTo));
      feed.startAt(this.counterOf(tableId));
      this.feeds.set(tableId, feed);
    }
    feed.listeners.add(listener);
    const own = feed;
    return () => {
      own.listeners.delete(listener);
      if (own.listeners.size === 0 && this.feeds.get(tableId) === own) this.feeds.delete(tableId);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.sweeper);
    await this.sender.close();
    this.feeds.clear();
    this.ownPending.clear();
    this.revocations.clear();
    this.changes.clear();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  /** Test hook: drops the LISTEN connection as a network failure would. */
  simulateDisconnect(): void {
    const client = this.client as unknown as { connection?: { stream?: { destroy(): void } } } | null;
    client?.connection?.stream?.destroy();
  }

  /**
   * Chunks a table's events into payloads of at most {@link MAX_PAYLOAD} bytes. Keys in the order
   * `o`, `t`, `u`, `m` (set on every chunk but the last), `e`: the receiver reads the head of its
   * own notices without parsing.
   */
  private payloadsOf(tableId: string, events: readonly StoredEvent[]): string[] {
    const notices: { u: number; e?: StoredEvent[] }[] = [];
    let chunk: StoredEvent[] = [];
    let size = 0;
    const push = () => {
      if (chunk.length === 0) return;
      notices.push({ u: chunk.at(-1)!.fullSeq, e: chunk });
      chunk = [];
      size = 0;
    };
    for (const event of events) {
      // Postgres counts bytes, not UTF-16 units.
      const bytes = Buffer.byteLength(JSON.stringify(event));
      if (bytes + 200 > MAX_PAYLOAD) {
        // Too big for any payload: everything up to it travels as a range, read from the log.
        push();
        notices.push({ u: event.fullSeq });
        continue;
      }
      if (size + bytes + 200 > MAX_PAYLOAD) push();
      chunk.push(event);
      size += bytes + 1;
    }
    push();
    return notices.map((n, i) =>
      JSON.stringify({
        o: this.id,
        t: tableId,
        u: n.u,
        ...(i < notices.length - 1 ? { m: 1 } : {}),
        ...(n.e ? { e: n.e } : {}),
      } satisfies Notice),
    );
  }

  /** The table's `full_seq` counter: the last event number committed so far. */
  private async counterOf(tableId: string): Promise<number> {
    const row = await this.db
      .selectFrom("tables")
      .select("full_seq")
      .where("id", "=", tableId)
      .executeTakeFirstOrThrow();
    return Number(row.full_seq);
  }

  private async fetchRange(tableId: string, after: number, upTo: number): Promise<StoredEvent[]> {
    const rows = await this.db
      .selectFrom("events")
      .selectAll()
      .where("table_id", "=", tableId)
      .where("full_seq", ">", after)
      .where("full_seq", "<=", upTo)
      .orderBy("full_seq")
      .execute();
    return rows.map(fromRow);
  }

  private onNotification(message: pg.Notification): void {
    if (message.channel !== this.channel || !message.payload) return;
    // Its own notices come back too: `o`, `t` and `u` lead every payload, so they are read
    // without parsing the events, which this process has already (see publish).
    if (message.payload.startsWith(this.ownPrefix)) {
      const head = OWN_HEAD.exec(message.payload.slice(this.ownPrefix.length, this.ownPrefix.length + 200));
      if (!head) return;
      const key = `${head[1]}:${head[2]}`;
      // Earlier chunks of a batch carry other numbers and find nothing: the last one hands out
      // the whole batch.
      const pending = this.ownPending.get(key);
      if (pending) {
        this.ownPending.delete(key);
        this.feeds.get(head[1]!)?.offer(pending.events);
      }
      return;
    }
    let notice: Notice | RevocationNotice;
    try {
      notice = JSON.parse(message.payload) as Notice | RevocationNotice;
    } catch {
      return;
    }
    if (notice.o === this.id) return;
    if ("r" in notice) {
      this.revocations.tell(notice.t, notice.r);
      return;
    }
    // Every table's writes, not only subscribed ones: odds read cached characters of any table.
    this.changes.tell(notice.t);
    const feed = this.feeds.get(notice.t);
    if (!feed) return;
    if (notice.e) feed.offer(notice.e);
    else feed.offerRange(notice.u);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on("notification", (message) => this.onNotification(message));
    client.on("error", () => this.scheduleReconnect(client));
    client.on("end", () => this.scheduleReconnect(client));
    await client.connect();
    await client.query(`LISTEN ${this.channel}`);
    this.client = client;
  }

  private scheduleReconnect(dead: pg.Client): void {
    if (this.closed || this.client !== dead || this.reconnecting) return;
    this.client = null;
    // Notices of own events may be lost with the connection: hand those events out now (the
    // feeds order them and fill gaps) and publish directly until the connection is back.
    this.deliverOwnPending(0);
    this.reconnecting = (async () => {
      while (!this.closed) {
        await new Promise((r) => setTimeout(r, this.reconnectDelayMs));
        try {
          await this.listen();
          break;
        } catch {
          // Postgres is still away; try again.
        }
      }
      this.reconnecting = null;
      await dead.end().catch(() => {});
      // Whatever was committed while nobody listened is in the log: replay each table from the
      // last number it handed out.
      await Promise.all(
        [...this.feeds.entries()].map(async ([tableId, feed]) => {
          if (feed.lastSeq === undefined) return;
          const row = await this.db
            .selectFrom("tables")
            .select("full_seq")
            .where("id", "=", tableId)
            .executeTakeFirst()
            .catch(() => undefined);
          if (row) feed.offerRange(Number(row.full_seq));
        }),
      );
    })();
  }
}
