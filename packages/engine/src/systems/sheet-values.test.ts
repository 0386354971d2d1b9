import fc from "fast-check";
import { describe, expect, it } from "vitest";
import DORN_FILE from "../../../../examples/characters/dorn.json" with { type: "json" };
import LAZARO_FILE from "../../../../examples/characters/lazaro.json" with { type: "json" };
import type { CharacterEnvelope } from "./character-rules.js";
import { kampfwuerfelDerived } from "./kampfwuerfel/sheet-derived.js";
import { getSystem } from "./registry.js";
import { findSheetValue } from "./sheet-value.js";
import { PLAIN_TABLE } from "./table-settings.js";

/** A sample file as the engine types it (JSON imports type `format` as any string). */
const asSheet = <T extends { system: string; name: string }>(file: T) =>
  ({ ...file, format: "spieltisch/character@1" }) as const;
const LAZARO = asSheet(LAZARO_FILE);
const DORN = asSheet(DORN_FILE);

const valuesOf = (sheet: CharacterEnvelope) => getSystem(sheet.system).characters!.values(sheet, PLAIN_TABLE);
const find = (sheet: CharacterEnvelope, name: string) => findSheetValue(valuesOf(sheet), name);

describe("sheet values by name (CharacterRules.values)", () => {
  it("EWS: Eigenschaften, Fertigkeiten with their bonus, Berufe at base and per Eigenschaft", () => {
    expect(find(LAZARO, "Nahkampf")).toEqual({ name: "Nahkampf", kind: "Fertigkeit", value: 13 });
    expect(find(LAZARO, "Kunst des Flirtens")?.value).toBe(15);
    expect(find(LAZARO, "Stilvoll")).toEqual({ name: "Stilvoll", kind: "Eigenschaft", value: 18 });
    expect(find(LAZARO, "Diplomat")).toEqual({ name: "Diplomat", kind: "Beruf", value: 9 });
    expect(find(LAZARO, "Diplomat (Stilvoll)")?.value).toBe(11);
    // Merkmale have no number.
    expect(valuesOf(LAZARO).some((v) => v.name.startsWith("Flieht"))).toBe(false);
  });

  it("Faar: attributes, attribute + level, the attack values even unlearned, Verteidigung and Initiative", () => {
    expect(find(DORN, "GE")).toEqual({ name: "GE", kind: "Attribut", value: 10 });
    expect(find(DORN, "Heimlichkeit")).toEqual({ name: "Heimlichkeit", kind: "Fertigkeit", value: 13 });
    expect(find(DORN, "Nahkampf")?.value).toBe(8);
    expect(find(DORN, "Verteidigung")).toEqual({ name: "Verteidigung", kind: "Kampfwert", value: 8 });
    expect(find(DORN, "Initiative")?.value).toBe(17);
  });

  it("Urfassung: attributes also by abbreviation, skills and specialisations", () => {
    const sheet = {
      format: "spieltisch/character@1",
      system: "ews-urfassung",
      name: "Sliingach",
      attributes: [{ name: "Geschicklichkeit", short: "GE", value: 15 }],
      subAttributes: [{ name: "Schadensresistenz", short: "SR", base: "KO", value: 15 }],
      skills: [{ name: "Nahkampf", attribute: "GE", level: 6 }],
      specialisations: [{ name: "Giftnadel", skill: "Nahkampf", level: 3 }],
    } as const;
    expect(find(sheet, "GE")?.value).toBe(15);
    expect(find(sheet, "SR")).toEqual({
      name: "SR",
      kind: "Unterattribut",
      value: 15,
      aliasOf: "Schadensresistenz",
    });
    expect(find(sheet, "Nahkampf")).toEqual({ name: "Nahkampf", kind: "Fertigkeit", value: 21 });
    expect(find(sheet, "Giftnadel")?.value).toBe(24);
  });

  it("Kampfwürfel: the flat fields under the text's words; bad ones are left out", () => {
    const brom = {
      format: "spieltisch/character@1",
      system: "kampfwuerfel",
      name: "Brom",
      lp: 30,
      kraft: 5,
      combatDice: 10,
      reflexDice: "viele",
    } as const;
    expect(find(brom, "Kampfwürfel")).toEqual({ name: "Kampfwürfel", kind: "Würfel", value: 10 });
    expect(find(brom, "kraft")?.value).toBe(5);
    expect(find(brom, "Reflexwürfel")).toBeUndefined();
    expect(getSystem("kampfwuerfel").characters!.evaluate(brom, PLAIN_TABLE).valid).toBe(true);
  });

  it("Kampfwürfel: the dice an attack rolls after the sheet's BE are a value of their own", () => {
    const brom = {
      format: "spieltisch/character@1",
      system: "kampfwuerfel",
      name: "Brom",
      lp: 30,
      combatDice: 10,
      reflexDice: 4,
      armorBE: 2,
      shieldBE: 2,
      shieldSkill: 1,
    } as const;
    // effectiveDice's example: 10 − 2 (armour) − (2 − 1) (shield less Schildkampf) = 7.
    expect(find(brom, "Kampfwürfel nach BE")).toEqual({
      name: "Kampfwürfel nach BE",
      kind: "Würfel",
      value: 7,
    });
    expect(find(brom, "Kampfwürfel")?.value).toBe(10);
    expect(find({ ...brom, armorBE: 0, shieldBE: 0 }, "Kampfwürfel nach BE")).toBeUndefined();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        (combatDice, armorBE, shieldBE, shieldSkill, toughness) => {
          const sheet = { ...brom, combatDice, armorBE, shieldBE, shieldSkill, toughness };
          const shown = kampfwuerfelDerived(sheet, PLAIN_TABLE).effective.combatDice;
          const rolled = find(sheet, "Kampfwürfel nach BE")?.value ?? find(sheet, "Kampfwürfel")?.value;
          return rolled === shown;
        },
      ),
    );
  });

  it("3W6: Attribut + Bonuspunkte, speed and dexterity", () => {
    const linda = {
      format: "spieltisch/character@1",
      system: "3w6-stunts",
      name: "Linda",
      attributes: { Geschick: 3, Stärke: "stark" },
      skills: [
        { name: "Schleichen", attribute: "Geschick", bonus: 2 },
        { name: "Raufen", attribute: "Stärke", bonus: 1 },
      ],
      speed: 3,
      dexterity: 4,
    } as const;
    expect(valuesOf(linda)).toEqual([
      { name: "Geschick", kind: "Attribut", value: 3 },
      { name: "Schleichen", kind: "Fertigkeit", value: 5 },
      { name: "Geschwindigkeit", kind: "Kampfwert", value: 3 },
      { name: "Geschicklichkeit", kind: "Kampfwert", value: 4 },
    ]);
  });

  it("finds a name exactly first, then ignoring case and spaces", () => {
    const values = [
      { name: "nahkampf", kind: "Fertigkeit", value: 1 },
      { name: "Nahkampf", kind: "Fertigkeit", value: 2 },
    ];
    expect(findSheetValue(values, "Nahkampf")?.value).toBe(2);
    expect(findSheetValue(values, " NAHKAMPF ")?.value).toBe(1);
    expect(findSheetValue(values, "Fernkampf")).toBeUndefined();
  });
});
