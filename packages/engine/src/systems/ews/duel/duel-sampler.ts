import type { Rng } from "../../../dice/rng.js";
import { EngineError, requireInt } from "../../../errors.js";
import type { TableSettings } from "../../table-settings.js";
import { hasModule } from "../../table-settings.js";
import { fillFaces, LAYOUT, runDuels } from "./duel-kernel.js";
import { writeOpening } from "./duel-opening.js";
import { type DuelParams, type DuelSetup, duelSetup } from "./duel-params.js";
import { DEFAULT_MAX_ROUNDS } from "./duel-roll.js";
import { seedStreams } from "./duel-streams.js";
import { writeFighterTables } from "./duel-tables.js";

const {
  FACES,
  MAX_CHECK_FACES,
  NEXT_FACE,
  OUT_CRITICAL_A,
  OUT_CRITICAL_B,
  OUT_ROUNDS,
  OUT_ROUNDS_SQUARED,
  OUT_UNITS_A,
  OUT_UNITS_B,
  OUT_WINS_A,
  OUT_WINS_B,
  TABLE_SIZE,
} = LAYOUT;

/** Sums over simulated duels; add tallies of several workers with {@link addTallies}. */
export interface DuelTally {
  n: number;
  winsA: number;
  winsB: number;
  draws: number;
  rounds: number;
  roundsSquared: number;
  /** Wounds and critical wounds taken, summed over duels. */
  woundsA: number;
  woundsB: number;
  criticalA: number;
  criticalB: number;
}

/** An empty tally. */
export const emptyTally = (): DuelTally => ({
  n: 0,
  winsA: 0,
  winsB: 0,
  draws: 0,
  rounds: 0,
  roundsSquared: 0,
  woundsA: 0,
  woundsB: 0,
  criticalA: 0,
  criticalB: 0,
});

/** Adds `b` into `a` (in place) and returns `a`. */
export function addTallies(a: DuelTally, b: DuelTally): DuelTally {
  for (const k of Object.keys(a) as (keyof DuelTally)[]) a[k] += b[k];
  return a;
}

/** The tables of the last pairing: the CLI and benchmarks sample the same pairing chunk after chunk. */
let memo: { key: string; T: Int32Array } | undefined;

/** The kernel's tables for a pairing (fighter tables and opening), built once per pairing. */
function tablesFor(sa: DuelSetup, sb: DuelSetup, maxRounds: number): Int32Array {
  const key = JSON.stringify([sa, sb, maxRounds >= 2]);
  if (memo?.key !== key) {
    const T = new Int32Array(TABLE_SIZE);
    writeFighterTables(T, sa, sb);
    writeOpening(
      T,
      sb.weapon - sa.armor,
      sa.weapon - sb.armor,
      startIndex(sa),
      startIndex(sb),
      maxRounds >= 2,
    );
    memo = { key, T };
  }
  return memo.T;
}

/** A fighter's TP as the kernel's index (TP + 5 × Eigenschaft; 0 is dead). */
const startIndex = (s: DuelSetup): number => s.tp + 5 * s.attribute;

/**
 * Simulates `n` duels with the same rules as {@link rollDuel} (plain ±W6; krit is not supported
 * here, use rollDuel) and returns their tally. The dice come from private sfc32 streams keyed by
 * bits drawn from `rng`, so a seeded source gives reproducible tallies. The work is done by
 * {@link runDuels}: the first two rounds are one lookup in a precomputed opening, later rounds
 * are fought in local integers with table-driven state (see duel-kernel.ts), at about two thirds
 * the speed of a hand-written loop of a much simpler duel (`bench/ews-confront.bench.ts`).
 *
 * @example
 * const t = sampleDuels(seededRng(1), 100_000, { a: { value: 12, weapon: 4 }, b: { value: 12, weapon: 4 } }, PLAIN_TABLE);
 * t.winsA / t.n; // ≈ 0.551 (the exact chain: 0.5513)
 */
export function sampleDuels(rng: Rng, n: number, params: DuelParams, table: TableSettings): DuelTally {
  if (hasModule(table, "krit")) {
    throw new EngineError(
      "not-available",
      "The fast duel sampler rolls the plain ±W6; use rollDuel with krit",
      {
        command: "sampleDuels",
        system: "ews+krit",
      },
    );
  }
  const sa = duelSetup(params.a, "a", table);
  const sb = duelSetup(params.b, "b", table);
  const maxRounds = requireInt("maxRounds", params.maxRounds ?? DEFAULT_MAX_ROUNDS, 0, 2 ** 31 - 1);
  const T = tablesFor(sa, sb, maxRounds);
  const S = seedStreams(rng);
  const F = new Int32Array(FACES);
  const out = new Float64Array(8);
  for (let done = 0; done < n; ) {
    if (S[NEXT_FACE]! > FACES - MAX_CHECK_FACES) {
      fillFaces(F, S);
      S[NEXT_FACE] = 0;
    }
    done += runDuels(T, S, F, out, n - done, sb.weapon - sa.armor, sa.weapon - sb.armor, maxRounds);
  }
  const critA = out[OUT_CRITICAL_A]!;
  const critB = out[OUT_CRITICAL_B]!;
  return {
    n,
    winsA: out[OUT_WINS_A]!,
    winsB: out[OUT_WINS_B]!,
    draws: n - out[OUT_WINS_A]! - out[OUT_WINS_B]!,
    rounds: out[OUT_ROUNDS]!,
    roundsSquared: out[OUT_ROUNDS_SQUARED]!,
    // A wound is one unit, a critical wound two.
    woundsA: out[OUT_UNITS_A]! - 2 * critA,
    woundsB: out[OUT_UNITS_B]! - 2 * critB,
    criticalA: critA,
    criticalB: critB,
  };
}
