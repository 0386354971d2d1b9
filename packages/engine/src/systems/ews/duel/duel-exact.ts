import { EngineError } from "../../../errors.js";
import { hasModule, type TableSettings } from "../../table-settings.js";
import { bonusDifference } from "../check-classes.js";
import { PASS_KINDS, passStarts, RUN_STRIDE, sparseRuns } from "./duel-exact-passes.js";
import {
  doubles,
  type Kernel,
  OUT_DRAW,
  OUT_PA,
  OUT_PB,
  OUT_PRUNED,
  OUT_ROUNDS,
  OUT_STATES,
  sweep,
  toInts,
} from "./duel-exact-sweep.js";
import { BIG, LEAD_STRIDE, leadTable, side } from "./duel-exact-tables.js";
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
 * The duel as a Markov chain, propagated forward. A round depends on the wound mali only through
 * their difference, so a state is (TP of A, TP of B, malus A − malus B in units of 3) with the
 * probability of being there on A's and on B's turn. Every damaging round lowers one fighter's TP
 * and leaves the other's, so sweeping the states by TP A falling, then TP B falling is a
 * topological order: each state is finished before anything can reach it again, no iteration.
 * Rounds without damage hand the attack over and are folded in closed form.
 *
 * Why it is fast: the states live in a dense grid of two Float64Arrays (mass on A's turn, on B's
 * turn), reused between calls, with the malus difference innermost; the sweep reads a cell once and
 * zeroes it, so nothing needs clearing or hashing. Per TP pair the reachable malus differences are
 * bounded beforehand (fewest and most wound units a TP loss can carry), so the sweep visits few
 * empty cells. The damaging outcomes of an exchange are contiguous runs of the ±W6 difference
 * whose bounds, hit totals and no-damage probability are tabled per lead, and damage is the
 * difference plus a constant: each run is a tight multiply-add loop over the difference table,
 * the survival of the low-TP checks (one row per TP) and a per-damage cell offset — no branches,
 * no index lookups. Deaths are the hit total minus the mass that survived.
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
  const cA = sb.weapon - sa.armor;
  const cB = sa.weapon - sb.armor;
  const dMinA = Math.max(1, cA);
  const dMinB = Math.max(1, cB);
  const A = side(sa, dMinA);
  const B = side(sb, dMinB);
  const spanA = A.span;
  const spanB = B.span;
  const unitsB = B.mostUnits;
  const deltaSpan = A.mostUnits + unitsB + 1;
  const cells = spanA * spanB * deltaSpan;
  if (cells > MAX_CELLS) throw tooMany();
  // Ordinary duels reuse the scratch; a huge one gets its own array, so it pins no memory after.
  const own = cells > SCRATCH_CELLS;
  if (!own && scratch.length < 2 * cells) scratch = doubles(Math.max(2 * cells, 1 << 17));
  const mu = own ? doubles(2 * cells) : scratch;

  // The ±W6 difference as integer weights over [vLow, vHigh] (0 where it cannot occur).
  const diff = bonusDifference(table);
  const entries = diff.entries();
  const total = diff.total;
  let vLow = BIG;
  let vHigh = -BIG;
  for (const e of entries) {
    vLow = Math.min(vLow, e.value);
    vHigh = Math.max(vHigh, e.value);
  }
  const nv = vHigh - vLow + 1;
  const weights = new Float64Array(nv);
  for (const e of entries) weights[e.value - vLow] = e.weight;

  // Leads: A's over B = value difference − low-TP mali − 3 × malus difference (− 3 in defence).
  const leadHigh = sa.value - sb.value + 3 + 3 * unitsB;
  const leadLow = sa.value - sb.value - 3 - 3 * A.mostUnits;
  const runs = sparseRuns(weights, total, vLow, vHigh);
  const hitB = passStarts(leadLow - 3, leadHigh, cB, weights, total, vLow, runs); // A's leads
  const hitA = passStarts(-leadHigh - 3, -leadLow, cA, weights, total, vLow, runs); // B's leads

  // The inner loops read one array of doubles and one of integers (V8 checks each array again
  // inside a loop, so fewer arrays are faster).
  // tab: [survival rows A | survival rows B | sparse-run pairs | ties hitting B | ties hitting A].
  const liveAt = 0;
  const pairsAt = liveAt + 7 * (spanA + spanB);
  const tiesBAt = pairsAt + runs.pairs.length;
  const tiesAAt = tiesBAt + hitB.tie.length;
  const tab = doubles(tiesAAt + hitA.tie.length);
  put(tab, A.live, liveAt);
  put(tab, B.live, liveAt + 7 * spanA);
  put(tab, runs.pairs, pairsAt);
  put(tab, hitB.tie, tiesBAt);
  put(tab, hitA.tie, tiesAAt);
  // ints: [steps of a hit on A | steps on B | sparse runs | pass starts hitting B | hitting A].
  const stepB = spanA;
  const runsAt = stepB + spanB;
  const fromBAt = runsAt + runs.ints.length;
  const fromAAt = fromBAt + hitB.from.length;
  const ints = toInts(new Int32Array(fromAAt + hitA.from.length));
  for (let d = 1; d < spanA; d++) ints[d] = 2 * (d * spanB * deltaSpan - A.units[d]!);
  for (let d = 1; d < spanB; d++) ints[stepB + d] = 2 * (d * deltaSpan + B.units[d]!);
  putInts(ints, runs.ints, runsAt);
  putInts(ints, hitB.from, fromBAt);
  putInts(ints, hitA.from, fromAAt);
  const runAt = runs.at.slice();
  for (let r = 0; r < runAt.length; r += RUN_STRIDE) {
    runAt[r]! += runsAt;
    runAt[r + 1]! += runsAt;
    runAt[r + 2]! += pairsAt;
  }
  const rowA = toInts(A.level.map((level, i) => liveAt + level * spanA + i));
  const rowB = toInts(B.level.map((level, i) => liveAt + 7 * spanA + level * spanB + i));

  const leadsA = leadTable(leadLow - 3, leadHigh, weights, vLow, total, cB, cA);
  const leadsB = leadTable(-leadHigh - 3, -leadLow, weights, vLow, total, cA, cB);
  const leads = doubles(leadsA.length + leadsB.length);
  put(leads, leadsA, 0);
  put(leads, leadsB, leadsA.length);

  const kernel: Kernel = {
    spanA,
    spanB,
    deltaSpan,
    unitsB,
    valA: sa.value,
    valB: sb.value,
    cA,
    cB,
    vLow,
    tab,
    rowA,
    rowB,
    malusA: toInts(A.malus),
    malusB: toInts(B.malus),
    defendsA: toInts(A.defends),
    defendsB: toInts(B.defends),
    minUnitsA: toInts(A.minUnits),
    maxUnitsA: toInts(A.maxUnits),
    minUnitsB: toInts(B.minUnits),
    maxUnitsB: toInts(B.maxUnits),
    leads,
    atA: -LEAD_STRIDE * (leadLow - 3),
    atB: leadsA.length + LEAD_STRIDE * (leadHigh + 3),
    ints,
    stepB,
    runs: toInts(runAt),
    fromB: fromBAt - PASS_KINDS * (leadLow - 3),
    tieB: tiesBAt - PASS_KINDS * (leadLow - 3),
    fromA: fromAAt + PASS_KINDS * (leadHigh + 3),
    tieA: tiesAAt + PASS_KINDS * (leadHigh + 3),
    mu,
    epsilon,
    maxStates: MAX_EXACT_STATES,
  };
  mu[2 * (((spanA - 1) * spanB + spanB - 1) * deltaSpan + unitsB)] = 1;
  sweep(kernel, results);
  const states = results[OUT_STATES]!;
  if (states > MAX_EXACT_STATES) {
    mu.fill(0, 0, 2 * cells);
    throw tooMany();
  }
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

/** Copies `src` into `to` from index `at`. */
function put(to: number[], src: Float64Array, at: number): void {
  for (let i = 0; i < src.length; i++) to[at + i] = src[i]!;
}

/**
 * Copies `src` into `to` from index `at`, as small integers (`| 0`: a value read from a typed
 * array may come as a double, and storing a double would turn `to` into an array of doubles).
 */
function putInts(to: number[], src: Int32Array, at: number): void {
  for (let i = 0; i < src.length; i++) to[at + i] = src[i]! | 0;
}
