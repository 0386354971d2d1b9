import type { TableSettings } from "../../table-settings.js";
import { bonusDifference } from "../check-classes.js";
import { PASS_KINDS, passStarts, RUN_STRIDE, sparseRuns } from "./duel-exact-passes.js";
import { doubles, type Kernel, toInts } from "./duel-exact-sweep.js";
import { BIG, LEAD_STRIDE, leadTable, type Side, side } from "./duel-exact-tables.js";
import type { DuelSetup } from "./duel-params.js";

/** The state grid of a duel: both fighters' tables and its extent. */
export interface DuelGrid {
  readonly A: Side;
  readonly B: Side;
  /** Damage to A = its loss margin + cA (B's weapon − A's armour); to B likewise with cB. */
  readonly cA: number;
  readonly cB: number;
  /** Malus differences per TP pair, and the offset of difference 0 (B's most wound units). */
  readonly deltaSpan: number;
  readonly unitsB: number;
  /** TP pairs × malus differences. */
  readonly cells: number;
  /** Index in the masses of the start (full TP, no wounds, A's turn). */
  readonly start: number;
}

/**
 * Sizes the grid of a duel (nothing allocated for the masses yet).
 *
 * @example
 * duelGrid(duelSetup({ value: 12, weapon: 4 }, "a", PLAIN_TABLE), duelSetup({ value: 12, weapon: 4 }, "b", PLAIN_TABLE)).cells; // 60 × 60 × 29
 */
export function duelGrid(sa: DuelSetup, sb: DuelSetup): DuelGrid {
  const cA = sb.weapon - sa.armor;
  const cB = sa.weapon - sb.armor;
  const A = side(sa, Math.max(1, cA));
  const B = side(sb, Math.max(1, cB));
  const unitsB = B.mostUnits;
  const deltaSpan = A.mostUnits + unitsB + 1;
  return {
    A,
    B,
    cA,
    cB,
    deltaSpan,
    unitsB,
    cells: A.span * B.span * deltaSpan,
    start: 2 * (((A.span - 1) * B.span + B.span - 1) * deltaSpan + unitsB),
  };
}

/**
 * Everything the sweep reads, for a grid whose masses are `mu` (all zero; the caller puts the
 * start's 1).
 *
 * @example
 * sweep(duelKernel(grid, sa, sb, PLAIN_TABLE, mu, 0, MAX_EXACT_STATES), out);
 */
export function duelKernel(
  grid: DuelGrid,
  sa: DuelSetup,
  sb: DuelSetup,
  table: TableSettings,
  mu: number[],
  epsilon: number,
  maxStates: number,
): Kernel {
  const { A, B, cA, cB, deltaSpan, unitsB } = grid;
  const spanA = A.span;
  const spanB = B.span;
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

  return {
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
    maxStates,
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
