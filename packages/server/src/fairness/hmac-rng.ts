import { createHmac } from "node:crypto";
import { EngineError, type Rng } from "@spieltisch/engine";
import { canonicalJson } from "./canonical-json.js";

const TWO_32 = 4294967296;

/**
 * The dice of one server roll, derived from the table's secret seed: block `i` of the stream is
 * `HMAC-SHA256(key = seed bytes, message = canonicalJson([counter, request, i]))`, read as eight
 * big-endian 32-bit words. A die with `s` sides takes words until one is below the largest
 * multiple of `s` under 2^32 and returns `word mod s + 1` — plain rejection sampling, unbiased,
 * and simple enough to re-implement from this comment when verifying a log.
 *
 * @example
 * const rng = new HmacRng(seedHex, 7, { system: "ews", action: "check", options: { value: 12, target: 15 } });
 * rng.die(6);
 */
export class HmacRng implements Rng {
  private readonly key: Buffer;
  private block = 0;
  private words: number[] = [];

  constructor(
    seedHex: string,
    private readonly counter: number,
    private readonly request: unknown,
  ) {
    this.key = Buffer.from(seedHex, "hex");
  }

  /** The next uniform 32-bit word of the stream. */
  uint32(): number {
    if (this.words.length === 0) {
      const digest = createHmac("sha256", this.key)
        .update(canonicalJson([this.counter, this.request, this.block++]))
        .digest();
      for (let i = 28; i >= 0; i -= 4) this.words.push(digest.readUInt32BE(i));
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
