import { DiceRoll } from "@dice-roller/rpg-dice-roller";
import { cryptoRng, PLAIN_TABLE, type Rng, seededRng, withModules } from "@spieltisch/engine";
import * as ewsRules from "@spieltisch/engine/systems/ews";
import droll from "droll";
import { type BenchCase, medianMicros } from "./harness.js";

/**
 * A tight hand-written sfc32 d6 loop, everything in locals: eleven base-6 digits per 32-bit draw
 * with int32 digit extraction, the fastest plain-JS d6 loop we know (faster than Lemire per die).
 */
function handWrittenSfc32D6(n: number, seed: number): number {
  let a = 0x9e3779b9 | 0;
  let b = 0x243f6a88 | 0;
  let c = 0xb7e15162 | 0;
  let d = seed | 0;
  let sum = 0;
  let i = 0;
  while (i < n) {
    d = (d + 1) | 0;
    const t = (((a + b) | 0) + d) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (((c << 21) | (c >>> 11)) + t) | 0;
    const x = t >>> 0;
    if (x >= 3990767616) continue;
    let r = (x - Math.floor(x / 362797056) * 362797056) | 0;
    const end = Math.min(n, i + 11);
    for (; i < end; i++) {
      const q = (r / 6) | 0;
      sum += r - q * 6 + 1;
      r = q;
    }
  }
  return sum;
}

const MC_SAMPLES = 1_000_000;

/** The foundation's benchmarks (issue: Foundation). */
export function cases(): BenchCase[] {
  const rng = seededRng(1);
  const plainCheck = { value: 12, target: 15, modifiers: [{ amount: 3, source: "mod" }], wounds: 1 };
  const krit = withModules("krit");
  let sink = 0;
  const contest = { a: { value: 15 }, b: { value: 12, wounds: 1 } };
  return [
    {
      name: "EWS check rolled, full result object vs rpg-dice-roller new DiceRoll('1d6')",
      unit: "rolls/s",
      target: "≥ 25×",
      ours: () => {
        for (let i = 0; i < 1000; i++) sink += ewsRules.rollCheck(plainCheck, rng, PLAIN_TABLE).result;
        return 1000;
      },
      peer: () => {
        for (let i = 0; i < 50; i++) sink += new DiceRoll("1d6").total;
        return 50;
      },
    },
    ...(
      [
        ["seeded sfc32", rng],
        ["crypto", cryptoRng()],
      ] as const
    ).map(
      ([label, dice]: readonly [string, Rng]): BenchCase => ({
        // droll (0.2.1) is the fastest JavaScript roller we found: a regex, two small objects and
        // Math.random per roll. Ours builds the whole check result (modifiers, margin, Schwellen,
        // krit chain) from the named RNG.
        name: `EWS check rolled, full result object (${label} RNG) vs droll.roll('1d6')`,
        unit: "rolls/s",
        target: "≥ 1.5×",
        ours: () => {
          for (let i = 0; i < 1000; i++) sink += ewsRules.rollCheck(plainCheck, dice, PLAIN_TABLE).result;
          return 1000;
        },
        peer: () => {
          for (let i = 0; i < 1000; i++) {
            const roll = droll.roll("1d6");
            if (roll) sink += roll.total;
          }
          return 1000;
        },
      }),
    ),
    {
      name: "bulk ±W6 check sampler vs hand-written sfc32 d6 loop",
      unit: "dice/s",
      target: "≥ 0.5×",
      ours: () => {
        sink += ewsRules.sampleCheckSuccesses(rng, 1_000_000, 12, 15);
        return 1_000_000;
      },
      peer: () => {
        sink += handWrittenSfc32D6(1_000_000, sink & 0xffff);
        return 1_000_000;
      },
    },
    ...(
      [
        ["exact odds: EWS check (plain)", () => ewsRules.checkOdds(plainCheck, PLAIN_TABLE).pSuccess],
        ["exact odds: EWS check (krit)", () => ewsRules.checkOdds(plainCheck, krit).pSuccess],
        ["exact odds: EWS contest (plain)", () => ewsRules.contestOdds(contest, PLAIN_TABLE).pA],
        ["exact odds: EWS contest (krit)", () => ewsRules.contestOdds(contest, krit).pA],
      ] as const
    ).map(
      ([name, exact]): BenchCase => ({
        name: `${name} vs 1e6-sample Monte Carlo`,
        unit: "estimates/s",
        target: "≥ 10000×, median ≤ 5 µs",
        ours: () => {
          for (let i = 0; i < 200; i++) sink += exact().den > 0n ? 1 : 0;
          return 200;
        },
        peer: () => {
          sink += name.includes("contest")
            ? ewsRules.sampleContestWins(rng, MC_SAMPLES, 15, 9)
            : ewsRules.sampleCheckSuccesses(rng, MC_SAMPLES, 12, 15);
          return 1;
        },
        extra: () => ({ medianMicros: medianMicros(exact) }),
      }),
    ),
  ];
}
