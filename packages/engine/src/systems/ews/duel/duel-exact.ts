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

/** Grids up to this many cells (2 × 8 MB of masses) use the scratch below. */
const SCRATCH_CELLS = 1 << 20;

/**
 * Masses on A's turn and on B's turn per grid cell, reused by every call (grown on demand, never
 * shrunk). Invariant between calls: all zero — the sweep zeroes each cell as it reads it, and every
 * cell that receives mass is swept later.
 */
let scratch = new Float64Array(0);

/** Outside any range. */
const BIG = 1 << 30;

/** One fighter's numbers, per TP index i = TP − lowest reachable TP (the hit fighter's TP fall). */
interface Side {
  readonly tp0: number;
  /** Lowest TP the fighter can stand at: below it every hit kills (level 6, or a check of 0 %). */
  readonly low: number;
  readonly span: number;
  /** Low-TP level per TP index. */
  readonly level: Int32Array;
  /** P(survive the checks) falling from level `from` to TP index `to`: index from × span + to. */
  readonly live: Float64Array;
  /** Low-TP malus per TP index (1 at ≤ WS, 3 at ≤ 0 once the check is passed: in a duel, always). */
  readonly malus: Int32Array;
  /** Whether the fighter goes into full defence when attacked, per TP index. */
  readonly defends: Uint8Array;
  /** Wound-malus units (3 each) a hit of d adds: 0, 1 (wound, ≥ WS) or 2 (critical, ≥ Eigenschaft). */
  readonly units: Int32Array;
  /**
   * Fewest and most units the fighter can have collected after losing L TP (index L; BIG / −BIG
   * when no sum of possible hits makes L). They bound the malus differences of a TP pair.
   */
  readonly minUnits: Int32Array;
  readonly maxUnits: Int32Array;
  /** Most units at all: the grid's extent in the malus difference. */
  readonly mostUnits: number;
}

/**
 * `smallestHit`: the least damage the fighter can take (weapon − armour, at least 1): every TP
 * loss is a sum of such hits, which bounds the wound units that can go with it.
 */
function side(s: DuelSetup, smallestHit: number): Side {
  const start = Math.min(DEATH_LEVEL, s.tp > 0 ? 0 : 1 + Math.floor(-s.tp / s.attribute));
  const levelOf = (tp: number) => (tp > 0 ? 0 : Math.min(DEATH_LEVEL, 1 + Math.floor(-tp / s.attribute)));
  const survive = new Float64Array(49);
  for (let from = 0; from <= DEATH_LEVEL; from++) {
    for (let to = from; to <= DEATH_LEVEL; to++) {
      let p = to >= DEATH_LEVEL ? 0 : 1;
      for (let l = from + 1; l <= to && p > 0; l++) p *= s.passProbability[l]!;
      survive[from * 7 + to] = p;
    }
  }
  // TP below `low` are never stood at: P(survive) from the start level is 0 (a check that cannot
  // be passed, or death). Cutting them keeps the grid to the cells that can hold mass.
  let low = s.tp;
  while (low - 1 > -5 * s.attribute && survive[start * 7 + levelOf(low - 1)]! > 0) low--;
  const span = s.tp - low + 1;
  const level = new Int32Array(span);
  const malus = new Int32Array(span);
  const defends = new Uint8Array(span);
  for (let i = 0; i < span; i++) {
    const tp = low + i;
    level[i] = levelOf(tp);
    malus[i] = tp <= 0 ? 3 : tp <= s.woundThreshold ? 1 : 0;
    defends[i] =
      s.stance === "full-defence" || (s.stance === "defend-when-low" && tp <= s.woundThreshold) ? 1 : 0;
  }
  const live = new Float64Array(7 * span);
  for (let from = 0; from <= DEATH_LEVEL; from++) {
    for (let i = 0; i < span; i++) live[from * span + i] = survive[from * 7 + level[i]!]!;
  }
  const units = new Int32Array(span);
  for (let d = 1; d < span; d++) units[d] = d >= s.attribute ? 2 : d >= s.woundThreshold ? 1 : 0;
  const minUnits = new Int32Array(span).fill(BIG);
  const maxUnits = new Int32Array(span).fill(-BIG);
  minUnits[0] = 0;
  maxUnits[0] = 0;
  let mostUnits = 0;
  for (let loss = 1; loss < span; loss++) {
    for (let d = smallestHit; d <= loss; d++) {
      if (maxUnits[loss - d]! < 0) continue;
      minUnits[loss] = Math.min(minUnits[loss]!, minUnits[loss - d]! + units[d]!);
      maxUnits[loss] = Math.max(maxUnits[loss]!, maxUnits[loss - d]! + units[d]!);
    }
    mostUnits = Math.max(mostUnits, maxUnits[loss]!);
  }
  return { tp0: s.tp, low, span, level, live, malus, defends, units, minUnits, maxUnits, mostUnits };
}

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

/**
 * Per lead of the attacker X over the defender Y (index lead − first): the ±W6 difference index
 * range where Y is hit and where X is hit back, and those probabilities (exact integer sums, so
 * the no-damage loop 1 − hits is one rounding).
 */
interface LeadTable {
  readonly first: number;
  /** First difference index with X's result ≥ Y's and damage ≥ 1 (Y hit). */
  readonly hitFrom: Int32Array;
  /** End (exclusive) of the difference indices where Y strikes back for damage ≥ 1. */
  readonly backTo: Int32Array;
  /** P(Y hit), P(X hit back when Y strikes back). */
  readonly pHit: Float64Array;
  readonly pBack: Float64Array;
  /** P(no damage) when Y strikes back (index 2i) and when Y only defends (2i + 1). */
  readonly loop: Float64Array;
}

function leadTable(
  first: number,
  last: number,
  weights: Float64Array,
  vLow: number,
  total: number,
  hitOffset: number,
  backOffset: number,
): LeadTable {
  const n = last - first + 1;
  const nv = weights.length;
  const hitFrom = new Int32Array(n);
  const backTo = new Int32Array(n);
  const pHit = new Float64Array(n);
  const pBack = new Float64Array(n);
  const loop = new Float64Array(2 * n);
  for (let i = 0; i < n; i++) {
    const lead = first + i;
    // Y hit: lead + x ≥ 0 and lead + x + (X's weapon − Y's armour) ≥ 1.
    const from = Math.min(nv, Math.max(0, Math.max(-lead, 1 - hitOffset - lead) - vLow));
    // X hit back: lead + x < 0 and (Y's weapon − X's armour) − (lead + x) ≥ 1.
    const to = Math.max(0, Math.min(nv, Math.min(-lead, backOffset - lead) - vLow));
    let hit = 0;
    for (let j = from; j < nv; j++) hit += weights[j]!;
    let back = 0;
    for (let j = 0; j < to; j++) back += weights[j]!;
    hitFrom[i] = from;
    backTo[i] = to;
    pHit[i] = hit / total;
    pBack[i] = back / total;
    loop[2 * i] = (total - hit - back) / total;
    loop[2 * i + 1] = (total - hit) / total;
  }
  return { first, hitFrom, backTo, pHit, pBack, loop };
}

function chain(sa: DuelSetup, sb: DuelSetup, table: TableSettings, epsilon: number): DuelOdds {
  const cA = sb.weapon - sa.armor; // damage to A = its loss margin + cA
  const cB = sa.weapon - sb.armor; // damage to B = its loss margin + cB
  const dMinA = Math.max(1, cA);
  const dMinB = Math.max(1, cB);
  const A = side(sa, dMinA);
  const B = side(sb, dMinB);
  const unitsB = B.mostUnits;
  const deltaSpan = A.mostUnits + unitsB + 1;
  const spanA = A.span;
  const spanB = B.span;
  const cells = spanA * spanB * deltaSpan;
  if (cells > MAX_CELLS) throw tooMany();
  // Ordinary duels reuse the scratch; a huge one gets its own array, so it pins no memory after.
  const own = cells > SCRATCH_CELLS;
  if (!own && scratch.length < 2 * cells) scratch = new Float64Array(Math.max(2 * cells, 1 << 17));
  // Mass on A's turn (2 × cell) and on B's turn (2 × cell + 1).
  const mu = own ? new Float64Array(2 * cells) : scratch;

  // The ±W6 difference over [vLow, vHigh] (0 where it cannot occur), forwards at `fwd` and
  // backwards at `rev`, with zeros around: see the loops below.
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
  const pad = nv + 8 + Math.abs(vHigh + vLow);
  const fwd = pad;
  const rev = 2 * pad + nv;
  const pv = new Float64Array(3 * pad + 2 * nv);
  for (let j = 0; j < nv; j++) {
    pv[fwd + j] = weights[j]! / total;
    pv[rev + nv - 1 - j] = weights[j]! / total;
  }

  // Leads: A's over B = value difference − low-TP mali − 3 × malus difference (− 3 in defence).
  const leadHigh = sa.value - sb.value + 3 + 3 * unitsB;
  const leadLow = sa.value - sb.value - 3 - 3 * A.mostUnits;
  const TA = leadTable(leadLow - 3, leadHigh, weights, vLow, total, cB, cA);
  const TB = leadTable(-leadHigh - 3, -leadLow, weights, vLow, total, cA, cB);

  // Cell = (TP index A × span B + TP index B) × deltaSpan + delta + unitsB. A hit of d to B moves
  // d TP-B rows down and its units down; to A, d TP-A rows down and its units up (× 2: two turns).
  const stepB = new Int32Array(spanB);
  for (let d = 1; d < spanB; d++) stepB[d] = 2 * (d * deltaSpan + B.units[d]!);
  const stepA = new Int32Array(spanA);
  for (let d = 1; d < spanA; d++) stepA[d] = 2 * (d * spanB * deltaSpan - A.units[d]!);

  let pA = 0;
  let pB = 0;
  let pDraw = 0;
  let pruned = 0;
  let rounds = 0;
  let states = 0;
  const valA = sa.value;
  const valB = sb.value;
  const liveA = A.live;
  const liveB = B.live;
  const TAfirst = TA.first;
  const TBfirst = TB.first;
  // Everything the sweep reads, in locals: named accesses in a hot loop cost and may deoptimise.
  const loopA = TA.loop;
  const loopB = TB.loop;
  const pHitA = TA.pHit;
  const pHitB = TB.pHit;
  const pBackA = TA.pBack;
  const pBackB = TB.pBack;
  const minUnitsA = A.minUnits;
  const maxUnitsA = A.maxUnits;
  const minUnitsB = B.minUnits;
  const maxUnitsB = B.maxUnits;
  const malusA = A.malus;
  const malusB = B.malus;
  const defendsA = A.defends;
  const defendsB = B.defends;
  const levelA = A.level;
  const levelB = B.level;
  mu[2 * (((spanA - 1) * spanB + spanB - 1) * deltaSpan + unitsB)] = 1;
  for (let ia = spanA - 1; ia >= 0; ia--) {
    const lossA = spanA - 1 - ia;
    const minUA = minUnitsA[lossA]!;
    const maxUA = maxUnitsA[lossA]!;
    if (maxUA < 0) continue;
    const malA = malusA[ia]!;
    const aDef = defendsA[ia]!;
    const rowA = levelA[ia]! * spanA + ia; // live index of A after d: rowA − d
    for (let ib = spanB - 1; ib >= 0; ib--) {
      const lossB = spanB - 1 - ib;
      const maxUB = maxUnitsB[lossB]!;
      if (maxUB < 0) continue;
      const kLo = minUA - maxUB + unitsB;
      const kHi = maxUA - minUnitsB[lossB]! + unitsB;
      const bDef = defendsB[ib]!;
      const rowB = levelB[ib]! * spanB + ib;
      const pairBase = (ia * spanB + ib) * deltaSpan;
      // Lead of A at delta = k − unitsB is leadTop − 3k.
      const leadTop = valA - malA - (valB - malusB[ib]!) + 3 * unitsB;
      for (let k = kLo; k <= kHi; k++) {
        const cell2 = 2 * (pairBase + k);
        const m0 = mu[cell2]!;
        const m1 = mu[cell2 + 1]!;
        if (m0 === 0 && m1 === 0) continue;
        mu[cell2] = 0;
        mu[cell2 + 1] = 0;
        if (m0 + m1 < epsilon) {
          pruned += m0 + m1;
          continue;
        }
        states++;
        const leadA = leadTop - 3 * k;
        const l0 = leadA - 3 * bDef; // A attacks
        const l1 = 0 - leadA - 3 * aDef; // B attacks (0 − x: never −0, which would deoptimise)
        const i0 = l0 - TAfirst;
        const i1 = l1 - TBfirst;
        const loop0 = loopA[2 * i0 + bDef]!;
        const loop1 = loopB[2 * i1 + aDef]!;
        const det = 1 - loop0 * loop1;
        if (det <= 1e-15) {
          pDraw += m0 + m1;
          continue;
        }
        // Expected visits of each turn before leaving this state.
        const v0 = (m0 + loop1 * m1) / det;
        const v1 = (m1 + loop0 * m0) / det;
        rounds += v0 + v1;
        // The two blocks below are the same loop twice on purpose (V8 keeps each small and in
        // registers). A fighter is hit on the attacker's turn (damage = margin + c, difference
        // read forwards) and on the defender's turn when striking back (damage = c − margin,
        // read backwards); both land on the same cells, so one pass over d serves both. A
        // term that cannot happen reads the zeros before `fwd`. The run stops where the hit
        // fighter's TP would fall below its lowest standing TP (death); deaths = hit total −
        // the mass that survived.
        {
          const back = aDef === 0 ? v1 : 0;
          const e0 = l0 + cB + vLow; // A wins: d ∈ [e0, e0 + nv − 1]
          const f1 = cB - l1 - vHigh; // A strikes back: d ∈ [f1, f1 + nv − 1]
          let lo = v0 !== 0 ? e0 : BIG;
          let hi = v0 !== 0 ? e0 + nv - 1 : -BIG;
          if (back !== 0) {
            lo = Math.min(lo, f1);
            hi = Math.max(hi, f1 + nv - 1);
          }
          lo = Math.max(lo, dMinB);
          hi = Math.min(hi, ib);
          let survived = 0;
          if (lo <= hi) {
            const b0 = v0 !== 0 ? fwd - e0 : -lo;
            const b1 = back !== 0 ? rev - f1 : -lo;
            let d = lo;
            if (d === cB) {
              // A tie: A hits; a strike back needs B ahead.
              const q = v0 * pv[d + b0]! * liveB[rowB - d]!;
              mu[cell2 - stepB[d]! + 1]! += q;
              survived += q;
              d++;
            }
            for (; d <= hi; d++) {
              const w = liveB[rowB - d]!;
              const t = cell2 - stepB[d]!;
              const q0 = v0 * pv[d + b0]! * w;
              const q1 = back * pv[d + b1]! * w;
              mu[t + 1]! += q0;
              mu[t]! += q1;
              survived += q0 + q1;
            }
          }
          // Per state first: both terms are about its mass, so the difference loses nothing.
          pA += v0 * pHitA[i0]! + back * pBackB[i1]! - survived;
        }
        {
          const back = bDef === 0 ? v0 : 0;
          const e1 = l1 + cA + vLow; // B wins: d ∈ [e1, e1 + nv − 1]
          const f0 = cA - l0 - vHigh; // B strikes back: d ∈ [f0, f0 + nv − 1]
          let lo = v1 !== 0 ? e1 : BIG;
          let hi = v1 !== 0 ? e1 + nv - 1 : -BIG;
          if (back !== 0) {
            lo = Math.min(lo, f0);
            hi = Math.max(hi, f0 + nv - 1);
          }
          lo = Math.max(lo, dMinA);
          hi = Math.min(hi, ia);
          let survived = 0;
          if (lo <= hi) {
            const b1 = v1 !== 0 ? fwd - e1 : -lo;
            const b0 = back !== 0 ? rev - f0 : -lo;
            let d = lo;
            if (d === cA) {
              const q = v1 * pv[d + b1]! * liveA[rowA - d]!;
              mu[cell2 - stepA[d]!]! += q;
              survived += q;
              d++;
            }
            for (; d <= hi; d++) {
              const w = liveA[rowA - d]!;
              const t = cell2 - stepA[d]!;
              const q1 = v1 * pv[d + b1]! * w;
              const q0 = back * pv[d + b0]! * w;
              mu[t]! += q1;
              mu[t + 1]! += q0;
              survived += q0 + q1;
            }
          }
          pB += v1 * pHitB[i1]! + back * pBackA[i0]! - survived;
        }
      }
    }
    if (states > MAX_EXACT_STATES) {
      mu.fill(0, 0, 2 * cells);
      throw tooMany();
    }
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
