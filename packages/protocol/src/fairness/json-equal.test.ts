import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalJson } from "./canonical-json.js";
import { jsonEqual } from "./json-equal.js";

/** JSON values with `undefined` fields here and there (canonicalJson drops them). */
const value = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.constantFrom(null, true, false, 0, -0, 1, 2.5, "", "a", "b"),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom("a", "b", "c", "tp"), fc.option(tie("value"), { nil: undefined }), {
      maxKeys: 3,
    }),
  ),
})).value;

/** The same value with every object's keys in another order. */
function reordered(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(reordered);
  if (v === null || typeof v !== "object") return v;
  return Object.fromEntries(
    Object.entries(v)
      .reverse()
      .map(([k, inner]) => [k, reordered(inner)]),
  );
}

describe("jsonEqual", () => {
  it("says what comparing canonicalJson says, for any two values", () => {
    fc.assert(
      fc.property(value, value, (a, b) => {
        expect(jsonEqual(a, b)).toBe(canonicalJson(a) === canonicalJson(b));
      }),
      { numRuns: 2000 },
    );
  });

  it("does not care about key order or undefined fields", () => {
    fc.assert(
      fc.property(value, (a) => {
        expect(jsonEqual(a, reordered(a))).toBe(true);
        expect(jsonEqual(reordered(a), a)).toBe(true);
      }),
    );
    expect(jsonEqual({ tp: 3, wounds: 0 }, { wounds: 0, tp: 3 })).toBe(true);
    expect(jsonEqual({ tp: 3 }, { tp: 3, note: undefined })).toBe(true);
  });

  it("sees every difference", () => {
    expect(jsonEqual({ tp: 3 }, { tp: 4 })).toBe(false);
    expect(jsonEqual({ tp: 3 }, { tp: 3, wounds: 0 })).toBe(false);
    expect(jsonEqual({ tp: 3, wounds: 0 }, { tp: 3 })).toBe(false);
    expect(jsonEqual({ pending: [] }, { pending: {} })).toBe(false);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual({ a: null }, { a: undefined })).toBe(false);
    expect(jsonEqual("1", 1)).toBe(false);
  });
});
