import { describe, expect, test } from "vitest";
import { scriptedRng } from "../../dice/scripted-rng.js";
import { enumerateOutcomes } from "../../odds/enumerate.js";
import { PLAIN_TABLE } from "../table-settings.js";
import { barBrawlDamage, unarmedRealDamage, unarmedThresholdDamage } from "./unarmed.js";
import {
  damageBonus,
  UNARMED,
  urfassungDamageAction,
  type WeaponDamageParams,
  weaponDamageDist,
} from "./weapon-damage.js";

describe("weapon damage dice", () => {
  test("unarmed: 1W−4 at ST 12, 1W+2 at ST 18 (1W−4 +18−12); no malus below the threshold", () => {
    expect(damageBonus({ ...UNARMED, strength: 12 })).toBe(-4);
    expect(damageBonus({ ...UNARMED, strength: 18 })).toBe(2);
    expect(damageBonus({ ...UNARMED, strength: 9 })).toBe(-4);
    expect(
      weaponDamageDist({ ...UNARMED, strength: 18 })
        .entries()
        .map((e) => e.value),
    ).toEqual([3, 4, 5, 6, 7, 8]);
  });

  test("1W3 = ⌈W6/2⌉, 2W6 = W6 × 2, the whip's 1W+1W−6", () => {
    const roll = (p: WeaponDamageParams, faces: number[]) =>
      urfassungDamageAction.roll(p, scriptedRng(faces), PLAIN_TABLE).damage;
    expect([1, 2, 3, 4, 5, 6].map((f) => roll({ dice: "W3" }, [f]))).toEqual([1, 1, 2, 2, 3, 3]);
    expect([1, 2, 3, 4, 5, 6].map((f) => roll({ dice: "2W6" }, [f]))).toEqual([2, 4, 6, 8, 10, 12]);
    expect(roll({ dice: "W+W", bonus: -6 }, [2, 3])).toBe(-1);
    // "1W3+2 (was dem selben Durchschnitt wie 1W6 … entspricht)": close, but exactly 4 against 3.5.
    expect(weaponDamageDist({ dice: "W3", bonus: 2 }).expectation().toString()).toBe("4/1");
    expect(weaponDamageDist({ dice: "W6" }).expectation().toString()).toBe("7/2");
    expect(weaponDamageDist({ dice: "W+W", bonus: -6 }).probabilityOf(1).toString()).toBe("1/6");
  });

  test("the exact distribution equals brute force over a grid", () => {
    for (const dice of ["none", "W3", "W6", "2W6", "W+W"] as const) {
      for (const strength of [undefined, 10, 16]) {
        const p: WeaponDamageParams = { dice, bonus: 1, ...(strength !== undefined ? { strength } : {}) };
        const brute = enumerateOutcomes(
          (rng) => urfassungDamageAction.roll(p, rng, PLAIN_TABLE).damage,
          String,
        );
        const d = weaponDamageDist(p);
        expect(
          Object.fromEntries(d.entries().map((e) => [String(e.value), d.probabilityOf(e.value).toString()])),
        ).toEqual(Object.fromEntries(brute.map((b) => [b.key, b.probability.toString()])));
      }
    }
  });

  test("unarmed stun damage turns real by a third of the excess over KO; bar brawls deal the margin over 12", () => {
    expect(unarmedRealDamage(20, 12)).toBe(2);
    expect(unarmedRealDamage(12, 12)).toBe(0);
    // The second variant (L121): per wound threshold passed, SR 15 → more than 5, and 15.
    expect([5, 6, 14, 15, 40].map((d) => unarmedThresholdDamage(d, 15))).toEqual([0, 1, 1, 2, 2]);
    expect(barBrawlDamage(16)).toBe(4);
    expect(barBrawlDamage(10)).toBe(0);
  });
});
