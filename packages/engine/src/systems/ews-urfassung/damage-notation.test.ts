import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { formatWeaponDamage, parseWeaponDamage } from "./damage-notation.js";
import { WEAPON_DICE } from "./weapon-damage.js";

describe("weapon damage notation", () => {
  test("reads every form the text writes and players type", () => {
    const cases: [string, { dice: string; bonus: number }][] = [
      ["1W6", { dice: "W6", bonus: 0 }],
      ["W6", { dice: "W6", bonus: 0 }],
      ["1W", { dice: "W6", bonus: 0 }],
      ["1W3", { dice: "W3", bonus: 0 }],
      ["1W3+2", { dice: "W3", bonus: 2 }],
      ["1w6+1", { dice: "W6", bonus: 1 }],
      ["2W6", { dice: "2W6", bonus: 0 }],
      ["1W-4", { dice: "W6", bonus: -4 }],
      ["1W\u22124", { dice: "W6", bonus: -4 }],
      ["1W\u20134", { dice: "W6", bonus: -4 }],
      ["1W+2", { dice: "W6", bonus: 2 }],
      ["1W+1W-6", { dice: "W+W", bonus: -6 }],
      ["1W6+1W6-6", { dice: "W+W", bonus: -6 }],
      ["1W + 1W \u2212 6", { dice: "W+W", bonus: -6 }],
      [" 1 W 3 + 2 ", { dice: "W3", bonus: 2 }],
      ["3", { dice: "none", bonus: 3 }],
      ["0", { dice: "none", bonus: 0 }],
      ["-2", { dice: "none", bonus: -2 }],
      ["1W6-0", { dice: "W6", bonus: 0 }],
      ["1W6+100", { dice: "W6", bonus: 100 }],
      ["-100", { dice: "none", bonus: -100 }],
    ];
    for (const [text, expected] of cases) expect(parseWeaponDamage(text), text).toEqual(expected);
  });

  test("refuses what is no weapon of the text with bad-weapon-damage naming `damage`", () => {
    for (const bad of [
      "",
      " ",
      "W",
      "1W7",
      "3W6",
      "2W3",
      "1W4",
      "1W6+2W6",
      "1W3+1W3",
      "1W+1W+1W",
      "1W+",
      "1W6+",
      "+",
      "1.5",
      "1W6/2",
      "2d6",
      "abc",
      "1W6+101",
      "-101",
      "1W6 x",
      "x".repeat(200),
    ]) {
      const outOfRange = bad === "1W6+101" || bad === "-101";
      expect(() => parseWeaponDamage(bad), bad).toThrow(
        expect.objectContaining({
          code: outOfRange ? "invalid-argument" : "bad-weapon-damage",
          params: expect.objectContaining({ name: "damage" }),
        }),
      );
    }
    // The range is named when only the fixed part is out of it.
    expect(() => parseWeaponDamage("1W3+200")).toThrow(
      expect.objectContaining({ params: { name: "damage", value: "1W3+200", min: -100, max: 100 } }),
    );
  });

  test("writes the canonical text as the rule text does", () => {
    expect(formatWeaponDamage({ dice: "W3", bonus: 2 })).toBe("1W3+2");
    expect(formatWeaponDamage({ dice: "W3", bonus: 0 })).toBe("1W3");
    expect(formatWeaponDamage({ dice: "W6", bonus: 0 })).toBe("1W6");
    expect(formatWeaponDamage({ dice: "W6", bonus: -4 })).toBe("1W-4");
    expect(formatWeaponDamage({ dice: "W6", bonus: 2 })).toBe("1W+2");
    expect(formatWeaponDamage({ dice: "2W6", bonus: 0 })).toBe("2W6");
    expect(formatWeaponDamage({ dice: "W+W", bonus: -6 })).toBe("1W+1W-6");
    expect(formatWeaponDamage({ dice: "none", bonus: 3 })).toBe("3");
    expect(formatWeaponDamage({ dice: "none", bonus: -1 })).toBe("-1");
    expect(formatWeaponDamage(parseWeaponDamage("1W6 + 1W6 \u2212 6"))).toBe("1W+1W-6");
  });

  test("format ∘ parse is the identity on canonical texts, parse ∘ format on damage (fast-check)", () => {
    const damage = fc.record({
      dice: fc.constantFrom(...WEAPON_DICE),
      bonus: fc.integer({ min: -100, max: 100 }),
    });
    fc.assert(
      fc.property(damage, (d) => {
        const text = formatWeaponDamage(d);
        expect(formatWeaponDamage(parseWeaponDamage(text))).toBe(text);
        expect(parseWeaponDamage(text)).toEqual(d);
      }),
      { numRuns: 500 },
    );
  });
});
