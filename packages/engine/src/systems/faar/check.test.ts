import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scriptedRng } from "../../dice/scripted-rng.js";
import { enumerateOutcomes } from "../../odds/enumerate.js";
import { PLAIN_TABLE } from "../table-settings.js";
import { faarCheckOdds, rollFaarCheck } from "./check.js";

describe("worked examples of faar.txt (Proben)", () => {
  it("Taruk picks a pocket with GE 12 and rolls 13: caught", () => {
    const r = rollFaarCheck({ value: 12 }, scriptedRng([13]), PLAIN_TABLE);
    expect(r).toMatchObject({ result: 13, success: false, margin: -1, dice: [13] });
  });

  it("Dorn: GE 10 + Heimlichkeit 3 = 13, rolls 12: success", () => {
    const r = rollFaarCheck({ value: 10 + 3 }, scriptedRng([12]), PLAIN_TABLE);
    expect(r).toMatchObject({ effective: 13, result: 12, success: true, margin: 1 });
    expect(faarCheckOdds({ value: 13 }, PLAIN_TABLE).pSuccess.toString()).toBe("13/20");
  });
});

describe("checks", () => {
  it("a roll equal to the value succeeds", () => {
    expect(rollFaarCheck({ value: 12 }, scriptedRng([12]), PLAIN_TABLE).success).toBe(true);
  });

  it("rejects a d20 face of 21 and non-integer values", () => {
    expect(() => rollFaarCheck({ value: 12 }, scriptedRng([21]), PLAIN_TABLE)).toThrow(
      expect.objectContaining({ code: "impossible-face" }),
    );
    expect(() => faarCheckOdds({ value: 1.5 }, PLAIN_TABLE)).toThrow(
      expect.objectContaining({ code: "invalid-argument" }),
    );
  });

  it("odds equal brute force for values −3..24 and modifiers", () => {
    for (let value = -3; value <= 24; value++) {
      for (const mod of [-4, 0, 3]) {
        const params = { value, modifiers: [{ amount: mod, source: "mod" }] };
        const brute = enumerateOutcomes((rng) => rollFaarCheck(params, rng, PLAIN_TABLE).success, String);
        const p = brute.find((o) => o.key === "true")?.probability.toString() ?? "0/1";
        expect(faarCheckOdds(params, PLAIN_TABLE).pSuccess.toString()).toBe(p);
      }
    }
  });

  it("property: P(success) is value/20 clamped and never falls as the value rises", () => {
    fc.assert(
      fc.property(fc.integer({ min: -30, max: 30 }), (value) => {
        const p = faarCheckOdds({ value }, PLAIN_TABLE).pSuccess;
        const q = faarCheckOdds({ value: value + 1 }, PLAIN_TABLE).pSuccess;
        return p.toNumber() === Math.max(0, Math.min(20, value)) / 20 && q.compare(p) >= 0;
      }),
    );
  });
});
