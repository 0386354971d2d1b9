import { z } from "zod";
import { publicBodyOf } from "../events/public-body.js";
import { type ChainLink, chainBodyOf, chainHash, type Sha256Hex } from "./log-chain.js";

/**
 * The envelope of an event as a member's view carries it (`GET …/events`, the live socket), read
 * from the JSON as it came, before the event's own schema — which drops what it does not know —
 * so the hash covers every field the server sent.
 */
const viewEnvelopeSchema = z.looseObject({
  seq: z.number().int().positive(),
  kind: z.string(),
  by: z.string().nullable(),
  at: z.string(),
  secret: z.boolean().optional(),
  prev: z.string().optional(),
  tablePrev: z.string().optional(),
});

/** What a member's app follows of one event it received: its hashes in the chains it can check. */
export interface ViewHashes {
  readonly seq: number;
  readonly prev: string | undefined;
  /** The hash in the member's own stream (the GM's: every event; anyone else's: the table stream). */
  readonly hash: string;
  /** For the GM, an event that is not secret: its `tablePrev` and its hash in the table stream. */
  readonly table?: { readonly prev: string | undefined; readonly hash: string };
}

/**
 * The chain hashes of one event as a member received it (the JSON of `GET …/events` or a live
 * message), or null when it is no event view. The link is the view itself: `seq` in the member's
 * stream, `secret` as the GM sees it (absent: false), `prev`, and the rest as the body. For the GM
 * (`tableSeq`: the event's number in the table stream, which the GM counts along their log) an event
 * that is not secret also gets its table-stream hash, over the body the table stream shows — the
 * head the players' apps show, so all compare the same fingerprint.
 *
 * @example
 * viewHashes(JSON.parse(message.data)); // { seq: 12, prev: "…", hash: "…" }
 */
export function viewHashes(raw: unknown, tableSeq?: number, sha?: Sha256Hex): ViewHashes | null {
  const parsed = viewEnvelopeSchema.safeParse(raw);
  if (!parsed.success) return null;
  const view = parsed.data;
  const body = chainBodyOf(view);
  const link: ChainLink = {
    seq: view.seq,
    kind: view.kind,
    by: view.by,
    at: view.at,
    secret: view.secret ?? false,
    prev: view.prev,
    body,
  };
  const own = { seq: view.seq, prev: view.prev, hash: chainHash(link, sha) };
  if (tableSeq === undefined || view.secret !== false) return own;
  const shown = publicBodyOf(view.kind, body);
  const tableLink: ChainLink = { ...link, seq: tableSeq, prev: view.tablePrev, body: shown };
  return { ...own, table: { prev: view.tablePrev, hash: chainHash(tableLink, sha) } };
}
