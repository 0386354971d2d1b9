import { describe, expect, it } from "vitest";
import { scriptedRng } from "../../../dice/scripted-rng.js";
import { seededRng } from "../../../dice/seeded-rng.js";
import { enumerateOutcomes } from "../../../odds/enumerate.js";
import { Fraction } from "../../../odds/fraction.js";
import { PLAIN_TABLE, type TableSettings, withModules } from "../../table-settings.js";
import { type HealParams, rollHealWeek, weekTransition } from "./heal-week.js";
import { healingOutlook } from "./outlook.js";

describe("worked examples of ews-2.txt", () => {
  it("Lazaro (12) with one wound while working: MW 15, heals with 1/3 a week (3 weeks on average)", () => {
    const t = weekTransition({ value: 12, wounds: 1, situation: "travel" }, 1, PLAIN_TABLE);
    expect(Fraction.of(t.heal, t.total).toString()).toBe("1/3");
    // …but a 5 (12 − 5 = 7 < 15 − 6) inflames it: the text's "3 weeks" ignores this.
    expect(Fraction.of(t.worse, t.total).toString()).toBe("1/6");
    const r = rollHealWeek({ value: 12, wounds: 1, situation: "travel" }, scriptedRng([4]), PLAIN_TABLE);
    expect(r).toMatchObject({ due: true, target: 15, woundsBefore: 1, woundsAfter: 0 });
  });

  it("Grok's forced march: base MW 18 is due without wounds for Konstitution 12; odd faces (a miss by more than 6) add a wound", () => {
    const params: HealParams = { value: 12, wounds: 0, situation: "nightmare" };
    for (const face of [1, 3, 5]) {
      expect(rollHealWeek(params, scriptedRng([face]), PLAIN_TABLE)).toMatchObject({
        due: true,
        target: 18,
        woundsAfter: 1,
      });
    }
    for (const face of [2, 4, 6])
      expect(rollHealWeek(params, scriptedRng([face]), PLAIN_TABLE).woundsAfter).toBe(0);
    // "alle 2 Wochen eine Wunde": P = 1/2 in the first week.
    const o = healingOutlook({ ...params, weeks: 1 }, PLAIN_TABLE);
    expect(o.wounds.map((w) => [w.n, w.p.toString()])).toEqual([
      [0, "1/2"],
      [1, "1/2"],
    ]);
  });

  it("Grok himself (Konstitution 18) rolls nothing on the march: base 18 < 18 + 3", () => {
    const rng = scriptedRng([]);
    expect(rollHealWeek({ value: 18, wounds: 0, situation: "nightmare" }, rng, PLAIN_TABLE)).toMatchObject({
      due: false,
      woundsAfter: 0,
      check: null,
    });
    expect(rng.used).toBe(0);
    const o = healingOutlook({ value: 18, wounds: 0, situation: "nightmare", weeks: 6 }, PLAIN_TABLE);
    expect(o.pHealed.toString()).toBe("1/1");
  });
});

describe("two readings of Lazaro's healing example (RULINGS §1.6, table option healingInflammation)", () => {
  const EXAMPLE: TableSettings = { modules: [], options: { healingInflammation: "stress-only" } };
  const twoWounds = (situation: HealParams["situation"]): HealParams => ({
    value: 12,
    wounds: 2,
    situation,
    weeks: 9,
  });

  it("literally (the default) two wounds while working heal in 9 weeks only with 17.8 %: a 5 or worse inflames", () => {
    const o = healingOutlook(twoWounds("travel"), PLAIN_TABLE);
    expect(o.inflammation).toBe("always");
    expect(o.pHealedBy.toNumber()).toBeCloseTo(0.178, 3);
    expect(o.expectedWeeks).toBeNull();
    expect(o.worsening).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("as the example reads it, failed checks do not worsen at rest or travelling: the first wound in 6 weeks, the second in 3 more", () => {
    const o = healingOutlook(twoWounds("travel"), EXAMPLE);
    expect(o.inflammation).toBe("stress-only");
    expect(o.transitions.slice(1, 3).map((t) => [t.pHeal.toString(), t.pWorse.toString()])).toEqual([
      ["1/3", "0/1"],
      ["1/6", "0/1"],
    ]);
    expect(o.expectedWeeks?.toString()).toBe("9/1");
    expect(o.pEverHealed.toString()).toBe("1/1");
    expect(o.worsening).toEqual([]);
    // "Gönnt er sich Ruhe … 3 Wochen für die erste Wunde, eine oder zwei Wochen für die Zweite".
    expect(healingOutlook(twoWounds("rest"), EXAMPLE).expectedWeeks?.toString()).toBe("5/1");
    // One wound while working: "durchschnittlich 3 Wochen".
    const one = healingOutlook({ value: 12, wounds: 1, situation: "travel" }, EXAMPLE);
    expect(one.expectedWeeks?.toString()).toBe("3/1");
  });

  it("a rolled week follows the same reading: 12 − 5 = 7 against 18 keeps two wounds at rest, adds one under stress", () => {
    const week = (situation: HealParams["situation"], table: TableSettings) =>
      rollHealWeek({ value: 12, wounds: 2, situation }, scriptedRng([5]), table).woundsAfter;
    expect(week("travel", PLAIN_TABLE)).toBe(3);
    expect(week("travel", EXAMPLE)).toBe(2);
    expect(week("hospital", EXAMPLE)).toBe(2);
    expect(week("stress", EXAMPLE)).toBe(3);
  });

  it("Grok's forced march still inflames under the example's reading; a healthy weak character rolls nothing while travelling", () => {
    const march: HealParams = { value: 12, wounds: 0, situation: "nightmare", weeks: 1 };
    expect(healingOutlook(march, EXAMPLE).pHealed.toString()).toBe("1/2");
    const rng = scriptedRng([]);
    expect(rollHealWeek({ value: 9, wounds: 0, situation: "travel" }, rng, EXAMPLE)).toMatchObject({
      due: false,
    });
    expect(
      rollHealWeek({ value: 9, wounds: 0, situation: "travel" }, scriptedRng([1]), PLAIN_TABLE),
    ).toMatchObject({
      due: true,
    });
  });

  it("refuses an unknown reading", () => {
    const bad: TableSettings = { modules: [], options: { healingInflammation: "sometimes" } };
    expect(() => healingOutlook(twoWounds("travel"), bad)).toThrow(
      expect.objectContaining({ code: "invalid-table-option" }),
    );
  });
});

describe("healing rules", () => {
  it("physician +1 per plus; untreated −3 per wound; the two together are impossible", () => {
    const r = rollHealWeek(
      { value: 12, wounds: 2, situation: "rest", physician: 2 },
      scriptedRng([2]),
      PLAIN_TABLE,
    );
    expect(r.check).toMatchObject({ effective: 14, result: 16, target: 15, success: true });
    const u = rollHealWeek(
      { value: 12, wounds: 2, situation: "rest", untreated: true },
      scriptedRng([2]),
      PLAIN_TABLE,
    );
    expect(u.check).toMatchObject({ effective: 6, result: 8, success: false, margin: -7 });
    expect(u.woundsAfter).toBe(3);
    expect(() =>
      rollHealWeek(
        { value: 12, wounds: 1, situation: "rest", untreated: true, physician: 1 },
        scriptedRng([2]),
        PLAIN_TABLE,
      ),
    ).toThrow(expect.objectContaining({ code: "impossible-combination" }));
    expect(() => healingOutlook({ value: 12, wounds: -1, situation: "rest" }, PLAIN_TABLE)).toThrow(
      expect.objectContaining({ code: "invalid-argument" }),
    );
  });

  it("a certain recovery has a finite mean: value 12 in hospital with two wounds heals in 6/5 + 2 = 16/5 weeks", () => {
    const o = healingOutlook({ value: 12, wounds: 2, situation: "hospital", weeks: 4 }, PLAIN_TABLE);
    expect(o.pEverHealed.toString()).toBe("1/1");
    expect(o.expectedWeeks?.toString()).toBe("16/5");
    expect(o.worsening).toEqual(expect.not.arrayContaining([1, 2]));
  });

  it("says where the chain gets worse faster than it heals: Lazaro with two wounds (heal 1/6, worse 1/2)", () => {
    const o = healingOutlook({ value: 12, wounds: 2, situation: "travel", weeks: 10 }, PLAIN_TABLE);
    expect(o.transitions[2]).toMatchObject({ pHeal: Fraction.of(1, 6), pWorse: Fraction.of(1, 2) });
    expect(o.worsening).toContain(2);
    expect(o.expectedWeeks).toBeNull();
    expect(o.pEverHealed.compare(Fraction.ONE)).toBe(-1);
    expect(o.expectedWeeksIfHealed?.toNumber()).toBeGreaterThan(0);
  });

  it("the outlook's probabilities sum to 1 every week and the dying state absorbs", () => {
    const o = healingOutlook(
      { value: 9, wounds: 3, situation: "stress", weeks: 30, maxWounds: 6 },
      PLAIN_TABLE,
    );
    expect(o.wounds.reduce((s, w) => s.add(w.p), Fraction.ZERO).toString()).toBe("1/1");
    for (let i = 1; i < o.byWeek.length; i++)
      expect(o.byWeek[i]!.pDying).toBeGreaterThanOrEqual(o.byWeek[i - 1]!.pDying);
  });
});

describe("exactness", () => {
  it.each([
    ["plain", PLAIN_TABLE],
    ["krit", withModules("krit")],
    ["example's reading", { modules: [], options: { healingInflammation: "stress-only" } }],
    ["example's reading, krit", { modules: ["krit"], options: { healingInflammation: "stress-only" } }],
  ] as const)("one week's transitions equal brute force over a grid (%s)", (_, table) => {
    for (const value of [6, 9, 12, 15, 18]) {
      for (const situation of ["hospital", "rest", "travel", "stress", "nightmare"] as const) {
        for (const wounds of [0, 1, 3]) {
          for (const extra of [{}, { physician: 2 }, { untreated: true }]) {
            const params: HealParams = { value, wounds, situation, ...extra };
            const brute = enumerateOutcomes((rng) => rollHealWeek(params, rng, table).woundsAfter, String);
            const t = weekTransition(params, wounds, table);
            const p = (n: number) => brute.find((o) => o.key === String(n))?.probability.toString() ?? "0/1";
            expect(Fraction.of(t.heal, t.total).toString()).toBe(wounds > 0 ? p(wounds - 1) : "0/1");
            expect(Fraction.of(t.worse, t.total).toString()).toBe(p(wounds + 1));
          }
        }
      }
    }
  });

  it("two weeks of the outlook equal brute force of two rolled weeks", () => {
    for (const params of [
      { value: 12, wounds: 1, situation: "travel" },
      { value: 12, wounds: 0, situation: "nightmare" },
      { value: 10, wounds: 2, situation: "stress", untreated: true },
    ] as HealParams[]) {
      const brute = enumerateOutcomes((rng) => {
        const first = rollHealWeek(params, rng, PLAIN_TABLE).woundsAfter;
        return rollHealWeek({ ...params, wounds: first }, rng, PLAIN_TABLE).woundsAfter;
      }, String);
      const o = healingOutlook({ ...params, weeks: 2 }, PLAIN_TABLE);
      expect(Object.fromEntries(o.wounds.map((w) => [String(w.n), w.p.toString()]))).toEqual(
        Object.fromEntries(brute.map((b) => [b.key, b.probability.toString()])),
      );
    }
  });

  it("agrees with Monte Carlo week by week (fixed seed, within 5 standard errors)", () => {
    const params: HealParams = { value: 12, wounds: 1, situation: "travel", maxWounds: 10 };
    const weeks = 8;
    const o = healingOutlook({ ...params, weeks }, PLAIN_TABLE);
    const rng = seededRng(1906);
    const N = 40_000;
    const healedAt = new Array<number>(weeks).fill(0);
    for (let i = 0; i < N; i++) {
      let w = 1;
      for (let week = 0; week < weeks; week++) {
        if (w < 10) w = rollHealWeek({ ...params, wounds: w }, rng, PLAIN_TABLE).woundsAfter;
        if (w === 0) healedAt[week]!++;
      }
    }
    // The standard error of a proportion is at most 0.5/√N = 0.0025; 5 of them: 0.0125.
    o.byWeek.forEach((week, i) => {
      expect(Math.abs(healedAt[i]! / N - week.pHealed)).toBeLessThan(0.0125);
    });
  });
});
