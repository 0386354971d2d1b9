import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { canonicalJson } from "./canonical-json.js";

/**
 * Hex SHA-256 of a text's UTF-8 bytes. Every implementation gives the same digest; the default
 * ({@link portableSha256Hex}) runs everywhere, the server passes Node's native one.
 */
export type Sha256Hex = (text: string) => string;

/** SHA-256 from `@noble/hashes`, as the seed commitments: synchronous, in Node.js and the browser. */
export const portableSha256Hex: Sha256Hex = (text) => bytesToHex(sha256(utf8ToBytes(text)));

/**
 * The `prev` of the first event of a chain: 64 zeros. Fixed, not derived from the table id: an
 * imported table gets a new id but keeps its log, and its chain goes on through the import.
 */
export const CHAIN_GENESIS = "0".repeat(64);

/** The version tag hashed in front of every link, so no other hash of the project can pass for one. */
const CHAIN_TAG = "spieltisch/chain@1";

/**
 * What the chain hashes of one event in one visibility stream (issue #31): its number in that
 * stream, kind, author, time, whether it is secret (always false in the table stream), the `prev`
 * it carries (absent on events logged before the chain) and its body as that stream shows it.
 */
export interface ChainLink {
  readonly seq: number;
  readonly kind: string;
  readonly by: string | null;
  readonly at: string;
  readonly secret: boolean;
  readonly prev?: string | undefined;
  readonly body: Readonly<Record<string, unknown>>;
}

/**
 * The keys of every envelope an event is shown in (a member's view, an export): never part of the
 * body a link hashes, whichever view the body was taken from.
 */
const ENVELOPE_KEYS: ReadonlySet<string> = new Set([
  "seq",
  "fullSeq",
  "tableSeq",
  "kind",
  "secret",
  "by",
  "at",
  "prev",
  "tablePrev",
]);

/**
 * The body of an event as a link hashes it: the event (a bare body, a member's view or an exported
 * event) without envelope fields. The same object when it has none (a body as the server built it).
 *
 * @example
 * chainBodyOf({ seq: 3, kind: "note", by: null, at: "…", text: "Hallo" }); // { text: "Hallo" }
 */
export function chainBodyOf(event: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  if (!Object.keys(event).some((key) => ENVELOPE_KEYS.has(key))) return event;
  return Object.fromEntries(Object.entries(event).filter(([key]) => !ENVELOPE_KEYS.has(key)));
}

/**
 * Hex SHA-256 of a body's canonical JSON ({@link canonicalJson}). A link hashes this digest, not
 * the body: a body is hashed once even where both streams chain the event (the server hashes every
 * public event twice, once per stream).
 */
export const bodyDigest = (
  body: Readonly<Record<string, unknown>>,
  sha: Sha256Hex = portableSha256Hex,
): string => sha(canonicalJson(body));

/**
 * The hash of an event in its stream's chain: hex SHA-256 of
 * `canonicalJson(["spieltisch/chain@1", {at, body: <hex SHA-256 of the body's canonical JSON>, by,
 * kind, prev, secret, seq}])` (`prev` left out where the event carries none). The next event of
 * the stream carries it as its `prev`; the last one's is the stream's head, the fingerprint
 * members compare. `digest` is the body's {@link bodyDigest} when the caller has it already.
 *
 * @example
 * chainHash({ seq: 1, kind: "note", by: null, at: "2024-01-01T00:00:00.000Z", secret: false, prev: CHAIN_GENESIS, body: { text: "Hallo" } });
 * // "…" (64 hex digits)
 */
export function chainHash(link: ChainLink, sha: Sha256Hex = portableSha256Hex, digest?: string): string {
  const { body, ...envelope } = link;
  return sha(canonicalJson([CHAIN_TAG, { ...envelope, body: digest ?? bodyDigest(body, sha) }]));
}
