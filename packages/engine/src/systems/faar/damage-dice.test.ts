import { describe, expect, it } from "vitest";
import { enumerateOutcomes } from "../../odds/enumerate.js";
import {
  damageDiceDist,
  formatDamageDice,
  MAX_DAMAGE_OUTCOMES,
  parseDamageDice,
  rollDamageDice,
  unarmedDamage,
} from "./damage-dice.js";

describe("damage dice", () => {
  it("parses the notations of the text and common variants", () => {
    expect(parseDamageDice("2W6")).toEqual({ count: 2, sides: 6, divisor: 1, bonus: 0 });
    expect(parseDamageDice("1W6")).toEqual({ count: 1, sides: 6, divisor: 1, bonus: 0 });
    expect(parseDamageDice("1W6/2")).toEqual({ count: 1, sides: 6, divisor: 2, bonus: 0 });
    expect(parseDamageDice("(1W6/2)+1")).toEqual({ count: 1, sides: 6, divisor: 2, bonus: 1 });
    expect(parseDamageDice("d8-1")).toEqual({ count: 1, sides: 8, divisor: 1, bonus: -1 });
    expect(formatDamageDice(parseDamageDice("(1W6/2)+1"))).toBe("1W6/2+1");
  });

  it("rejects nonsense with a clear code", () => {
    for (const bad of ["", "2X6", "0W6", "2W1", "W6/0", "2W6+", "abc"]) {
      expect(() => parseDamageDice(bad), bad).toThrow(expect.objectContaining({ code: "bad-damage-dice" }));
    }
  });

  it("refuses dice whose exact odds would not fit 2^53 (issue #15: 8W100 was an internal error)", () => {
    for (const big of ["8W100", "9W60", "9W100/2+1", "10W26"]) {
      expect(() => parseDamageDice(big), big).toThrow(
        expect.objectContaining({ code: "damage-dice-too-large" }),
      );
    }
    for (const largest of ["7W100", "8W56", "10W25"]) {
      const d = parseDamageDice(largest);
      expect(d.sides ** d.count, largest).toBeLessThanOrEqual(MAX_DAMAGE_OUTCOMES);
      expect(damageDiceDist(d).total, largest).toBe(d.sides ** d.count);
    }
  });

  it("unarmed: 1W6/2 rounded up, + level with Waffenloser Kampf (RULINGS §4)", () => {
    expect(damageDiceDist(unarmedDamage(0)).entries()).toEqual([
      { value: 1, weight: 2 },
      { value: 2, weight: 2 },
      { value: 3, weight: 2 },
    ]);
    expect(formatDamageDice(unarmedDamage(2))).toBe("1W6/2+2");
    expect(damageDiceDist(unarmedDamage(2)).min).toBe(3);
  });

  it("the exact distribution equals brute force", () => {
    for (const text of ["2W6", "1W6/2+1", "3W6/2", "2W4-1", "1W20"]) {
      const d = parseDamageDice(text);
      const brute = enumerateOutcomes((rng) => rollDamageDice(d, rng).raw, String);
      const dist = damageDiceDist(d);
      for (const b of brute) {
        expect(dist.probabilityOf(Number(b.key)).toString(), text).toBe(b.probability.toString());
      }
      expect(dist.entries().length).toBe(brute.length);
    }
  });
});
