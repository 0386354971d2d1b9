import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EngineError } from "../errors.js";
import { chiSquareAgrees } from "../testing/chi-square.js";
import { cryptoRng } from "./crypto-rng.js";
import type { Rng } from "./rng.js";
import { scriptedRng } from "./scripted-rng.js";
import { seededRng } from "./seeded-rng.js";

function histogram(rng: Rng, sides: number, n: number): number[] {
  const counts = new Array<number>(sides).fill(0);
  for (let i = 0; i < n; i++) counts[rng.die(sides) - 1]!++;
  return counts;
}

describe("seededRng (sfc32)", () => {
  it("is reproducible for a seed and differs between seeds", () => {
    const a = Array.from(
      { length: 20 },
      (
        (r) => () =>
          r.die(6)
      )(seededRng(7)),
    );
    const b = Array.from(
      { length: 20 },
      (
        (r) => () =>
          r.die(6)
      )(seededRng(7)),
    );
    const c = Array.from(
      { length: 20 },
      (
        (r) => () =>
          r.die(6)
      )(seededRng(8)),
    );
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it("distinguishes seeds above 2^32", () => {
    expect(seededRng(2 ** 32 + 5).uint32()).not.toBe(seededRng(5).uint32());
  });

  it.each([2, 3, 6, 10, 20, 100])("rolls an unbiased d%i", (sides) => {
    const counts = histogram(seededRng(sides), sides, 60_000);
    const verdict = chiSquareAgrees(counts, new Array<number>(sides).fill(1 / sides));
    expect(verdict.agrees).toBe(true);
  });

  it("fills d6 buffers with the same faces as single d6 calls would, all in 1..6", () => {
    const buffer = new Uint8Array(5000);
    seededRng(3).fillD6(buffer);
    expect(buffer.every((f) => f >= 1 && f <= 6)).toBe(true);
    const single = seededRng(3);
    expect([...buffer.slice(0, 100)]).toEqual(Array.from({ length: 100 }, () => single.die(6)));
    const counts = [0, 0, 0, 0, 0, 0];
    for (const f of buffer) counts[f - 1]!++;
    expect(chiSquareAgrees(counts, new Array(6).fill(1 / 6)).agrees).toBe(true);
  });

  it("counts masked faces exactly as filling a buffer would (same stream)", () => {
    const buffer = new Uint8Array(1000);
    seededRng(11).fillD6(buffer);
    const even = buffer.filter((f) => f % 2 === 0).length;
    expect(seededRng(11).countD6(1000, 0b101010)).toBe(even);
    expect(seededRng(11).countD6(1000, 0b111111)).toBe(1000);
    const pairs = new Uint8Array(49).fill(0);
    pairs[6 * 7 + 6] = 1;
    let sixes = 0;
    for (let i = 0; i < 1000; i += 2) if (buffer[i] === 6 && buffer[i + 1] === 6) sixes++;
    expect(seededRng(11).sumD6Pairs(500, pairs)).toBe(sixes);
  });

  it("rejects a seed that is not a non-negative safe integer", () => {
    expect(() => seededRng(-1)).toThrow(EngineError);
    expect(() => seededRng(1.5)).toThrow(EngineError);
  });

  it("property: faces always lie in 1..sides", () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1, max: 1000 }), (seed, sides) => {
        const rng = seededRng(seed);
        for (let i = 0; i < 20; i++) {
          const face = rng.die(sides);
          if (face < 1 || face > sides || !Number.isInteger(face)) return false;
        }
        return true;
      }),
    );
  });
});

describe("cryptoRng", () => {
  it.each([
    [6, 200_000],
    [20, 60_000],
  ])("rolls an unbiased d%i across buffer refills (%i dice)", (sides, n) => {
    // 200,000 d6 refill the pool of faces drawn ahead (65,536) three times.
    const counts = histogram(cryptoRng(), sides, n);
    // Random input: a fixed 0.001 level fails once in a thousand runs; the bound is set to 1e-6.
    const df = sides - 1;
    const expected = n / sides;
    const statistic = counts.reduce((s, o) => s + (o - expected) ** 2 / expected, 0);
    const critical1e6 = df * (1 - 2 / (9 * df) + 4.753 * Math.sqrt(2 / (9 * df))) ** 3;
    expect(statistic).toBeLessThan(critical1e6);
  });

  it("fills d6 buffers with faces 1..6 only, and counts with the generic kernels", () => {
    const buffer = new Uint8Array(100_000);
    cryptoRng().fillD6(buffer);
    expect(buffer.every((f) => f >= 1 && f <= 6)).toBe(true);
    expect(cryptoRng().countD6(1000, 0b111111)).toBe(1000);
    expect(cryptoRng().sumD6Pairs(100, new Uint8Array(49).fill(1))).toBe(100);
  });
});

describe("scriptedRng", () => {
  it("replays faces in order", () => {
    const rng = scriptedRng([4, 2, 6]);
    expect([rng.die(6), rng.die(6), rng.die(6)]).toEqual([4, 2, 6]);
    expect(rng.used).toBe(3);
  });

  it("fails when the faces run out", () => {
    const rng = scriptedRng([4]);
    rng.die(6);
    expect(() => rng.die(6)).toThrow(expect.objectContaining({ code: "dice-exhausted" }));
  });

  it("fails on a face the die cannot show", () => {
    expect(() => scriptedRng([7]).die(6)).toThrow(expect.objectContaining({ code: "impossible-face" }));
    expect(() => scriptedRng([0]).die(6)).toThrow(expect.objectContaining({ code: "impossible-face" }));
    expect(() => scriptedRng([21]).die(20)).toThrow(expect.objectContaining({ code: "impossible-face" }));
    expect(scriptedRng([20]).die(20)).toBe(20);
  });
});
