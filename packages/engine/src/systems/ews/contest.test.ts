import { describe, expect, it } from "vitest";
import { scriptedRng } from "../../dice/scripted-rng.js";
import { enumerateOutcomes } from "../../odds/enumerate.js";
import { PLAIN_TABLE, withModules } from "../table-settings.js";
import { contestOdds, rollContest } from "./contest.js";

describe("contests", () => {
  it("the higher result wins, with the difference in Schwellen", () => {
    // Stahlkatze 18 rolls 4 → 22, the soldier 9 rolls 2 → 11: difference 11, 3 Schwellen.
    const r = rollContest({ a: { value: 18 }, b: { value: 9 } }, scriptedRng([4, 2]), PLAIN_TABLE);
    expect(r).toMatchObject({ winner: "a", diff: 11, steps: 3, a: { result: 22 }, b: { result: 11 } });
  });

  it("a tie goes to A, who started", () => {
    const r = rollContest({ a: { value: 12 }, b: { value: 12 } }, scriptedRng([2, 2]), PLAIN_TABLE);
    expect(r).toMatchObject({ winner: "a", diff: 0, steps: 0 });
  });

  it("rolls A's die before B's", () => {
    const r = rollContest({ a: { value: 12 }, b: { value: 12 } }, scriptedRng([1, 6]), PLAIN_TABLE);
    expect(r.a.dice).toEqual([1]);
    expect(r.b.dice).toEqual([6]);
    expect(r.winner).toBe("b");
  });

  it("with krit, repeated sixes add up in a contest: 6,6,2 → +12", () => {
    const r = rollContest(
      { a: { value: 10 }, b: { value: 12 } },
      scriptedRng([6, 6, 2, 5, 5, 5]),
      withModules("krit"),
    );
    expect(r.a).toMatchObject({ result: 22, chain: "automatic-success" });
    expect(r.b).toMatchObject({ result: -3, chain: "critical-fumble" });
  });

  it("equal values: A wins 7/12 (ties included)", () => {
    expect(contestOdds({ a: { value: 12 }, b: { value: 12 } }, PLAIN_TABLE).pA.toString()).toBe("7/12");
  });

  it.each([
    ["plain", PLAIN_TABLE],
    ["krit", withModules("krit")],
  ] as const)("odds equal brute force over a grid (%s)", (_, table) => {
    for (let a = 6; a <= 18; a += 3) {
      for (let b = 6; b <= 18; b += 2) {
        for (const wounds of [0, 2]) {
          const params = {
            a: { value: a, wounds },
            b: { value: b, modifiers: [{ amount: 1, source: "mod" }] },
          };
          const brute = enumerateOutcomes((rng) => rollContest(params, rng, table).winner, String);
          const pA = brute.find((o) => o.key === "a")?.probability.toString() ?? "0/1";
          expect(contestOdds(params, table).pA.toString()).toBe(pA);
        }
      }
    }
  });
});
