import { describe, expect, it } from "vitest";
import { runCli, runJson } from "../testing.js";

const kw = ["--system", "kampfwuerfel"];
const hit = ["melee", "--attack-dice", "2", "--defense-dice", "0", "--damage", "2-3", "--dice", "5,6"];

describe("spieltisch melee --system kampfwuerfel with the sheet's numbers", () => {
  it("computes Gesamtschutz (sum : 3), Zusatz- and Fertigkeitsschaden instead of typed numbers", async () => {
    // Base 2 + 3 = 5; Zusatzschaden 2 (weapon skill ≥ 1) + skill 7 capped at 5 × factor 2 = 10;
    // armour 3 + 2 + 2 = 7, Gesamtschutz 7 : 3 → 2 (rounded down): 5 + 12 − 2 = 15.
    const { code, json } = await runJson([
      ...kw,
      ...hit,
      "--armor-values",
      "3,2,2",
      "--extra-damage",
      "2",
      "--weapon-skill",
      "7",
      "--skill-factor",
      "2",
      "--skill-cap",
      "5",
    ]);
    expect(code).toBe(0);
    expect(json).toMatchObject({ hit: true, damage: 15 });
  });

  it("rounds the Gesamtschutz as the table says", async () => {
    const { json } = await runJson([
      ...kw,
      "--option",
      "kampfwuerfelArmorRounding=up",
      ...hit,
      "--armor-values",
      "3,2,2",
    ]);
    expect(json).toMatchObject({ damage: 2 });
  });

  it("Zusatzschaden needs a point of weapon skill", async () => {
    const { json } = await runJson([...kw, ...hit, "--extra-damage", "4", "--weapon-skill", "0"]);
    expect(json).toMatchObject({ damage: 5 });
  });

  it("the odds count the computed armour", async () => {
    const typed = await runJson([
      ...kw,
      "melee",
      "--attack-dice",
      "4",
      "--defense-dice",
      "2",
      "--damage",
      "2-3",
      "--armor",
      "2",
      "--odds",
    ]);
    const sheet = await runJson([
      ...kw,
      "melee",
      "--attack-dice",
      "4",
      "--defense-dice",
      "2",
      "--damage",
      "2-3",
      "--armor-values",
      "3,2,2",
      "--odds",
    ]);
    expect(sheet.json).toEqual(typed.json);
  });

  it.each([
    [[...kw, ...hit, "--armor-values", "3,2,2", "--armor", "1"], /armorValues/],
    [[...kw, ...hit, "--armor-values", "3,x"], /--armor-values/],
    [[...kw, ...hit, "--skill-factor", "-1"], /--skill-factor/],
  ])("%j exits 2 with one line", async (args, message) => {
    const { code, stderr } = await runCli(args);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr.trim().split("\n")).toHaveLength(1);
  });
});
