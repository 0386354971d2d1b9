import { PLAIN_TABLE, seededRng } from "@spieltisch/engine";
import * as ewsRules from "@spieltisch/engine/systems/ews";
import { DuelPool, simulateDuels } from "../packages/cli/src/simulate/duel-pool.js";
import { type BenchCase, medianMicros } from "./harness.js";

/** ±W6 of the first die minus the second, indexed by two base-6 digits (first + 6 × second). */
const PAIR_DIFF = new Int32Array(36);
for (let x = 0; x < 6; x++) {
  for (let y = 0; y < 6; y++)
    PAIR_DIFF[x + 6 * y] = ((x & 1) === 1 ? x + 1 : -(x + 1)) - ((y & 1) === 1 ? y + 1 : -(y + 1));
}

/**
 * The research baseline's duel (perf-baselines §2d), hand-written as fast as we know how: sfc32
 * inlined, eleven base-6 digits per accepted word kept as an int32 (integer division), both dice
 * of a round from one division by 36 and a difference table. Per round both roll ±W6, the higher
 * deals difference + 4, a tie nothing, 12 HP each until one is at ≤ 0. Returns A's wins (so the
 * loop cannot be optimised away).
 */
function handWrittenDuels(n: number, seed: number): number {
  let a = 0x9e3779b9 | 0;
  let b = 0x243f6a88 | 0;
  let c = 0xb7e15162 | 0;
  let d = seed | 0;
  let pool = 0;
  let left = 0;
  let wins = 0;
  for (let duel = 0; duel < n; duel++) {
    let hpA = 12;
    let hpB = 12;
    do {
      if (left < 2) {
        let x = 0;
        do {
          d = (d + 1) | 0;
          const t = (((a + b) | 0) + d) | 0;
          a = b ^ (b >>> 9);
          b = (c + (c << 3)) | 0;
          c = (((c << 21) | (c >>> 11)) + t) | 0;
          x = t >>> 0;
        } while (x >= 3990767616);
        pool = (x - Math.floor(x / 362797056) * 362797056) | 0;
        left = 11;
      }
      const q = (pool / 36) | 0;
      const diff = PAIR_DIFF[pool - q * 36]!;
      pool = q;
      left -= 2;
      if (diff > 0) hpB -= diff + 4;
      else if (diff < 0) hpA += diff - 4;
    } while (hpA > 0 && hpB > 0);
    if (hpB <= 0) wins++;
  }
  return wins;
}

const MC_SAMPLES = 1_000_000;
const DUEL_BATCH = 200_000;

/** Issue 4's benchmarks: duel simulation, worker scaling, exact odds of melee, shots, confrontations and duels. */
export async function cases(): Promise<BenchCase[]> {
  const rng = seededRng(4);
  let sink = 0;
  const duel: ewsRules.DuelParams = { a: { value: 12, weapon: 4 }, b: { value: 12, weapon: 4 } };
  const melee: ewsRules.MeleeParams = {
    attacker: { value: 15, weapon: 4, armor: 1 },
    defender: { value: 12, weapon: 3, armor: 2, stance: "full-defence" },
  };
  const shot: ewsRules.ShootParams = {
    value: 12,
    range: "short",
    mods: ["target-moving", "cover-third"],
    weapon: 3,
  };
  const confront: ewsRules.ConfrontParams = {
    a: { value: 15, edges: [{ kind: "stronger-weapon" }] },
    b: { value: 9 },
  };
  // Our fastest samplers for the same questions: bulk d6 kernels with precomputed face tables.
  const meleeTable = new Uint8Array(49);
  const confrontTable = new Uint8Array(49);
  for (let fa = 1; fa <= 6; fa++) {
    for (let fb = 1; fb <= 6; fb++) {
      const lead = ewsRules.pmW6Value(fa) - ewsRules.pmW6Value(fb);
      meleeTable[fa * 7 + fb] = 15 + lead >= 12 + 3 ? 1 : 0;
      confrontTable[fa * 7 + fb] = 18 + lead >= 9 ? 1 : 0;
    }
  }
  let shotMask = 0;
  for (let f = 1; f <= 6; f++) if (12 + ewsRules.pmW6Value(f) >= 18) shotMask |= 1 << (f - 1);
  // Workers start once, outside the measurement (the target is throughput, not start-up); the
  // start-up time is reported next to it.
  const startup = performance.now();
  const pool = await DuelPool.create(2);
  const startupMs = performance.now() - startup;
  return [
    {
      name: "FoKa duel Monte Carlo (12 vs 12 TP, wounds, checks) vs hand-written inlined ±W6 duel loop",
      unit: "duels/s",
      target: "≥ 0.5×",
      ours: () => {
        sink += ewsRules.sampleDuels(rng, DUEL_BATCH, duel, PLAIN_TABLE).winsA;
        return DUEL_BATCH;
      },
      peer: () => {
        sink += handWrittenDuels(DUEL_BATCH, sink & 0xffff);
        return DUEL_BATCH;
      },
    },
    {
      name: "FoKa duel Monte Carlo: 2 worker threads vs 1 thread",
      unit: "duels/s",
      target: "≥ 1.8×",
      // Threads in parallel: per wall-clock second (CPU time would count both threads).
      clock: "wall",
      ours: () => {
        sink += pool.run(duel, PLAIN_TABLE, sink & 0xffff, 2_000_000).winsA;
        return 2_000_000;
      },
      peer: () => {
        sink += simulateDuels(duel, PLAIN_TABLE, sink & 0xffff, 2_000_000).winsA;
        return 2_000_000;
      },
      extra: () => ({ workerStartupMs: startupMs }),
    },
    ...(
      [
        [
          "exact odds: FoKa melee exchange",
          () => ewsRules.meleeOdds(melee, PLAIN_TABLE).pDefenderHit,
          () => rng.sumD6Pairs(MC_SAMPLES, meleeTable),
        ],
        [
          "exact odds: FoKa shot",
          () => ewsRules.shootOdds(shot, PLAIN_TABLE).pHit,
          () => rng.countD6(MC_SAMPLES, shotMask),
        ],
        [
          "exact odds: Ein-Wurf confrontation",
          () => ewsRules.confrontOdds(confront, PLAIN_TABLE).pA,
          () => rng.sumD6Pairs(MC_SAMPLES, confrontTable),
        ],
      ] as const
    ).map(
      ([name, exact, monteCarlo]): BenchCase => ({
        name: `${name} vs 1e6-sample Monte Carlo`,
        unit: "estimates/s",
        target: "≥ 1000×, median ≤ 50 µs",
        ours: () => {
          for (let i = 0; i < 200; i++) sink += exact().den > 0n ? 1 : 0;
          return 200;
        },
        peer: () => {
          sink += monteCarlo();
          return 1;
        },
        extra: () => ({ medianMicros: medianMicros(exact) }),
      }),
    ),
    {
      // Cold: the memo is cleared before every call, so this is the chain itself (~21,800 states,
      // ~164,000 inner-loop steps; see duelOdds "Why it is fast"), swept in WebAssembly. Mind
      // that this runner imports every bench file, and loading rpg-dice-roller (mathjs) through
      // tsx detaches an ArrayBuffer: from then on V8 checks every typed-array access for
      // detachment, which made a typed-array version of the JavaScript sweep ~25 % slower here
      // than in a plain process (its fallback reads plain arrays for that reason; the
      // WebAssembly sweep's loads are not typed-array accesses).
      name: "exact duel odds (12 vs 12 TP, FoKa) vs 1e5-duel Monte Carlo",
      unit: "estimates/s",
      target: "≤ 1 ms (cpuMedianMicros ≤ 1000)",
      ours: () => {
        ewsRules.clearDuelOddsMemo();
        sink += ewsRules.duelOdds(duel, PLAIN_TABLE).pA;
        return 1;
      },
      peer: () => {
        sink += ewsRules.sampleDuels(rng, 100_000, duel, PLAIN_TABLE).winsA;
        return 1;
      },
      extra: () => ({
        medianMicros: medianMicros(
          () => {
            ewsRules.clearDuelOddsMemo();
            return ewsRules.duelOdds(duel, PLAIN_TABLE);
          },
          51,
          1,
        ),
        // The goal's figure: CPU time of the process per cold duel (median of 101), which another
        // process's load on a shared machine changes less than wall time.
        cpuMedianMicros: medianMicros(
          () => {
            ewsRules.clearDuelOddsMemo();
            return ewsRules.duelOdds(duel, PLAIN_TABLE);
          },
          101,
          1,
          "cpu",
        ),
        memoMedianMicros: medianMicros(() => ewsRules.duelOdds(duel, PLAIN_TABLE)),
      }),
    },
  ];
}
