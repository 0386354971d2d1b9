import { EngineError } from "../../../errors.js";
import type { TableSettings } from "../../table-settings.js";
import { bonusDifference } from "../check-classes.js";
import { DEATH_LEVEL, lowTpLevel } from "../foka/fighter-state.js";
import {
  type DuelParams,
  type DuelSetup,
  defends,
  duelLowTpMalus,
  duelSetup,
  hitMalus,
} from "./duel-params.js";

/** Exact (up to float rounding) odds of a duel. */
export interface DuelOdds {
  readonly pA: number;
  readonly pB: number;
  /** Both can only ever deal 0 damage from some state on. */
  readonly pDraw: number;
  /** Mean rounds; null when a draw is possible (the mean is then infinite). */
  readonly expectedRounds: number | null;
  /** States of the chain that were evaluated. */
  readonly states: number;
}

/** Above this many states the exact chain gives up (the caller falls back to Monte Carlo). */
export const MAX_EXACT_STATES = 400_000;

/**
 * The exact duel as a Markov chain. A round's outcome depends on the fighters' wound mali only
 * through their difference, so a state is (TP of A, TP of B, malus of A − malus of B), both
 * turns at once; TP only fall, so the chain is acyclic except for rounds that change nothing,
 * which are folded in by solving the two-turn loop in closed form.
 *
 * @example
 * duelOdds({ a: { value: 12, weapon: 4 }, b: { value: 12, weapon: 4 } }, PLAIN_TABLE).pA; // ≈ 0.55 (A strikes first)
 */
export function duelOdds(params: DuelParams, table: TableSettings): DuelOdds {
  const sa = duelSetup(params.a, "a", table);
  const sb = duelSetup(params.b, "b", table);
  const diff = bonusDifference(table).entries();
  const dv = Int32Array.from(diff.map((e) => e.value));
  const dp = Float64Array.from(diff.map((e) => e.weight / bonusDifference(table).total));
  const nd = dv.length;
  const offA = 5 * sa.attribute;
  const spanB = 6 * sb.attribute + 1;
  const offB = 5 * sb.attribute;
  const DELTA = 4096;
  const memo = new Map<number, number>();
  // Per state: pA(turn A), pA(turn B), pB(turn A), pB(turn B), rounds(turn A), rounds(turn B).
  const values: number[] = [];
  const levelA = (tp: number) => lowTpLevel(tp, sa.attribute);
  const levelB = (tp: number) => lowTpLevel(tp, sb.attribute);
  const survive = (s: DuelSetup, from: number, to: number): number => {
    if (to >= DEATH_LEVEL) return 0;
    let p = 1;
    for (let l = from + 1; l <= to; l++) p *= s.passProbability[l]!;
    return p;
  };

  const solve = (tpA: number, tpB: number, delta: number): number => {
    if (delta <= -DELTA || delta >= DELTA)
      throw new EngineError("too-many-outcomes", "Duel malus out of range", {});
    const key = ((tpA + offA) * spanB + (tpB + offB)) * (2 * DELTA) + delta + DELTA;
    const known = memo.get(key);
    if (known !== undefined) return known;
    if (memo.size >= MAX_EXACT_STATES) {
      throw new EngineError(
        "too-many-outcomes",
        `The exact duel needs more than ${MAX_EXACT_STATES} states`,
        {
          maxPaths: MAX_EXACT_STATES,
        },
      );
    }
    const x = [0, 0, 0, 0, 0, 0]; // accumulators pA, pB, rounds per turn (0: A attacks, 1: B attacks)
    const loop = [0, 0];
    const lowA = duelLowTpMalus(tpA, sa.woundThreshold);
    const lowB = duelLowTpMalus(tpB, sb.woundThreshold);
    for (let turn = 0; turn < 2; turn++) {
      const aAttacks = turn === 0;
      const [xs, ys, tpY] = aAttacks ? [sa, sb, tpB] : [sb, sa, tpA];
      const yDefends = defends(ys, tpY);
      // lead = effective(X) − effective(Y); wound mali enter as delta = malus(A) − malus(B).
      const leadA = sa.value - lowA - (sb.value - lowB) - delta;
      const lead = (aAttacks ? leadA : -leadA) - (yDefends ? 3 : 0);
      let pA = 0;
      let pB = 0;
      let rounds = 1;
      for (let i = 0; i < nd; i++) {
        const signed = lead + dv[i]!;
        const p = dp[i]!;
        let hitX: boolean;
        let damage: number;
        if (signed >= 0) {
          hitX = false;
          damage = signed + xs.weapon - ys.armor;
        } else {
          hitX = true;
          damage = yDefends ? 0 : -signed + ys.weapon - xs.armor;
        }
        if (damage <= 0) {
          loop[turn]! += p;
          continue;
        }
        const hitA = hitX === aAttacks;
        const hs = hitA ? sa : sb;
        const before = hitA ? tpA : tpB;
        const after = before - damage;
        const level = hitA ? levelA : levelB;
        const live = survive(hs, level(before), level(after));
        if (hitA) pB += p * (1 - live);
        else pA += p * (1 - live);
        if (live === 0) continue;
        const m = hitMalus(damage, hs);
        const next = hitA ? solve(after, tpB, delta + m) : solve(tpA, after, delta - m);
        // The next round is the other fighter's attack.
        const nt = 1 - turn;
        pA += p * live * values[next + nt]!;
        pB += p * live * values[next + 2 + nt]!;
        rounds += p * live * values[next + 4 + nt]!;
      }
      x[turn] = pA;
      x[2 + turn] = pB;
      x[4 + turn] = rounds;
    }
    // V0 = X0 + l0·V1 and V1 = X1 + l1·V0 (a round without damage hands the attack over).
    const [l0, l1] = loop as [number, number];
    const det = 1 - l0 * l1;
    const index = values.length;
    if (det <= 1e-15) {
      values.push(0, 0, 0, 0, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY);
    } else {
      for (let k = 0; k < 6; k += 2) {
        const v0 = (x[k]! + l0 * x[k + 1]!) / det;
        const v1 = (x[k + 1]! + l1 * x[k]!) / det;
        values.push(v0, v1);
      }
    }
    memo.set(key, index);
    return index;
  };

  const start = solve(sa.tp, sb.tp, 0);
  const pA = values[start]!;
  const pB = values[start + 2]!;
  const rest = 1 - pA - pB;
  const pDraw = rest > 1e-12 ? rest : 0;
  const rounds = values[start + 4]!;
  return {
    pA,
    pB,
    pDraw,
    expectedRounds: pDraw > 1e-12 || !Number.isFinite(rounds) ? null : rounds,
    states: memo.size,
  };
}
