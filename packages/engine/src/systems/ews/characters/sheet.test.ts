import { describe, expect, it } from "vitest";
import { PLAIN_TABLE } from "../../table-settings.js";
import { LAZARO } from "./lazaro.test-support.js";
import { ewsSheet } from "./sheet.js";
import { advance } from "./stem-advance.js";

describe("ewsSheet (Charakterheft data)", () => {
  it("shows Lazaro's values with name ids, bonuses, Beruf per situation and WS", () => {
    const sheet = ewsSheet({ ...LAZARO, wounds: 1, notes: "Degen, Schaden 4" }, PLAIN_TABLE);
    expect(sheet).toMatchObject({
      name: "Salamon Lazaro de Aicega",
      powerLevel: "angehender-held",
      cost: 7,
      budget: 7,
      valid: true,
      woundThreshold: 4,
      woundAttribute: null,
      wounds: 1,
      woundMalus: -3,
      notes: "Degen, Schaden 4",
      stricheSpent: 0,
      // The sample's „Waffe: Degen; Schaden: 4“ (text L236–239); he wears no armour.
      weapons: [{ name: "Degen", damage: 4 }],
      armor: [],
    });
    expect(sheet.attributes.map((a) => [a.name, a.level, a.value])).toEqual([
      ["Gewandt", "+", { value: 15, nameId: "experienced" }],
      ["Stilvoll", "++", { value: 18, nameId: "outstanding" }],
    ]);
    expect(sheet.skills[1]).toMatchObject({
      name: "Kunst des Flirtens",
      base: 12,
      bonus: 3,
      value: { value: 15, nameId: "experienced" },
      attributes: ["Stilvoll", "Gewandt"],
      notation: "+ (12)",
      toNextPoint: 2,
    });
    expect(sheet.professions[0]).toMatchObject({
      name: "Diplomat",
      professionKind: "profession",
      value: { value: 9, nameId: "weak" },
      situational: [
        { attribute: "Gewandt", value: 10, nameId: "weak" },
        { attribute: "Stilvoll", value: 11, nameId: "weak" },
      ],
    });
    expect(sheet.traits.map((t) => [t.level, t.value])).toEqual([
      ["+", undefined],
      ["-", undefined],
    ]);
  });

  it("follows SteM: the level reached and the notation", () => {
    const sheet = ewsSheet(advance(LAZARO, "Nahkampf", 6), PLAIN_TABLE);
    expect(sheet.skills[0]).toMatchObject({
      level: "++",
      base: 15,
      value: { value: 16 },
      notation: "++ (15)",
    });
    expect(sheet).toMatchObject({ stricheSpent: 6, advancements: 1 });
  });
});
