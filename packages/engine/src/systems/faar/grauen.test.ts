import { describe, expect, it } from "vitest";
import { scriptedRng } from "../../dice/scripted-rng.js";
import { enumerateOutcomes } from "../../odds/enumerate.js";
import { Fraction } from "../../odds/fraction.js";
import { PLAIN_TABLE } from "../table-settings.js";
import { faarGrauenAction, grauenOdds, rollGrauen } from "./grauen.js";
import { grauenConsequence } from "./grauen-table.js";

const roll = (params: Parameters<typeof rollGrauen>[0], dice: number[]) =>
  rollGrauen(params, scriptedRng(dice), PLAIN_TABLE);

describe("Grauen (faar.txt)", () => {
  it("d20 ≤ IT (with the modifier) keeps the mind whole", () => {
    expect(roll({ intuition: 9, points: 2 }, [9])).toMatchObject({
      passed: true,
      pointsAfter: 2,
      table: null,
    });
    expect(roll({ intuition: 9, modifier: -2, points: 2 }, [8])).toMatchObject({
      passed: false,
      pointsAfter: 3,
    });
  });

  it("the fifth point rolls the table and clears the points", () => {
    const r = roll({ intuition: 9, points: 4 }, [15, 7]);
    expect(r).toMatchObject({ passed: false, pointsAfter: 0, table: { face: 7, consequence: "gloom" } });
  });

  it("19–20 on the table: no effect, but the points stay, so the next point rolls again", () => {
    const first = roll({ intuition: 9, points: 4 }, [15, 19]);
    expect(first).toMatchObject({ pointsAfter: 5, table: { consequence: "no-effect" } });
    const again = roll({ intuition: 9, points: first.pointsAfter }, [12, 1]);
    expect(again).toMatchObject({ pointsAfter: 0, table: { consequence: "paranoia" } });
  });

  it("maps every face of the table", () => {
    expect(Array.from({ length: 20 }, (_, i) => grauenConsequence(i + 1))).toEqual(
      [
        "paranoia",
        "phantoms",
        "compulsive-talking",
        "gloom",
        "greed",
        "restlessness",
        "addiction",
        "fear-of-darkness",
        "the-shakes",
        "no-effect",
      ].flatMap((c) => [c, c]),
    );
  });

  it("odds equal brute force for every IT, modifier and counter", () => {
    for (const intuition of [-1, 0, 5, 9, 14, 20, 23]) {
      for (const points of [0, 3, 4, 5, 9]) {
        const params = { intuition, modifier: intuition % 3, points };
        const brute = enumerateOutcomes(
          (rng) => rollGrauen(params, rng, PLAIN_TABLE),
          faarGrauenAction.outcomeKey,
        );
        const exact = faarGrauenAction.outcomes(params, PLAIN_TABLE).filter((o) => o.probability.num !== 0n);
        expect(Object.fromEntries(exact.map((o) => [o.key, o.probability.toString()]))).toEqual(
          Object.fromEntries(brute.map((b) => [b.key, b.probability.toString()])),
        );
        const odds = grauenOdds(params, PLAIN_TABLE);
        const gloom = brute
          .filter((b) => b.key.endsWith("|gloom"))
          .reduce((a, b) => a.add(b.probability), Fraction.ZERO);
        expect(odds.consequences.gloom.toString()).toBe(gloom.toString());
        expect(odds.points.reduce((a, e) => a.add(e.p), Fraction.ZERO).toString()).toBe("1/1");
      }
    }
  });

  it("IT 9 at 4 points: 11/20 to fail, then 1/10 for each consequence pair", () => {
    const odds = grauenOdds({ intuition: 9, points: 4 }, PLAIN_TABLE);
    expect(odds.pTable.toString()).toBe("11/20");
    expect(odds.consequences.addiction.toString()).toBe("11/200");
  });
});
