import type { Rng } from "../../../dice/rng.js";
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

/** 6^11: eleven base-6 digits per accepted 32-bit word. */
const SIX_POW_11 = 362_797_056;
/** Words at or above 11 × 6^11 are rejected so the digits stay unbiased. */
const DIGITS_LIMIT = 11 * SIX_POW_11;

/**
 * The next accepted sfc32 word of `s` (a, b, c, d), reduced to its eleven base-6 digits as an
 * int32 (V8 then divides by 6 and 36 in integer arithmetic). Small enough for V8 to inline; runs
 * once per five exchanges, so keeping the state in a typed array costs nothing measurable.
 */
function nextDigits(s: Int32Array): number {
  let a = s[0]!;
  let b = s[1]!;
  let c = s[2]!;
  let d = s[3]!;
  let x = 0;
  do {
    d = (d + 1) | 0;
    const t = (((a + b) | 0) + d) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (((c << 21) | (c >>> 11)) + t) | 0;
    x = t >>> 0;
  } while (x >= DIGITS_LIMIT);
  s[0] = a;
  s[1] = b;
  s[2] = c;
  s[3] = d;
  return (x - Math.floor(x / SIX_POW_11) * SIX_POW_11) | 0;
}

/** A private sfc32 stream keyed by 128 bits drawn from `rng` (then mixed like `seededRng` does). */
function streamFrom(rng: Rng): Int32Array {
  const s = new Int32Array(4);
  for (let i = 0; i < 4; i++) s[i] = ((rng.die(65_536) - 1) * 65_536 + (rng.die(65_536) - 1)) | 0;
  for (let i = 0; i < 12; i++) nextDigits(s);
  return s;
}

/**
 * The simulation kernel: `n` duels with the same rules as {@link rollDuel} (plain ±W6; krit is not
 * supported here, use rollDuel). Everything lives in local integers; the dice come from a private
 * sfc32 stream keyed by 128 bits drawn from `rng` (so a seeded source gives reproducible tallies)
 * and are extracted inline: one integer division by 36 per exchange (both dice at once), by 6 per
 * low-TP check. No objects, buffers or calls per round — which is what makes it run at the speed
 * of a hand-written loop (see `bench/ews-confront.bench.ts`).
 */
export function sampleDuels(rng: Rng, n: number, params: DuelParams, table: TableSettings): DuelTally {
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
  // ±W6 of the first face minus the second, indexed by two base-6 digits (first + 6 × second).
  const DIFF = new Int32Array(36);
  const PM = [-1, 2, -3, 4, -5, 6];
  for (let x = 0; x < 6; x++) for (let y = 0; y < 6; y++) DIFF[x + 6 * y] = PM[x]! - PM[y]!;
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
  // Per fighter: the state at the start of every duel; during a duel the effective value (value
  // minus wound and low-TP mali) and the guard (3 in full defence) change only when it is hit.
  const lowOf = (tp: number, ws: number) => (tp <= 0 ? 3 : tp <= ws ? 1 : 0);
  const guardOf = (st: string, tp: number, ws: number) =>
    st === "full-defence" || (st === "defend-when-low" && tp <= ws) ? 3 : 0;
  const levelOf = (tp: number, attr: number) => (tp > 0 ? 0 : Math.min(6, 1 + Math.floor(-tp / attr)));
  // Damage to a fighter on top of the margin: the other's weapon minus its armour.
  const hitA = wB - arA;
  const hitB = wA - arB;
  // 3 when the fighter goes into full defence once reeling (TP ≤ WS).
  const lowGuardA = sa.stance === "attack" ? 0 : 3;
  const lowGuardB = sb.stance === "attack" ? 0 : 3;
  // Low-TP level by 1 − TP (1 TP … −5 × TPmax, where level 6 kills): a table, no division.
  const capA = 5 * attrA + 1;
  const levelA = new Int32Array(capA + 1);
  for (let k = 0; k <= capA; k++) levelA[k] = levelOf(1 - k, attrA);
  // Low-TP level by 1 − TP (1 TP … −5 × TPmax, where level 6 kills): a table, no division.
  const capB = 5 * attrB + 1;
  const levelB = new Int32Array(capB + 1);
  for (let k = 0; k <= capB; k++) levelB[k] = levelOf(1 - k, attrB);
  const lowA0 = lowOf(tpA0, wsA);
  const lowB0 = lowOf(tpB0, wsB);
  const guardA0 = guardOf(sa.stance, tpA0, wsA);
  const guardB0 = guardOf(sb.stance, tpB0, wsB);
  const levA0 = levelOf(tpA0, attrA);
  const levB0 = levelOf(tpB0, attrB);
  const stream = streamFrom(rng);
  let pool = 0; // unused base-6 digits of the current word
  let left = 0; // how many
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
    let levA = levA0;
    let levB = levB0;
    let lowA = lowA0;
    let lowB = lowB0;
    let effA = valA - lowA0;
    let effB = valB - lowB0;
    let guardA = guardA0;
    let guardB = guardB0;
    let round = 0;
    let q = 0;
    let signed = 0;
    // Two rounds per pass: A attacks, then B; no parity test in the hot loop. The winner is counted
    // where the fight ends (no branch on who won afterwards).
    fight: for (;;) {
      if (round >= maxRounds) {
        draws++;
        break;
      }
      round++;
      if (left < 2) {
        pool = nextDigits(stream);
        left = 11;
      }
      q = (pool / 36) | 0;
      signed = effA - effB - guardB + DIFF[pool - q * 36]!;
      pool = q;
      left -= 2;
      if (signed >= 0) {
        const damage = signed + hitB;
        if (damage > 0) {
          tpB -= damage;
          // Branch-free: which wound (1 from WS, 1 more from the Eigenschaft) and the low-TP malus.
          const wound = (wsB - 1 - damage) >>> 31;
          const critical = (attrB - 1 - damage) >>> 31;
          woundsB += wound - critical;
          critB += critical;
          const reeling = 1 - ((wsB - tpB) >>> 31);
          const low = reeling + 2 * (1 - (-tpB >>> 31));
          effB -= 3 * (wound + critical) + low - lowB;
          lowB = low;
          guardB |= lowGuardB & -reeling;
          // One clamped table load instead of a "TP ≤ 0?" branch: level 0 above 0 TP.
          const lev = levelB[Math.max(0, Math.min(1 - tpB, capB))]!;
          while (levB < lev) {
            levB++;
            if (left === 0) {
              pool = nextDigits(stream);
              left = 11;
            }
            const q = (pool / 6) | 0;
            const face = pool - q * 6;
            pool = q;
            left--;
            if (((maskB[levB]! >>> face) & 1) === 0) {
              winsA++;
              break fight;
            }
          }
        }
      } else if (guardB === 0) {
        const damage = hitA - signed;
        if (damage > 0) {
          tpA -= damage;
          // Branch-free: which wound (1 from WS, 1 more from the Eigenschaft) and the low-TP malus.
          const wound = (wsA - 1 - damage) >>> 31;
          const critical = (attrA - 1 - damage) >>> 31;
          woundsA += wound - critical;
          critA += critical;
          const reeling = 1 - ((wsA - tpA) >>> 31);
          const low = reeling + 2 * (1 - (-tpA >>> 31));
          effA -= 3 * (wound + critical) + low - lowA;
          lowA = low;
          guardA |= lowGuardA & -reeling;
          // One clamped table load instead of a "TP ≤ 0?" branch: level 0 above 0 TP.
          const lev = levelA[Math.max(0, Math.min(1 - tpA, capA))]!;
          while (levA < lev) {
            levA++;
            if (left === 0) {
              pool = nextDigits(stream);
              left = 11;
            }
            const q = (pool / 6) | 0;
            const face = pool - q * 6;
            pool = q;
            left--;
            if (((maskA[levA]! >>> face) & 1) === 0) {
              winsB++;
              break fight;
            }
          }
        }
      }
      if (round >= maxRounds) {
        draws++;
        break;
      }
      round++;
      if (left < 2) {
        pool = nextDigits(stream);
        left = 11;
      }
      q = (pool / 36) | 0;
      signed = effB - effA - guardA + DIFF[pool - q * 36]!;
      pool = q;
      left -= 2;
      if (signed >= 0) {
        const damage = signed + hitA;
        if (damage > 0) {
          tpA -= damage;
          // Branch-free: which wound (1 from WS, 1 more from the Eigenschaft) and the low-TP malus.
          const wound = (wsA - 1 - damage) >>> 31;
          const critical = (attrA - 1 - damage) >>> 31;
          woundsA += wound - critical;
          critA += critical;
          const reeling = 1 - ((wsA - tpA) >>> 31);
          const low = reeling + 2 * (1 - (-tpA >>> 31));
          effA -= 3 * (wound + critical) + low - lowA;
          lowA = low;
          guardA |= lowGuardA & -reeling;
          // One clamped table load instead of a "TP ≤ 0?" branch: level 0 above 0 TP.
          const lev = levelA[Math.max(0, Math.min(1 - tpA, capA))]!;
          while (levA < lev) {
            levA++;
            if (left === 0) {
              pool = nextDigits(stream);
              left = 11;
            }
            const q = (pool / 6) | 0;
            const face = pool - q * 6;
            pool = q;
            left--;
            if (((maskA[levA]! >>> face) & 1) === 0) {
              winsB++;
              break fight;
            }
          }
        }
      } else if (guardA === 0) {
        const damage = hitB - signed;
        if (damage > 0) {
          tpB -= damage;
          // Branch-free: which wound (1 from WS, 1 more from the Eigenschaft) and the low-TP malus.
          const wound = (wsB - 1 - damage) >>> 31;
          const critical = (attrB - 1 - damage) >>> 31;
          woundsB += wound - critical;
          critB += critical;
          const reeling = 1 - ((wsB - tpB) >>> 31);
          const low = reeling + 2 * (1 - (-tpB >>> 31));
          effB -= 3 * (wound + critical) + low - lowB;
          lowB = low;
          guardB |= lowGuardB & -reeling;
          // One clamped table load instead of a "TP ≤ 0?" branch: level 0 above 0 TP.
          const lev = levelB[Math.max(0, Math.min(1 - tpB, capB))]!;
          while (levB < lev) {
            levB++;
            if (left === 0) {
              pool = nextDigits(stream);
              left = 11;
            }
            const q = (pool / 6) | 0;
            const face = pool - q * 6;
            pool = q;
            left--;
            if (((maskB[levB]! >>> face) & 1) === 0) {
              winsA++;
              break fight;
            }
          }
        }
      }
    }
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
