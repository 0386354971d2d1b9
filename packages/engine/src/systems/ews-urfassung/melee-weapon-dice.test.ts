import { describe, expect, test } from "vitest";
import { scriptedRng } from "../../dice/scripted-rng.js";
import { enumerateOutcomes } from "../../odds/enumerate.js";
import { Fraction } from "../../odds/fraction.js";
import { PLAIN_TABLE, type TableSettings, withModules } from "../table-settings.js";
import { parseWeaponDamage } from "./damage-notation.js";
import { ATTACKER_STANCES, STANCES } from "./manoeuvres.js";
import {
  type MeleeParams,
  type MeleeSide,
  meleeConsequences,
  meleeOdds,
  meleeOutcomeKey,
  rollMelee,
} from "./melee.js";
import { weaponDamageDist } from "./weapon-damage.js";

const oddsAsMap = (params: MeleeParams, table: TableSettings) =>
  Object.fromEntries(meleeOdds(params, table).outcomes.map((o) => [`${o.hit}|${o.damage}`, o.p.toString()]));

const bruteAsMap = (params: MeleeParams, table: TableSettings) =>
  Object.fromEntries(
    enumerateOutcomes((rng) => rollMelee(params, rng, table), meleeOutcomeKey).map((o) => [
      o.key,
      o.probability.toString(),
    ]),
  );

const SWORD = parseWeaponDamage("1W6");
const WHIP = parseWeaponDamage("1W+1W-6");

describe("Urfassung melee with weapon dice (L52: Differenz + Schadenswert der Waffe − Rüstungsschutz)", () => {
  test("a sword's 1W6 by hand: lead 6 + face 5 − armour 2 = 9; the die comes after both ±W6", () => {
    // 12 + 1 + 4 = 17 against 12 − 1 = 11: lead 6. The sword shows 5: 6 + 5 − 2 = 9.
    const rng = scriptedRng([4, 1, 5]);
    const r = rollMelee(
      { attacker: { value: 12, damage: SWORD }, defender: { value: 12, armor: 2 } },
      rng,
      PLAIN_TABLE,
    );
    expect(r).toMatchObject({ hit: "defender", difference: 6, damage: 9, weaponDice: [5], weaponDamage: 5 });
    expect(r.attacker.dice).toEqual([4]);
    expect(r.defender.dice).toEqual([1]);
    expect(rng.remaining).toBe(0);
  });

  test("the text's strong human: 1W−4 at ST 18 over the Kraftschwelle 12 is 1W+2, stun when unarmed", () => {
    // "ein Mensch mit herausragender Stärke (18) allerdings 1W+2 (1W-4 +18-12)" (L145).
    const fist = { ...parseWeaponDamage("1W-4"), strength: 18, strengthThreshold: 12 };
    expect(weaponDamageDist(fist).entries()).toEqual(weaponDamageDist(parseWeaponDamage("1W+2")).entries());
    const params: MeleeParams = {
      attacker: { value: 12, unarmed: true, damage: fist },
      defender: { value: 12 },
    };
    // 12 + 1 + 2 = 15 against 12 − 3 = 9: lead 6; the fist's die shows 3: 3 − 4 + 6 = 5; 6 + 5 = 11.
    const r = rollMelee(params, scriptedRng([2, 3, 3]), PLAIN_TABLE);
    expect(r).toMatchObject({ hit: "defender", damage: 11, weaponDice: [3], weaponDamage: 5 });
    expect(meleeConsequences(r, params).opponent).toContainEqual({ kind: "hit", damage: 11, stun: true });
    // At average strength (12) the same die gives 3 − 4 = −1: a weapon value may be negative.
    const weak = rollMelee(
      { attacker: { value: 12, unarmed: true, damage: { ...fist, strength: 12 } }, defender: { value: 12 } },
      scriptedRng([2, 3, 3]),
      PLAIN_TABLE,
    );
    expect(weak).toMatchObject({ damage: 5, weaponDamage: -1 });
  });

  test("only the winner rolls its weapon dice: the whip's two W6 when the defender wins", () => {
    // 12 + 1 − 1 = 12 against 12 + 6 = 18: the defender leads by 6; the whip 1W+1W−6 shows 4 + 5 − 6 = 3.
    const rng = scriptedRng([1, 6, 4, 5]);
    const r = rollMelee(
      { attacker: { value: 12, armor: 1, damage: SWORD }, defender: { value: 12, damage: WHIP } },
      rng,
      PLAIN_TABLE,
    );
    expect(r).toMatchObject({
      hit: "attacker",
      difference: 6,
      damage: 8,
      weaponDice: [4, 5],
      weaponDamage: 3,
    });
    expect(rng.remaining).toBe(0);
    // The loser's dice never roll: a winner without weapon dice consumes only the two ±W6.
    const fixed = scriptedRng([1, 6]);
    const r2 = rollMelee(
      { attacker: { value: 12, damage: SWORD }, defender: { value: 12, weapon: 2 } },
      fixed,
      PLAIN_TABLE,
    );
    expect(r2).toMatchObject({ hit: "attacker", damage: 8, weaponDice: [], weaponDamage: null });
    expect(fixed.remaining).toBe(0);
  });

  test("a winner in Reine Abwehr or Zurückweichen deals no damage and rolls no weapon die", () => {
    for (const stance of ["full-defense", "retreat"] as const) {
      const rng = scriptedRng([1, 6]);
      const r = rollMelee(
        { attacker: { value: 12 }, defender: { value: 12, stance, damage: parseWeaponDamage("2W6") } },
        rng,
        PLAIN_TABLE,
      );
      expect(r, stance).toMatchObject({ hit: "attacker", damage: 0, weaponDice: [], weaponDamage: null });
      expect(rng.remaining).toBe(0);
    }
  });

  test("the dice stand in for the weapon in hitDamage: manoeuvres and stance apply to them", () => {
    // Voller Angriff, heftig 1: 12 + 1 − 3 − 1 + 6 = 15 against 12 − 1 = 11, lead 4;
    // 1W3+2 with face 5 → 3 + 2 = 5; 4 + 5 + 3 + 9 − 1 = 20.
    const r = rollMelee(
      {
        attacker: { value: 12, stance: "full-attack", heavy: 1, damage: parseWeaponDamage("1W3+2") },
        defender: { value: 12, armor: 1 },
      },
      scriptedRng([6, 1, 5]),
      PLAIN_TABLE,
    );
    expect(r).toMatchObject({ damage: 20, weaponDamage: 5, weaponDice: [5] });
  });

  test("without dice the result only gains weaponDice [] and weaponDamage null", () => {
    const r = rollMelee(
      { attacker: { value: 12, weapon: 3 }, defender: { value: 12, armor: 1 } },
      scriptedRng([4, 2]),
      PLAIN_TABLE,
    );
    expect(Object.keys(r)).toEqual([
      "hit",
      "damage",
      "difference",
      "attacker",
      "defender",
      "weaponDice",
      "weaponDamage",
    ]);
    expect(r).toMatchObject({ hit: "defender", damage: 5, weaponDice: [], weaponDamage: null });
  });

  test("a side gives its weapon as a number or as dice, not both (whoever wins)", () => {
    for (const who of ["attacker", "defender"] as const) {
      const both: MeleeSide = { value: 12, weapon: 2, damage: SWORD };
      const params: MeleeParams = {
        attacker: who === "attacker" ? both : { value: 12 },
        defender: who === "defender" ? both : { value: 12 },
      };
      const refusal = expect.objectContaining({
        code: "impossible-combination",
        params: { reason: "weapon-and-damage", detail: who },
      });
      for (const dice of [
        [6, 1, 3],
        [1, 6, 3],
      ]) {
        expect(() => rollMelee(params, scriptedRng(dice), PLAIN_TABLE)).toThrow(refusal);
      }
      expect(() => meleeOdds(params, PLAIN_TABLE)).toThrow(refusal);
    }
    // A bad bonus or strength fails too, even when that side loses.
    const bad: MeleeParams = {
      attacker: { value: 30 },
      defender: { value: 0, damage: { dice: "W6", bonus: 500 } },
    };
    expect(() => rollMelee(bad, scriptedRng([2, 2]), PLAIN_TABLE)).toThrow(
      expect.objectContaining({
        code: "invalid-argument",
        params: expect.objectContaining({ name: "bonus" }),
      }),
    );
    expect(() => meleeOdds(bad, PLAIN_TABLE)).toThrow(expect.objectContaining({ code: "invalid-argument" }));
  });

  test("exact odds: a W6 sword is the average of six fixed weapons 1..6", () => {
    for (const table of [PLAIN_TABLE, withModules("krit")]) {
      const side = (weapon: Pick<MeleeSide, "weapon" | "damage">): MeleeParams => ({
        attacker: { value: 13, heavy: 1, ...weapon },
        defender: { value: 12, armor: 2, weapon: 1 },
      });
      const mixed = new Map<string, Fraction>();
      for (let face = 1; face <= 6; face++) {
        for (const o of meleeOdds(side({ weapon: face }), table).outcomes) {
          const key = `${o.hit}|${o.damage}`;
          mixed.set(key, (mixed.get(key) ?? Fraction.ZERO).add(o.p.mul(Fraction.of(1, 6))));
        }
      }
      const odds = meleeOdds(side({ damage: SWORD }), table);
      expect(oddsAsMap(side({ damage: SWORD }), table)).toEqual(
        Object.fromEntries([...mixed].map(([k, p]) => [k, p.toString()])),
      );
      // Merged and sorted as without dice: defender hits first, damage ascending, no key twice.
      const keys = odds.outcomes.map((o) => `${o.hit}|${o.damage}`);
      expect(new Set(keys).size).toBe(keys.length);
      const order = odds.outcomes.map((o) => [o.hit === "defender" ? 0 : 1, o.damage] as const);
      expect([...order].sort((x, y) => x[0] - y[0] || x[1] - y[1])).toEqual(order);
      expect(odds.outcomes.reduce((s, o) => s.add(o.p), Fraction.ZERO).toString()).toBe("1/1");
    }
  });

  test("exact odds equal brute force with dice on either side, over stances, manoeuvres and krit", () => {
    const dice = ["1W3", "1W3+2", "1W6", "2W6", "1W+1W-6", "1W-4", "3"].map(parseWeaponDamage);
    for (const table of [PLAIN_TABLE, withModules("krit")]) {
      for (const stance of ATTACKER_STANCES) {
        const params: MeleeParams = {
          attacker: { value: 13, stance, heavy: 1, tension: 1, damage: { ...dice[2]!, strength: 14 } },
          defender: { value: 12, armor: 1, stance: "defensive", aim: "head", cut: 1, damage: dice[4]! },
        };
        expect(oddsAsMap(params, table), stance).toEqual(bruteAsMap(params, table));
      }
      for (const stance of STANCES) {
        const params: MeleeParams = {
          attacker: { value: 12, armor: 2, resistance: 9, damage: dice[1]! },
          defender: { value: 12, stance, aim: "hand", damage: dice[3]! },
        };
        expect(oddsAsMap(params, table), stance).toEqual(bruteAsMap(params, table));
      }
      for (const d of dice) {
        const params: MeleeParams = {
          attacker: { value: 12, damage: d },
          defender: { value: 11, weapon: 2, armor: 1 },
        };
        expect(oddsAsMap(params, table)).toEqual(bruteAsMap(params, table));
      }
    }
  });
});
