import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Dist } from "./distribution.js";
import { enumerateOutcomes } from "./enumerate.js";
import { Fraction } from "./fraction.js";

const arbDist = fc
  .array(fc.tuple(fc.integer({ min: -20, max: 20 }), fc.integer({ min: 0, max: 50 })), {
    minLength: 1,
    maxLength: 8,
  })
  .filter((pairs) => pairs.some(([, w]) => w > 0))
  .map((pairs) => Dist.of(pairs));

describe("Fraction", () => {
  it("reduces and prints n/d", () => {
    expect(Fraction.of(2, 6).toString()).toBe("1/3");
    expect(Fraction.of(0, 5).toString()).toBe("0/1");
    expect(Fraction.of(6, 6).toString()).toBe("1/1");
    expect(Fraction.of(3, -6).toString()).toBe("-1/2");
    expect(Fraction.of(1, 3).add(Fraction.of(1, 6)).toString()).toBe("1/2");
    expect(Fraction.of(5, 6).toNumber()).toBeCloseTo(0.8333333333, 9);
  });

  it("converts huge fractions to floats without overflow", () => {
    expect(Fraction.of(3n ** 60n, 3n ** 61n + 1n).toNumber()).toBeCloseTo(1 / 3, 12);
  });
});

describe("Dist", () => {
  it("builds a die and adds constants", () => {
    const d6 = Dist.die(6);
    expect(d6.min).toBe(1);
    expect(d6.max).toBe(6);
    expect(
      d6
        .shift(3)
        .probability((v) => v >= 8)
        .toString(),
    ).toBe("1/3");
    expect(d6.expectation().toString()).toBe("7/2");
  });

  it("convolves 2d6 like brute force", () => {
    const sum = Dist.die(6).add(Dist.die(6));
    const brute = enumerateOutcomes((rng) => rng.die(6) + rng.die(6), String);
    for (const { key, probability } of brute) {
      expect(sum.probabilityOf(Number(key)).toString()).toBe(probability.toString());
    }
    expect(sum.probabilityOf(7).toString()).toBe("1/6");
  });

  it("mixes, maps and conditions", () => {
    const mix = Dist.mix([
      [Dist.constant(0), 1],
      [Dist.die(2), 1],
    ]);
    expect(mix.probabilityOf(0).toString()).toBe("1/2");
    expect(mix.probabilityOf(2).toString()).toBe("1/4");
    expect(
      Dist.die(6)
        .map((v) => v % 2)
        .probabilityOf(0)
        .toString(),
    ).toBe("1/2");
    expect(
      Dist.die(6)
        .condition((v) => v > 4)
        .probabilityOf(6)
        .toString(),
    ).toBe("1/2");
    expect(() => Dist.die(6).condition(() => false)).toThrow(RangeError);
  });

  it("rejects bad weights and overflowing totals", () => {
    expect(() => Dist.of([[1, -1]])).toThrow(RangeError);
    expect(() => Dist.of([[1.5, 1]])).toThrow(RangeError);
    expect(() => Dist.of([])).toThrow(RangeError);
    const big = Dist.of([
      [0, 2 ** 30],
      [1, 1],
    ]);
    expect(() => big.add(big)).toThrow(/2\^53/);
  });

  it("property: weights sum to the total and entries are ascending", () => {
    fc.assert(
      fc.property(arbDist, (d) => {
        const entries = d.entries();
        const sum = entries.reduce((s, e) => s + e.weight, 0);
        return sum === d.total && entries.every((e, i) => i === 0 || e.value > entries[i - 1]!.value);
      }),
    );
  });

  it("property: the mean of a sum is the sum of the means", () => {
    fc.assert(
      fc.property(arbDist, arbDist, (a, b) =>
        a.add(b).expectation().equals(a.expectation().add(b.expectation())),
      ),
    );
  });

  it("property: sub is add of the negation, and normalize keeps probabilities", () => {
    fc.assert(
      fc.property(arbDist, arbDist, (a, b) => {
        const d = a.sub(b);
        return d.equals(a.add(b.negate())) && d.normalize().equals(d) && d.normalize().total <= d.total;
      }),
    );
  });

  it("property: probability of a predicate plus its complement is 1", () => {
    fc.assert(
      fc.property(arbDist, fc.integer({ min: -30, max: 30 }), (d, t) =>
        d
          .probability((v) => v >= t)
          .add(d.probability((v) => v < t))
          .equals(Fraction.ONE),
      ),
    );
  });
});
