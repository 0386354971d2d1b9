/**
 * A source of fair dice. Every roll in the engine takes one of these as an argument; there is no
 * global RNG, so tests use {@link seededRng} or {@link scriptedRng} and play uses {@link cryptoRng}.
 *
 * @example
 * const face = rng.die(6); // 1..6
 */
export interface Rng {
  /** A uniformly distributed face in `1..sides`, without modulo bias. */
  die(sides: number): number;
}

/**
 * A source that can also roll d6 in bulk, for simulations that roll millions of dice and want
 * neither per-die calls nor result objects.
 */
export interface BulkD6Source extends Rng {
  /** Fills `out` with faces 1..6. */
  fillD6(out: Uint8Array): void;
  /** Rolls `n` d6 and counts those whose face f has bit f − 1 set in `faceMask` (0b101010: even faces). */
  countD6(n: number, faceMask: number): number;
  /** Rolls `n` pairs of d6 and returns Σ table[first × 7 + second]. */
  sumD6Pairs(n: number, table: Uint8Array): number;
}
