import { describe, expect, it } from "vitest";
import { runCli, runJson } from "../testing.js";

const melee = ["--system", "ews-urfassung", "melee", "--attacker", "12", "--defender", "12"];

describe("spieltisch melee --system ews-urfassung with weapon dice (--attacker-damage …)", () => {
  it("rolls the winner's dice after both ±W6: 1W6+2 at Stärke 15 over 12", async () => {
    // 12 + 1 + 4 = 17 against 12 − 1 = 11: lead 6; the die shows 5: 5 + 2 + 3 = 10; 6 + 10 − 1 = 15.
    const args = [
      ...melee,
      "--attacker-damage",
      "1W6+2",
      "--attacker-strength",
      "15",
      "--attacker-strength-threshold",
      "12",
      "--defender-armor",
      "1",
      "--dice",
      "4,1,5",
    ];
    const { code, json } = await runJson(args);
    expect(code).toBe(0);
    expect(json).toMatchObject({
      hit: "defender",
      damage: 15,
      difference: 6,
      weaponDice: [5],
      weaponDamage: 10,
    });
    const de = await runCli(args);
    expect(de.stdout).toContain(
      "Waffe des Angreifers 1W+2 (Stärke 15 über Kraftschwelle 12: +3): Wurf 5 → 10",
    );
    expect(de.stdout).toContain("Der Verteidiger ist getroffen: 15 Schaden (Vorsprung 6).");
    const en = await runCli([...args, "--lang", "en"]);
    expect(en.stdout).toContain(
      "The attacker's weapon 1W+2 (strength 15 over the threshold 12: +3): roll 5 → 10",
    );
  });

  it("the defender's whip when the defender wins; the loser's sword rolls nothing", async () => {
    // 12 + 1 − 1 = 12 against 12 + 6 = 18: lead 6; 1W+1W−6 shows 4 + 5 − 6 = 3; 6 + 3 = 9.
    const args = [...melee, "--attacker-damage", "1W6", "--defender-damage", "1W+1W−6", "--dice", "1,6,4,5"];
    const { json } = await runJson(args);
    expect(json).toMatchObject({ hit: "attacker", damage: 9, weaponDice: [4, 5], weaponDamage: 3 });
    const { stdout } = await runCli([...args, "--lang", "en"]);
    expect(stdout).toContain("The defender's weapon 1W+1W-6: roll 4, 5 → 3");
    // A fifth face would be an unused die (exit 2): exactly four are consumed.
    expect((await runCli([...args.slice(0, -1), "1,6,4,5,6"])).code).toBe(2);
  });

  it("without --…-damage the JSON and text are what they were", async () => {
    const { json } = await runJson([
      ...melee,
      "--attacker-weapon",
      "3",
      "--defender-armor",
      "1",
      "--dice",
      "4,2",
    ]);
    expect(Object.keys(json)).not.toContain("weaponDice");
    expect(Object.keys(json)).not.toContain("weaponDamage");
    const { stdout } = await runCli([...melee, "--attacker-weapon", "3", "--dice", "4,2"]);
    expect(stdout).not.toContain("Waffe");
  });

  it("--odds counts the dice in and names them", async () => {
    const args = [...melee, "--attacker-damage", "1W3", "--defender-damage", "2W6", "--odds"];
    const { json } = await runJson(args);
    const outcomes = json.outcomes as { hit: string; damage: number; p: number }[];
    expect(outcomes.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 12);
    // By hand on the ±W6 (faces −1, 2, −3, 4, −5, 6): the attacker's 13 + 6 against 12 − 5 leads
    // by 12, plus 1W3's 3 = 15; its smallest lead is 1 (no two faces differ by 1), plus 1 = 2.
    // The defender's 12 + 6 against 13 − 5 leads by 10, plus 2W6's W6 × 2 = 12: 22.
    const hits = (who: string) => outcomes.filter((o) => o.hit === who).map((o) => o.damage);
    expect([Math.min(...hits("defender")), Math.max(...hits("defender"))]).toEqual([2, 15]);
    expect(Math.max(...hits("attacker"))).toBe(22);
    // The top needs the one pair of faces (−5, 6) and the W6's six: 1/36 × 1/6.
    expect(outcomes.find((o) => o.hit === "attacker" && o.damage === 22)?.p).toBeCloseTo(1 / 216, 15);
    const { stdout } = await runCli(args);
    expect(stdout).toContain("Schadenswürfel eingerechnet: Angreifer 1W3, Verteidiger 2W6");
    const en = await runCli([...args, "--lang", "en"]);
    expect(en.stdout).toContain("Weapon dice included: attacker 1W3, defender 2W6");
  });

  it("refuses a bad damage text, weapon and damage together, and Stärke without damage with exit 2", async () => {
    for (const [extra, code] of [
      [["--attacker-damage", "1W7"], "bad-weapon-damage"],
      [["--defender-damage", "1W3+1W3"], "bad-weapon-damage"],
      [["--attacker-damage", "1W6", "--attacker-weapon", "2"], "impossible-combination"],
      [["--attacker-strength", "15"], "impossible-combination"],
      [["--defender-strength-threshold", "10"], "impossible-combination"],
    ] as const) {
      const r = await runCli([...melee, ...extra, "--dice", "4,1,5", "--json"]);
      expect(r.code, extra.join(" ")).toBe(2);
      expect(JSON.parse(r.stdout).error.code, extra.join(" ")).toBe(code);
    }
    const bad = await runCli([...melee, "--attacker-damage", "1W7", "--odds"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("„1W7“ ist kein Waffenschaden wie 1W6, 1W3+2 oder 1W+1W−6");
    // Stärke is a whole number 0..100 (the schema's range).
    expect((await runCli([...melee, "--attacker-damage", "1W6", "--attacker-strength", "101"])).code).toBe(2);
  });

  it("other systems do not take the Urfassung's weapon dice", async () => {
    const r = await runCli([
      "--system",
      "ews",
      "--modules",
      "foka",
      "melee",
      "--attacker",
      "12",
      "--defender",
      "12",
      "--attacker-damage",
      "1W6",
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--attacker-damage");
  });
});
