import { publicBodyOf } from "../events/public-body.js";
import { CHAIN_GENESIS, chainBodyOf, chainHash } from "./log-chain.js";

/** An exported event as a forger edits it: the envelope fields the chain reads, the rest its body. */
export interface EditableEvent {
  fullSeq: number;
  tableSeq: number | null;
  kind: string;
  secret: boolean;
  by: string | null;
  at: string;
  prev?: string;
  tablePrev?: string;
  [field: string]: unknown;
}

/**
 * Writes an exported log's chain anew, as a forger who rewrote the log would: every `prev` (and,
 * where the log holds secret events — a GM export —, every `tablePrev` of the others) the hash of
 * the event before it as it stands now. No secret is needed for that; only a head noted earlier
 * shows the rewrite (`verify --head`).
 *
 * @example
 * forged.events.splice(3, 1); renumber(forged.events); rechain(forged.events);
 */
export function rechain(events: EditableEvent[]): void {
  const gmExport = events.some((event) => event.secret);
  let own = CHAIN_GENESIS;
  let table = CHAIN_GENESIS;
  for (const event of events) {
    event.prev = own;
    const body = chainBodyOf(event);
    const { fullSeq, kind, by, at, secret } = event;
    own = chainHash({ seq: fullSeq, kind, by, at, secret, prev: own, body });
    if (!gmExport || secret || event.tableSeq === null) continue;
    event.tablePrev = table;
    table = chainHash({
      seq: event.tableSeq,
      kind,
      by,
      at,
      secret: false,
      prev: table,
      body: publicBodyOf(kind, body),
    });
  }
}

/** Numbers a log's events anew without gaps, in both streams, as a forger closing a gap would. */
export function renumber(events: EditableEvent[]): void {
  let tableSeq = 0;
  events.forEach((event, i) => {
    event.fullSeq = i + 1;
    event.tableSeq = event.secret ? null : ++tableSeq;
  });
}
