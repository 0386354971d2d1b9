import type { Rng } from "../../../dice/rng.js";
import { LAYOUT } from "./duel-kernel.js";

const { CHECK, EXCHANGE, FACES, LEFT, NEXT_FACE, POOL, STREAM_SIZE } = LAYOUT;

/*
 * The fast sampler's two dice streams, both sfc32 (as seededRng) keyed by bits drawn from the
 * caller's Rng, so a seeded Rng gives reproducible tallies. The exchange stream is consumed inline
 * by the kernel (its state is copied into locals); the check stream fills a buffer of faces that
 * the rarer low-TP checks take from (fillFaces in duel-kernel.ts), so the kernel needs no second
 * inline copy of the generator there.
 */

/** One sfc32 step on the four words at `at` (used to mix the keys). */
function step(S: Int32Array, at: number): void {
  const a = S[at]!;
  const b = S[at + 1]!;
  const c = S[at + 2]!;
  const d = (S[at + 3]! + 1) | 0;
  const t = (((a + b) | 0) + d) | 0;
  S[at] = b ^ (b >>> 9);
  S[at + 1] = (c + (c << 3)) | 0;
  S[at + 2] = (((c << 21) | (c >>> 11)) + t) | 0;
  S[at + 3] = d;
}

/**
 * Fresh stream state: 256 bits from `rng` (two sfc32 keys), mixed like `seededRng` mixes its seed.
 *
 * @example
 * const S = seedStreams(seededRng(7)); // same S for the same seed
 */
export function seedStreams(rng: Rng): Int32Array {
  const S = new Int32Array(STREAM_SIZE);
  for (const at of [EXCHANGE, CHECK]) {
    for (let i = 0; i < 4; i++) S[at + i] = ((rng.die(65_536) - 1) * 65_536 + (rng.die(65_536) - 1)) | 0;
    for (let i = 0; i < 12; i++) step(S, at);
  }
  S[POOL] = 0;
  S[LEFT] = 0;
  S[NEXT_FACE] = FACES;
  return S;
}
