import { describe, expect, it } from "vitest";
import { enumerateOutcomes } from "./enumerate.js";

describe("enumerateOutcomes (the brute-force oracle)", () => {
  it("weights paths of different lengths by their own dice", () => {
    // Roll a d6; on a 6 roll a d2 and add it. P(7) = P(8) = 1/12, P(1..5) = 1/6 each.
    const outcomes = enumerateOutcomes((rng) => {
      const first = rng.die(6);
      return first === 6 ? 6 + rng.die(2) : first;
    }, String);
    expect(Object.fromEntries(outcomes.map((o) => [o.key, o.probability.toString()]))).toEqual({
      "1": "1/6",
      "2": "1/6",
      "3": "1/6",
      "4": "1/6",
      "5": "1/6",
      "7": "1/12",
      "8": "1/12",
    });
  });

  it("handles programs that roll no dice", () => {
    const outcomes = enumerateOutcomes(() => 42, String);
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]!.probability.toString()).toBe("1/1");
  });

  it("refuses to enumerate more paths than allowed", () => {
    expect(() => enumerateOutcomes((rng) => rng.die(6) + rng.die(6) + rng.die(6), String, 100)).toThrow(
      expect.objectContaining({ code: "too-many-outcomes" }),
    );
  });
});
