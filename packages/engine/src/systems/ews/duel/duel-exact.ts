import { EngineError } from "../../../errors.js";
import type { TableSettings } from "../../table-settings.js";
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
  /** States of the chain that were evaluated. */
  readonly states: number;
  /** Probability mass dropped in states below `epsilon` (an upper bound on the error of pA, pB). */
  readonly pruned: number;
}

/** Above this many states the chain gives up (the caller falls back to Monte Carlo). */
export const MAX_EXACT_STATES = 400_000;

/** Default cut-off: 0, the full chain (pruning saves little: the mass spreads over many states). */
export const DEFAULT_DUEL_EPSILON = 0;

interface Side {
  readonly value: number;
  readonly weapon: number;
  readonly armor: number;
  readonly attribute: number;
  readonly ws: number;
  readonly defendAlways: boolean;
  readonly defendLow: boolean;
  /** P(survive) when TP fall from low-TP level `from` to `to`: index from × 7 + to. */
  readonly survive: Float64Array;
}

function side(s: DuelSetup): Side {
  const survive = new Float64Array(49);
  for (let from = 0; from <= DEATH_LEVEL; from++) {
    for (let to = from; to <= DEATH_LEVEL; to++) {
      let p = to >= DEATH_LEVEL ? 0 : 1;
      for (let l = from + 1; l <= to && p > 0; l++) p *= s.passProbability[l]!;
      survive[from * 7 + to] = p;
    }
  }
  return {
    value: s.value,
    weapon: s.weapon,
    armor: s.armor,
    attribute: s.attribute,
    ws: s.woundThreshold,
    defendAlways: s.stance === "full-defence",
    defendLow: s.stance === "defend-when-low",
    survive,
  };
}

const level = (tp: number, tpMax: number): number =>
  tp > 0 ? 0 : Math.min(DEATH_LEVEL, 1 + Math.floor(-tp / tpMax));

/**
 * The duel as a Markov chain, propagated forward. A round depends on the wound mali only through
 * their difference, so a state is (TP of A, TP of B, malus A − malus B) with the probability of
 * being there on A's and on B's turn. Every damaging round lowers TP A + TP B, so states are
 * processed in buckets of that sum, each exactly once; rounds without damage hand the attack over
 * and are folded in closed form. States reached with less than `epsilon` are dropped and their
 * mass reported as `pruned` (0 with `epsilon = 0`: the full chain).
 *
 * @example
 * duelOdds({ a: { value: 12, weapon: 4 }, b: { value: 12, weapon: 4 } }, PLAIN_TABLE).pA; // ≈ 0.551 (A strikes first)
 */
export function duelOdds(params: DuelParams, table: TableSettings, epsilon = DEFAULT_DUEL_EPSILON): DuelOdds {
  const sa = duelSetup(params.a, "a", table);
  const sb = duelSetup(params.b, "b", table);
  const A = side(sa);
  const B = side(sb);
  const diff = bonusDifference(table);
  const entries = diff.entries();
  const dv = Int32Array.from(entries.map((e) => e.value));
  const dp = Float64Array.from(entries.map((e) => e.weight / diff.total));
  const nd = dv.length;
  const offA = 5 * A.attribute;
  const offB = 5 * B.attribute;
  const spanB = 6 * B.attribute + 1;
  const top = sa.tp + sb.tp;

  // Malus differences (units of 3) reachable: each wounding hit adds 1 or 2 on the hit side.
  const maxUnits = (f: DuelSetup) =>
    2 * (Math.ceil((f.tp + 5 * f.attribute) / Math.max(1, f.woundThreshold)) + 1);
  const deltaLow = -maxUnits(sb);
  const deltaSpan = maxUnits(sa) - deltaLow + 1;
  const cells = (6 * A.attribute + 1) * spanB * deltaSpan;
  if (cells > 10 * MAX_EXACT_STATES) {
    throw new EngineError("too-many-outcomes", `The exact duel needs more than ${MAX_EXACT_STATES} states`, {
      maxPaths: MAX_EXACT_STATES,
    });
  }
  // Slot + 1 per cell (0: not reached yet), so a fresh zeroed array needs no fill.
  const index = new Int32Array(cells);
  const keyOf: number[] = [];
  const mu0: number[] = []; // mass on A's turn
  const mu1: number[] = []; // mass on B's turn
  const buckets: number[][] = [];
  const add = (tpA: number, tpB: number, delta: number, turn: number, mass: number): void => {
    const key = ((tpA + offA) * spanB + tpB + offB) * deltaSpan + delta - deltaLow;
    let slot = index[key]! - 1;
    if (slot < 0) {
      slot = keyOf.length;
      if (slot >= MAX_EXACT_STATES) {
        throw new EngineError(
          "too-many-outcomes",
          `The exact duel needs more than ${MAX_EXACT_STATES} states`,
          {
            maxPaths: MAX_EXACT_STATES,
          },
        );
      }
      index[key] = slot + 1;
      keyOf.push(key);
      mu0.push(0);
      mu1.push(0);
      const b = top - tpA - tpB;
      const bucket = buckets[b];
      if (bucket) bucket.push(slot);
      else buckets[b] = [slot];
    }
    if (turn === 0) mu0[slot]! += mass;
    else mu1[slot]! += mass;
  };

  let pA = 0;
  let pB = 0;
  let pDraw = 0;
  let pruned = 0;
  let rounds = 0;
  let states = 0;
  const lp = new Float64Array(2);
  add(sa.tp, sb.tp, 0, 0, 1);
  for (let b = 0; b < buckets.length; b++) {
    const bucket = buckets[b];
    if (!bucket) continue;
    for (const slot of bucket) {
      const m0 = mu0[slot]!;
      const m1 = mu1[slot]!;
      if (m0 + m1 < epsilon) {
        pruned += m0 + m1;
        continue;
      }
      states++;
      const key = keyOf[slot]!;
      const delta = (key % deltaSpan) + deltaLow;
      const rest = Math.floor(key / deltaSpan);
      const tpB = (rest % spanB) - offB;
      const tpA = Math.floor(rest / spanB) - offA;
      const lowA = tpA <= 0 ? 3 : tpA <= A.ws ? 1 : 0;
      const lowB = tpB <= 0 ? 3 : tpB <= B.ws ? 1 : 0;
      // Lead of A over B in effective value; wound mali enter as delta (units of 3).
      const leadA = A.value - lowA - (B.value - lowB) - 3 * delta;
      const bDef = B.defendAlways || (B.defendLow && tpB <= B.ws);
      const aDef = A.defendAlways || (A.defendLow && tpA <= A.ws);
      // Loop probabilities of both turns first: they set how often each turn is visited.
      for (let turn = 0; turn < 2; turn++) {
        const aAttacks = turn === 0;
        const lead = aAttacks ? leadA - (bDef ? 3 : 0) : -leadA - (aDef ? 3 : 0);
        const xw = aAttacks ? A.weapon : B.weapon;
        const ya = aAttacks ? B.armor : A.armor;
        const yw = aAttacks ? B.weapon : A.weapon;
        const xa = aAttacks ? A.armor : B.armor;
        const yDeals = aAttacks ? !bDef : !aDef;
        let loop = 0;
        for (let i = 0; i < nd; i++) {
          const s = lead + dv[i]!;
          const damage = s >= 0 ? s + xw - ya : yDeals ? yw - s - xa : 0;
          if (damage <= 0) loop += dp[i]!;
        }
        lp[turn] = loop;
      }
      const l0 = lp[0]!;
      const l1 = lp[1]!;
      const det = 1 - l0 * l1;
      if (det <= 1e-15) {
        pDraw += m0 + m1;
        continue;
      }
      // Expected visits of each turn before leaving this state.
      const v0 = (m0 + l1 * m1) / det;
      const v1 = (m1 + l0 * m0) / det;
      rounds += v0 + v1;
      const levA = level(tpA, A.attribute);
      const levB = level(tpB, B.attribute);
      for (let turn = 0; turn < 2; turn++) {
        const visits = turn === 0 ? v0 : v1;
        if (visits === 0) continue;
        const aAttacks = turn === 0;
        const lead = aAttacks ? leadA - (bDef ? 3 : 0) : -leadA - (aDef ? 3 : 0);
        const X = aAttacks ? A : B;
        const Y = aAttacks ? B : A;
        const yDeals = aAttacks ? !bDef : !aDef;
        for (let i = 0; i < nd; i++) {
          const s = lead + dv[i]!;
          const hitY = s >= 0;
          const damage = hitY ? s + X.weapon - Y.armor : yDeals ? Y.weapon - s - X.armor : 0;
          if (damage <= 0) continue;
          const p = visits * dp[i]!;
          const hitA = hitY !== aAttacks;
          const H = hitA ? A : B;
          const before = hitA ? tpA : tpB;
          const after = before - damage;
          const live = H.survive[(hitA ? levA : levB) * 7 + level(after, H.attribute)]!;
          if (hitA) pB += p * (1 - live);
          else pA += p * (1 - live);
          if (live === 0) continue;
          const m = damage >= H.attribute ? 2 : damage >= H.ws ? 1 : 0;
          if (hitA) add(after, tpB, delta + m, 1 - turn, p * live);
          else add(tpA, after, delta - m, 1 - turn, p * live);
        }
      }
    }
    buckets[b] = [];
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
