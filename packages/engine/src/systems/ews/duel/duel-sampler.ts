import type { BulkD6Source } from "../../../dice/rng.js";
import { EngineError } from "../../../errors.js";
import type { TableSettings } from "../../table-settings.js";
import { hasModule } from "../../table-settings.js";
import { type DuelParams, duelSetup } from "./duel-params.js";
import { DEFAULT_MAX_ROUNDS } from "./duel-roll.js";

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

const BUFFER = 16_384;
/** Most faces one round can use: two for the exchange, five checks. */
const ROUND_FACES = 7;

/**
 * The simulation kernel: `n` duels with the same rules as {@link rollDuel} (plain ±W6; krit is not
 * supported here, use rollDuel), everything in local integers and faces from one bulk buffer
 * filled by the source's d6 kernel — no objects per round, which is what makes it run near the
 * speed of a hand-written loop (see `bench/ews-confront.bench.ts`).
 */
export function sampleDuels(
  rng: BulkD6Source,
  n: number,
  params: DuelParams,
  table: TableSettings,
): DuelTally {
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
  const maxRounds = params.maxRounds ?? DEFAULT_MAX_ROUNDS;
  // ±W6 of the first face minus the second, indexed first × 7 + second.
  const DIFF = new Int32Array(49);
  const PM = [0, -1, 2, -3, 4, -5, 6];
  for (let x = 1; x <= 6; x++) for (let y = 1; y <= 6; y++) DIFF[x * 7 + y] = PM[x]! - PM[y]!;
  const tpA0 = sa.tp;
  const tpB0 = sb.tp;
  const maskA = Int32Array.from(sa.passMask);
  const maskB = Int32Array.from(sb.passMask);
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
  const defA = sa.stance === "full-defence" ? 2 : sa.stance === "defend-when-low" ? 1 : 0;
  const defB = sb.stance === "full-defence" ? 2 : sb.stance === "defend-when-low" ? 1 : 0;
  const buf = new Uint8Array(BUFFER);
  rng.fillD6(buf);
  let p = 0;
  let winsA = 0;
  let winsB = 0;
  let draws = 0;
  let rounds = 0;
  let roundsSq = 0;
  let woundsA = 0;
  let woundsB = 0;
  let critA = 0;
  let critB = 0;
  for (let duel = 0; duel < n; duel++) {
    let tpA = tpA0;
    let tpB = tpB0;
    let levA = tpA > 0 ? 0 : Math.min(6, 1 + Math.floor(-tpA / attrA));
    let levB = tpB > 0 ? 0 : Math.min(6, 1 + Math.floor(-tpB / attrB));
    let mA = 0;
    let mB = 0;
    let winner = 0; // 1: A, 2: B, 0: none yet
    let round = 0;
    // Two rounds per pass: A attacks, then B; no parity test in the hot loop.
    while (winner === 0) {
      if (round >= maxRounds) break;
      if (p > BUFFER - 2 * ROUND_FACES) {
        rng.fillD6(buf);
        p = 0;
      }
      // Round: A attacks, B defends.
      round++;
      let lead =
        valA - mA - (tpA <= 0 ? 3 : tpA <= wsA ? 1 : 0) - (valB - mB - (tpB <= 0 ? 3 : tpB <= wsB ? 1 : 0));
      let def = defB === 2 || (defB === 1 && tpB <= wsB);
      let signed = lead + DIFF[buf[p]! * 7 + buf[p + 1]!]! - (def ? 3 : 0);
      p += 2;
      let damage = signed >= 0 ? signed + wA - arB : def ? 0 : wB - signed - arA;
      if (damage > 0) {
        if (signed >= 0) {
          if (damage >= attrB) {
            mB += 6;
            critB++;
          } else if (damage >= wsB) {
            mB += 3;
            woundsB++;
          }
          tpB -= damage;
          if (tpB <= 0) {
            const lev = Math.min(6, 1 + Math.floor(-tpB / attrB));
            while (levB < lev) {
              levB++;
              if (((maskB[levB]! >>> (buf[p++]! - 1)) & 1) === 0) {
                winner = 1;
                break;
              }
            }
            if (winner !== 0) break;
          }
        } else {
          if (damage >= attrA) {
            mA += 6;
            critA++;
          } else if (damage >= wsA) {
            mA += 3;
            woundsA++;
          }
          tpA -= damage;
          if (tpA <= 0) {
            const lev = Math.min(6, 1 + Math.floor(-tpA / attrA));
            while (levA < lev) {
              levA++;
              if (((maskA[levA]! >>> (buf[p++]! - 1)) & 1) === 0) {
                winner = 2;
                break;
              }
            }
            if (winner !== 0) break;
          }
        }
      }
      // Round: B attacks, A defends.
      if (round >= maxRounds) break;
      round++;
      lead =
        valB - mB - (tpB <= 0 ? 3 : tpB <= wsB ? 1 : 0) - (valA - mA - (tpA <= 0 ? 3 : tpA <= wsA ? 1 : 0));
      def = defA === 2 || (defA === 1 && tpA <= wsA);
      signed = lead + DIFF[buf[p]! * 7 + buf[p + 1]!]! - (def ? 3 : 0);
      p += 2;
      damage = signed >= 0 ? signed + wB - arA : def ? 0 : wA - signed - arB;
      if (damage > 0) {
        if (signed >= 0) {
          if (damage >= attrA) {
            mA += 6;
            critA++;
          } else if (damage >= wsA) {
            mA += 3;
            woundsA++;
          }
          tpA -= damage;
          if (tpA <= 0) {
            const lev = Math.min(6, 1 + Math.floor(-tpA / attrA));
            while (levA < lev) {
              levA++;
              if (((maskA[levA]! >>> (buf[p++]! - 1)) & 1) === 0) {
                winner = 2;
                break;
              }
            }
          }
        } else {
          if (damage >= attrB) {
            mB += 6;
            critB++;
          } else if (damage >= wsB) {
            mB += 3;
            woundsB++;
          }
          tpB -= damage;
          if (tpB <= 0) {
            const lev = Math.min(6, 1 + Math.floor(-tpB / attrB));
            while (levB < lev) {
              levB++;
              if (((maskB[levB]! >>> (buf[p++]! - 1)) & 1) === 0) {
                winner = 1;
                break;
              }
            }
          }
        }
      }
    }
    if (winner === 1) winsA++;
    else if (winner === 2) winsB++;
    else draws++;
    rounds += round;
    roundsSq += round * round;
  }
  return {
    n,
    winsA,
    winsB,
    draws,
    rounds,
    roundsSquared: roundsSq,
    woundsA,
    woundsB,
    criticalA: critA,
    criticalB: critB,
  };
}
