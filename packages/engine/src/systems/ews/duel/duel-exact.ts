import { EngineError } from "../../../errors.js";
import { hasModule, type TableSettings } from "../../table-settings.js";
import { duelGrid, duelKernel } from "./duel-exact-kernel.js";
import {
  doubles,
  OUT_DRAW,
  OUT_PA,
  OUT_PB,
  OUT_PRUNED,
  OUT_ROUNDS,
  OUT_STATES,
  sweep,
} from "./duel-exact-sweep.js";
import { WasmSweep } from "./duel-exact-wasm.js";
import { type DuelParams, type DuelSetup, duelSetup } from "./duel-params.js";

/** Odds of a duel from its Markov chain (floats; see {@link duelOdds} for the error bound). */
export interface DuelOdds {
  readonly pA: number;
  readonly pB: number;
  /** Both can only ever deal 0 damage from some state on. */
  readonly pDraw: number;
  /** Mean rounds; null when a draw is possible (the mean is then infinite). */
  readonly expectedRounds: number | null;
  /** States of the chain that were evaluated (reached with positive mass). */
  readonly states: number;
  /** Probability mass dropped in states below `epsilon` (an upper bound on the error of pA, pB). */
  readonly pruned: number;
}

/** Above this many states the chain gives up (the caller falls back to Monte Carlo). */
export const MAX_EXACT_STATES = 400_000;

/** Default cut-off: 0, the full chain (pruning saves little: the mass spreads over many states). */
export const DEFAULT_DUEL_EPSILON = 0;

/** Cells of the dense state grid above which the chain gives up before allocating it. */
const MAX_CELLS = 16 * MAX_EXACT_STATES;

/** Grids up to this many cells (16 MB of masses) use the scratch below. */
const SCRATCH_CELLS = 1 << 20;

/**
 * The masses of the grid, reused by every call (grown on demand, never shrunk). Invariant between
 * calls: all zero — the sweep zeroes each cell as it reads it, every cell that receives mass is
 * swept later, and a sweep cut short is cleared.
 */
let scratch: number[] = doubles(0);
const results = doubles(6);

/**
 * The sweep compiled to WebAssembly (same results bit for bit, faster), made on first use; null
 * where WebAssembly cannot be compiled, e.g. under a Content-Security-Policy without
 * 'wasm-unsafe-eval' — the JavaScript sweep then runs.
 */
let wasm: WasmSweep | null | undefined;

/** A kernel's masses when the WebAssembly sweep keeps them in its own memory. */
const NO_MASSES = doubles(0);

/**
 * The duel as a Markov chain, propagated forward. A round depends on the wound mali only through
 * their difference, so a state is (TP of A, TP of B, malus A − malus B in units of 3) with the
 * probability of being there on A's and on B's turn. Every damaging round lowers one fighter's TP
 * and leaves the other's, so sweeping the states by TP A falling, then TP B falling is a
 * topological order: each state is finished before anything can reach it again, no iteration.
 * Rounds without damage hand the attack over and are folded in closed form.
 *
 * Why it is fast (12 vs 12 TP: ~21,800 states, ~0.8 ms cold on the bench machine):
 * - A dense grid, no hashing: the masses of both turns sit side by side in one plain array
 *   (reused between calls), the malus difference innermost; the sweep reads each cell once and
 *   zeroes it, so nothing needs clearing. Per TP pair the sweep only visits the malus differences
 *   that the TP losses allow (fewest and most wound units a loss can carry), and the grid stops
 *   at the lowest TP a fighter can stand at.
 * - One pass per hit fighter: a fighter is hit on the attacker's turn (damage = margin + c) and
 *   on its own turn when struck back (damage = c − margin); both land on the same cells, so one
 *   loop over the damage serves both turns. It visits only the damages whose ±W6 difference can
 *   occur (a third cannot), and where it starts and the tie's probability are tabled per lead;
 *   the loop body is two multiply-adds with a survival factor and a per-damage cell step, both
 *   from tables.
 * - The sweep runs as WebAssembly where the platform compiles it (duel-exact-sweep.wat,
 *   duel-exact-wasm.ts): the same loops and float operations in the same order, so the same
 *   results bit for bit (a property test), but its ~25 table reads per state are plain loads
 *   instead of bounds-checked array reads — 1.25 ms → 0.81 ms on the bench machine. Where it
 *   cannot (a page's Content-Security-Policy, huge grids), the JavaScript sweep runs; it reads
 *   plain arrays, not typed arrays: V8 checks every typed-array access for a detached buffer
 *   once any buffer in the process was detached, which made it a quarter slower in the bench
 *   runner (see `doubles` in duel-exact-sweep.ts).
 * The bound is transitions × time per transition: ~164,000 loop steps (each up to two
 * transitions) and ~21,800 state set-ups, about 18 million machine instructions in all.
 *
 * States reached with less than `epsilon` are dropped and their mass reported as `pruned` (0 with
 * `epsilon = 0`: the full chain). Results are memoised per pairing (the last 64; see
 * {@link clearDuelOddsMemo}). Floats: equal to the reference state-by-state chain up to rounding
 * (tests: 1e-12) and to exact fractions by brute force on small duels.
 *
 * @example
 * duelOdds({ a: { value: 12, weapon: 4 }, b: { value: 12, weapon: 4 } }, PLAIN_TABLE).pA; // ≈ 0.551 (A strikes first)
 */
export function duelOdds(params: DuelParams, table: TableSettings, epsilon = DEFAULT_DUEL_EPSILON): DuelOdds {
  const sa = duelSetup(params.a, "a", table);
  const sb = duelSetup(params.b, "b", table);
  const key = JSON.stringify([setupKey(sa), setupKey(sb), hasModule(table, "krit"), epsilon]);
  const known = memo.get(key);
  if (known) {
    // Most recently used last: the oldest entry is evicted first.
    memo.delete(key);
    memo.set(key, known);
    return known;
  }
  const odds = Object.freeze(chain(sa, sb, table, epsilon));
  memo.set(key, odds);
  if (memo.size > MEMO_SIZE) memo.delete(memo.keys().next().value!);
  return odds;
}

/** Everything of a duellist the chain depends on (the check odds carry the table's rules). */
const setupKey = (s: DuelSetup) => [
  s.value,
  s.weapon,
  s.armor,
  s.attribute,
  s.tp,
  s.stance,
  s.passProbability,
];

/** Duels remembered by {@link duelOdds}: a table asks the same pairing again and again. */
const MEMO_SIZE = 64;
const memo = new Map<string, DuelOdds>();

/** Forgets every remembered duel (benchmarks of the cold computation; tests). */
export function clearDuelOddsMemo(): void {
  memo.clear();
}

const tooMany = () =>
  new EngineError("too-many-outcomes", `The exact duel needs more than ${MAX_EXACT_STATES} states`, {
    maxPaths: MAX_EXACT_STATES,
  });

function chain(sa: DuelSetup, sb: DuelSetup, table: TableSettings, epsilon: number): DuelOdds {
  const grid = duelGrid(sa, sb);
  const cells = grid.cells;
  if (cells > MAX_CELLS) throw tooMany();
  if (wasm === undefined) wasm = WasmSweep.create();
  if (wasm && cells <= SCRATCH_CELLS) {
    wasm.run(
      duelKernel(grid, sa, sb, table, NO_MASSES, epsilon, MAX_EXACT_STATES),
      cells,
      grid.start,
      results,
    );
    if (results[OUT_STATES]! > MAX_EXACT_STATES) {
      wasm.clear(cells);
      throw tooMany();
    }
    return oddsFrom(results);
  }
  // Ordinary duels reuse the scratch; a huge one gets its own array, so it pins no memory after.
  const own = cells > SCRATCH_CELLS;
  if (!own && scratch.length < 2 * cells) scratch = doubles(Math.max(2 * cells, 1 << 17));
  const mu = own ? doubles(2 * cells) : scratch;
  const kernel = duelKernel(grid, sa, sb, table, mu, epsilon, MAX_EXACT_STATES);
  mu[grid.start] = 1;
  sweep(kernel, results);
  if (results[OUT_STATES]! > MAX_EXACT_STATES) {
    mu.fill(0, 0, 2 * cells);
    throw tooMany();
  }
  return oddsFrom(results);
}

/** The odds from the sweep's results. */
function oddsFrom(results: readonly number[]): DuelOdds {
  const states = results[OUT_STATES]!;
  const pDraw = results[OUT_DRAW]!;
  return {
    pA: results[OUT_PA]!,
    pB: results[OUT_PB]!,
    pDraw,
    expectedRounds: pDraw > 1e-12 ? null : results[OUT_ROUNDS]!,
    states,
    pruned: results[OUT_PRUNED]!,
  };
}
