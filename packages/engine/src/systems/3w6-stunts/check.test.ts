import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scriptedRng } from "../../dice/scripted-rng.js";
import { enumerateOutcomes } from "../../odds/enumerate.js";
import { Fraction } from "../../odds/fraction.js";
import { PLAIN_TABLE } from "../table-settings.js";
import { rollStuntCheck, stuntCheckOdds, stuntJointTable } from "./check.js";
import { stuntPoints } from "./stunt-points.js";

describe("worked example of 3w6-stunts.txt", () => {
  it("Linda rolls 4 + 4 + 5 and adds Stärke +2: 15 and 5 stunt points", () => {
    const r = rollStuntCheck({ value: 2, target: 15 }, scriptedRng([4, 4, 5]), PLAIN_TABLE);
    expect(r).toMatchObject({
      dice: [4, 4, 5],
      result: 15,
      stuntPoints: 5,
      stunt: true,
      success: true,
      margin: 0,
    });
  });
});

describe("stunt points (RULINGS §5)", () => {
  it("a double gives the third die wherever it lies, a triple its face, no pair 0", () => {
    expect([stuntPoints([4, 4, 5]), stuntPoints([4, 5, 4]), stuntPoints([5, 4, 4])]).toEqual([5, 5, 5]);
    expect([stuntPoints([6, 6, 6]), stuntPoints([1, 1, 1])]).toEqual([6, 1]);
    expect(stuntPoints([1, 2, 3])).toBe(0);
  });

  it("never turn a failure into a success", () => {
    const r = rollStuntCheck({ value: 0, target: 18 }, scriptedRng([6, 6, 5]), PLAIN_TABLE);
    expect(r).toMatchObject({ result: 17, stuntPoints: 5, success: false });
  });

  it("P(stunt) = 4/9 and E[stunt points] = 14/9 whatever the difficulty", () => {
    for (const target of [5, 12, 20]) {
      const odds = stuntCheckOdds({ value: 2, target }, PLAIN_TABLE);
      expect(odds.pStunt.toString()).toBe("4/9");
      expect(odds.expectedStuntPoints.toString()).toBe("14/9");
    }
  });

  it("rejects a d6 face of 7", () => {
    expect(() => rollStuntCheck({ value: 2, target: 12 }, scriptedRng([7, 1, 1]), PLAIN_TABLE)).toThrow(
      expect.objectContaining({ code: "impossible-face" }),
    );
  });
});

describe("exact odds equal brute force", () => {
  it("P(success), P(stunt), E[stunt points], P(success with stunt) over values and difficulties", () => {
    for (let value = -2; value <= 6; value += 2) {
      for (let target = 3; target <= 26; target++) {
        const params = { value, target, modifiers: [{ amount: value % 3, source: "mod" }] };
        const brute = enumerateOutcomes(
          (rng) => rollStuntCheck(params, rng, PLAIN_TABLE),
          (r) => JSON.stringify([r.success, r.stuntPoints]),
        );
        let pSuccess = Fraction.ZERO;
        let pStunt = Fraction.ZERO;
        let both = Fraction.ZERO;
        let expected = Fraction.ZERO;
        for (const b of brute) {
          const [success, sp] = JSON.parse(b.key) as [boolean, number];
          if (success) pSuccess = pSuccess.add(b.probability);
          if (sp > 0) pStunt = pStunt.add(b.probability);
          if (success && sp > 0) both = both.add(b.probability);
          expected = expected.add(b.probability.mul(Fraction.of(sp)));
        }
        const odds = stuntCheckOdds(params, PLAIN_TABLE);
        expect(odds.pSuccess.toString()).toBe(pSuccess.toString());
        expect(odds.pStunt.toString()).toBe(pStunt.toString());
        expect(odds.pSuccessWithStunt.toString()).toBe(both.toString());
        expect(odds.expectedStuntPoints.toString()).toBe(expected.toString());
      }
    }
  });

  it("the joint table for difficulties 5..20 equals brute force cell by cell", () => {
    for (const value of [0, 2, 5]) {
      const table = stuntJointTable(value);
      expect(table.map((r) => r.target)).toEqual(Array.from({ length: 16 }, (_, i) => i + 5));
      for (const row of table) {
        const brute = enumerateOutcomes(
          (rng) => rollStuntCheck({ value, target: row.target }, rng, PLAIN_TABLE),
          (r) => `${r.success ? "success" : "failure"}|${r.stuntPoints}`,
        );
        const cells = Object.fromEntries(brute.map((b) => [b.key, b.probability.toString()]));
        const ours = Object.fromEntries([
          ...row.success.map((c) => [`success|${c.n}`, c.p.toString()]),
          ...row.failure.map((c) => [`failure|${c.n}`, c.p.toString()]),
        ]);
        expect(ours).toEqual(cells);
        const onSuccess = brute
          .filter((b) => b.key.startsWith("success"))
          .reduce(
            (a, b) => a.add(b.probability.mul(Fraction.of(Number(b.key.split("|")[1])))),
            Fraction.ZERO,
          );
        expect(row.expectedStuntPointsOnSuccess.toString()).toBe(onSuccess.toString());
        expect(row.pSuccessWithStunt.add(row.pFailureWithStunt).toString()).toBe("4/9");
      }
    }
  });

  it("property: the result distribution is 3W6 shifted by the effective value", () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), fc.integer({ min: 0, max: 30 }), (value, target) => {
        const odds = stuntCheckOdds({ value, target }, PLAIN_TABLE);
        return (
          odds.distribution.min === 3 + value &&
          odds.distribution.max === 18 + value &&
          odds.pSuccess.equals(odds.distribution.probability((r) => r >= target))
        );
      }),
    );
  });
});

describe("property: stunt points", () => {
  it("do not depend on the order of the dice and are 0 exactly when all faces differ", () => {
    const face = fc.integer({ min: 1, max: 6 });
    fc.assert(
      fc.property(face, face, face, (a, b, c) => {
        const sp = stuntPoints([a, b, c]);
        const orders: [number, number, number][] = [
          [a, c, b],
          [b, a, c],
          [b, c, a],
          [c, a, b],
          [c, b, a],
        ];
        const distinct = new Set([a, b, c]).size === 3;
        return orders.every((o) => stuntPoints(o) === sp) && (sp === 0) === distinct && sp <= 6;
      }),
    );
  });
});
