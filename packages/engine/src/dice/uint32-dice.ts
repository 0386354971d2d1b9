import { requireInt } from "../errors.js";
import type { BulkD6Source } from "./rng.js";

const TWO_32 = 4294967296;
/** 6^11: eleven base-6 digits fit into one 32-bit draw. */
const SIX_POW_11 = 362797056;
/** Largest multiple of 6^11 below 2^32; draws at or above it are rejected to stay unbiased. */
const D6_DIGITS_LIMIT = 11 * SIX_POW_11;

/**
 * Turns a stream of uniform 32-bit words into unbiased dice. Generic sides use Lemire's
 * multiply-shift with rejection; d6 uses eleven base-6 digits per word (7 % of words rejected),
 * which is why bulk d6 rolling costs less than one word per die.
 */
export abstract class Uint32Dice implements BulkD6Source {
  private pool = 0;
  private poolLeft = 0;

  /** The next uniform unsigned 32-bit integer. */
  abstract uint32(): number;

  die(sides: number): number {
    if (sides === 6) return this.d6();
    requireInt("sides", sides, 1, 2 ** 21);
    let m = this.uint32() * sides;
    let low = m % TWO_32;
    if (low < sides) {
      const threshold = (TWO_32 - sides) % sides;
      while (low < threshold) {
        m = this.uint32() * sides;
        low = m % TWO_32;
      }
    }
    return Math.floor(m / TWO_32) + 1;
  }

  /** One d6 face, taken from the buffered base-6 digits. */
  d6(): number {
    if (this.poolLeft === 0) {
      let x = this.uint32();
      while (x >= D6_DIGITS_LIMIT) x = this.uint32();
      this.pool = x % SIX_POW_11;
      this.poolLeft = 11;
    }
    const digit = this.pool % 6;
    this.pool = (this.pool - digit) / 6;
    this.poolLeft--;
    return digit + 1;
  }

  fillD6(out: Uint8Array): void {
    const n = out.length;
    let i = 0;
    while (i < n) {
      let x = this.uint32();
      if (x >= D6_DIGITS_LIMIT) continue;
      x %= SIX_POW_11;
      const end = Math.min(n, i + 11);
      for (; i < end; i++) {
        const digit = x % 6;
        out[i] = digit + 1;
        x = (x - digit) / 6;
      }
    }
  }
}

export { D6_DIGITS_LIMIT, SIX_POW_11 };
