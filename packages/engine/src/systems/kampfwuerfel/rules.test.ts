import { describe, expect, test } from "vitest";
import { PLAIN_TABLE } from "../table-settings.js";
import { heavyHit, heavyHitStart, needsKraftCheck, wearStability } from "./condition.js";
import {
  baseDamage,
  extraDamage,
  parseDamageRatio,
  skillDamage,
  totalProtection,
  zoneProtection,
} from "./damage.js";
import { effectiveDice } from "./hindrance.js";
import { declare, giveBack, startPhase, useReflex } from "./phase.js";

describe("Kampfwürfel rules", () => {
  test("damage: ratio a–b, Zusatzschaden needs a skill point, Fertigkeitsschaden capped per weapon", () => {
    expect(parseDamageRatio("2–3")).toEqual({ five: 2, six: 3 });
    expect(parseDamageRatio("1-1")).toEqual({ five: 1, six: 1 });
    expect(() => parseDamageRatio("2/3")).toThrow(/2-3/);
    expect(baseDamage({ five: 2, six: 3 }, 2, 1)).toBe(7);
    expect(extraDamage(3, 0)).toBe(0);
    expect(extraDamage(3, 1)).toBe(3);
    expect(skillDamage({ skill: 7, factor: 2, cap: 5 })).toBe(10);
    expect(skillDamage({ skill: 3, factor: 2, cap: 5 })).toBe(6);
  });

  test("Gesamtschutz = sum / 3, rounded down by default (table option), zones use their own RS", () => {
    expect(totalProtection([3, 2, 2], PLAIN_TABLE)).toBe(2);
    expect(totalProtection([3, 2, 3], PLAIN_TABLE)).toBe(2);
    expect(
      totalProtection([3, 2, 3], { modules: [], options: { kampfwuerfelArmorRounding: "nearest" } }),
    ).toBe(3);
    expect(totalProtection([3, 2, 2], { modules: [], options: { kampfwuerfelArmorRounding: "up" } })).toBe(3);
    expect(
      zoneProtection(
        [
          { name: "Helm", value: 2, zones: { Kopf: 2 } },
          { name: "Kette", value: 4, zones: { Torso: 4 } },
        ],
        "Kopf",
      ),
    ).toBe(2);
  });

  test("Behinderung: Schildkampf lowers only the shield's BE, and never on reflex dice", () => {
    expect(effectiveDice({ combatDice: 10, reflexDice: 4, armorBE: 2, shieldBE: 2, shieldSkill: 1 })).toEqual(
      {
        combatDice: 7,
        reflexDice: 0,
      },
    );
    expect(
      effectiveDice({ combatDice: 10, reflexDice: 6, armorBE: 2, shieldBE: 1, shieldSkill: 5, toughness: 1 }),
    ).toEqual({
      combatDice: 9,
      reflexDice: 4,
    });
  });

  test("a phase: declare KW, get them back after a failed attack, the reflex roll ends the phase", () => {
    let phase = startPhase(8);
    phase = declare(phase, 5);
    expect(phase.dice).toBe(3);
    expect(() => declare(phase, 4)).toThrow(/Only 3 KW/);
    phase = giveBack(phase, 2);
    phase = useReflex(phase);
    expect(phase).toEqual({ dice: 0, reflexUsed: true });
    expect(() => useReflex(phase)).toThrow();
  });

  test("LP below the daily regeneration ask for the Kraft check; heavy hits; stability", () => {
    expect(needsKraftCheck(4, 5)).toBe(true);
    expect(needsKraftCheck(5, 5)).toBe(false);
    const start = heavyHitStart({ kraft: 4, geschick: 3, factor: 2 });
    expect(start).toEqual({ base: 7, threshold: 14 });
    const first = heavyHit(start, 9);
    expect(first).toEqual({ unconscious: false, state: { base: 7, threshold: 5 } });
    expect(heavyHit(first.state, 6).unconscious).toBe(true);
    expect(heavyHit(start, 7).state.threshold).toBe(14);
    expect(wearStability({ per: 3, value: 5, progress: 1 }, 4)).toEqual({ per: 3, value: 4, progress: 2 });
  });
});
