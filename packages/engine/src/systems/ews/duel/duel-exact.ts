import { EngineError } from "../../../errors.js";
import { hasModule, type TableSettings } from "../../table-settings.js";
import { bonusDifference } from "../check-classes.js";
import { DEATH_LEVEL } from "../foka/fighter-state.js";
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

/**
 * Scratch buffers reused by every call (grown on demand, never shrunk). Invariant between calls:
 * `cellSlot` and `bucketHead` are all zero — a call clears exactly the entries it set.
 */
let cellSlot = new Int32Array(0); // per grid cell: its state slot + 1 (0: not reached)
let slotCell = new Int32Array(0); // per slot: its grid cell
let slotNext = new Int32Array(0); // per slot: next slot + 1 in the same TP-sum bucket
let slotMass = new Float64Array(0); // per slot: mass on A's turn (2s) and on B's turn (2s + 1)
let bucketHead = new Int32Array(0); // per TP sum (falling): first slot + 1

/** Outside any damage range. */
const BIG = 1 << 30;

/** Grids up to this many cells (4 MB of slot indices) use the scratch above. */
const SCRATCH_CELLS = 1 << 20;

/** One fighter's numbers, per TP value where they change with TP (index tp − lowest live TP). */
interface Grid {
  readonly tp0: number;
  /** Lowest TP still alive (level 6, ≤ −5 × TPmax, kills). */
  readonly low: number;
  readonly span: number;
  /** Low-TP level per TP. */
  readonly level: Int32Array;
  /** P(survive the checks) falling from level `from` to TP index `to`: index from × span + to. */
  readonly live: Float64Array;
  /** Low-TP malus per TP (1 at ≤ WS, 3 at ≤ 0 once the check is passed: in a duel, always). */
  readonly malus: Int32Array;
  /** Whether the fighter goes into full defence when attacked, per TP. */
  readonly defends: Uint8Array;
  /** Most wound-malus units (3 each) the fighter can collect before dying: bounds the grid. */
  readonly maxUnits: number;
  /** P(survive) when TP fall from low-TP level `from` to `to`: index from × 7 + to. */
  readonly survive: Float64Array;
}

function grid(s: DuelSetup): Grid {
  const low = -5 * s.attribute + 1;
  const span = s.tp - low + 1;
  const level = new Int32Array(span);
  const malus = new Int32Array(span);
  const defends = new Uint8Array(span);
  // A hit of d adds at most `ratio` × d units (wound: 1 from WS, critical: 2 from the Eigenschaft).
  let ratio = 0;
  for (let d = 1; d <= s.attribute; d++) {
    ratio = Math.max(ratio, (d >= s.attribute ? 2 : d >= s.woundThreshold ? 1 : 0) / d);
  }
  for (let i = 0; i < span; i++) {
    const tp = low + i;
    level[i] = tp > 0 ? 0 : Math.min(DEATH_LEVEL, 1 + Math.floor(-tp / s.attribute));
    malus[i] = tp <= 0 ? 3 : tp <= s.woundThreshold ? 1 : 0;
    defends[i] =
      s.stance === "full-defence" || (s.stance === "defend-when-low" && tp <= s.woundThreshold) ? 1 : 0;
  }
  const survive = new Float64Array(49);
  for (let from = 0; from <= DEATH_LEVEL; from++) {
    for (let to = from; to <= DEATH_LEVEL; to++) {
      let p = to >= DEATH_LEVEL ? 0 : 1;
      for (let l = from + 1; l <= to && p > 0; l++) p *= s.passProbability[l]!;
      survive[from * 7 + to] = p;
    }
  }
  const live = new Float64Array(7 * span);
  for (let from = 0; from <= DEATH_LEVEL; from++) {
    for (let i = 0; i < span; i++) live[from * span + i] = survive[from * 7 + level[i]!]!;
  }
  return {
    tp0: s.tp,
    low,
    span,
    level,
    live,
    malus,
    defends,
    maxUnits: Math.floor((span - 1) * ratio + 1e-9),
    survive,
  };
}

/**
 * The duel as a Markov chain, propagated forward. A round depends on the wound mali only through
 * their difference, so a state is (TP of A, TP of B, malus A − malus B in units of 3) with the
 * probability of being there on A's and on B's turn. Every damaging round lowers TP A + TP B, so
 * states are kept in buckets by that sum and swept by falling sum — a topological order: each
 * state is finished before anything can reach it again, no iteration. Rounds without damage hand
 * the attack over and are folded in closed form.
 *
 * Why it is fast: the ±W6 difference is sorted once, so the damaging outcomes of an exchange are a
 * prefix (the attacker is hit) and a suffix (the defender is hit) of it whose bounds follow from
 * the lead alone, and the damage is a constant plus or minus the difference; the loop probability
 * is a difference of integer prefix sums. A fighter hit on either turn lands on the same cells,
 * so one pass over the damage values serves both turns. States live in flat typed arrays (reused scratch) found
 * through a dense grid of slot numbers; the malus difference of a cell is bounded by the TP each
 * fighter can lose (a wound costs at least WS TP), which keeps the grid small. No maps, objects or
 * closures in the inner loop; survival through the low-TP checks is one table load.
 *
 * States reached with less than `epsilon` are dropped and their mass reported as `pruned` (0 with
 * `epsilon = 0`: the full chain). Results are memoised per pairing (the last 64; see
 * {@link clearDuelOddsMemo}): a cold 12-vs-12 chain takes milliseconds, a repeat microseconds.
 * Floats: equal to the previous state-by-state chain up to rounding (tests: 1e-12) and to exact
 * fractions by brute force on small duels.
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

function chain(sa: DuelSetup, sb: DuelSetup, table: TableSettings, epsilon: number): DuelOdds {
  const A = grid(sa);
  const B = grid(sb);
  const unitsA = A.maxUnits;
  const unitsB = B.maxUnits;
  const deltaSpan = unitsA + unitsB + 1;
  const cells = A.span * B.span * deltaSpan;
  if (cells > MAX_CELLS) {
    throw new EngineError("too-many-outcomes", `The exact duel needs more than ${MAX_EXACT_STATES} states`, {
      maxPaths: MAX_EXACT_STATES,
    });
  }
  const capacity = Math.min(cells, MAX_EXACT_STATES);
  const top = A.tp0 + B.tp0;
  const buckets = top - (A.low + B.low) + 1;
  // Ordinary duels reuse the scratch; a huge one gets its own arrays, so it pins no memory after.
  const own = cells > SCRATCH_CELLS;
  if (!own && cellSlot.length < cells) cellSlot = new Int32Array(Math.max(cells, 1 << 16));
  if (!own && slotCell.length < capacity) {
    const size = Math.max(capacity, 1 << 15);
    slotCell = new Int32Array(size);
    slotNext = new Int32Array(size);
    slotMass = new Float64Array(2 * size);
  }
  if (bucketHead.length < buckets) bucketHead = new Int32Array(buckets);
  const index = own ? new Int32Array(cells) : cellSlot;
  const keyOf = own ? new Int32Array(capacity) : slotCell;
  const nextOf = own ? new Int32Array(capacity) : slotNext;
  const mu = own ? new Float64Array(2 * capacity) : slotMass;
  const head = bucketHead;

  // The ±W6 difference, sorted, with prefix sums and a "first index with value ≥ v" table.
  const diff = bonusDifference(table);
  const entries = diff
    .entries()
    .slice()
    .sort((x, y) => x.value - y.value);
  const nd = entries.length;
  const dv = Int32Array.from(entries.map((e) => e.value));
  const dp = Float64Array.from(entries.map((e) => e.weight / diff.total));
  // Prefix sums of the integer weights: range probabilities come out exact (one rounding).
  const cum = new Float64Array(nd + 1);
  for (let i = 0; i < nd; i++) cum[i + 1] = cum[i]! + entries[i]!.weight;
  const total = diff.total;
  const vLow = dv[0]!;
  const vHigh = dv[nd - 1]!;
  // Probability by difference value (0 where the difference cannot occur).
  const pv = new Float64Array(vHigh - vLow + 1);
  for (let i = 0; i < nd; i++) pv[dv[i]! - vLow] = dp[i]!;
  const firstAt = new Int32Array(vHigh - vLow + 1);
  for (let v = vLow, i = 0; v <= vHigh; v++) {
    while (dv[i]! < v) i++;
    firstAt[v - vLow] = i;
  }

  const valA = sa.value;
  const valB = sb.value;
  const wA = sa.weapon;
  const wB = sb.weapon;
  const arA = sa.armor;
  const arB = sb.armor;
  const attrA = sa.attribute;
  const attrB = sb.attribute;
  const wsA = sa.woundThreshold;
  const wsB = sb.woundThreshold;
  const lowA = A.low;
  const lowB = B.low;
  const levelA = A.level;
  const levelB = B.level;
  const liveA = A.live;
  const liveB = B.live;
  const spanA = A.span;
  const spanB = B.span;
  // Cell = (TP A index × span B + TP B index) × deltaSpan + delta + unitsB.
  const strideB = deltaSpan;
  const strideA = strideB * B.span;

  let pA = 0;
  let pB = 0;
  let pDraw = 0;
  let pruned = 0;
  let rounds = 0;
  let states = 0;
  let count = 1;
  const startCell = (A.tp0 - lowA) * strideA + (B.tp0 - lowB) * strideB + unitsB;
  index[startCell] = 1;
  keyOf[0] = startCell;
  mu[0] = 1;
  mu[1] = 0;
  nextOf[0] = 0;
  head[0] = 1;
  let overflow = false;
  for (let bucket = 0; bucket < buckets && !overflow; bucket++) {
    let slot = head[bucket]! - 1;
    head[bucket] = 0;
    for (; slot >= 0; slot = nextOf[slot]! - 1) {
      const m0 = mu[2 * slot]!;
      const m1 = mu[2 * slot + 1]!;
      if (m0 + m1 < epsilon || m0 + m1 === 0) {
        pruned += m0 + m1;
        continue;
      }
      states++;
      const cell = keyOf[slot]!;
      const pair = (cell / strideB) | 0;
      const delta = cell - pair * strideB - unitsB;
      const ia = (pair / B.span) | 0;
      const ib = pair - ia * B.span;
      const tpA = lowA + ia;
      const tpB = lowB + ib;
      const leadA = valA - A.malus[ia]! - (valB - B.malus[ib]!) - 3 * delta;
      const aDef = A.defends[ia]!;
      const bDef = B.defends[ib]!;
      // A attacks (lead l0): B is hit from index hitB0 on, A below endA0 (if B strikes back).
      const l0 = leadA - (bDef ? 3 : 0);
      let v = Math.max(-l0, arB - wA - l0 + 1);
      const hitB0 = v <= vLow ? 0 : v > vHigh ? nd : firstAt[v - vLow]!;
      v = Math.min(-l0, wB - arA - l0);
      const endA0 = bDef || v <= vLow ? 0 : v > vHigh ? nd : firstAt[v - vLow]!;
      // B attacks (lead l1).
      const l1 = -leadA - (aDef ? 3 : 0);
      v = Math.max(-l1, arA - wB - l1 + 1);
      const hitA1 = v <= vLow ? 0 : v > vHigh ? nd : firstAt[v - vLow]!;
      v = Math.min(-l1, wA - arB - l1);
      const endB1 = aDef || v <= vLow ? 0 : v > vHigh ? nd : firstAt[v - vLow]!;
      const loop0 = (cum[hitB0]! - cum[endA0]!) / total;
      const loop1 = (cum[hitA1]! - cum[endB1]!) / total;
      const det = 1 - loop0 * loop1;
      if (det <= 1e-15) {
        pDraw += m0 + m1;
        continue;
      }
      // Expected visits of each turn before leaving this state.
      const v0 = (m0 + loop1 * m1) / det;
      const v1 = (m1 + loop0 * m0) / det;
      rounds += v0 + v1;
      const rowA = levelA[ia]!;
      const rowB = levelB[ib]!;
      // B is hit on A's turn when A wins (plus form) and on B's turn when A strikes back (minus).
      {
        // Damage d to B: cPlus + difference on one turn (i ≥ hitB0), cMinus − difference on the
        // other (i < endB1); both land on the same cells, so one pass over d serves both turns.
        const cPlus = l0 + wA - arB;
        const cMinus = wA - arB - l1;
        const plusLow = v0 !== 0 && hitB0 < nd ? cPlus + dv[hitB0]! : BIG;
        const plusHigh = plusLow === BIG ? -BIG : cPlus + vHigh;
        const minusLow = v1 !== 0 && endB1 > 0 ? cMinus - dv[endB1 - 1]! : BIG;
        const minusHigh = minusLow === BIG ? -BIG : cMinus - vLow;
        const dTo = Math.max(plusHigh, minusHigh);
        const liveRow = rowB * spanB - lowB;
        for (let d = Math.min(plusLow, minusLow); d <= dTo; d++) {
          const pPlus = d >= plusLow && d <= plusHigh ? v0 * pv[d - cPlus - vLow]! : 0;
          const pMinus = d >= minusLow && d <= minusHigh ? v1 * pv[cMinus - d - vLow]! : 0;
          const p = pPlus + pMinus;
          if (p === 0) continue;
          const after = tpB - d;
          if (after < lowB) {
            // Below −5 × TPmax: dead without a check.
            pA += p;
            continue;
          }
          const live = liveB[liveRow + after]!;
          pA += p * (1 - live);
          if (live === 0) continue;
          const key = cell - d * strideB - (d >= attrB ? 2 : d >= wsB ? 1 : 0);
          let s = index[key]! - 1;
          if (s < 0) {
            if (count >= capacity) {
              overflow = true;
              break;
            }
            s = count++;
            index[key] = s + 1;
            keyOf[s] = key;
            mu[2 * s] = 0;
            mu[2 * s + 1] = 0;
            nextOf[s] = head[bucket + d]!;
            head[bucket + d] = s + 1;
          }
          // A hit on turn t hands the attack over: its mass lands on the other turn's slot.
          mu[2 * s + 1]! += pPlus * live;
          mu[2 * s]! += pMinus * live;
        }
      }
      // A is hit on B's turn when B wins (plus form) and on A's turn when B strikes back (minus).
      {
        // Damage d to A: cPlus + difference on one turn (i ≥ hitA1), cMinus − difference on the
        // other (i < endA0); both land on the same cells, so one pass over d serves both turns.
        const cPlus = l1 + wB - arA;
        const cMinus = wB - arA - l0;
        const plusLow = v1 !== 0 && hitA1 < nd ? cPlus + dv[hitA1]! : BIG;
        const plusHigh = plusLow === BIG ? -BIG : cPlus + vHigh;
        const minusLow = v0 !== 0 && endA0 > 0 ? cMinus - dv[endA0 - 1]! : BIG;
        const minusHigh = minusLow === BIG ? -BIG : cMinus - vLow;
        const dTo = Math.max(plusHigh, minusHigh);
        const liveRow = rowA * spanA - lowA;
        for (let d = Math.min(plusLow, minusLow); d <= dTo; d++) {
          const pPlus = d >= plusLow && d <= plusHigh ? v1 * pv[d - cPlus - vLow]! : 0;
          const pMinus = d >= minusLow && d <= minusHigh ? v0 * pv[cMinus - d - vLow]! : 0;
          const p = pPlus + pMinus;
          if (p === 0) continue;
          const after = tpA - d;
          if (after < lowA) {
            // Below −5 × TPmax: dead without a check.
            pB += p;
            continue;
          }
          const live = liveA[liveRow + after]!;
          pB += p * (1 - live);
          if (live === 0) continue;
          const key = cell - d * strideA + (d >= attrA ? 2 : d >= wsA ? 1 : 0);
          let s = index[key]! - 1;
          if (s < 0) {
            if (count >= capacity) {
              overflow = true;
              break;
            }
            s = count++;
            index[key] = s + 1;
            keyOf[s] = key;
            mu[2 * s] = 0;
            mu[2 * s + 1] = 0;
            nextOf[s] = head[bucket + d]!;
            head[bucket + d] = s + 1;
          }
          // A hit on turn t hands the attack over: its mass lands on the other turn's slot.
          mu[2 * s]! += pPlus * live;
          mu[2 * s + 1]! += pMinus * live;
        }
      }
      if (overflow) break;
    }
  }
  // Restore the scratch invariant: clear every cell and bucket this call touched.
  for (let s = 0; s < count; s++) index[keyOf[s]!] = 0;
  if (overflow) {
    head.fill(0);
    throw new EngineError("too-many-outcomes", `The exact duel needs more than ${MAX_EXACT_STATES} states`, {
      maxPaths: MAX_EXACT_STATES,
    });
  }
  return {
    pA,
    pB,
    pDraw,
    expectedRounds: pDraw > 1e-12 ? null : rounds,
    states,
    pruned,
  };
}
