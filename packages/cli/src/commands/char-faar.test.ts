import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli, runJson } from "../testing.js";

const dir = mkdtempSync(join(tmpdir(), "spieltisch-char-faar-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, body: Record<string, unknown>): string => {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify({ format: "spieltisch/character@1", system: "faar", ...body }));
  return file;
};
// The text's two thieves: Dorn (GE 10, Heimlichkeit 3 → checks against 13) and Taruk (GE 12, no skill).
const dorn = () =>
  write("dorn.json", {
    name: "Dorn",
    attributes: { ST: 8, KO: 7, GE: 10, IN: 7, IT: 7, CH: 6 },
    skills: [{ name: "Heimlichkeit", level: 3 }],
  });
const taruk = () =>
  write("taruk.json", { name: "Taruk", attributes: { ST: 8, KO: 8, GE: 12, IN: 6, IT: 6, CH: 5 } });

describe("spieltisch char earn / spend (Faar experience)", () => {
  it("an adventure's 250 points, then Heimlichkeit 3 → 4 for 200: Dorn now checks against 14", async () => {
    const file = dorn();
    const earned = await runJson(["char", "earn", file, "--points", "250", "--out", file]);
    expect(earned.code).toBe(0);
    expect(earned.json).toMatchObject({
      experience: { earned: 250 },
      derived: { xpLeft: 250 },
      written: file,
    });
    const { code, stdout } = await runCli([
      "char",
      "spend",
      file,
      "--skill",
      "Heimlichkeit",
      "--note",
      "Bashasar",
      "--out",
      file,
    ]);
    expect(code).toBe(0);
    expect(stdout).toContain(
      "Dorn: Heimlichkeit Stufe 3 → 4 für 200 Erfahrungspunkte (übrig 50); Probe jetzt gegen 14",
    );
    const saved = JSON.parse(readFileSync(file, "utf8"));
    expect(saved.skills).toEqual([{ name: "Heimlichkeit", level: 4 }]);
    expect(saved.experience).toEqual({
      earned: 250,
      spent: [{ kind: "skill", name: "Heimlichkeit", note: "Bashasar" }],
    });
    // The sheet's value is what a check with --char uses.
    const check = await runJson(["check", "--char", file, "--skill", "Heimlichkeit", "--odds"]);
    expect(check.json).toMatchObject({ pSuccessExact: "7/10" });
  });

  it("50 points left are not enough: exit 2 with the cost, in German and English; nothing written", async () => {
    const file = write("poor.json", {
      name: "Dorn",
      attributes: { ST: 8, KO: 7, GE: 10, IN: 7, IT: 7, CH: 6 },
      experience: { earned: 50 },
    });
    const before = readFileSync(file, "utf8");
    const de = await runCli(["char", "spend", file, "--attribute", "GE", "--out", file]);
    expect(de.code).toBe(2);
    expect(de.stderr).toBe("Fehler: Das kostet 200 Erfahrungspunkte, übrig sind 50\n");
    const en = await runCli(["char", "spend", file, "--new-skill", "Klettern", "--lang", "en"]);
    expect(en.stderr).toBe("Error: That costs 100 experience points, 50 are left\n");
    expect(readFileSync(file, "utf8")).toBe(before);
  });

  it("Taruk's GE 12 failed with a 13; raised to 13 for 200 points the same 13 succeeds", async () => {
    const file = taruk();
    expect((await runJson(["check", "--char", file, "--skill", "GE", "--dice", "13"])).json).toMatchObject({
      success: false,
    });
    await runCli(["char", "earn", file, "--points", "300", "--out", file]);
    const { stdout } = await runCli(["char", "spend", file, "--attribute", "GE", "--out", file]);
    expect(stdout).toContain("Taruk: GE 12 → 13 für 200 Erfahrungspunkte (übrig 100)");
    expect((await runJson(["check", "--char", file, "--skill", "GE", "--dice", "13"])).json).toMatchObject({
      success: true,
    });
    // 13 after creation is no error: 12 is the creation limit.
    expect((await runJson(["char", "validate", file])).code).toBe(0);
    const learned = await runJson(["char", "spend", file, "--new-skill", "Heimlichkeit"]);
    expect(learned.json).toMatchObject({
      skills: [{ name: "Heimlichkeit", level: 1 }],
      derived: { skills: { Heimlichkeit: 14 }, xpLeft: 0 },
      purchase: { kind: "new-skill", cost: 100 },
      written: null,
    });
  });

  it("bad purchases and awards are exit 2 with one line", async () => {
    const file = write("rich.json", {
      name: "Dorn",
      attributes: { ST: 8, KO: 7, GE: 10, IN: 7, IT: 7, CH: 6 },
      skills: [{ name: "Heimlichkeit", level: 3 }],
      experience: { earned: 1000 },
    });
    const cases: [string[], string][] = [
      [["char", "spend", file], "Gib genau eines an: --attribute, --skill oder --new-skill"],
      [["char", "spend", file, "--skill", "Segeln"], "„Segeln“"],
      [["char", "spend", file, "--attribute", "XY"], "„XY“"],
      [["char", "spend", file, "--new-skill", "Heimlichkeit"], "schon erlernt"],
      [["char", "spend", file, "--skill", "Heimlichkeit", "--base", "GE"], "--base"],
      [["char", "earn", file, "--points", "0"], "0 Erfahrungspunkte gibt es nicht"],
      [["char", "earn", file], "--points"],
    ];
    for (const [args, text] of cases) {
      const { code, stderr } = await runCli(args);
      expect(code, args.join(" ")).toBe(2);
      expect(stderr.trim().split("\n")).toHaveLength(1);
      expect(stderr).toContain(text);
    }
    const ews = join(dir, "ews.json");
    writeFileSync(ews, JSON.stringify({ format: "spieltisch/character@1", system: "ews", name: "L" }));
    const notFaar = await runCli(["char", "spend", ews, "--attribute", "GE"]);
    expect(notFaar.code).toBe(2);
    expect(notFaar.stderr).toContain("kein Faar-Charakter");
  });
});

describe("spieltisch char npc (Faar stat blocks)", () => {
  it("the sample city guard of Bashasar, hit twice: its life-point track down to 0", async () => {
    const { code, stdout } = await runCli([
      "char",
      "npc",
      "--sample",
      "stadtwache",
      "--hit",
      "7",
      "--hit",
      "12",
    ]);
    expect(code).toBe(0);
    expect(stdout).toContain("Stadtwache von Bashasar — Nichtspieler-Charakter");
    expect(stdout).toContain("LP 19 · Initiative 15 · Bewegung 8 m · Verteidigung 8");
    expect(stdout).toContain("Kurzschwert: Angriff 11, Schaden 2W6 (Schnitt)");
    expect(stdout).toContain("Lebenspunkte: 19 → 12 → 0 — kampfunfähig");
    const { json } = await runJson(["char", "npc", "--sample", "stadtwache", "--hit", "7"]);
    expect(json).toMatchObject({ lifePoints: 19, state: { lifePoints: 12, hits: [7], down: false } });
  });

  it("a character file's block: the sheet's values, its weapons and loot", async () => {
    const file = write("bandit.json", {
      name: "Wegelagerer",
      attributes: { ST: 10, KO: 9, GE: 8, IN: 6, IT: 7, CH: 5 },
      skills: [{ name: "Nahkampf", level: 2 }],
      npcBlock: {
        weapons: [{ name: "Knüppel", damage: "1W6", type: "blunt" }],
        armor: 1,
        loot: ["3 Silbermünzen"],
      },
    });
    const { code, json } = await runJson(["char", "npc", file]);
    expect(code).toBe(0);
    expect(json).toMatchObject({
      name: "Wegelagerer",
      lifePoints: 19,
      initiative: 15,
      movement: 8,
      defense: 8,
      armor: 1,
      weapons: [{ name: "Knüppel", attack: 12, damage: "1W6", type: "blunt" }],
      loot: ["3 Silbermünzen"],
    });
    const en = await runCli(["char", "npc", file, "--lang", "en"]);
    expect(en.stdout).toContain("Knüppel: attack 12, damage 1W6 (blunt)");
  });

  it("no file and no sample, an unknown sample, or a bad damage notation: exit 2", async () => {
    expect((await runCli(["char", "npc"])).code).toBe(2);
    expect((await runCli(["char", "npc", "--sample", "drache"])).stderr).toContain("drache");
    const file = write("bad.json", {
      name: "X",
      attributes: { ST: 10, KO: 9, GE: 8, IN: 6, IT: 7, CH: 5 },
      npcBlock: { weapons: [{ name: "Keule", damage: "viel" }] },
    });
    const bad = await runCli(["char", "npc", file]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("„viel“ ist kein Schadenswurf");
  });
});
