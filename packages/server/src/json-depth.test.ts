import { describe, expect, it } from "vitest";
import { PRUNED, pruneTooDeep, tooDeepAt } from "./json-depth.js";

/** `{"x":{"x":…{}}}` nested `depth` objects deep, built as text (JSON.parse nests without recursion). */
const nested = (depth: number): unknown =>
  JSON.parse(`${'{"x":'.repeat(depth - 1)}{}${"}".repeat(depth - 1)}`);

describe("JSON depth", () => {
  it("finds the path where a value nests too deep", () => {
    expect(tooDeepAt({ a: [[1]] }, 3)).toBeNull();
    expect(tooDeepAt({ a: [[1]] }, 2)).toEqual(["a", 0]);
    expect(tooDeepAt(nested(64))).toBeNull();
    expect(tooDeepAt(nested(65))).toEqual(Array.from({ length: 64 }, () => "x"));
    expect(tooDeepAt("text")).toBeNull();
  });

  it("copes with a million levels without overflowing the stack", () => {
    const deep = JSON.parse(`${"[".repeat(1_000_000)}${"]".repeat(1_000_000)}`);
    expect(tooDeepAt(deep)).toHaveLength(64);
    const pruned = pruneTooDeep(deep);
    expect(tooDeepAt(pruned)).toBeNull();
    expect(JSON.stringify(pruned)).toBe(`${"[".repeat(64)}"${PRUNED}"${"]".repeat(64)}`);
  });

  it("prunes only what is too deep and returns shallow values as they are", () => {
    const shallow = { a: [1, { b: null }], c: "x" };
    expect(pruneTooDeep(shallow)).toBe(shallow);
    expect(pruneTooDeep({ keep: 1, deep: { a: { b: {} } }, list: [[[]]] }, 2)).toEqual({
      keep: 1,
      deep: { a: PRUNED },
      list: [PRUNED],
    });
  });
});
