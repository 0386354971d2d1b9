import { describe, expect, it } from "vitest";
import { sameCharacters } from "./same-characters.js";

describe("sameCharacters", () => {
  it("two loads are the same only when every character is the very same object, in order", () => {
    const a = { condition: null, publicCondition: null };
    const b = { condition: null, publicCondition: null };
    expect(sameCharacters([a, b], [a, b])).toBe(true);
    expect(sameCharacters([a, b], [b, a])).toBe(false);
    expect(sameCharacters([a], [a, b])).toBe(false);
    expect(sameCharacters([a], [{ ...a }])).toBe(false);
  });
});
