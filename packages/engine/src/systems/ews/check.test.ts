import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scriptedRng } from "../../dice/scripted-rng.js";
import { seededRng } from "../../dice/seeded-rng.js";
import { enumerateOutcomes } from "../../odds/enumerate.js";
import { chiSquareAgrees } from "../../testing/chi-square.js";
import { PLAIN_TABLE, withModules } from "../table-settings.js";
import { checkOdds, ewsCheckAction, rollCheck } from "./check.js";
import { fallbackModifier } from "./fallback.js";
import { targetName, valueName } from "./names.js";
import { pmW6Value } from "./pm-w6.js";
import { roundEws, woundThreshold } from "./rounding.js";
import { checkSteps } from "./steps.js";

const KRIT = withModules("krit");

describe("worked examples of ews-2.txt", () => {
  it("Grok reads the street sign: Gekrakel entziffern 12, MW 9, a 1 is −1 → 11, success", () => {
    const r = rollCheck({ value: 12, target: 9 }, scriptedRng([1]), PLAIN_TABLE);
    expect(pmW6Value(1)).toBe(-1);
    expect(r).toMatchObject({ dice: [1], bonus: -1, result: 11, success: true, margin: 2, steps: 0 });
  });

  it("healing with value 12 against MW 15 succeeds 1/3 of the time: 3 tries on average", () => {
    const odds = checkOdds({ value: 12, target: 15 }, PLAIN_TABLE);
    expect(odds.pSuccess.toString()).toBe("1/3");
    // Weeks until the first success are geometric: mean 1 / p.
    expect(1 / odds.pSuccess.toNumber()).toBe(3);
  });

  it("a calm average shooter (12) hits MW 9 with 83 %", () => {
    const odds = checkOdds({ value: 12, target: 9 }, PLAIN_TABLE);
    expect(odds.pSuccess.toString()).toBe("5/6");
    expect(Math.round(odds.pSuccess.toNumber() * 100)).toBe(83);
  });

  it("Stahlkatze's thrown star: value 12 against MW 18 needs the 6", () => {
    expect(checkOdds({ value: 12, target: 18 }, PLAIN_TABLE).pSuccess.toString()).toBe("1/6");
    expect(rollCheck({ value: 12, target: 18 }, scriptedRng([6]), PLAIN_TABLE).success).toBe(true);
    expect(rollCheck({ value: 12, target: 18 }, scriptedRng([4]), PLAIN_TABLE).success).toBe(false);
  });
});

describe("checks", () => {
  it("succeeds without a roll at MW + 6, and uses no dice", () => {
    const rng = scriptedRng([]);
    const r = rollCheck({ value: 15, target: 9 }, rng, PLAIN_TABLE);
    expect(r).toMatchObject({ auto: true, success: true, dice: [], result: 15, margin: 6, steps: 2 });
    expect(rng.used).toBe(0);
    expect(rollCheck({ value: 14, target: 9 }, scriptedRng([5]), PLAIN_TABLE).auto).toBe(false);
  });

  it("subtracts 3 per wound and lists every modifier with its source", () => {
    const r = rollCheck(
      { value: 15, target: 12, wounds: 2, modifiers: [{ amount: 3, source: "mod" }] },
      scriptedRng([2]),
      PLAIN_TABLE,
    );
    expect(r.modifiers).toEqual([
      { amount: 3, source: "mod" },
      { amount: -6, source: "wounds" },
    ]);
    expect(r).toMatchObject({ effective: 12, result: 14, success: true });
  });

  it("rejects negative wounds and non-integers", () => {
    expect(() => rollCheck({ value: 12, target: 9, wounds: -1 }, scriptedRng([1]), PLAIN_TABLE)).toThrow(
      expect.objectContaining({ code: "invalid-argument" }),
    );
    expect(() => checkOdds({ value: 12.5, target: 9 }, PLAIN_TABLE)).toThrow(
      expect.objectContaining({ code: "invalid-argument" }),
    );
  });

  it("computes Schwellen with the margin's sign", () => {
    expect([-7, -3, -2, 0, 2, 3, 5, 6, 11].map(checkSteps)).toEqual([-2, -1, -0, 0, 0, 1, 1, 2, 3]);
  });

  it("names values and Mindestwürfe", () => {
    expect([5, 6, 9, 12, 13, 15, 18, 19, 25].map(valueName)).toEqual([
      "poor",
      "poor",
      "weak",
      "average",
      "average",
      "experienced",
      "outstanding",
      "legendary",
      "legendary",
    ]);
    expect([6, 9, 12, 15, 18, 21, 24].map(targetName)).toEqual([
      "routine",
      "easy",
      "demanding",
      "hard",
      "tricky",
      "extremely-hard",
      "unimaginable",
    ]);
  });

  it("falls back on a related skill −3 or an Eigenschaft −9", () => {
    expect(fallbackModifier("related-skill").amount).toBe(-3);
    expect(fallbackModifier("attribute").amount).toBe(-9);
  });

  it("rounds halves up and derives the Wundschwelle", () => {
    expect([roundEws(9, 2), roundEws(13, 3), roundEws(11, 3), roundEws(10, 3)]).toEqual([5, 4, 4, 3]);
    expect([
      woundThreshold(),
      woundThreshold(12),
      woundThreshold(18),
      woundThreshold(9),
      woundThreshold(14),
    ]).toEqual([4, 4, 6, 3, 5]);
  });
});

describe("module krit", () => {
  it("6 then not-6 is a normal +6", () => {
    const r = rollCheck({ value: 12, target: 15 }, scriptedRng([6, 3]), KRIT);
    expect(r).toMatchObject({ dice: [6, 3], result: 18, success: true, chain: "none", critical: null });
  });

  it("6, 6 is an automatic success even against an impossible MW", () => {
    const r = rollCheck({ value: 3, target: 30 }, scriptedRng([6, 6, 1]), KRIT);
    expect(r).toMatchObject({
      dice: [6, 6, 1],
      result: 15,
      success: true,
      chain: "automatic-success",
      critical: null,
    });
  });

  it("6, 6, 6 is a critical success", () => {
    const r = rollCheck({ value: 12, target: 9 }, scriptedRng([6, 6, 6]), KRIT);
    expect(r).toMatchObject({ result: 30, success: true, critical: "success" });
  });

  it("5, 5 is an automatic failure and 5, 5, 5 a critical fumble", () => {
    // 14 against 9 is not automatic (that needs 15), so the dice can still fail it.
    expect(rollCheck({ value: 14, target: 9 }, scriptedRng([5, 5, 2]), KRIT)).toMatchObject({
      success: false,
      chain: "automatic-failure",
      result: 4,
    });
    expect(rollCheck({ value: 14, target: 9 }, scriptedRng([5, 5, 5]), KRIT)).toMatchObject({
      success: false,
      critical: "fumble",
    });
  });

  it("has no chain without the module: a 6 is just +6 and uses one die", () => {
    const rng = scriptedRng([6, 6, 6]);
    expect(rollCheck({ value: 12, target: 9 }, rng, PLAIN_TABLE)).toMatchObject({ result: 18, dice: [6] });
    expect(rng.used).toBe(1);
  });

  it("gives the module page's odds: 1/36 automatic, 1/216 critical", () => {
    const odds = checkOdds({ value: 12, target: 15 }, KRIT);
    expect(odds.pCriticalSuccess?.toString()).toBe("1/216");
    expect(odds.pCriticalFumble?.toString()).toBe("1/216");
    expect(odds.pAutomaticSuccess?.add(odds.pCriticalSuccess!).toString()).toBe("1/36");
  });
});

describe("check odds equal brute force", () => {
  const grid: [number, number, number, number][] = [];
  for (let value = 0; value <= 24; value += 2) {
    for (let target = 3; target <= 27; target += 3) {
      for (const wounds of [0, 1, 3]) for (const mod of [-3, 0, 4]) grid.push([value, target, wounds, mod]);
    }
  }

  it.each([
    ["plain", PLAIN_TABLE],
    ["krit", KRIT],
  ] as const)("over a grid of values, MWs, wounds and modifiers (%s)", (_, table) => {
    for (const [value, target, wounds, mod] of grid) {
      const params = { value, target, wounds, modifiers: [{ amount: mod, source: "mod" }] };
      const brute = enumerateOutcomes((rng) => rollCheck(params, rng, table).success, String);
      const pSuccess = brute.find((o) => o.key === "true")?.probability.toString() ?? "0/1";
      expect(checkOdds(params, table).pSuccess.toString(), JSON.stringify(params)).toBe(pSuccess);
    }
  });

  it("property: sampling a check agrees with its exact outcomes (chi-square, seeded)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 24 }),
        fc.integer({ min: 3, max: 27 }),
        fc.boolean(),
        fc.nat(),
        (value, target, krit, seed) => {
          const table = krit ? KRIT : PLAIN_TABLE;
          const params = { value, target };
          const outcomes = ewsCheckAction.outcomes(params, table);
          const index = new Map(outcomes.map((o, i) => [o.key, i]));
          const counts = new Array<number>(outcomes.length).fill(0);
          const rng = seededRng(seed);
          for (let i = 0; i < 3000; i++) {
            const at = index.get(ewsCheckAction.outcomeKey(rollCheck(params, rng, table)));
            if (at === undefined) return false;
            counts[at]!++;
          }
          return chiSquareAgrees(
            counts,
            outcomes.map((o) => o.probability.toNumber()),
          ).agrees;
        },
      ),
      // Fixed fast-check seed: the run is deterministic, so a pass cannot be luck on one day.
      { numRuns: 25, seed: 4242 },
    );
  });

  it("property: pSuccess never falls when the value rises", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 40 }), fc.integer({ min: 0, max: 40 }), (value, target) => {
        for (const table of [PLAIN_TABLE, KRIT]) {
          const lower = checkOdds({ value, target }, table).pSuccess;
          const higher = checkOdds({ value: value + 1, target }, table).pSuccess;
          if (higher.compare(lower) < 0) return false;
        }
        return true;
      }),
    );
  });
});
