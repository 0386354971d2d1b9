import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { CharacterEnvelope } from "../character-rules.js";
import { PLAIN_TABLE } from "../table-settings.js";
import { effectiveDice } from "./hindrance.js";
import { kampfwuerfelDerived } from "./sheet-derived.js";

/** The engine README's example fighter, with a sword, armour and a shield added. */
const BROM: CharacterEnvelope = {
  format: "spieltisch/character@1",
  system: "kampfwuerfel",
  name: "Brom",
  lp: 30,
  dailyRegeneration: 6,
  kraft: 5,
  geschick: 4,
  factor: 2,
  combatDice: 10,
  reflexDice: 5,
  armorBE: 2,
  shieldBE: 1,
  shieldSkill: 1,
  weapons: [
    { name: "Schwert", damage: "2-3", skill: 7, extra: 2, cap: 5 },
    { name: "Dolch", damage: "1–1", skill: 0, extra: 3 },
  ],
  armor: [
    { name: "Kettenhemd", value: 3, zones: { torso: 3, arms: 1 } },
    { name: "Helm", value: 2, zones: { head: 2 } },
    { name: "Schild", value: 2 },
  ],
};

describe("kampfwuerfelDerived", () => {
  test("Brom: dice after BE, Gesamtschutz, RS per zone, heavy hits, damage per hit", () => {
    const d = kampfwuerfelDerived(BROM, PLAIN_TABLE);
    // Schildkampf 1 takes the shield's BE off the KW, never off the reflex dice.
    expect(d.effective).toEqual({ combatDice: 8, reflexDice: 2 });
    expect(d.armorSum).toBe(7);
    expect(d.totalProtection).toBe(2); // 7 ÷ 3, rounded down
    expect(d.zones).toEqual({ head: 2, torso: 3, arms: 1, legs: 0 });
    expect(d.heavyHit).toEqual({ base: 9, threshold: 18 });
    // Schwert: PM 2 + min(7, 5) × 2 = 12; Dolch: no skill point, so no Zusatzschaden.
    expect(d.weapons.map((w) => [w.name, w.ratio, w.perHit])).toEqual([
      ["Schwert", { five: 2, six: 3 }, 12],
      ["Dolch", { five: 1, six: 1 }, 0],
    ]);
  });

  test("a sheet being typed still derives: bad entries count as absent", () => {
    const d = kampfwuerfelDerived(
      {
        ...BROM,
        geschick: "viel",
        combatDice: -3,
        weapons: [{ name: "Keule", damage: "zwei" }, { damage: "1-1" }],
        armor: "keine",
      },
      PLAIN_TABLE,
    );
    expect(d.heavyHit).toBeUndefined();
    expect(d.combatDice).toBe(0);
    expect(d.weapons).toEqual([expect.objectContaining({ name: "Keule", ratio: undefined, perHit: 0 })]);
    expect(d.totalProtection).toBe(0);
  });

  test("the shield carried counts into the Gesamtschutz like a piece of armour (L17)", () => {
    const d = kampfwuerfelDerived(
      {
        format: "spieltisch/character@1",
        system: "kampfwuerfel",
        name: "Bruni",
        armor: [
          { name: "Kettenhemd", value: 4 },
          { name: "Helm", value: 2 },
        ],
        shields: [
          { name: "Rundschild", value: 2 },
          { name: "Ersatzschild", value: 9 },
        ],
      },
      PLAIN_TABLE,
    );
    // 4 + 2 + 2 (only the first shield is carried) = 8, ÷ 3 rounded down.
    expect(d.armorSum).toBe(8);
    expect(d.totalProtection).toBe(2);
  });

  test("the dice after BE are effectiveDice's for any sheet", () => {
    fc.assert(
      fc.property(
        fc.record({
          combatDice: fc.integer({ min: 0, max: 40 }),
          reflexDice: fc.integer({ min: 0, max: 40 }),
          armorBE: fc.integer({ min: 0, max: 10 }),
          shieldBE: fc.integer({ min: 0, max: 10 }),
          shieldSkill: fc.integer({ min: 0, max: 10 }),
          toughness: fc.integer({ min: 0, max: 10 }),
        }),
        (h) => {
          const d = kampfwuerfelDerived({ ...BROM, ...h }, PLAIN_TABLE);
          expect(d.effective).toEqual(effectiveDice(h));
          expect(d.effective.combatDice).toBeLessThanOrEqual(h.combatDice);
        },
      ),
    );
  });
});
