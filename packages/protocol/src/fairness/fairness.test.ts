import { createHash, createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalJson } from "./canonical-json.js";
import { referenceCanonicalJson } from "./canonical-json.test-support.js";
import { derivationPrefix, deriveRoll } from "./derive-roll.js";
import { HmacRng, seedCommitment } from "./hmac-rng.js";

const SEED = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";

describe("canonicalJson", () => {
  it("sorts keys at every depth and drops undefined", () => {
    expect(canonicalJson({ b: 1, a: [2, { d: 3, c: 4 }], u: undefined })).toBe(
      '{"a":[2,{"c":4,"d":3}],"b":1}',
    );
  });
  it("is independent of key order and round-trips through JSON.parse", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canonicalJson(value);
        expect(canonicalJson(JSON.parse(text))).toBe(text);
      }),
    );
  });
  it("refuses non-finite numbers", () => {
    expect(() => canonicalJson({ x: Number.NaN })).toThrow();
    expect(() => canonicalJson([1, Number.POSITIVE_INFINITY])).toThrow();
  });
  it("gives the same bytes as the first implementation, undefined fields and unicode keys included", () => {
    // Keys from the whole UTF-16 range (lone surrogates too), so the sort order is tested where
    // code units and code points differ; undefined in objects and arrays.
    const key = fc.string({ unit: "binary", maxLength: 6 });
    const leaf = fc.oneof(
      fc.jsonValue({ maxDepth: 1 }),
      fc.constant(undefined),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    );
    const value = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: "small" }, leaf, fc.array(tie("node")), fc.dictionary(key, tie("node"))),
    })).node;
    fc.assert(
      fc.property(value, (v) => {
        // The same text, or the same refusal (a bare undefined cannot be encoded).
        const outcome = (encode: (x: unknown) => string) => {
          try {
            return encode(v);
          } catch (error) {
            return `refused: ${(error as Error).message}`;
          }
        };
        expect(outcome(canonicalJson)).toBe(outcome(referenceCanonicalJson));
      }),
      { numRuns: 500 },
    );
  });
});

describe("HmacRng", () => {
  it("is a fixed function of (seed, counter, request): the published test vector", () => {
    // Re-implementers check against these faces (README, "Fairness").
    const rng = new HmacRng(SEED, [1, { action: "check" }]);
    const faces = Array.from({ length: 12 }, () => rng.die(6));
    expect(faces).toMatchInlineSnapshot(`
      [
        6,
        2,
        6,
        4,
        3,
        6,
        3,
        2,
        1,
        5,
        6,
        2,
      ]
    `);
  });
  it("differs by counter and by request", () => {
    const roll = (counter: number, request: unknown) => {
      const rng = new HmacRng(SEED, [counter, request]);
      return Array.from({ length: 20 }, () => rng.die(6)).join("");
    };
    expect(roll(1, { a: 1 })).toBe(roll(1, { a: 1 }));
    expect(roll(1, { a: 1 })).not.toBe(roll(2, { a: 1 }));
    expect(roll(1, { a: 1 })).not.toBe(roll(1, { a: 2 }));
  });
  it("faces are in range for any number of sides and uniform for d6 (chi-square)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 21 }), fc.nat(), (sides, counter) => {
        const face = new HmacRng(SEED, [counter, null]).die(sides);
        expect(face).toBeGreaterThanOrEqual(1);
        expect(face).toBeLessThanOrEqual(sides);
      }),
    );
    const rng = new HmacRng(SEED, [0, "uniformity"]);
    const counts = [0, 0, 0, 0, 0, 0];
    const n = 60_000;
    for (let i = 0; i < n; i++) counts[rng.die(6) - 1]!++;
    const chi = counts.reduce((sum, c) => sum + (c - n / 6) ** 2 / (n / 6), 0);
    // 5 degrees of freedom: p = 0.001 at 20.5.
    expect(chi).toBeLessThan(20.5);
  });
  it("follows the documented algorithm exactly (independent re-implementation)", () => {
    // README: block i = HMAC-SHA256(seed bytes, canonicalJson([counter, request, i])), eight
    // big-endian words, a die of s sides takes words until one is < 2^32 − (2^32 mod s).
    const reference = (counter: number, request: unknown, sides: number, n: number) => {
      const words: number[] = [];
      let block = 0;
      const out: number[] = [];
      const limit = 2 ** 32 - (2 ** 32 % sides);
      while (out.length < n) {
        if (words.length === 0) {
          const d = createHmac("sha256", Buffer.from(SEED, "hex"))
            .update(JSON.stringify([counter, request, block++]))
            .digest();
          for (let i = 0; i < 32; i += 4) words.push(d.readUInt32BE(i));
        }
        const w = words.shift()!;
        if (w < limit) out.push((w % sides) + 1);
      }
      return out;
    };
    for (const sides of [6, 20, 2 ** 21 - 1]) {
      const rng = new HmacRng(SEED, [9, { x: 1 }]);
      const ours = Array.from({ length: 5000 }, () => rng.die(sides));
      expect(ours).toEqual(reference(9, { x: 1 }, sides, 5000));
    }
  });
  it("rejects the words at or above the largest multiple of the sides instead of reducing them", () => {
    const rng = new HmacRng(SEED, [0, null]);
    const words = [2 ** 32 - 1, 2 ** 32 - 4, 2 ** 32 - 5];
    rng.uint32 = () => words.shift()!;
    // 2^32 mod 6 = 4: the top four words would favour faces 1–4, so both are skipped.
    expect(rng.die(6)).toBe(((2 ** 32 - 5) % 6) + 1);
    expect(words).toEqual([]);
  });
  it("refuses impossible dice", () => {
    expect(() => new HmacRng(SEED, [0, null]).die(0)).toThrow();
  });
});

describe("deriveRoll", () => {
  it("recomputes the same roll from the same inputs", () => {
    const request = {
      system: "ews",
      modules: [],
      houseRules: {},
      action: "check",
      options: { value: 12, target: 15 },
    };
    const prefix = derivationPrefix(request, { counter: 3, by: null, byName: null }, 1);
    expect(deriveRoll(SEED, prefix, request).json).toEqual(deriveRoll(SEED, prefix, request).json);
    expect(seedCommitment(SEED)).toMatch(/^[0-9a-f]{64}$/);
    expect(seedCommitment(SEED)).toBe(createHash("sha256").update(Buffer.from(SEED, "hex")).digest("hex"));
  });
});
