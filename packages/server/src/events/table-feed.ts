import type { EventListener } from "./event-bus.js";
import type { StoredEvent } from "./stored-event.js";

/** Reads a table's events with `fullSeq` in `(after, upTo]` from the log, in order. */
export type FetchRange = (tableId: string, after: number, upTo: number) => Promise<StoredEvent[]>;

/** What arrived: events, or only the news that the log holds events up to `upTo`. */
type Delivery = { readonly events: readonly StoredEvent[] } | { readonly upTo: number };

/**
 * The events of one table as this process hands them to its listeners: in `fullSeq` order,
 * each once. Deliveries may come in any order and more than once (this process's own commits,
 * notifications from other processes, a replay after the LISTEN connection dropped); a number
 * already passed is skipped, a gap is filled from the log before anything after it goes out.
 * Deliveries queue behind a fill, so order holds while the log is read.
 */
export class TableFeed {
  /** The last `fullSeq` handed out; undefined until the first delivery sets the base. */
  private last: number | undefined;
  private readonly queue: Delivery[] = [];
  private busy = false;
  readonly listeners = new Set<EventListener>();

  constructor(
    private readonly tableId: string,
    private readonly fetchRange: FetchRange,
  ) {}

  /**
   * Sets the base from the log's counter when the feed is created for a new subscriber: the
   * first delivery must not set it, because notices from several processes can arrive out of
   * order — a process's own commit may come back before another process's earlier one, and that
   * earlier event would then count as a repeat and never reach the sockets. Deliveries wait for
   * the base; events at or below it are the subscriber's own replay from the log. If the counter
   * cannot be read (shutdown), the first delivery sets the base as before.
   */
  startAt(base: Promise<number>): void {
    this.busy = true;
    void base
      .then(
        (seq) => {
          if (this.last === undefined) this.last = seq;
        },
        () => {},
      )
      .finally(() => {
        this.busy = false;
        this.pump();
      });
  }

  /** The last number handed out (a replay after reconnecting starts there). */
  get lastSeq(): number | undefined {
    return this.last;
  }

  /** Takes committed events of this table (any order, repeats allowed). */
  offer(events: readonly StoredEvent[]): void {
    if (events.length === 0) return;
    this.queue.push({ events: [...events].sort((a, b) => a.fullSeq - b.fullSeq) });
    this.pump();
  }

  /** The log holds this table's events up to `upTo` (a notification too big to carry them). */
  offerRange(upTo: number): void {
    this.queue.push({ upTo });
    this.pump();
  }

  /** Resolves once everything offered so far is handed out (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.busy || this.queue.length > 0) await new Promise((r) => setTimeout(r, 5));
  }

  private pump(): void {
    while (!this.busy && this.queue.length > 0) {
      const item = this.queue[0]!;
      const gapEnd = this.gapBefore(item);
      if (gapEnd !== undefined) {
        this.busy = true;
        void this.fill(gapEnd).then(() => {
          this.busy = false;
          this.pump();
        });
        return;
      }
      this.queue.shift();
      if ("events" in item) {
        const rest = this.emitContiguous(item.events);
        if (rest.length > 0) this.queue.unshift({ events: rest });
      }
    }
  }

  /** The end of the gap that must be read from the log before `item` can go out, if any. */
  private gapBefore(item: Delivery): number | undefined {
    if (this.last === undefined) return undefined;
    if ("upTo" in item) return item.upTo > this.last ? item.upTo : undefined;
    const next = item.events.find((e) => e.fullSeq > this.last!);
    return next && next.fullSeq > this.last + 1 ? next.fullSeq - 1 : undefined;
  }

  /** Hands out the run of events that follows `last`; returns what comes after a gap. */
  private emitContiguous(events: readonly StoredEvent[]): StoredEvent[] {
    const out: StoredEvent[] = [];
    let i = 0;
    for (; i < events.length; i++) {
      const event = events[i]!;
      if (this.last !== undefined && event.fullSeq <= this.last) continue;
      if (this.last !== undefined && event.fullSeq !== this.last + 1) break;
      out.push(event);
      this.last = event.fullSeq;
    }
    this.emit(out);
    return events.slice(i);
  }

  private async fill(upTo: number): Promise<void> {
    let missing: StoredEvent[] = [];
    try {
      missing = await this.fetchRange(this.tableId, this.last!, upTo);
    } catch {
      // The log is unreachable (shutdown): the sessions notice the gap and replay themselves.
    }
    this.emitContiguous(missing);
    // The log must hold the range (it committed before anyone heard of it); if it does not, the
    // numbers are skipped rather than waited for forever, and each session replays its own gap.
    if (this.last! < upTo) this.last = upTo;
  }

  private emit(events: StoredEvent[]): void {
    if (events.length === 0) return;
    for (const listener of this.listeners) listener(events);
  }
}
