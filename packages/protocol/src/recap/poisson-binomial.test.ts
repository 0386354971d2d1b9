import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { atLeast, atMost, successCounts } from "./poisson-binomial.js";

/** The oracle: every way the rolls can fall, with its chance, counted by successes. */
function enumerated(chances: readonly number[]): number[] {
  const counts = new Array<number>(chances.length + 1).fill(0);
  for (let mask = 0; mask < 2 ** chances.length; mask++) {
    let p = 1;
    let successes = 0;
    chances.forEach((chance, i) => {
      const hit = (mask >> i) & 1;
      p *= hit ? chance : 1 - chance;
      successes += hit;
    });
    counts[successes]! += p;
  }
  return counts;
}

const binomial = (n: number, k: number): number => {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c;
};

const chances = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 10 });

describe("the Poisson-binomial distribution of successes", () => {
  it("equals the enumeration of every way the rolls fall", () => {
    fc.assert(
      fc.property(chances, (ps) => {
        const dp = successCounts(ps);
        const oracle = enumerated(ps);
        expect(dp).toHaveLength(ps.length + 1);
        dp.forEach((p, k) => {
          expect(p).toBeCloseTo(oracle[k]!, 12);
        });
      }),
    );
  });

  it("is the binomial distribution when every chance is the same", () => {
    const dp = successCounts(new Array(12).fill(1 / 3));
    dp.forEach((p, k) => {
      expect(p).toBeCloseTo(binomial(12, k) * (1 / 3) ** k * (2 / 3) ** (12 - k), 14);
    });
  });

  it("sums to one; its mean is the sum of the chances; the tails meet at the count", () => {
    fc.assert(
      fc.property(chances, fc.nat({ max: 10 }), (ps, k) => {
        const dp = successCounts(ps);
        expect(dp.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
        const mean = dp.reduce((sum, p, count) => sum + p * count, 0);
        expect(mean).toBeCloseTo(
          ps.reduce((a, b) => a + b, 0),
          10,
        );
        const exactly = dp[k] ?? 0;
        expect(atLeast(ps, k) + atMost(ps, k) - exactly).toBeCloseTo(1, 12);
      }),
    );
  });

  it("gives the tails of small cases exactly", () => {
    expect(atLeast([0.5, 0.5, 0.5], 3)).toBeCloseTo(1 / 8, 15);
    expect(atMost([0.9, 0.9], 0)).toBeCloseTo(0.01, 15);
    expect(atLeast([], 0)).toBe(1);
    expect(atLeast([0.2], 2)).toBe(0);
  });
});
