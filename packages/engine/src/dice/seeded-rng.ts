import { requireInt } from "../errors.js";
import { D6_DIGITS_LIMIT, digitsOf, Uint32Dice } from "./uint32-dice.js";

/** splitmix32 step, used only to spread a small seed over sfc32's 128 bits of state. */
function splitmix32(state: number): [next: number, out: number] {
  const next = (state + 0x9e3779b9) | 0;
  let z = next;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  return [next, (z ^ (z >>> 15)) >>> 0];
}

/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, from PractRand): fast, well
 * tested, 128 bits of state, reproducible from a seed. Not for anything an opponent must not
 * predict — use {@link cryptoRng} or a server-side derived stream for that.
 */
export class SeededRng extends Uint32Dice {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    super();
    requireInt("seed", seed, 0, Number.MAX_SAFE_INTEGER);
    // Low and high 32 bits of the seed both feed the state, so seeds above 2^32 differ too.
    let state = (seed % 4294967296) | 0;
    const high = Math.floor(seed / 4294967296) | 0;
    const words: number[] = [];
    for (let i = 0; i < 4; i++) {
      const [next, out] = splitmix32(i === 1 ? state ^ high : state);
      state = next;
      words.push(out | 0);
    }
    [this.a, this.b, this.c, this.d] = words as [number, number, number, number];
    for (let i = 0; i < 12; i++) this.uint32();
  }

  uint32(): number {
    const { a, b, c } = this;
    const d = (this.d + 1) | 0;
    const t = (((a + b) | 0) + d) | 0;
    this.d = d;
    this.a = b ^ (b >>> 9);
    this.b = (c + (c << 3)) | 0;
    this.c = (((c << 21) | (c >>> 11)) + t) | 0;
    return t >>> 0;
  }

  /** Same faces as the base class would produce, with the generator inlined for speed. */
  override fillD6(out: Uint8Array): void {
    let { a, b, c, d } = this;
    const n = out.length;
    let i = 0;
    while (i < n) {
      d = (d + 1) | 0;
      const t = (((a + b) | 0) + d) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (((c << 21) | (c >>> 11)) + t) | 0;
      const x = t >>> 0;
      if (x >= D6_DIGITS_LIMIT) continue;
      let r = digitsOf(x);
      const end = Math.min(n, i + 11);
      for (; i < end; i++) {
        const rest = (r / 6) | 0;
        out[i] = r - rest * 6 + 1;
        r = rest;
      }
    }
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
  }

  /**
   * The simulation kernel: generator, digit extraction and a bit test in one loop, no buffer.
   * Consumes the stream exactly like {@link fillD6} does.
   */
  override countD6(n: number, faceMask: number): number {
    let { a, b, c, d } = this;
    let i = 0;
    let sum = 0;
    while (i < n) {
      d = (d + 1) | 0;
      const t = (((a + b) | 0) + d) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (((c << 21) | (c >>> 11)) + t) | 0;
      const x = t >>> 0;
      if (x >= D6_DIGITS_LIMIT) continue;
      let r = digitsOf(x);
      const end = Math.min(n, i + 11);
      for (; i < end; i++) {
        const rest = (r / 6) | 0;
        sum += (faceMask >>> (r - rest * 6)) & 1;
        r = rest;
      }
    }
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
    return sum;
  }

  /** Like {@link sumD6} for pairs of dice (11 digits per draw, pairs may straddle draws). */
  override sumD6Pairs(n: number, table: Uint8Array): number {
    let { a, b, c, d } = this;
    const dice = 2 * n;
    let i = 0;
    let first = 0;
    let sum = 0;
    while (i < dice) {
      d = (d + 1) | 0;
      const t = (((a + b) | 0) + d) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (((c << 21) | (c >>> 11)) + t) | 0;
      const x = t >>> 0;
      if (x >= D6_DIGITS_LIMIT) continue;
      let r = digitsOf(x);
      const end = Math.min(dice, i + 11);
      for (; i < end; i++) {
        const rest = (r / 6) | 0;
        const face = r - rest * 6 + 1;
        r = rest;
        if ((i & 1) === 0) first = face * 7;
        else sum += table[first + face]!;
      }
    }
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
    return sum;
  }
}

/**
 * A reproducible dice source for tests, simulations and `--seed`.
 *
 * @example
 * const rng = seededRng(42);
 * rng.die(6); // always the same face for seed 42
 */
export const seededRng = (seed: number): SeededRng => new SeededRng(seed);
