import { PLAIN_TABLE, scriptedRng } from "@spieltisch/engine";
import * as urfassungRules from "@spieltisch/engine/systems/ews-urfassung";
import { describe, expect, it } from "vitest";
import { oddsWithAdapter, rollWithAdapter } from "./pipeline.js";
import { urfassungMeleeAdapter, urfassungMeleeResultSchema } from "./urfassung-actions.js";

const adapter = urfassungMeleeAdapter;
const roll = (options: Record<string, unknown>, faces: number[]) =>
  rollWithAdapter(adapter, adapter.options.parse(options), scriptedRng(faces), PLAIN_TABLE);
const params = (options: Record<string, unknown>) => adapter.toParams(adapter.options.parse(options));

/** The fields an Urfassung melee roll had before weapon dice (stored rolls look like this). */
const OLD_FIELDS = [
  "hit",
  "damage",
  "difference",
  "attacker",
  "defender",
  "pDefenderHit",
  "pDefenderHitExact",
];

describe("Urfassung melee with weapon dice through the adapter", () => {
  it("reads attackerDamage with Stärke and Kraftschwelle into the engine's weapon dice", () => {
    expect(
      params({
        attacker: 12,
        defender: 12,
        attackerDamage: "1W6 + 2",
        attackerStrength: 15,
        attackerStrengthThreshold: 10,
        defenderDamage: "1W+1W\u22126",
      }),
    ).toMatchObject({
      attacker: { damage: { dice: "W6", bonus: 2, strength: 15, strengthThreshold: 10 } },
      defender: { damage: { dice: "W+W", bonus: -6 } },
    });
    // Absent Stärke and Kraftschwelle stay absent: the engine's default threshold (12) applies.
    expect(params({ attacker: 12, defender: 12, attackerDamage: "1W3" }).attacker.damage).toEqual({
      dice: "W3",
      bonus: 0,
    });
    expect(params({ attacker: 12, defender: 12 }).attacker.damage).toBeUndefined();
  });

  it("a roll without damage options gives exactly the JSON it gave before", () => {
    const { json } = roll({ attacker: 12, defender: 12, attackerWeapon: 3, defenderArmor: 1 }, [4, 2]);
    expect(Object.keys(json)).toEqual(OLD_FIELDS);
    expect(json).toMatchObject({ hit: "defender", damage: 5, difference: 3 });
  });

  it("a roll with a damage option shows the winner's weapon dice and value", () => {
    // 12 + 1 + 4 = 17 against 12 − 1 = 11: lead 6; 1W6 shows 5, + 2, Stärke 15 over 12: + 3 → 10;
    // 6 + 10 − armour 1 = 15.
    const { json } = roll(
      {
        attacker: 12,
        defender: 12,
        attackerDamage: "1W6+2",
        attackerStrength: 15,
        defenderArmor: 1,
      },
      [4, 1, 5],
    );
    expect(json).toMatchObject({ hit: "defender", damage: 15, weaponDice: [5], weaponDamage: 10 });
    // Only the defender has dice, and the attacker wins: both fields are there, empty and null.
    const other = roll({ attacker: 12, defender: 12, attackerWeapon: 2, defenderDamage: "2W6" }, [4, 1]);
    expect(other.json).toMatchObject({ hit: "defender", damage: 8, weaponDice: [], weaponDamage: null });
    expect(urfassungMeleeResultSchema.parse(other.json)).toStrictEqual(other.json);
  });

  it("stored rolls without weaponDice and weaponDamage still parse; the fields are checked when present", () => {
    const { json } = roll({ attacker: 12, defender: 12 }, [4, 2]);
    expect(urfassungMeleeResultSchema.parse(json)).toStrictEqual(json);
    expect(urfassungMeleeResultSchema.safeParse({ ...json, weaponDice: [0] }).success).toBe(false);
    expect(urfassungMeleeResultSchema.safeParse({ ...json, weaponDamage: 1.5 }).success).toBe(false);
  });

  it("odds count the dice: the same as the engine's odds of the parsed weapon", () => {
    const options = { attacker: 12, defender: 11, attackerDamage: "1W3+2", defenderDamage: "1W+1W-6" };
    const { json } = oddsWithAdapter(adapter, adapter.options.parse(options), PLAIN_TABLE);
    const engine = urfassungRules.meleeOdds(
      {
        attacker: { value: 12, modifiers: [], damage: { dice: "W3", bonus: 2 } },
        defender: { value: 11, modifiers: [], damage: { dice: "W+W", bonus: -6 } },
      },
      PLAIN_TABLE,
    );
    expect(json.outcomes).toEqual(
      engine.outcomes.map((o) => ({ hit: o.hit, damage: o.damage, p: o.p.toNumber() })),
    );
    // A fixed weapon of the same mean (4) has fewer outcomes than the dice.
    const fixed = oddsWithAdapter(
      adapter,
      adapter.options.parse({ attacker: 12, defender: 11, attackerWeapon: 4, defenderWeapon: 1 }),
      PLAIN_TABLE,
    );
    expect(json.outcomes.length).toBeGreaterThan(fixed.json.outcomes.length);
  });

  it("refuses a text that is no damage notation with the option's name", () => {
    for (const [option, text, code] of [
      ["attackerDamage", "1W7", "bad-weapon-damage"],
      ["defenderDamage", "zwei Würfel", "bad-weapon-damage"],
      ["attackerDamage", "1W3+200", "invalid-argument"],
    ] as const) {
      expect(() => params({ attacker: 12, defender: 12, [option]: text }), text).toThrow(
        expect.objectContaining({
          code,
          params: expect.objectContaining({ name: option, value: text }),
        }),
      );
    }
    // Longer than 30 characters is refused by the schema already.
    expect(
      adapter.options.safeParse({ attacker: 12, defender: 12, attackerDamage: "1W6".padEnd(31, " ") })
        .success,
    ).toBe(false);
  });

  it("refuses weapon and damage on one side, and Stärke or Kraftschwelle without damage", () => {
    expect(() =>
      roll({ attacker: 12, defender: 12, defenderWeapon: 2, defenderDamage: "1W6" }, [6, 1, 3]),
    ).toThrow(
      expect.objectContaining({
        code: "impossible-combination",
        params: { reason: "weapon-and-damage", detail: "defender" },
      }),
    );
    for (const [option, detail] of [
      ["attackerStrength", "attackerStrength"],
      ["defenderStrengthThreshold", "defenderStrengthThreshold"],
    ] as const) {
      expect(() => params({ attacker: 12, defender: 12, [option]: 14 })).toThrow(
        expect.objectContaining({
          code: "impossible-combination",
          params: { reason: "damage-missing", detail },
        }),
      );
    }
  });
});
