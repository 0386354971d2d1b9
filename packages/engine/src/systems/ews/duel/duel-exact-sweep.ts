import { PASS_KINDS, RUN_STRIDE } from "./duel-exact-passes.js";

/**
 * A plain array of `n` zeros stored as doubles. The sweep reads plain arrays, not typed arrays:
 * once any ArrayBuffer in the process has been detached (transferred, or in the bench runner by
 * loading mathjs through tsx), V8 checks every typed-array access for detachment, which cost the
 * sweep a quarter of its time; plain arrays carry no such check and were ~10 % faster even
 * without it (V8 11, Node 20). Each must keep one element kind (packed doubles, or packed small
 * integers: no value beyond ±2³⁰, no double in an integer array), so the sweep's accesses stay
 * monomorphic: build them with these helpers only.
 *
 * @example
 * doubles(3); // [0, 0, 0], packed doubles
 */
export function doubles(n: number): number[] {
  const a = [0.5]; // a double first: V8 gives the array double elements, kept when emptied
  a.pop();
  for (let i = 0; i < n; i++) a.push(0);
  return a;
}

/** A copy as a plain array of small integers (see {@link doubles}). */
export function toInts(src: ArrayLike<number>): number[] {
  const a: number[] = [];
  for (let i = 0; i < src.length; i++) a.push(src[i]! | 0);
  return a;
}

/**
 * Everything the sweep reads: numbers and plain arrays (see {@link doubles}), built by the chain's
 * set-up (one object shape, so the sweep's few named reads at its top stay monomorphic).
 *
 * Grid: cell = (TP index A × spanB + TP index B) × deltaSpan + k, with k = malus difference
 * (A − B, units of 3) + unitsB; mass on A's turn at `mu[2 × cell]`, on B's turn at `2 × cell + 1`.
 */
export interface Kernel {
  readonly spanA: number;
  readonly spanB: number;
  readonly deltaSpan: number;
  readonly unitsB: number;
  readonly valA: number;
  readonly valB: number;
  /** Damage to A = its loss margin + cA (B's weapon − A's armour); to B likewise with cB. */
  readonly cA: number;
  readonly cB: number;
  /** The lowest ±W6 difference (a pass over the damage starts at e = lead + c + vLow). */
  readonly vLow: number;
  /** Survival rows of both fighters, sparse-run pairs and tie probabilities of the passes. */
  readonly tab: readonly number[];
  /** Per TP index i: the `tab` index of P(survive) falling to TP index i − d is row[i] − d. */
  readonly rowA: readonly number[];
  readonly rowB: readonly number[];
  readonly malusA: readonly number[];
  readonly malusB: readonly number[];
  readonly defendsA: readonly number[];
  readonly defendsB: readonly number[];
  /** Unit bounds per TP loss (see `Side`). */
  readonly minUnitsA: readonly number[];
  readonly maxUnitsA: readonly number[];
  readonly minUnitsB: readonly number[];
  readonly maxUnitsB: readonly number[];
  /**
   * Lead tables (`leadTable`) of A attacking, at atA + 4 × lead, and of B attacking, at
   * atB + 4 × lead (lead = the attacker's lead, defence included).
   */
  readonly leads: readonly number[];
  readonly atA: number;
  readonly atB: number;
  /**
   * Integers of the inner loops: cell-index steps × 2 of a hit of d to A (d TP-A rows down,
   * units up) from 0 and to B from `stepB`; the sparse runs; the pass starts.
   */
  readonly ints: readonly number[];
  readonly stepB: number;
  /** The sparse runs (`SparseRuns.at`, relocated into `ints` and `tab`). */
  readonly runs: readonly number[];
  /**
   * Passes hitting B (A's lead l0 when attacking) and A (B's lead l1): the first run index at
   * ints[fromB + 4 × l0 + kind], P(tie) at tab[tieB + 4 × l0 + kind]; likewise for A.
   */
  readonly fromB: number;
  readonly tieB: number;
  readonly fromA: number;
  readonly tieA: number;
  /** The masses: all zero but the start; the sweep leaves them all zero. */
  readonly mu: number[];
  readonly epsilon: number;
  /** The sweep stops after the TP-A row where the states exceed this (`mu` is then dirty). */
  readonly maxStates: number;
}

/** Indices of the sweep's results in its `out` array. */
export const OUT_PA = 0;
export const OUT_PB = 1;
export const OUT_DRAW = 2;
export const OUT_ROUNDS = 3;
export const OUT_STATES = 4;
export const OUT_PRUNED = 5;

/**
 * Propagates the chain's mass through the grid: TP A falling outer, TP B falling inner, the malus
 * difference innermost. Every damaging round lowers exactly one fighter's TP and never raises the
 * other's, so this order is topological: a cell is final when the sweep reaches it; it is read
 * once and zeroed. Rounds without damage hand the attack over and are folded in closed form
 * (expected visits of each turn: v = (m + loop × m′) / (1 − loop₀ × loop₁)). Per state the work
 * is a few table reads (lead tables, pass starts) and two short multiply-add runs.
 *
 * Kept in one function with its tables in locals on purpose: V8 then keeps the inner loops in
 * registers; a helper per pass would be inlined anyway or cost a call per state.
 *
 * @example
 * const out = doubles(6);
 * sweep(kernel, out); // out[OUT_PA] = P(A wins), …
 */
export function sweep(k: Kernel, out: number[]): void {
  // `| 0`: V8 then types them as 32-bit integers (read from an object they are any number).
  const spanA = k.spanA | 0;
  const spanB = k.spanB | 0;
  const deltaSpan = k.deltaSpan | 0;
  const unitsB = k.unitsB | 0;
  const valA = k.valA | 0;
  const valB = k.valB | 0;
  const cA = k.cA | 0;
  const cB = k.cB | 0;
  const vLow = k.vLow | 0;
  const atA = k.atA | 0;
  const atB = k.atB | 0;
  const stepB = k.stepB | 0;
  const fromB = k.fromB | 0;
  const tieB = k.tieB | 0;
  const fromA = k.fromA | 0;
  const tieA = k.tieA | 0;
  const { rowA, rowB, malusA, malusB, defendsA, defendsB } = k;
  const { minUnitsA, maxUnitsA, minUnitsB, maxUnitsB, leads } = k;
  const { tab, mu, ints, runs, epsilon, maxStates } = k;
  let pA = 0;
  let pB = 0;
  let pDraw = 0;
  let pruned = 0;
  let rounds = 0;
  let states = 0;
  for (let ia = spanA - 1; ia >= 0; ia--) {
    if (states > maxStates) break;
    const lossA = spanA - 1 - ia;
    const minUA = minUnitsA[lossA]!;
    const maxUA = maxUnitsA[lossA]!;
    if (maxUA < 0) continue;
    const aDef = defendsA[ia]!;
    const liveA = rowA[ia]!;
    const tieLiveA = cA >= 1 && cA <= ia ? tab[liveA - cA]! : 0;
    const tieStepA = cA >= 1 && cA <= ia ? ints[cA]! : 0;
    // Lead of A at k is leadTop − 3k (k = malus difference + unitsB).
    const leadA0 = valA - malusA[ia]! - valB + 3 * unitsB;
    for (let ib = spanB - 1; ib >= 0; ib--) {
      const lossB = spanB - 1 - ib;
      const maxUB = maxUnitsB[lossB]!;
      if (maxUB < 0) continue;
      const bDef = defendsB[ib]!;
      const liveB = rowB[ib]!;
      // Pass kinds: B is hit by A, and struck back by A unless A defends; A likewise.
      const kindB = aDef === 0 ? bDef : 3;
      const rB = RUN_STRIDE * kindB;
      const offsB = runs[rB]!;
      const firstB = runs[rB + 1]!;
      const pairsB = runs[rB + 2]!;
      const oMinB = runs[rB + 3]!;
      const oEndB = runs[rB + 4]!;
      const passB = fromB + kindB;
      const passTieB = tieB + kindB;
      const kindA = bDef === 0 ? aDef : 3;
      const rA = RUN_STRIDE * kindA;
      const offsA = runs[rA]!;
      const firstA = runs[rA + 1]!;
      const pairsA = runs[rA + 2]!;
      const oMinA = runs[rA + 3]!;
      const oEndA = runs[rA + 4]!;
      const passA = fromA + kindA;
      const passTieA = tieA + kindA;
      // The tie (damage c) lands on one cell per pair; 0 when it kills or deals nothing.
      const tieLiveB = cB >= 1 && cB <= ib ? tab[liveB - cB]! : 0;
      const tieStepB = cB >= 1 && cB <= ib ? ints[stepB + cB]! : 0;
      const leadTop = leadA0 + malusB[ib]!;
      const pairBase = (ia * spanB + ib) * deltaSpan;
      const kHi = maxUA - minUnitsB[lossB]! + unitsB;
      for (let kk = minUA - maxUB + unitsB; kk <= kHi; kk++) {
        const cell2 = 2 * (pairBase + kk);
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
        const leadA = leadTop - 3 * kk;
        const l0 = leadA - 3 * bDef; // A attacks
        const l1 = 0 - leadA - 3 * aDef; // B attacks (0 − x: never −0, which would deoptimise)
        const i0 = atA + 4 * l0; // LEAD_STRIDE
        const i1 = atB + 4 * l1;
        const loop0 = leads[i0 + bDef]!;
        const loop1 = leads[i1 + aDef]!;
        const det = 1 - loop0 * loop1;
        if (det <= 1e-15) {
          pDraw += m0 + m1;
          continue;
        }
        // Expected visits of each turn before leaving this state.
        const v0 = (m0 + loop1 * m1) / det;
        const v1 = (m1 + loop0 * m0) / det;
        rounds += v0 + v1;
        // The two blocks below are the same pass twice on purpose (V8 keeps each small and in
        // registers). A fighter is hit on the attacker's turn (damage = margin + c) and on its
        // own turn when the other strikes back (damage = c − margin); both land on the same
        // cells, so one pass over the damage serves both turns (duel-exact-passes.ts). It visits
        // only the damages where a term is not 0, from the one after the tie (handled apart:
        // a tie never strikes back) to the last that leaves the fighter standing; a term that
        // cannot happen has the factor 0. Deaths = hit total − the mass that survived, per
        // state (both are about its mass, so the difference loses nothing).
        {
          // B is hit.
          const back = aDef === 0 ? v1 : 0;
          const e0 = l0 + cB + vLow; // offset o of damage d is d − e0
          let survived = 0;
          const tie = tab[passTieB + PASS_KINDS * l0]!;
          if (tie !== 0 && tieLiveB !== 0) {
            const q = v0 * tie * tieLiveB;
            mu[cell2 - tieStepB + 1]! += q; // hit on A's turn: B attacks next
            survived += q;
          }
          // Up to the offsets whose damage leaves B standing (TP index ≥ 0).
          const to = ints[firstB + Math.min(Math.max(ib + 1 - e0, oMinB), oEndB)]!;
          // d = e0 + o: the survival and step indices fold e0 in (fewer live registers); `| 0`
          // lets V8 add without overflow checks (indices are small).
          const lb = (liveB - e0) | 0;
          const sb = (stepB + e0) | 0;
          for (let i = ints[passB + PASS_KINDS * l0]!; i < to; i++) {
            const o = ints[(offsB + i) | 0]!;
            const w = tab[(lb - o) | 0]!;
            const t = (cell2 - ints[(sb + o) | 0]!) | 0;
            const q0 = v0 * tab[(pairsB + 2 * i) | 0]! * w;
            const q1 = back * tab[(pairsB + 2 * i + 1) | 0]! * w;
            mu[(t + 1) | 0]! += q0; // hit on A's turn: B attacks next
            mu[t]! += q1;
            survived += q0 + q1;
          }
          pA += v0 * leads[i0 + 2]! + back * leads[i1 + 3]! - survived;
        }
        {
          // A is hit.
          const back = bDef === 0 ? v0 : 0;
          const e1 = l1 + cA + vLow;
          let survived = 0;
          const tie = tab[passTieA + PASS_KINDS * l1]!;
          if (tie !== 0 && tieLiveA !== 0) {
            const q = v1 * tie * tieLiveA;
            mu[cell2 - tieStepA]! += q; // hit on B's turn: A attacks next
            survived += q;
          }
          const to = ints[firstA + Math.min(Math.max(ia + 1 - e1, oMinA), oEndA)]!;
          const la = (liveA - e1) | 0;
          const sa = e1 | 0;
          for (let i = ints[passA + PASS_KINDS * l1]!; i < to; i++) {
            const o = ints[(offsA + i) | 0]!;
            const w = tab[(la - o) | 0]!;
            const t = (cell2 - ints[(sa + o) | 0]!) | 0;
            const q1 = v1 * tab[(pairsA + 2 * i) | 0]! * w;
            const q0 = back * tab[(pairsA + 2 * i + 1) | 0]! * w;
            mu[t]! += q1; // hit on B's turn: A attacks next
            mu[(t + 1) | 0]! += q0;
            survived += q0 + q1;
          }
          pB += v1 * leads[i1 + 2]! + back * leads[i0 + 3]! - survived;
        }
      }
    }
  }
  out[OUT_PA] = pA;
  out[OUT_PB] = pB;
  out[OUT_DRAW] = pDraw;
  out[OUT_ROUNDS] = rounds;
  out[OUT_STATES] = states;
  out[OUT_PRUNED] = pruned;
}
