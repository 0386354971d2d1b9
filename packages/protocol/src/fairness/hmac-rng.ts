import { sha256 } from "@noble/hashes/sha2.js";
import { hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { EngineError, type Rng } from "@spieltisch/engine";
import { canonicalJson } from "./canonical-json.js";
import { type KeyedMac, type MacFactory, portableMac } from "./keyed-mac.js";

const TWO_32 = 4294967296;

/**
 * The dice of one server roll, derived from the table's secret seed: block `i` of the stream is
 * `HMAC-SHA256(key = seed bytes, message = canonicalJson([...prefix, i]))`, read as eight
 * big-endian 32-bit words. A die with `s` sides takes words until one is below the largest
 * multiple of `s` under 2^32 and returns `word mod s + 1` — plain rejection sampling, unbiased,
 * and simple enough to re-implement from this comment when verifying a log. The prefix is what
 * the roll is bound to (`derivationPrefix`): the counter and the request for rolls of the first
 * derivation, the client seed, who rolled and the request for the second.
 *
 * HMAC-SHA256 comes from `@noble/hashes` by default ({@link portableMac}): synchronous and the
 * same in Node.js and the browser, so the server, `spieltisch verify` and the web app derive with
 * the same code; the server may pass Node's native HMAC (the same bytes, faster).
 *
 * @example
 * const rng = new HmacRng(seedHex, [7, { system: "ews", action: "check", options: { value: 12, target: 15 } }]);
 * rng.die(6);
 */
export class HmacRng implements Rng {
  private readonly mac: KeyedMac;
  /** `canonicalJson([...prefix, i])` without its `i]`: the prefix is encoded once, not per block. */
  private readonly head: string;
  private block = 0;
  private words: number[] = [];

  constructor(seedHex: string, prefix: readonly unknown[], macFactory: MacFactory = portableMac) {
    this.mac = macFactory(hexToBytes(seedHex));
    this.head = messageHead(prefix);
  }

  /**
   * The proof of the roll these dice belong to ({@link rollProof}), with the key and the encoded
   * prefix this stream already holds.
   */
  proof(): string {
    return proofOf(this.mac, this.head);
  }

  /** The next uniform 32-bit word of the stream. */
  uint32(): number {
    if (this.words.length === 0) {
      const digest = this.mac(utf8ToBytes(`${this.head}${this.block++}]`));
      const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
      for (let i = 28; i >= 0; i -= 4) this.words.push(view.getUint32(i, false));
    }
    return this.words.pop()!;
  }

  die(sides: number): number {
    if (!Number.isInteger(sides) || sides < 1 || sides > 2 ** 21) {
      throw new EngineError("invalid-argument", `sides must be a whole number in 1..${2 ** 21}`, { sides });
    }
    const limit = TWO_32 - (TWO_32 % sides);
    for (;;) {
      const word = this.uint32();
      if (word < limit) return (word % sides) + 1;
    }
  }
}

/**
 * The proof of a roll of the second derivation: the first 16 bytes of
 * `HMAC-SHA256(key = seed bytes, message = canonicalJson([...prefix, "proof"]))`, as hex. Logged
 * with the roll; once the seed is revealed, any change to what the roll is bound to (who rolled,
 * the label, the options, the client seed) changes it with certainty — the dice of one check alone
 * might come out the same by chance.
 *
 * @example
 * rollProof(seedHex, derivationPrefix(request, binding, 2)); // "9f1c…" (32 hex digits)
 */
export function rollProof(
  seedHex: string,
  prefix: readonly unknown[],
  macFactory: MacFactory = portableMac,
): string {
  return proofOf(macFactory(hexToBytes(seedHex)), messageHead(prefix));
}

/** The proof from a keyed MAC and the encoded prefix head (see {@link messageHead}). */
const proofOf = (mac: KeyedMac, head: string): string =>
  toHex(mac(utf8ToBytes(`${head}"proof"]`)).subarray(0, 16));

/**
 * `canonicalJson([...prefix, last])` up to `last`: `[` and the prefix's items with a comma after
 * them. The same bytes as encoding the whole array, so derivations do not change.
 */
function messageHead(prefix: readonly unknown[]): string {
  const whole = canonicalJson(prefix);
  return prefix.length === 0 ? "[" : `${whole.slice(0, -1)},`;
}

const toHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/**
 * The public commitment to a seed: SHA-256 of the seed's bytes, as hex. Published before the
 * first roll with that seed, so the server cannot change the seed afterwards.
 *
 * @example
 * seedCommitment("00".repeat(32)); // "66687aad…"
 */
export const seedCommitment = (seedHex: string): string => toHex(sha256(hexToBytes(seedHex)));
