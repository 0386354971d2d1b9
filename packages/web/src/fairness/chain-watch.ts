import {
  CHAIN_GENESIS,
  type Role,
  type SeenHead,
  type StoredChainHeads,
  type Stream,
  storedChainHeadsSchema,
  viewHashes,
} from "@spieltisch/protocol";
import { parseStored } from "../session/parse-json.js";

/**
 * What does not add up in the log the server sent (issue #31): an event has another hash than the
 * one this browser saw at that place (`rewritten`), the log ends before a head it saw (`shorter`),
 * or an event's `prev` is not the hash of the one before it (`broken`).
 */
export type ChainProblem =
  | { readonly kind: "rewritten"; readonly stream: Stream; readonly seq: number; readonly seen: string }
  | { readonly kind: "shorter"; readonly stream: Stream; readonly seq: number; readonly last: number }
  | { readonly kind: "broken"; readonly stream: Stream; readonly seq: number };

/** The chain as this browser follows it: the heads it reached, and the first problem. */
export interface ChainState {
  /** The table stream's head: the fingerprint everybody at the table compares. */
  readonly table: SeenHead | null;
  /** The GM's app only: the whole log's head (with the secret events). */
  readonly gm: SeenHead | null;
  readonly problem: ChainProblem | null;
  /**
   * Set when this app missed events and the server did not send them again: the chain is checked
   * only up to this event (its last head stays shown), until the page is opened again.
   */
  readonly interruptedAfter: number | null;
}

const storageKey = (tableId: string) => `spieltisch.table.${tableId}.chain`;

/** One stream's chain as far as this browser followed it. */
class Follower {
  last: SeenHead | null = null;

  constructor(
    readonly stream: Stream,
    readonly seen: SeenHead | undefined,
  ) {}

  /** The next event of the stream; a problem, or null. Repeats are skipped by the caller. */
  step(seq: number, prev: string | undefined, hash: string): ChainProblem | null {
    const before = this.last?.hash ?? CHAIN_GENESIS;
    this.last = { seq, hash };
    if (prev !== undefined && prev !== before) return { kind: "broken", stream: this.stream, seq };
    if (this.seen?.seq === seq && this.seen.hash !== hash) {
      return { kind: "rewritten", stream: this.stream, seq, seen: this.seen.hash };
    }
    return null;
  }
}

/**
 * Follows a shared table's log as it arrives (issue #31): hashes each event from the JSON the
 * server sent (protocol `viewHashes`), checks each `prev`, compares with the heads this browser
 * saw before at this table (localStorage), and keeps the newest ones there. The GM's app follows
 * the table stream too, counting its numbers along the log, so it shows the players' fingerprint.
 * It follows the log from its first event without gaps. After a gap (events it did not see) it
 * asks for what is missing ({@link gapToFill}, which the session fetches); when the server does not
 * send it, it stops there and says so (`interruptedAfter`) until the page is opened again.
 *
 * @example
 * const watch = new ChainWatch(table.id, "player");
 * socket.onmessage = (m) => watch.observe(JSON.parse(m.data));
 * watch.state(); // { table: { seq: 42, hash: "3f9a…" }, gm: null, problem: null }
 */
export class ChainWatch {
  private readonly own: Follower;
  private readonly table: Follower | null;
  private tableSeq = 0;
  private problem: ChainProblem | null = null;
  private stopped = false;
  /** The last event followed before a gap that is still open; null: no gap. */
  private gapAfter: number | null = null;
  /** Where the fetch for the open gap started (`gapToFill`); null: none running. */
  private filling: number | null = null;
  private interruptedAfter: number | null = null;
  /** The backlog is in (`ready`): from here each event's head is kept at once. */
  private live = false;

  constructor(
    private readonly tableId: string,
    role: Role,
    private readonly storage: Storage = localStorage,
  ) {
    const seen: StoredChainHeads =
      parseStored(storage.getItem(storageKey(tableId)), storedChainHeadsSchema) ?? {};
    const gm = role === "gm";
    this.own = new Follower(gm ? "gm" : "table", gm ? seen.gm : seen.table);
    this.table = gm ? new Follower("table", seen.table) : null;
  }

  /** The number of the last event followed (0: none yet). */
  lastSeq(): number {
    return this.own.last?.seq ?? 0;
  }

  /** Where a catch-up must start for this watch to follow on: its last event, or anywhere once it stopped. */
  resumeAfter(): number {
    return this.stopped ? Number.POSITIVE_INFINITY : this.lastSeq();
  }

  /** One event as it came (the JSON of a live message or of `GET …/events`). True when the state changed. */
  observe(raw: unknown): boolean {
    if (this.stopped) return false;
    const seq = typeof raw === "object" && raw !== null && "seq" in raw ? raw.seq : undefined;
    if (typeof seq !== "number" || seq <= this.lastSeq()) return false;
    if (seq !== this.lastSeq() + 1) {
      // Events are missing before this one: the session fetches them (`gapToFill`); later
      // events wait until the chain can follow on to them.
      this.gapAfter ??= this.lastSeq();
      return false;
    }
    const hashes = viewHashes(raw, this.table ? this.tableSeq + 1 : undefined);
    if (hashes === null) return false;
    this.note(this.own.step(hashes.seq, hashes.prev, hashes.hash));
    if (this.table && hashes.table) {
      this.tableSeq++;
      this.note(this.table.step(this.tableSeq, hashes.table.prev, hashes.table.hash));
    }
    if (this.gapAfter !== null && this.lastSeq() > this.gapAfter) this.gapAfter = null;
    if (this.live) this.keep();
    return true;
  }

  /**
   * A gap is open and nobody is fetching it: the event to fetch after (the last one followed).
   * The caller fetches the log from there, feeds it to {@link observe} and calls {@link fillDone}.
   */
  gapToFill(): number | null {
    if (this.stopped || this.gapAfter === null || this.filling !== null) return null;
    this.filling = this.lastSeq();
    return this.filling;
  }

  /**
   * The fetch for a gap ended (`fetched`: the server answered). A fetch that answered but brought
   * the chain no further means the server does not have those events for this member any more:
   * the watch stops and says where (`interruptedAfter`). A fetch that failed (offline) is tried
   * again at the next event. True when the state changed.
   */
  fillDone(fetched: boolean): boolean {
    const from = this.filling;
    this.filling = null;
    if (!fetched || from === null || this.gapAfter === null || this.lastSeq() > from) return false;
    this.stopped = true;
    this.interruptedAfter = this.lastSeq();
    return true;
  }

  /**
   * The server sent its whole backlog (the socket's first `ready`): a log that ends before a head
   * seen before is short; from here the heads are kept as they move (not each of the backlog's).
   */
  ready(): boolean {
    if (this.stopped || this.live) return false;
    this.live = true;
    for (const follower of [this.own, this.table]) {
      if (this.problem === null && follower?.seen && (follower.last?.seq ?? 0) < follower.seen.seq) {
        this.problem = {
          kind: "shorter",
          stream: follower.stream,
          seq: follower.seen.seq,
          last: follower.last?.seq ?? 0,
        };
      }
    }
    this.keep();
    return true;
  }

  /** What the settings view shows. */
  state(): ChainState {
    const table = this.table ?? this.own;
    return {
      table: table.last,
      gm: this.table ? this.own.last : null,
      problem: this.problem,
      interruptedAfter: this.interruptedAfter,
    };
  }

  private note(problem: ChainProblem | null) {
    if (problem !== null && this.problem === null) this.problem = problem;
  }

  /**
   * The newest heads into storage — not once a problem showed: the heads seen before stay as the
   * evidence, and the warning stays on every later visit.
   */
  private keep() {
    if (this.problem !== null) return;
    // Merged into what is kept: the table screen on the GM's laptop follows only the table stream
    // and must not drop the GM's head of the whole log.
    const key = storageKey(this.tableId);
    const heads: StoredChainHeads = parseStored(this.storage.getItem(key), storedChainHeadsSchema) ?? {};
    for (const follower of [this.own, this.table]) {
      const last = follower?.last;
      if (!follower || !last) continue;
      // Never back: another tab of this table may have kept a later head meanwhile.
      const kept = heads[follower.stream];
      if (kept === undefined || last.seq >= kept.seq) heads[follower.stream] = last;
    }
    this.storage.setItem(key, JSON.stringify(heads));
  }
}
