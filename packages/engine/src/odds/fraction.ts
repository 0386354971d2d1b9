const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

const CACHE = new Map<number, Fraction[]>();

/**
 * An exact, always reduced rational number. Probabilities stay exact inside the engine and become
 * floats or `"n/d"` strings only at the edge (CLI JSON `pSuccessExact`, API).
 *
 * @example
 * Fraction.of(2, 6).toString(); // "1/3"
 */
export class Fraction {
  private constructor(
    readonly num: bigint,
    readonly den: bigint,
  ) {}

  static readonly ZERO = new Fraction(0n, 1n);
  static readonly ONE = new Fraction(1n, 1n);

  /**
   * `num/den` from a per-denominator memo table, for hot odds paths that return the same few
   * fractions over and over (n/6, n/216, n/36…). BigInt reduction costs far more than a lookup.
   * Use only with small non-negative integers (den ≤ 1,000,000).
   */
  static cached(num: number, den: number): Fraction {
    let table = CACHE.get(den);
    if (!table) {
      table = [];
      CACHE.set(den, table);
    }
    let fraction = table[num];
    if (!fraction) {
      fraction = Fraction.of(num, den);
      table[num] = fraction;
    }
    return fraction;
  }

  /** Builds a reduced fraction; the denominator must not be zero. */
  static of(num: bigint | number, den: bigint | number = 1n): Fraction {
    let n = BigInt(num);
    let d = BigInt(den);
    if (d === 0n) throw new RangeError("Fraction with denominator 0");
    if (d < 0n) {
      n = -n;
      d = -d;
    }
    const g = gcd(n, d) || 1n;
    return new Fraction(n / g, d / g);
  }

  add(other: Fraction): Fraction {
    return Fraction.of(this.num * other.den + other.num * this.den, this.den * other.den);
  }

  sub(other: Fraction): Fraction {
    return Fraction.of(this.num * other.den - other.num * this.den, this.den * other.den);
  }

  mul(other: Fraction): Fraction {
    return Fraction.of(this.num * other.num, this.den * other.den);
  }

  div(other: Fraction): Fraction {
    return Fraction.of(this.num * other.den, this.den * other.num);
  }

  equals(other: Fraction): boolean {
    return this.num === other.num && this.den === other.den;
  }

  compare(other: Fraction): number {
    const diff = this.num * other.den - other.num * this.den;
    return diff < 0n ? -1 : diff > 0n ? 1 : 0;
  }

  /** Nearest float (exact for the small fractions dice produce). */
  toNumber(): number {
    const n = Number(this.num);
    const d = Number(this.den);
    if (Number.isSafeInteger(n) && Number.isSafeInteger(d)) return n / d;
    // Scale down huge numerators/denominators before converting to keep precision.
    const shift = BigInt(Math.max(0, this.den.toString(2).length - 60));
    return Number(this.num >> shift) / Number(this.den >> shift);
  }

  /** Always `"n/d"`, also for 0 (`"0/1"`) and 1 (`"1/1"`), so parsers need one form only. */
  toString(): string {
    return `${this.num}/${this.den}`;
  }

  toJSON(): string {
    return this.toString();
  }
}
