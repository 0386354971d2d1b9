import type { Stream } from "../api/tables.js";
import { publicBodyOf } from "../events/public-body.js";
import type { ExportedEvent } from "../events/table-event.js";
import { CHAIN_GENESIS, type ChainLink, chainBodyOf, chainHash, type Sha256Hex } from "./log-chain.js";

/** Why a chain does not hold: an event's `prev` is not its predecessor's hash, or it has none. */
export type ChainProblemCode = "chain-broken" | "chain-cut";

/** The first event at which a stream's chain does not hold. */
export interface ChainProblem {
  readonly fullSeq: number;
  readonly stream: Stream;
  readonly code: ChainProblemCode;
  readonly reason: string;
}

/** One event's place in a chain: its hash and where it is. */
export interface ChainEntry {
  readonly hash: string;
  readonly fullSeq: number;
  readonly stream: Stream;
}

/** What the chains of an export say: the first problem, and every event's hash per chain. */
export interface ExportChains {
  readonly problem: ChainProblem | null;
  /**
   * The chain of the exporter's own stream (`prev`): the GM's over every event, a player's or
   * viewer's over the table stream. Every event's hash, in order; the last is the head.
   */
  readonly own: readonly ChainEntry[];
  /**
   * In a GM export only, the table stream's chain (`tablePrev`) over the events that are not
   * secret, as the players' apps hash them: the GM's export contains a head a player noted.
   */
  readonly table: readonly ChainEntry[] | null;
}

/**
 * Follows one stream's chain: an event with `prev` must carry the hash of the event before it in
 * the stream (the genesis for the first); once one does, every later one must (an export cut off
 * the chain would read as one logged before it). Events before the first `prev` were logged before
 * the chain existed and are hashed as they are, so the first chained event still pins the last of them.
 */
class ChainWalk {
  readonly entries: ChainEntry[] = [];
  private started = false;

  constructor(
    private readonly stream: Stream,
    private readonly sha: Sha256Hex | undefined,
  ) {}

  step(link: ChainLink, fullSeq: number): ChainProblem | null {
    const expected = this.entries.at(-1)?.hash ?? CHAIN_GENESIS;
    if (link.prev !== undefined) {
      if (link.prev !== expected) {
        return {
          fullSeq,
          stream: this.stream,
          code: "chain-broken",
          reason: `the ${this.stream} stream's chain breaks: prev is not the hash of the event before it — an event was removed, inserted, swapped, changed or renumbered`,
        };
      }
      this.started = true;
    } else if (this.started) {
      return {
        fullSeq,
        stream: this.stream,
        code: "chain-cut",
        reason: `the ${this.stream} stream's chain is cut: the event carries no prev although the chain began before it`,
      };
    }
    this.entries.push({ hash: chainHash(link, this.sha), fullSeq, stream: this.stream });
    return null;
  }
}

/**
 * Walks the chains of an exported log (issue #31). The export's own chain runs over every event
 * it holds, by `fullSeq` (a player's export numbers its events by the table stream): its links are
 * the events as exported. A GM export (it holds secret events; every table has one from its
 * creation) also carries the table stream's chain in `tablePrev`: its links are the events that
 * are not secret, numbered by `tableSeq`, with the body the table stream shows (a secret NPC's side
 * hidden, `publicBodyOf`) — exactly what each player's app and export hash, so a player can check
 * their own export without seeing a secret event, and everybody can check the GM's.
 *
 * @example
 * const { problem, own } = exportChains(data.events);
 * own.at(-1)?.hash; // the head
 */
export function exportChains(events: readonly ExportedEvent[], sha?: Sha256Hex): ExportChains {
  const gmExport = events.some((event) => event.secret);
  const own = new ChainWalk(gmExport ? "gm" : "table", sha);
  const table = gmExport ? new ChainWalk("table", sha) : null;
  let problem: ChainProblem | null = null;
  for (const event of events) {
    const body = chainBodyOf(event);
    const { fullSeq, kind, by, at, secret } = event;
    problem = own.step({ seq: fullSeq, kind, by, at, secret, prev: event.prev, body }, fullSeq);
    if (problem === null && table !== null && !secret && event.tableSeq !== null) {
      problem = table.step(
        {
          seq: event.tableSeq,
          kind,
          by,
          at,
          secret: false,
          prev: event.tablePrev,
          body: publicBodyOf(kind, body),
        },
        fullSeq,
      );
    }
    if (problem !== null) break;
  }
  return { problem, own: own.entries, table: table?.entries ?? null };
}

/**
 * Where an export contains a head (a whole hash or the prefix `normaliseHead` gives): the
 * first event of either chain whose hash starts with it; null when none does — the log was
 * rewritten since that head was noted (or is another table's).
 */
export function findHead(chains: ExportChains, head: string): ChainEntry | null {
  for (const entry of [...chains.own, ...(chains.table ?? [])]) if (entry.hash.startsWith(head)) return entry;
  return null;
}
