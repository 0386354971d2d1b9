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
 * A source that can also fill a buffer with d6 faces in bulk, for simulations that roll millions
 * of dice and want no per-die call overhead.
 */
export interface BulkD6Source extends Rng {
  /** Fills `out` with faces 1..6. */
  fillD6(out: Uint8Array): void;
}
