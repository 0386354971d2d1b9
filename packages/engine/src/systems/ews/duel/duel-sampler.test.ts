import { describe, expect, it } from "vitest";
import { seededRng } from "../../../dice/seeded-rng.js";
import { enumerateOutcomes } from "../../../odds/enumerate.js";
import { PLAIN_TABLE, withModules } from "../../table-settings.js";
import { duelOdds } from "./duel-exact.js";
import type { DuelParams, DuelStance } from "./duel-params.js";
import { rollDuel } from "./duel-roll.js";
import { type DuelTally, sampleDuels } from "./duel-sampler.js";

/** Per-duel quantities of a tally, as fractions of the duels. */
const FIELDS = [
  "winsA",
  "winsB",
  "draws",
  "rounds",
  "roundsSquared",
  "woundsA",
  "woundsB",
  "criticalA",
  "criticalB",
] as const satisfies readonly (keyof DuelTally)[];
type Field = (typeof FIELDS)[number];

/** Mean and second moment of each field per duel, exactly, from every dice path of the state machine. */
function bruteForceMoments(params: DuelParams): Record<Field, { mean: number; square: number }> {
  const outcomes = enumerateOutcomes((rng) => {
    const r = rollDuel(params, rng, PLAIN_TABLE);
    const values: Record<Field, number> = {
      winsA: r.winner === "a" ? 1 : 0,
      winsB: r.winner === "b" ? 1 : 0,
      draws: r.winner === "draw" ? 1 : 0,
      rounds: r.rounds,
      roundsSquared: r.rounds * r.rounds,
      woundsA: r.a.wounds,
      woundsB: r.b.wounds,
      criticalA: r.a.criticalWounds,
      criticalB: r.b.criticalWounds,
    };
    return values;
  });
  const moments = {} as Record<Field, { mean: number; square: number }>;
  for (const f of FIELDS) {
    let mean = 0;
    let square = 0;
    for (const o of outcomes) {
      const p = o.probability.toNumber();
      mean += p * o.value[f];
      square += p * o.value[f] ** 2;
    }
    moments[f] = { mean, square };
  }
  return moments;
}

/** Each mean of the tally within 5 standard errors of the exact one (exactly equal where it cannot vary). */
function expectMoments(
  tally: DuelTally,
  exact: Record<Field, { mean: number; square: number }>,
  where: string,
) {
  for (const f of FIELDS) {
    const { mean, square } = exact[f];
    const sigma = Math.sqrt(Math.max(0, square - mean * mean) / tally.n);
    expect(Math.abs(tally[f] / tally.n - mean), `${where} ${f}`).toBeLessThanOrEqual(5 * sigma + 1e-9);
  }
}

describe("fast duel sampler", () => {
  const STANDARD: DuelParams = { a: { value: 12, weapon: 4 }, b: { value: 12, weapon: 4 } };

  it("matches brute force over the dice of the first rounds, in every tally field", () => {
    // A limit of 1 or 2 rounds ends every duel within the opening (or before it is used); 3 adds
    // one round fought after it (Eigenschaft 27 deep below 0: checks are automatic, so few dice
    // paths; the third round can kill). Wounds of a round-2 hit must not count when round 1
    // already ended the duel.
    const cases: DuelParams[] = [
      { ...STANDARD, maxRounds: 1 },
      { ...STANDARD, maxRounds: 2 },
      {
        a: { value: 12, weapon: 3, attribute: 27, tp: -110 },
        b: { value: 13, weapon: 2, attribute: 27, tp: -100 },
        maxRounds: 3,
      },
      {
        a: { value: 14, weapon: 7, attribute: 9 },
        b: { value: 11, weapon: 9, armor: 1, stance: "defend-when-low" },
        maxRounds: 2,
      },
      {
        a: { value: 12, weapon: 5, attribute: 6, tp: 2 },
        b: { value: 12, weapon: 6, attribute: 15, tp: -20, stance: "full-defence" },
        maxRounds: 2,
      },
      { a: { value: 9, weapon: 12, armor: 2 }, b: { value: 13, weapon: 10, tp: 1 }, maxRounds: 2 },
    ];
    cases.forEach((params, i) => {
      const tally = sampleDuels(seededRng(100 + i), 200_000, params, PLAIN_TABLE);
      expect(tally.n).toBe(200_000);
      expectMoments(tally, bruteForceMoments(params), JSON.stringify(params));
    });
  });

  it("agrees with the exact chain for every pair of stances, armour, Eigenschaften and hurt starts", () => {
    const stances: DuelStance[] = ["attack", "full-defence", "defend-when-low"];
    const cases: DuelParams[] = [];
    for (const sa of stances) {
      for (const sb of stances) {
        cases.push({
          a: { value: 13, weapon: 3, armor: 1, attribute: 9, stance: sa },
          b: { value: 11, weapon: 5, attribute: 15, tp: 7, stance: sb },
        });
      }
    }
    cases.push(
      { a: { value: 14, weapon: 5, attribute: 1 }, b: { value: 10, weapon: 1, attribute: 2 } },
      { a: { value: 12, weapon: 5, tp: -20 }, b: { value: 13, weapon: 2, tp: 3 } },
      { a: { value: 12, weapon: 2, armor: 3 }, b: { value: 12, weapon: 6, armor: 5 } },
      { a: { value: 16, weapon: 8, attribute: 18 }, b: { value: 10, weapon: 6, armor: 2, attribute: 18 } },
    );
    cases.forEach((params, i) => {
      const exact = duelOdds(params, PLAIN_TABLE);
      const n = 200_000;
      const tally = sampleDuels(seededRng(200 + i), n, params, PLAIN_TABLE);
      const where = JSON.stringify(params);
      const sigmaA = Math.sqrt((exact.pA * (1 - exact.pA)) / n);
      expect(Math.abs(tally.winsA / n - exact.pA), where).toBeLessThanOrEqual(5 * sigmaA + 1e-9);
      expect(tally.draws, where).toBe(0);
      const meanRounds = tally.rounds / n;
      const sigmaRounds = Math.sqrt((tally.roundsSquared / n - meanRounds ** 2) / n);
      expect(Math.abs(meanRounds - exact.expectedRounds!), where).toBeLessThanOrEqual(5 * sigmaRounds);
    });
  });

  it("counts wounds like the state-machine duel", () => {
    const params: DuelParams = {
      a: { value: 13, weapon: 6, attribute: 10 },
      b: { value: 12, weapon: 5, armor: 1, stance: "defend-when-low" },
    };
    const n = 20_000;
    const rng = seededRng(300);
    const sums = { woundsA: 0, woundsB: 0, criticalA: 0, criticalB: 0 };
    const squares = { ...sums };
    for (let i = 0; i < n; i++) {
      const r = rollDuel(params, rng, PLAIN_TABLE);
      const v = {
        woundsA: r.a.wounds,
        woundsB: r.b.wounds,
        criticalA: r.a.criticalWounds,
        criticalB: r.b.criticalWounds,
      };
      for (const k of Object.keys(sums) as (keyof typeof sums)[]) {
        sums[k] += v[k];
        squares[k] += v[k] ** 2;
      }
    }
    const big = 400_000;
    const tally = sampleDuels(seededRng(301), big, params, PLAIN_TABLE);
    for (const k of Object.keys(sums) as (keyof typeof sums)[]) {
      const mean = sums[k] / n;
      const sigma = Math.sqrt((squares[k] / n - mean * mean) / n);
      // The state machine's own error dominates: 5 of its standard errors.
      expect(Math.abs(tally[k] / big - mean), k).toBeLessThanOrEqual(5 * sigma);
    }
  });

  it("gives the same tally for the same seed, another for another seed", () => {
    const a = sampleDuels(seededRng(5), 10_000, STANDARD, PLAIN_TABLE);
    expect(sampleDuels(seededRng(5), 10_000, STANDARD, PLAIN_TABLE)).toEqual(a);
    expect(sampleDuels(seededRng(6), 10_000, STANDARD, PLAIN_TABLE)).not.toEqual(a);
    // The tables are kept for the last pairing only: another pairing in between changes nothing.
    sampleDuels(seededRng(5), 1000, { ...STANDARD, a: { value: 15, weapon: 2 } }, PLAIN_TABLE);
    expect(sampleDuels(seededRng(5), 10_000, STANDARD, PLAIN_TABLE)).toEqual(a);
  });

  it("adds up to n for any n, including none and long runs over many kernel calls", () => {
    for (const n of [0, 1, 255, 256, 257, 100_001]) {
      const t = sampleDuels(seededRng(n), n, STANDARD, PLAIN_TABLE);
      expect(t.n).toBe(n);
      expect(t.winsA + t.winsB + t.draws).toBe(n);
      expect(t.rounds).toBeGreaterThanOrEqual(n);
    }
  });

  it("calls a draw at the round limit, and rejects a limit that is not a whole number", () => {
    const wall: DuelParams = { a: { value: 12, armor: 30 }, b: { value: 12, armor: 30 } };
    expect(sampleDuels(seededRng(1), 10, { ...wall, maxRounds: 0 }, PLAIN_TABLE)).toMatchObject({
      draws: 10,
      rounds: 0,
    });
    expect(sampleDuels(seededRng(1), 10, { ...wall, maxRounds: 7 }, PLAIN_TABLE)).toMatchObject({
      draws: 10,
      rounds: 70,
      roundsSquared: 490,
    });
    expect(() => sampleDuels(seededRng(1), 10, { ...wall, maxRounds: -1 }, PLAIN_TABLE)).toThrow(
      expect.objectContaining({ code: "invalid-argument" }),
    );
    expect(() => sampleDuels(seededRng(1), 10, { ...wall, maxRounds: 2.5 }, PLAIN_TABLE)).toThrow(
      expect.objectContaining({ code: "invalid-argument" }),
    );
  });

  it("leaves krit to the state-machine duel", () => {
    expect(() => sampleDuels(seededRng(1), 10, STANDARD, withModules("krit"))).toThrow(
      expect.objectContaining({ code: "not-available" }),
    );
  });
});
