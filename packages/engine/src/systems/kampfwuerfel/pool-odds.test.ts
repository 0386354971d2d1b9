import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { scriptedRng } from "../../dice/scripted-rng.js";
import { enumerateOutcomes } from "../../odds/enumerate.js";
import { Fraction } from "../../odds/fraction.js";
import { poolCheckOdds, rollPoolCheck } from "./check.js";
import { damageProbabilities, type KwMeleeParams, kwMeleeOdds, rollKwMelee } from "./melee.js";

/**
 * An independent bigint reference: the success count's generating polynomial (4 + 2x)^n, expanded
 * by repeated multiplication rather than by binomial coefficients.
 */
function referenceSuccessWeights(n: number): bigint[] {
  let poly = [1n];
  for (let i = 0; i < n; i++) {
    const next = new Array<bigint>(poly.length + 1).fill(0n);
    poly.forEach((c, k) => {
      next[k]! += 4n * c;
      next[k + 1]! += 2n * c;
    });
    poly = next;
  }
  return poly;
}

/** Reference P(hit) and damage weights: convolve attack (fives, sixes) and defence counts directly. */
function referenceMelee(p: KwMeleeParams): { pHit: Fraction; damage: Map<number, bigint> } {
  // joint[f][s]: weight of f fives and s sixes, built die by die.
  let joint = new Map<string, bigint>([["0|0", 1n]]);
  for (let i = 0; i < p.attackDice; i++) {
    const next = new Map<string, bigint>();
    for (const [key, w] of joint) {
      const [f, s] = key.split("|").map(Number) as [number, number];
      const add = (k: string, x: bigint) => next.set(k, (next.get(k) ?? 0n) + x);
      add(`${f}|${s}`, 4n * w);
      add(`${f + 1}|${s}`, w);
      add(`${f}|${s + 1}`, w);
    }
    joint = next;
  }
  const defence = referenceSuccessWeights(p.defenseDice + (p.shieldDice ?? 0));
  let hit = 0n;
  const damage = new Map<number, bigint>();
  for (const [key, w] of joint) {
    const [f, s] = key.split("|").map(Number) as [number, number];
    if (f + s < 2) continue;
    defence.forEach((dw, j) => {
      if (j >= 2 && j >= f + s) return;
      hit += w * dw;
      const d = Math.max(0, f * p.damage.five + s * p.damage.six + (p.bonus ?? 0) - (p.armor ?? 0));
      damage.set(d, (damage.get(d) ?? 0n) + w * dw);
    });
  }
  const total = 6n ** BigInt(p.attackDice + p.defenseDice + (p.shieldDice ?? 0));
  return { pHit: Fraction.of(hit, total), damage };
}

describe("Kampfwürfel pools", () => {
  test("5 and 6 succeed; two dice succeed with 1/9", () => {
    expect(rollPoolCheck({ pool: 4 }, scriptedRng([5, 1, 6, 2]))).toMatchObject({
      successes: 2,
      success: true,
    });
    expect(rollPoolCheck({ pool: 3, need: 3 }, scriptedRng([5, 6, 4]))).toMatchObject({
      successes: 2,
      success: false,
    });
    expect(poolCheckOdds({ pool: 2 }).pSuccess.toString()).toBe("1/9");
    expect(poolCheckOdds({ pool: 1 }).pSuccess.toString()).toBe("0/1");
  });

  test("pool odds equal enumeration for small pools", () => {
    for (let pool = 0; pool <= 6; pool++) {
      for (const need of [0, 1, 2, 4]) {
        const brute = enumerateOutcomes((rng) => rollPoolCheck({ pool, need }, rng).success, String);
        const pS = brute.find((b) => b.key === "true")?.probability ?? Fraction.ZERO;
        expect(poolCheckOdds({ pool, need }).pSuccess.toString()).toBe(pS.toString());
      }
    }
  });

  test("pools up to 40 dice are exact (3^40 > 2^53) and match the polynomial reference", () => {
    for (const pool of [20, 33, 40]) {
      const ref = referenceSuccessWeights(pool);
      const total = 6n ** BigInt(pool);
      const odds = poolCheckOdds({ pool, need: 7 });
      expect(odds.total).toBe(total);
      expect(odds.successes.map((s) => s.weight)).toEqual(ref);
      const success = ref.slice(7).reduce((a, b) => a + b, 0n);
      expect(odds.pSuccess.toString()).toBe(Fraction.of(success, total).toString());
    }
    expect(() => poolCheckOdds({ pool: 41 })).toThrow();
  });
});

describe("Kampfwürfel attacks", () => {
  test("the 2–3 damage ratio: two fives and a six deal 2 + 2 + 3", () => {
    const r = rollKwMelee(
      { attackDice: 3, defenseDice: 2, damage: { five: 2, six: 3 } },
      scriptedRng([5, 6, 5, 5, 2]),
    );
    expect(r).toMatchObject({
      hit: true,
      attackSuccesses: 3,
      defenseSuccesses: 1,
      damage: 7,
      defenderKeepsDice: false,
    });
    const armoured = rollKwMelee(
      { attackDice: 3, defenseDice: 2, damage: { five: 2, six: 3 }, armor: 2, bonus: 1 },
      scriptedRng([5, 6, 5, 5, 2]),
    );
    expect(armoured.damage).toBe(6);
  });

  test("the defence blocks with at least 2 and at least as many successes; a failed attack skips it", () => {
    const blocked = rollKwMelee(
      { attackDice: 2, defenseDice: 3, damage: { five: 1, six: 1 } },
      scriptedRng([5, 6, 6, 6, 1]),
    );
    expect(blocked).toMatchObject({ hit: false, defenseSuccesses: 2, damage: 0 });
    const failed = rollKwMelee(
      { attackDice: 3, defenseDice: 3, damage: { five: 1, six: 1 } },
      scriptedRng([5, 1, 1]),
    );
    expect(failed).toMatchObject({
      hit: false,
      defenseSuccesses: null,
      defenderKeepsDice: true,
      defenseDice: [],
    });
  });

  test("exact odds equal brute force for small pools", () => {
    for (let a = 0; a <= 4; a++) {
      for (let d = 0; d <= 6 - a; d++) {
        const params: KwMeleeParams = {
          attackDice: a,
          defenseDice: d,
          damage: { five: 2, six: 3 },
          armor: 2,
          bonus: 1,
        };
        const brute = enumerateOutcomes((rng) => {
          const r = rollKwMelee(params, rng);
          return r.hit ? r.damage : -1;
        }, String);
        const pHit = brute
          .filter((b) => b.key !== "-1")
          .reduce((s, b) => s.add(b.probability), Fraction.ZERO);
        const odds = kwMeleeOdds(params);
        expect(odds.pHit.toString()).toBe(pHit.toString());
        const given = Object.fromEntries(
          brute.filter((b) => b.key !== "-1").map((b) => [b.key, b.probability.div(pHit).toString()]),
        );
        expect(
          Object.fromEntries(damageProbabilities(odds).map((x) => [String(x.value), x.p.toString()])),
        ).toEqual(given);
      }
    }
  });

  // How fast (live odds need microseconds) is measured in `npm run bench` (kampfwuerfel.bench.ts),
  // not here: a bound on wall time fails on a busy machine, not on slow code.
  test("40 against 40 dice: exact against the reference", () => {
    const params: KwMeleeParams = {
      attackDice: 40,
      defenseDice: 38,
      shieldDice: 2,
      damage: { five: 2, six: 3 },
      armor: 5,
      bonus: 4,
    };
    const ref = referenceMelee(params);
    const odds = kwMeleeOdds(params);
    expect(odds.pHit.toString()).toBe(ref.pHit.toString());
    const hitWeight = [...ref.damage.values()].reduce((a, b) => a + b, 0n);
    expect(damageProbabilities(odds).map((x) => [x.value, x.p.toString()])).toEqual(
      [...ref.damage.entries()]
        .sort(([x], [y]) => x - y)
        .map(([v, w]) => [v, Fraction.of(w, hitWeight).toString()]),
    );
  });
});

describe("Kampfwürfel invariants (fast-check)", () => {
  test("more attack dice never lower P(hit), more defence dice never raise it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 39 }), fc.integer({ min: 0, max: 39 }), (a, d) => {
        const p = (attackDice: number, defenseDice: number) =>
          kwMeleeOdds({ attackDice, defenseDice, damage: { five: 1, six: 1 } }).pHit;
        expect(p(a + 1, d).compare(p(a, d))).toBeGreaterThanOrEqual(0);
        expect(p(a, d + 1).compare(p(a, d))).toBeLessThanOrEqual(0);
      }),
      { numRuns: 100 },
    );
  });

  test("the damage distribution given a hit sums to 1", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.integer({ min: 0, max: 40 }), (a, d) => {
        const odds = kwMeleeOdds({ attackDice: a, defenseDice: d, damage: { five: 2, six: 3 }, armor: 3 });
        expect(odds.damage.reduce((s, x) => s + x.weight, 0n)).toBe(odds.hitWeight);
      }),
      { numRuns: 50 },
    );
  });
});
