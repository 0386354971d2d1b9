import { EngineError } from "../../../errors.js";
import type { TableSettings } from "../../table-settings.js";
import { bonusDifference } from "../check-classes.js";
import { DEATH_LEVEL } from "../foka/fighter-state.js";
import { DEFAULT_DUEL_EPSILON, type DuelOdds, MAX_EXACT_STATES } from "./duel-exact.js";
import { type DuelParams, type DuelSetup, duelSetup } from "./duel-params.js";

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

/**
 * The first exact duel chain (hash-free but bucketed, with per-state arrays), kept as the test
 * oracle of the fast {@link duelOdds}: same chain, same float operations up to summation order
 * (its sums of pA and pB compensated, see below). Not exported from the package.
 *
 * The duel as a Markov chain, propagated forward. A round depends on the wound mali only through
 * their difference, so a state is (TP of A, TP of B, malus A − malus B) with the probability of
 * being there on A's and on B's turn. Every damaging round lowers TP A + TP B, so states are
 * processed in buckets of that sum, each exactly once; rounds without damage hand the attack over
 * and are folded in closed form. States reached with less than `epsilon` are dropped and their
 * mass reported as `pruned` (0 with `epsilon = 0`: the full chain).
 *
 * @example
 * duelOddsReference({ a: { value: 12, weapon: 4 }, b: { value: 12, weapon: 4 } }, PLAIN_TABLE).pA; // ≈ 0.551 (A strikes first)
 */
export function duelOddsReference(
  params: DuelParams,
  table: TableSettings,
  epsilon = DEFAULT_DUEL_EPSILON,
): DuelOdds {
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

  /**
   * The damaging outcomes of one exchange for a given attacker, lead and whether the defender
   * strikes back: computed once per distinct combination (a duel has few) and reused by every
   * state. Entries: hit fighter (1: A), damage, probability; plus the probability of no damage.
   */
  interface TurnOutcomes {
    readonly hitA: Uint8Array;
    readonly damage: Int32Array;
    readonly p: Float64Array;
    readonly loop: number;
  }
  const turnCache = new Map<number, TurnOutcomes>();
  const outcomesOf = (aAttacks: boolean, lead: number, yDeals: boolean): TurnOutcomes => {
    const cacheKey = (lead + 100_000) * 4 + (aAttacks ? 2 : 0) + (yDeals ? 1 : 0);
    const known = turnCache.get(cacheKey);
    if (known) return known;
    const X = aAttacks ? A : B;
    const Y = aAttacks ? B : A;
    const hitA: number[] = [];
    const damage: number[] = [];
    const p: number[] = [];
    let loop = 0;
    for (let i = 0; i < nd; i++) {
      const s = lead + dv[i]!;
      const hitY = s >= 0;
      const d = hitY ? s + X.weapon - Y.armor : yDeals ? Y.weapon - s - X.armor : 0;
      if (d <= 0) {
        loop += dp[i]!;
        continue;
      }
      hitA.push(hitY !== aAttacks ? 1 : 0);
      damage.push(d);
      p.push(dp[i]!);
    }
    const made = {
      hitA: Uint8Array.from(hitA),
      damage: Int32Array.from(damage),
      p: Float64Array.from(p),
      loop,
    };
    turnCache.set(cacheKey, made);
    return made;
  };

  // pA and pB sum millions of tiny terms (krit 12 vs 12: ~3e6); plain float sums drift by ~2e-12,
  // more than the tolerance the tests allow the fast chain. Compensated sums keep the oracle's
  // own rounding near 1e-16.
  const pA = compensatedSum();
  const pB = compensatedSum();
  let pDraw = 0;
  let pruned = 0;
  let rounds = 0;
  let states = 0;
  add(sa.tp, sb.tp, 0, 0, 1);
  for (let b = 0; b < buckets.length; b++) {
    const bucket = buckets[b];
    if (!bucket) continue;
    for (const slot of bucket) {
      const m0 = mu0[slot]!;
      const m1 = mu1[slot]!;
      if (m0 + m1 < epsilon || m0 + m1 === 0) {
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
      const t0 = outcomesOf(true, leadA - (bDef ? 3 : 0), !bDef);
      const t1 = outcomesOf(false, -leadA - (aDef ? 3 : 0), !aDef);
      const l0 = t0.loop;
      const l1 = t1.loop;
      const det = 1 - l0 * l1;
      if (det <= 1e-15) {
        pDraw += m0 + m1;
        continue;
      }
      // Expected visits of each turn before leaving this state.
      const v0 = (m0 + l1 * m1) / det;
      const v1 = (m1 + l0 * m0) / det;
      rounds += v0 + v1;
      const levA = tpA > 0 ? 0 : Math.min(DEATH_LEVEL, 1 + Math.floor(-tpA / A.attribute));
      const levB = tpB > 0 ? 0 : Math.min(DEATH_LEVEL, 1 + Math.floor(-tpB / B.attribute));
      for (let turn = 0; turn < 2; turn++) {
        const visits = turn === 0 ? v0 : v1;
        if (visits === 0) continue;
        const t = turn === 0 ? t0 : t1;
        const next = 1 - turn;
        for (let i = 0; i < t.p.length; i++) {
          const damage = t.damage[i]!;
          const p = visits * t.p[i]!;
          if (t.hitA[i] === 1) {
            const after = tpA - damage;
            const lev = after > 0 ? 0 : Math.min(DEATH_LEVEL, 1 + Math.floor(-after / A.attribute));
            const live = A.survive[levA * 7 + lev]!;
            pB.add(p * (1 - live));
            if (live === 0) continue;
            add(after, tpB, delta + (damage >= A.attribute ? 2 : damage >= A.ws ? 1 : 0), next, p * live);
          } else {
            const after = tpB - damage;
            const lev = after > 0 ? 0 : Math.min(DEATH_LEVEL, 1 + Math.floor(-after / B.attribute));
            const live = B.survive[levB * 7 + lev]!;
            pA.add(p * (1 - live));
            if (live === 0) continue;
            add(tpA, after, delta - (damage >= B.attribute ? 2 : damage >= B.ws ? 1 : 0), next, p * live);
          }
        }
      }
    }
    buckets[b] = [];
  }
  return {
    pA: pA.value(),
    pB: pB.value(),
    pDraw,
    expectedRounds: pDraw > 1e-12 ? null : rounds,
    states,
    pruned,
  };
}

/** Neumaier's compensated sum: the rounding error of each addition is kept and added back at the end. */
function compensatedSum() {
  let sum = 0;
  let error = 0;
  return {
    add(x: number): void {
      const t = sum + x;
      error += Math.abs(sum) >= Math.abs(x) ? sum - t + x : x - t + sum;
      sum = t;
    },
    value: (): number => sum + error,
  };
}
