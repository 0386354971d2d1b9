import { bodyDigest, chainBodyOf, chainHash, publicBodyOf } from "@spieltisch/protocol";
import { nativeSha256Hex } from "../fairness/native-sha256.js";
import type { StoredEvent } from "./stored-event.js";

/** An event's hash in each stream's chain: the GM stream's always, the table stream's unless secret. */
export interface EventHashes {
  readonly full: string;
  readonly table: string | null;
}

/**
 * The hashes of a stored event in the chains of the streams it is in (protocol `chainHash`), over
 * the views the members get: the GM's with `secret` and the whole body, the table stream's with
 * the body that stream shows. The body is hashed once when both streams show it alike.
 *
 * @example
 * eventHashes(appended); // { full: "3f9a…", table: "77c0…" } — the tables' heads after it
 */
export function eventHashes(event: StoredEvent): EventHashes {
  const { fullSeq, tableSeq, kind, by, at, secret } = event;
  const body = chainBodyOf(event.body);
  const digest = bodyDigest(body, nativeSha256Hex);
  const full = chainHash(
    { seq: fullSeq, kind, by, at, secret, prev: event.prev ?? undefined, body },
    nativeSha256Hex,
    digest,
  );
  if (tableSeq === null) return { full, table: null };
  const shown = publicBodyOf(kind, body);
  const table = chainHash(
    { seq: tableSeq, kind, by, at, secret: false, prev: event.tablePrev ?? undefined, body: shown },
    nativeSha256Hex,
    shown === body ? digest : undefined,
  );
  return { full, table };
}
