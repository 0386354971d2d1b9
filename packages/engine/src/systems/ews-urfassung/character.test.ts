import { describe, expect, test } from "vitest";
import { PLAIN_TABLE } from "../table-settings.js";
import { evaluateUrfassungCharacter, type UrfassungCharacter } from "./character.js";

const sliingach: UrfassungCharacter = {
  format: "spieltisch/character@1",
  system: "ews-urfassung",
  name: "Sliingach",
  pool: 100,
  attributes: [
    { name: "Konstitution", short: "KO", value: 18, standard: 18 },
    { name: "Geschicklichkeit", short: "GE", value: 15 },
    { name: "Intelligenz", short: "IN", value: 12 },
  ],
  subAttributes: [{ name: "Schadensresistenz", short: "SR", base: "KO", value: 15 }],
  skills: [
    { name: "Nahkampf", attribute: "GE", level: 6 },
    { name: "Giftkunde", attribute: "IN", level: 6, specialKnowledge: true },
    { name: "Schleichen", attribute: "GE", level: 8 },
  ],
  specialisations: [{ name: "Giftnadel", skill: "Nahkampf", level: 3 }],
  advantages: [{ name: "Nachtsicht", level: 6 }],
  disadvantages: [{ name: "Alt", level: 9 }],
};

describe("Urfassung characters", () => {
  test("objective: GeP per part, TP from SR, warnings for +8 without backstory and an unspent pool", () => {
    const report = evaluateUrfassungCharacter(sliingach, PLAIN_TABLE);
    // SR 15 on KO 18 gives back a third of three points at 12 (16, 17, 18).
    expect(report.derived).toMatchObject({
      hitPoints: 30,
      hitPointSource: "SR",
      skills: { Nahkampf: 21, Giftkunde: 18, Schleichen: 23 },
      specialisations: { Giftnadel: 24 },
      costs: {
        attributes: 27,
        subAttributes: -36 / 3,
        skills: 12 + 14 + 20,
        specialisations: 3,
        advantages: 3,
        disadvantages: -6,
      },
    });
    expect(report.cost).toBe(27 - 12 + 46 + 3 + 3 - 6);
    expect(report.budget).toBe(100);
    expect(report.valid).toBe(true);
    expect(report.issues.map((i) => i.code)).toEqual(["ur-skill-needs-backstory", "ur-under-budget"]);
  });

  test("over the pool and above the +12 cap are errors; a missing attribute is named", () => {
    const report = evaluateUrfassungCharacter(
      {
        ...sliingach,
        pool: 50,
        skills: [{ name: "Fechten", attribute: "ST", level: 13, backstory: "Meister" }],
      },
      PLAIN_TABLE,
    );
    expect(report.valid).toBe(false);
    expect(report.issues.map((i) => [i.code, i.severity])).toEqual([
      ["ur-unknown-attribute", "error"],
      ["ur-skill-above-cap", "error"],
      ["ur-unknown-skill", "error"],
      ["ur-over-budget", "error"],
    ]);
    const waived = evaluateUrfassungCharacter(
      { ...sliingach, skills: [{ name: "Nahkampf", attribute: "GE", level: 13, backstory: "Meister" }] },
      { modules: [], options: { urfassungIgnoreSkillCap: true } },
    );
    expect(waived.issues.find((i) => i.code === "ur-skill-above-cap")?.severity).toBe("warning");
  });

  test("Tilkei: KO 9 without SR → 18 TP", () => {
    const tilkei: UrfassungCharacter = {
      format: "spieltisch/character@1",
      system: "ews-urfassung",
      name: "Tilkei",
      attributes: [{ name: "Konstitution", short: "KO", value: 9, standard: 6 }],
    };
    const report = evaluateUrfassungCharacter(tilkei, PLAIN_TABLE);
    expect(report.derived).toMatchObject({ hitPoints: 18, hitPointSource: "KO" });
    expect(report.cost).toBe(18);
  });

  test("subjective: imbalance is a warning, never an error", () => {
    const hero: UrfassungCharacter = {
      format: "spieltisch/character@1",
      system: "ews-urfassung",
      name: "Held",
      creation: "subjective",
      attributes: [
        { name: "Stärke", short: "ST", value: 18 },
        { name: "Geschick", short: "GE", value: 18 },
        { name: "Konstitution", short: "KO", value: 9 },
      ],
      skills: [{ name: "Schwert", attribute: "ST", level: 6 }],
      advantages: [{ name: "Glück" }],
      disadvantages: [{ name: "Jähzorn" }],
    };
    const report = evaluateUrfassungCharacter(hero, PLAIN_TABLE);
    expect(report.valid).toBe(true);
    expect(report.cost).toBeUndefined();
    expect(report.derived.balance).toEqual({ needed: 3, taken: 1 });
    expect(report.issues.find((i) => i.code === "ur-subjective-imbalance")).toMatchObject({
      severity: "warning",
      params: { needed: 3, taken: 1 },
    });
  });
});
