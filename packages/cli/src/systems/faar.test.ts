import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { runCli, runJson } from "../testing.js";

const FAAR = ["--system", "faar"];
const dornFile = fileURLToPath(new URL("../../../../examples/characters/dorn.json", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "spieltisch-faar-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const writeCharacter = (name: string, body: Record<string, unknown>): string => {
  const file = join(dir, `${name}.json`);
  writeFileSync(
    file,
    JSON.stringify({ format: "spieltisch/character@1", system: "faar", name, skills: [], ...body }),
  );
  return file;
};
const DORN_ATTRIBUTES = { ST: 8, KO: 7, GE: 10, IN: 7, IT: 7, CH: 6 };

describe("spieltisch check --system faar (CONTRACT §1)", () => {
  it("Taruk: value 12, rolls 13 → caught", async () => {
    const { code, json } = await runJson(["check", ...FAAR, "--value", "12", "--dice", "13"]);
    expect(code).toBe(0);
    expect(json).toMatchObject({ result: 13, success: false, dice: [13], pSuccessExact: "3/5" });
  });

  it("Dorn: 10 + Heimlichkeit 3, rolls 12 → success, in German", async () => {
    const { stdout } = await runCli(["check", ...FAAR, "--value", "10", "--mod", "3", "--dice", "12"]);
    expect(stdout).toContain("Wurf: 12 → GELUNGEN (1 unter dem Wert)");
    expect(stdout).toContain("65,0 % (13/20)");
  });

  it("odds: pSuccess and pSuccessExact", async () => {
    const { json } = await runJson(["check", ...FAAR, "--value", "13", "--odds"]);
    expect(json).toMatchObject({ pSuccess: 0.65, pSuccessExact: "13/20" });
  });

  it("bad input exits 2 with one line: a d20 face of 21, --target, a missing value", async () => {
    const face = await runCli(["check", ...FAAR, "--value", "12", "--dice", "21"]);
    expect(face.code).toBe(2);
    expect(face.stderr).toBe("Fehler: Ein W20 kann keine 21 zeigen\n");
    const target = await runJson(["check", ...FAAR, "--value", "12", "--target", "9"]);
    expect(target.code).toBe(2);
    expect(target.json).toMatchObject({ error: { code: "not-available" } });
    const missing = await runCli(["check", ...FAAR]);
    expect([missing.code, missing.stderr]).toEqual([2, "Fehler: Es fehlt --value\n"]);
  });
});

describe("spieltisch melee --system faar", () => {
  it("rolls attack, defence, damage in that order", async () => {
    const { json } = await runJson([
      "melee",
      ...FAAR,
      "--attack",
      "12",
      "--defense",
      "8",
      "--armor",
      "1",
      "--dice",
      "8,9,5,4",
    ]);
    expect(json).toMatchObject({
      hit: true,
      autoHit: false,
      fumble: false,
      damage: 8,
      attack: { face: 8, margin: 4 },
      defense: { target: 4, face: 9 },
    });
  });

  it("a 1 skips the defence die; a 20 is a fumble", async () => {
    const auto = await runJson(["melee", ...FAAR, "--attack", "5", "--defense", "20", "--dice", "1,3,3"]);
    expect(auto.json).toMatchObject({ hit: true, autoHit: true, damage: 6, defense: null });
    const fumble = await runJson(["melee", ...FAAR, "--attack", "19", "--defense", "1", "--dice", "20"]);
    expect(fumble.json).toMatchObject({ hit: false, fumble: true, damage: 0 });
  });

  it("odds: pHit, pHitExact and the damage after armour", async () => {
    const { json } = await runJson([
      "melee",
      ...FAAR,
      "--attack",
      "1",
      "--defense",
      "0",
      "--damage",
      "1W6",
      "--armor",
      "2",
      "--odds",
    ]);
    expect(json).toMatchObject({ pHit: 0.05, pHitExact: "1/20", pFumbleExact: "1/20" });
    expect(json.damage).toEqual([
      { value: 0, p: 2 / 6 },
      { value: 1, p: 1 / 6 },
      { value: 2, p: 1 / 6 },
      { value: 3, p: 1 / 6 },
      { value: 4, p: 1 / 6 },
    ]);
  });

  it("zones, per-zone armour, damage type and a secret sea-blade roll", async () => {
    const { json, code } = await runJson([
      "melee",
      ...FAAR,
      "--attack",
      "12",
      "--defense",
      "8",
      "--armor",
      "0,0,1,1,2,3",
      "--damage-type",
      "cut",
      "--sea-blade",
      "--secret-blade-roll",
      "--dice",
      "5,20,6,6,1,12",
    ]);
    expect(code).toBe(0);
    expect(json).toMatchObject({
      zone: 1,
      damage: 12,
      critical: { type: "cut", level: 12, lethal: false },
      seaBlade: { face: 12, outcome: "broken", secret: true },
    });
    const { stdout } = await runCli([
      "melee",
      ...FAAR,
      "--attack",
      "12",
      "--defense",
      "8",
      "--zones",
      "--damage-type",
      "cut",
      "--dice",
      "5,20,6,6,6",
    ]);
    expect(stdout).toContain("Trefferzone: Kopf");
    expect(stdout).toContain("Kopftreffer: tödlich!");
  });

  it("bad damage dice, armour lists and missing values exit 2", async () => {
    for (const args of [
      ["--attack", "12", "--defense", "8", "--damage", "2X6"],
      ["--attack", "12", "--defense", "8", "--armor", "1,2"],
      ["--attack", "12"],
      ["--attack", "12", "--defense", "8", "--damage-type", "fire"],
    ]) {
      const r = await runCli(["melee", ...FAAR, ...args]);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
    }
  });

  it("is not available for systems without a melee handler", async () => {
    const r = await runJson(["melee", "--system", "3w6-stunts", "--attack", "1", "--defense", "1"]);
    expect(r).toMatchObject({ code: 2, json: { error: { code: "not-available" } } });
  });
});

describe("spieltisch char show|validate for Faar files", () => {
  it("shows Dorn with his derived values", async () => {
    const { code, json } = await runJson(["char", "show", dornFile]);
    expect(code).toBe(0);
    expect(json).toMatchObject({
      valid: true,
      cost: 45,
      budget: 45,
      derived: { lifePoints: 15, initiative: 17, movement: 9, defense: 8 },
    });
    const { stdout } = await runCli(["char", "show", dornFile]);
    expect(stdout).toContain("Lebenspunkte 15 · Initiative 17 · Bewegung 9 m · Verteidigung 8 (÷3)");
  });

  it("validate: attribute 13 at creation and 46 points exit 2 with the issues", async () => {
    const file = writeCharacter("Zu stark", { attributes: { ...DORN_ATTRIBUTES, ST: 13, CH: 1 } });
    const r = await runJson(["char", "validate", file]);
    expect(r.code).toBe(2);
    expect(r.json.issues).toEqual([
      expect.objectContaining({ code: "attribute-above-max", path: "attributes.ST", severity: "error" }),
    ]);
    const over = writeCharacter("Zu viel", { attributes: { ...DORN_ATTRIBUTES, CH: 7 } });
    const o = await runJson(["char", "validate", over]);
    expect(o.code).toBe(2);
    expect(o.json).toMatchObject({ valid: false, cost: 46 });
    expect((o.json.issues as { message: string }[])[0]?.message).toBe(
      "46 Attributpunkte verteilt, erlaubt sind 45",
    );
  });

  it("validate: an unknown skill attribute is an issue with its path", async () => {
    const file = writeCharacter("Segler", {
      attributes: DORN_ATTRIBUTES,
      skills: [{ name: "Segeln", level: 1, attribute: "SEE" }],
    });
    const r = await runJson(["char", "validate", file]);
    expect(r.code).toBe(2);
    expect(r.json.issues).toEqual([
      expect.objectContaining({ code: "unknown-skill-attribute", path: "skills.0.attribute" }),
    ]);
  });

  it("a file with a missing attribute or a non-number is unreadable: exit 2 naming the path", async () => {
    const file = writeCharacter("Kaputt", { attributes: { ...DORN_ATTRIBUTES, KO: "sieben" } });
    const r = await runCli(["char", "show", file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("attributes.KO");
  });
});

describe("spieltisch grauen --system faar", () => {
  it("fails at 4 points, rolls the table, 19 keeps the points", async () => {
    const { json } = await runJson(["grauen", ...FAAR, "--it", "9", "--points", "4", "--dice", "15,19"]);
    expect(json).toMatchObject({ success: false, pointsAfter: 5, consequence: "no-effect", tableRoll: 19 });
    const { stdout } = await runCli(["grauen", ...FAAR, "--it", "9", "--points", "4", "--dice", "15,7"]);
    expect(stdout).toContain("Folgen des Grauens, W20 = 7: Trübsinn");
    expect(stdout).toContain("Die Punkte werden gelöscht.");
  });

  it("odds with a modifier", async () => {
    const { json } = await runJson([
      "grauen",
      ...FAAR,
      "--it",
      "9",
      "--mod",
      "-2",
      "--points",
      "5",
      "--odds",
    ]);
    expect(json).toMatchObject({ pSuccessExact: "7/20", pTableExact: "13/20" });
    expect(json.points).toEqual([
      { n: 0, p: 234 / 400 },
      { n: 5, p: 7 / 20 },
      { n: 6, p: 26 / 400 },
    ]);
  });

  it("needs --it; other systems have no grauen", async () => {
    expect((await runCli(["grauen", ...FAAR])).code).toBe(2);
    expect((await runCli(["grauen", "--it", "9"])).code).toBe(2);
  });
});

describe("spieltisch initiative --system faar", () => {
  it("orders by GE + IT, ties by GE, without dice", async () => {
    const { json } = await runJson(["initiative", ...FAAR, "Dorn:10:7", "Wache:8:9", "Taruk:12:6"]);
    expect((json.order as { name: string }[]).map((e) => e.name)).toEqual(["Taruk", "Dorn", "Wache"]);
    expect((await runCli(["initiative", ...FAAR, "Dorn:10"])).code).toBe(2);
  });

  it("without participants names the argument form, not an option", async () => {
    const { code, stderr } = await runCli(["initiative", ...FAAR]);
    expect(code).toBe(2);
    expect(stderr.trim()).toBe(
      "Fehler: Es fehlen die Teilnehmer, je einer als name:GE:IT (z. B. spieltisch initiative Linda:3:2 Ork:2:1)",
    );
  });
});
