import { describe, expect, it } from "vitest";
import type { Rng } from "../../dice/rng.js";
import { scriptedRng } from "../../dice/scripted-rng.js";
import { seededRng } from "../../dice/seeded-rng.js";
import { enumerateOutcomes } from "../../odds/enumerate.js";
import { Fraction } from "../../odds/fraction.js";
import { PLAIN_TABLE } from "../table-settings.js";
import { type InitiativeParams, initiativeAction, initiativeOdds, rollInitiative } from "./initiative.js";

const P = (name: string, speed: number, dexterity: number) => ({ name, speed, dexterity });
const roll = (params: InitiativeParams, dice: number[]) => {
  const rng = scriptedRng(dice);
  const r = rollInitiative(params, rng, PLAIN_TABLE);
  expect(rng.remaining, "all given dice used").toBe(0);
  return r;
};

describe("initiative: 1W6 + Geschwindigkeit, descending", () => {
  it("orders by total", () => {
    const r = roll({ participants: [P("Linda", 3, 2), P("Ork", 2, 1)] }, [2, 4]);
    expect(r.order.map((e) => [e.name, e.total])).toEqual([
      ["Ork", 6],
      ["Linda", 5],
    ]);
  });

  it("a tie goes to the higher Geschicklichkeit without extra dice", () => {
    const r = roll({ participants: [P("Linda", 3, 2), P("Ork", 2, 4)] }, [3, 4]);
    expect(r.order.map((e) => e.name)).toEqual(["Ork", "Linda"]);
    expect(r.order.every((e) => e.rollOffs.length === 0)).toBe(true);
  });

  it("equal Geschicklichkeit: roll-offs of 1W6 until the faces differ", () => {
    const r = roll({ participants: [P("A", 2, 1), P("B", 2, 1), P("C", 0, 0)] }, [3, 3, 1, 4, 4, 2, 5]);
    expect(r.order.map((e) => e.name)).toEqual(["B", "A", "C"]);
    expect(r.order.map((e) => e.rollOffs)).toEqual([[4, 5], [4, 2], []]);
    expect(r.dice).toEqual([3, 3, 1, 4, 4, 2, 5]);
  });

  it("three tied: one roll-off separates the top, the two still tied roll again", () => {
    const r = roll({ participants: [P("A", 1, 1), P("B", 1, 1), P("C", 1, 1)] }, [5, 5, 5, 2, 6, 2, 1, 3]);
    expect(r.order.map((e) => e.name)).toEqual(["B", "C", "A"]);
  });

  it("rejects duplicate names and an empty fight", () => {
    expect(() =>
      rollInitiative({ participants: [P("A", 1, 1), P("A", 2, 2)] }, seededRng(1), PLAIN_TABLE),
    ).toThrow(expect.objectContaining({ code: "duplicate-participant" }));
    expect(() => initiativeOdds({ participants: [] }, PLAIN_TABLE)).toThrow(
      expect.objectContaining({ code: "invalid-argument" }),
    );
  });
});

/** Stops a roll after `limit` dice, so the otherwise infinite dice tree can be enumerated. */
class Undecided extends Error {}
const limited = (rng: Rng, limit: number): Rng => {
  let used = 0;
  return {
    die(sides) {
      if (++used > limit) throw new Undecided();
      return rng.die(sides);
    },
  };
};

describe("exact initiative odds are bounded by a depth-limited brute force", () => {
  const cases: InitiativeParams[] = [
    { participants: [P("A", 2, 1), P("B", 2, 1)] },
    { participants: [P("A", 2, 1), P("B", 2, 1), P("C", 2, 3)] },
    { participants: [P("A", 1, 1), P("B", 1, 1), P("C", 1, 1)] },
    { participants: [P("A", 3, 0), P("B", 1, 2), P("C", 2, 2)] },
  ];

  it.each(cases)("brute ≤ exact ≤ brute + undecided, and the gap shrinks to nothing (%#)", (params) => {
    const n = params.participants.length;
    const exact = new Map(initiativeAction.outcomes(params, PLAIN_TABLE).map((o) => [o.key, o.probability]));
    for (const extra of [3, 6]) {
      const brute = enumerateOutcomes((rng) => {
        try {
          return initiativeAction.outcomeKey(rollInitiative(params, limited(rng, n + extra), PLAIN_TABLE));
        } catch (error) {
          if (error instanceof Undecided) return "?";
          throw error;
        }
      }, String);
      const undecided = brute.find((b) => b.key === "?")?.probability ?? Fraction.ZERO;
      for (const b of brute) {
        if (b.key === "?") continue;
        const p = exact.get(b.key);
        expect(p, b.key).toBeDefined();
        expect(p!.compare(b.probability)).toBeGreaterThanOrEqual(0);
        expect(p!.compare(b.probability.add(undecided))).toBeLessThanOrEqual(0);
      }
      for (const key of exact.keys()) {
        if (!brute.some((b) => b.key === key))
          expect(exact.get(key)!.compare(undecided)).toBeLessThanOrEqual(0);
      }
      if (extra === 6) expect(undecided.toNumber()).toBeLessThan(0.01);
    }
  });

  it("two equal participants: each is first with 1/2; a roll-off is needed with 1/6", () => {
    const odds = initiativeOdds({ participants: [P("A", 2, 1), P("B", 2, 1)] }, PLAIN_TABLE);
    expect(odds.pFirst.A?.toString()).toBe("1/2");
    expect(odds.pRollOff.toString()).toBe("1/6");
  });

  it("Linda (speed 3) against the Ork (speed 2, better dexterity): 21/36 first", () => {
    const odds = initiativeOdds({ participants: [P("Linda", 3, 2), P("Ork", 2, 4)] }, PLAIN_TABLE);
    // Linda first iff her roll + 1 > the Ork's roll (a tie goes to the Ork's dexterity).
    expect(odds.pFirst.Linda?.toString()).toBe("7/12");
    expect(odds.positions.Ork).toEqual([
      { n: 1, p: Fraction.of(5, 12) },
      { n: 2, p: Fraction.of(7, 12) },
    ]);
  });
});
