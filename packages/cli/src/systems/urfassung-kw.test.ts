import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli, runJson, tempDir } from "../testing.js";

const ur = ["--system", "ews-urfassung"];
const kw = ["--system", "kampfwuerfel"];

describe("spieltisch melee --system ews-urfassung (CONTRACT §1)", () => {
  it("rolls an exchange: attacker +1, damage = difference + weapon − armour", async () => {
    const { code, json } = await runJson([
      ...ur,
      "melee",
      "--attacker",
      "12",
      "--defender",
      "12",
      "--attacker-weapon",
      "3",
      "--defender-armor",
      "1",
      "--dice",
      "4,2",
    ]);
    expect(code).toBe(0);
    expect(json).toMatchObject({
      hit: "defender",
      damage: 5,
      attacker: { dice: [4], result: 17 },
      defender: { dice: [2], result: 14 },
      pDefenderHitExact: "7/12",
    });
  });

  it("gives exact odds with outcomes that sum to 1", async () => {
    const { json } = await runJson([...ur, "melee", "--attacker", "15", "--defender", "12", "--odds"]);
    // 16 against 12: the defender is hit unless his die beats the attacker's by 5 or more: 28 of 36.
    expect(json.pDefenderHitExact).toBe("7/9");
    const outcomes = json.outcomes as { hit: string; damage: number; p: number }[];
    expect(outcomes.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 12);
    const defenderHit = outcomes.filter((o) => o.hit === "defender").reduce((s, o) => s + o.p, 0);
    expect(defenderHit).toBeCloseTo(7 / 9, 12);
  });

  it("takes stances and manoeuvres, and rejects what it cannot use with exit 2", async () => {
    const { json } = await runJson([
      ...ur,
      "melee",
      "--attacker",
      "12",
      "--defender",
      "12",
      "--attacker-stance",
      "full-attack",
      "--defender-stance",
      "full-defense",
      "--dice",
      "6,1",
    ]);
    // 12 + 1 − 3 + 6 = 16 against 12 + 6 − 1 = 17: the defender wins but deals no damage in full defence.
    expect(json).toMatchObject({ hit: "attacker", damage: 0 });
    const bad = await runCli([
      ...ur,
      "melee",
      "--attacker",
      "12",
      "--defender",
      "12",
      "--attacker-stance",
      "wild",
      "--json",
    ]);
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.stdout).error.code).toBe("invalid-option");
    const other = await runCli([
      ...ur,
      "melee",
      "--attacker",
      "12",
      "--defender",
      "12",
      "--attack-dice",
      "3",
    ]);
    expect(other.code).toBe(2);
    expect(other.stderr.trim().split("\n")).toHaveLength(1);
    expect(other.stderr).toContain("--attack-dice");
  });

  it("refuses Zurückweichen and Reine Abwehr for the attacker (withdrawing is not attacking)", async () => {
    for (const stance of ["retreat", "full-defense"]) {
      const args = [...ur, "melee", "--attacker", "12", "--defender", "12", "--attacker-stance", stance];
      const r = await runCli([...args, "--dice", "6,1", "--json"]);
      expect(r.code, stance).toBe(2);
      expect(JSON.parse(r.stdout).error.code).toBe("invalid-option");
      expect((await runCli([...args, "--odds"])).code).toBe(2);
    }
    const defending = await runJson([
      ...ur,
      "melee",
      "--attacker",
      "12",
      "--defender",
      "12",
      "--defender-stance",
      "retreat",
      "--dice",
      "1,6",
    ]);
    expect(defending.json).toMatchObject({ hit: "attacker", damage: 0 });
  });

  it("keeps contest working", async () => {
    const { json } = await runJson([...ur, "contest", "--a", "12", "--b", "12", "--odds"]);
    expect(json.pAExact).toBe("7/12");
  });
});

describe("spieltisch check/melee --system kampfwuerfel (CONTRACT §1)", () => {
  it("check: counts 5s and 6s, needs 2 by default", async () => {
    const { json } = await runJson([...kw, "check", "--pool", "4", "--dice", "5,1,6,2"]);
    expect(json).toMatchObject({ successes: 2, success: true, pSuccessExact: "11/27" });
    const odds = await runJson([...kw, "check", "--pool", "40", "--need", "4", "--odds"]);
    expect(odds.json.pSuccess).toBeGreaterThan(0.99);
    expect(String(odds.json.pSuccessExact)).toMatch(/^\d+\/\d+$/);
  });

  it("melee: attack dice first, then defence; the 2–3 ratio", async () => {
    const { json } = await runJson([
      ...kw,
      "melee",
      "--attack-dice",
      "3",
      "--defense-dice",
      "2",
      "--damage",
      "2-3",
      "--armor",
      "1",
      "--dice",
      "5,6,5,5,2",
    ]);
    expect(json).toMatchObject({ hit: true, attackSuccesses: 3, defenseSuccesses: 1, damage: 6 });
    const odds = await runJson([
      ...kw,
      "melee",
      "--attack-dice",
      "2",
      "--defense-dice",
      "0",
      "--damage",
      "1-1",
      "--odds",
    ]);
    expect(odds.json).toMatchObject({ pHitExact: "1/9", damage: [{ value: 2, p: 1 }] });
  });

  it("a bad damage ratio or a missing option exits 2 with one line", async () => {
    const bad = await runCli([
      ...kw,
      "melee",
      "--attack-dice",
      "3",
      "--defense-dice",
      "2",
      "--damage",
      "2x3",
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim().split("\n")).toHaveLength(1);
    const missing = await runCli([...kw, "check"]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("--pool");
  });
});

describe("spieltisch char --system ews-urfassung", () => {
  it("shows the GeP, TP from SR, and validates", async () => {
    const dir = await tempDir("ur-char-");
    const file = join(dir, "tilkei.json");
    await writeFile(
      file,
      JSON.stringify({
        format: "spieltisch/character@1",
        system: "ews-urfassung",
        name: "Tilkei",
        pool: 50,
        attributes: [{ name: "Konstitution", short: "KO", value: 9, standard: 6 }],
        skills: [{ name: "Axt", attribute: "KO", level: 6, specialKnowledge: true }],
        heimat: "Getarr",
      }),
    );
    const { code, json } = await runJson(["char", "show", file]);
    expect(code).toBe(0);
    expect(json).toMatchObject({ valid: true, cost: 18 + 14, budget: 50, derived: { hitPoints: 18 } });
    const validate = await runCli(["char", "validate", file]);
    expect(validate.code).toBe(0);
    expect(validate.stdout).toContain("Tilkei");
  });
});

describe("spieltisch char show (text sheet)", () => {
  it("prints TP, skill values and GeP per part in German", async () => {
    const dir = await tempDir("ur-sheet-");
    const file = join(dir, "held.json");
    await writeFile(
      file,
      JSON.stringify({
        format: "spieltisch/character@1",
        system: "ews-urfassung",
        name: "Held",
        pool: 60,
        attributes: [{ name: "Konstitution", short: "KO", value: 12 }],
        subAttributes: [{ name: "Schadensresistenz", short: "SR", base: "KO", value: 15 }],
        skills: [{ name: "Raufen", attribute: "KO", level: 3 }],
      }),
    );
    const { code, stdout } = await runCli(["char", "show", file]);
    expect(code).toBe(0);
    expect(stdout).toContain("Trefferpunkte: 30 (2 × SR)");
    expect(stdout).toContain("Raufen +3 (KO) = 15");
    expect(stdout).toContain("Unterattribute 9");
  });

  it("prints each specialisation under its own skill (Sliingach's Giftnadel under Nahkampf)", async () => {
    const dir = await tempDir("ur-sheet-");
    const file = join(dir, "sliingach.json");
    await writeFile(
      file,
      JSON.stringify({
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
        specialisations: [
          { name: "Giftnadel", skill: "Nahkampf", level: 3 },
          { name: "Flötenbau", skill: "Holzbearbeitung", level: 1 },
        ],
      }),
    );
    const { code, stdout } = await runCli(["char", "show", file]);
    expect(code).toBe(0);
    const lines = stdout.split("\n");
    const at = (text: string) => lines.findIndex((l) => l.includes(text));
    expect(at("↳ Giftnadel +3 = 24")).toBe(at("Nahkampf +6 (GE) = 21") + 1);
    expect(at("Giftkunde +6 (IN) = 18")).toBe(at("↳ Giftnadel") + 1);
    // A specialisation of a skill not on the sheet still shows, after the skills, with its skill.
    expect(at("↳ Flötenbau (Holzbearbeitung) +1")).toBeGreaterThan(at("Schleichen +8 (GE) = 23"));
  });
});
