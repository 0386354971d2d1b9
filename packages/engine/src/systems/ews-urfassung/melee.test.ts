import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { scriptedRng } from "../../dice/scripted-rng.js";
import { enumerateOutcomes } from "../../odds/enumerate.js";
import { PLAIN_TABLE, type TableSettings, withModules } from "../table-settings.js";
import { ATTACKER_STANCES, hitDamage, STANCES } from "./manoeuvres.js";
import { type MeleeParams, meleeOdds, meleeOutcomeKey, rollMelee } from "./melee.js";
import { tensionValue } from "./tension-w6.js";

const oddsAsMap = (params: MeleeParams, table: TableSettings) =>
  Object.fromEntries(meleeOdds(params, table).outcomes.map((o) => [`${o.hit}|${o.damage}`, o.p.toString()]));

const bruteAsMap = (params: MeleeParams, table: TableSettings) =>
  Object.fromEntries(
    enumerateOutcomes((rng) => rollMelee(params, rng, table), meleeOutcomeKey).map((o) => [
      o.key,
      o.probability.toString(),
    ]),
  );

describe("Urfassung melee", () => {
  test("the attacker gets +1 and wins ties; damage = difference + weapon − armour", () => {
    // 12 + 1 + 4 = 17 against 12 + 2 = 14: lead 3, + weapon 3 − armour 1 = 5.
    const r = rollMelee(
      { attacker: { value: 12, weapon: 3 }, defender: { value: 12, armor: 1 } },
      scriptedRng([4, 2]),
      PLAIN_TABLE,
    );
    expect(r).toMatchObject({ hit: "defender", damage: 5, difference: 3 });
    expect(r.attacker.result).toBe(17);
    // 11 + 1 − 1 = 11 against 12 − 1 = 11: a tie hits for the attacker.
    const tie = rollMelee(
      { attacker: { value: 11 }, defender: { value: 12 } },
      scriptedRng([1, 1]),
      PLAIN_TABLE,
    );
    expect(tie).toMatchObject({ hit: "defender", damage: 0 });
    // The defender wins 12 + 6 = 18 against 13 − 5 = 8: lead 10 + weapon 2.
    const back = rollMelee(
      { attacker: { value: 12 }, defender: { value: 12, weapon: 2 } },
      scriptedRng([5, 6]),
      PLAIN_TABLE,
    );
    expect(back).toMatchObject({ hit: "attacker", damage: 12 });
  });

  test("stances: roll bonus and damage change; full defence and retreat deal none", () => {
    const base = { difference: 5, weapon: 2, armor: 1 };
    expect(hitDamage({ ...base, manoeuvres: { stance: "full-attack" } })).toBe(15);
    expect(hitDamage({ ...base, manoeuvres: { stance: "defensive" } })).toBe(0);
    expect(hitDamage({ ...base, manoeuvres: { stance: "full-defense" } })).toBe(0);
    expect(hitDamage({ ...base, manoeuvres: { stance: "retreat" } })).toBe(0);
    expect(hitDamage({ ...base, manoeuvres: { heavy: 2 } })).toBe(12);
    expect(hitDamage({ ...base, manoeuvres: { cut: 2 } })).toBe(1);
    expect(hitDamage({ ...base, manoeuvres: { aim: "head" } })).toBe(36);
    expect(hitDamage({ ...base, manoeuvres: { aim: "hand" }, targetResistance: 12 })).toBe(4);
    expect(() => hitDamage({ ...base, manoeuvres: { aim: "hand" } })).toThrow(/SR/);
    const r = rollMelee(
      {
        attacker: { value: 12, stance: "full-attack" },
        defender: { value: 12, stance: "retreat", retreatMeters: 2 },
      },
      scriptedRng([2, 2]),
      PLAIN_TABLE,
    );
    expect(r.attacker.effective).toBe(10);
    expect(r.defender.effective).toBe(22);
  });

  test("the attacker attacks: Zurückweichen and Reine Abwehr are refused for it, as in EWS FoKa", () => {
    expect(ATTACKER_STANCES).toEqual(["defensive", "balanced", "full-attack"]);
    for (const stance of ["retreat", "full-defense"] as const) {
      const params: MeleeParams = { attacker: { value: 12, stance }, defender: { value: 12 } };
      expect(() => rollMelee(params, scriptedRng([1, 1]), PLAIN_TABLE)).toThrow(
        expect.objectContaining({
          code: "impossible-combination",
          params: { reason: "attacker-stance", detail: stance },
        }),
      );
      expect(() => meleeOdds(params, PLAIN_TABLE)).toThrow(
        expect.objectContaining({ code: "impossible-combination" }),
      );
      // The defender may withdraw or only parry.
      const defending: MeleeParams = { attacker: { value: 12 }, defender: { value: 12, stance } };
      expect(
        meleeOdds(defending, PLAIN_TABLE).outcomes.every((o) => o.hit === "defender" || o.damage === 0),
      ).toBe(true);
    }
  });

  test("Spannungswert is added to the face before the even/odd test", () => {
    expect(tensionValue(5, 1)).toBe(6);
    expect(tensionValue(6, 1)).toBe(-7);
    expect(tensionValue(4, 2)).toBe(6);
    const r = rollMelee(
      { attacker: { value: 12, tension: 1 }, defender: { value: 12 } },
      scriptedRng([5, 2]),
      PLAIN_TABLE,
    );
    expect(r.attacker.result).toBe(19);
  });

  test("12 against 12: the +1 changes nothing on the plain ±W6 (no two faces differ by 1), 7/12", () => {
    expect(
      meleeOdds({ attacker: { value: 12 }, defender: { value: 12 } }, PLAIN_TABLE).pDefenderHit.toString(),
    ).toBe("7/12");
    expect(
      meleeOdds({ attacker: { value: 12 }, defender: { value: 13 } }, PLAIN_TABLE).pDefenderHit.toString(),
    ).toBe("7/12");
  });

  test("exact odds equal brute force over stances, manoeuvres, tension and krit", () => {
    for (const table of [PLAIN_TABLE, withModules("krit")]) {
      for (const stance of ATTACKER_STANCES) {
        for (const [value, tension] of [
          [9, 0],
          [15, 1],
          [12, 2],
        ] as const) {
          const params: MeleeParams = {
            attacker: { value, weapon: 2, stance, heavy: 1, tension },
            defender: { value: 12, armor: 1, weapon: 3, stance: "defensive", aim: "head", cut: 1 },
          };
          expect(oddsAsMap(params, table)).toEqual(bruteAsMap(params, table));
        }
      }
      for (const stance of STANCES) {
        const params: MeleeParams = {
          attacker: { value: 12, weapon: 2, heavy: 1, tension: 1 },
          defender: { value: 12, armor: 1, weapon: 3, stance, aim: "head", cut: 1 },
        };
        expect(oddsAsMap(params, table)).toEqual(bruteAsMap(params, table));
      }
    }
  });
});

describe("Urfassung melee: the text's numbers and invariants", () => {
  test("Voller Angriff: −3 on the roll, +9 damage — an effective +6 when it hits", () => {
    const dice = [4, 1];
    const plain = rollMelee(
      { attacker: { value: 15, weapon: 2 }, defender: { value: 12 } },
      scriptedRng(dice),
      PLAIN_TABLE,
    );
    const full = rollMelee(
      { attacker: { value: 15, weapon: 2, stance: "full-attack" }, defender: { value: 12 } },
      scriptedRng(dice),
      PLAIN_TABLE,
    );
    expect(full.damage - plain.damage).toBe(6);
  });

  test("a better attacker never lowers the chance to hit (fast-check)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        fc.constantFrom(...ATTACKER_STANCES),
        fc.boolean(),
        (a, d, stance, krit) => {
          const table = krit ? withModules("krit") : PLAIN_TABLE;
          const p = (value: number) =>
            meleeOdds({ attacker: { value, stance }, defender: { value: d } }, table).pDefenderHit;
          expect(p(a + 1).compare(p(a))).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});
