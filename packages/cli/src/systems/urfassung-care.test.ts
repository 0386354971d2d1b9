import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli, runJson } from "../testing.js";

const ur = ["--system", "ews-urfassung"];

describe("spieltisch damage --system ews-urfassung", () => {
  it("the text's example: W6 − 4 with strength 18 over the Kraftschwelle 12 is 1W+2", async () => {
    const { code, json } = await runJson([
      ...ur,
      "damage",
      "--weapon-dice",
      "W6",
      "--bonus",
      "-4",
      "--strength",
      "18",
      "--dice",
      "3",
    ]);
    expect(code).toBe(0);
    expect(json).toMatchObject({ system: "ews-urfassung", action: "damage", dice: [3], damage: 5 });
  });

  it("unarmed: 1W−4 stun damage, Kraftschwelle 12 — the text's strong human deals 1W+2 stun", async () => {
    const args = [...ur, "damage", "--weapon-dice", "W6", "--bonus", "-4", "--strength-threshold", "12"];
    const { json } = await runJson([...args, "--strength", "18", "--stun", "--dice", "6"]);
    expect(json).toMatchObject({ dice: [6], damage: 8 });
    const { stdout } = await runCli([...args, "--stun", "--dice", "6"]);
    expect(stdout).toContain("2 Erschöpfungsschaden");
  });

  it("gives the exact distribution and mean", async () => {
    const { json } = await runJson([...ur, "damage", "--weapon-dice", "W3", "--odds"]);
    expect(json).toMatchObject({ meanExact: "2/1" });
    expect(json.distribution).toHaveLength(3);
  });
});

describe("spieltisch bleed --system ews-urfassung", () => {
  it("the text: with two wounds each check bears −3 (KO 12 then needs a good success, 15)", async () => {
    const { code, json } = await runJson([
      ...ur,
      "bleed",
      "--constitution",
      "12",
      "--kind",
      "wound",
      "--count",
      "2",
      "--intervals",
      "1",
      "--odds",
    ]);
    expect(code).toBe(0);
    // The engine keeps the MW at 12 (24 to stop is 21 + 3) and takes the −3 off KO: 9 ± W6 passes
    // only with the +4 and +6 (as 12 ± W6 against 15), so one minute of two wounds costs 4/3 TP.
    expect(json).toMatchObject({ action: "bleed", target: 12, stopTarget: 21, expectedDamageExact: "4/3" });
  });

  it("rolls a stretch and tells the TP lost", async () => {
    const { stdout } = await runCli([
      ...ur,
      "bleed",
      "--constitution",
      "12",
      "--kind",
      "wound",
      "--count",
      "1",
      "--intervals",
      "1",
      "--dice",
      "1",
    ]);
    expect(stdout).toContain("1 TP verloren, 1 bluten noch");
  });
});

describe("spieltisch bandage --system ews-urfassung", () => {
  it("simple bandaging (Heilkunde, einfach 9) stops a wound's bleeding", async () => {
    const { code, json } = await runJson([
      ...ur,
      "bandage",
      "--skill-value",
      "12",
      "--kind",
      "wound",
      "--dice",
      "1",
    ]);
    expect(code).toBe(0);
    expect(json).toMatchObject({ action: "bandage", result: 11, stopsBleeding: true });
  });

  it("a severe wound needs a good bandage (15)", async () => {
    const { json } = await runJson([...ur, "bandage", "--skill-value", "12", "--kind", "severe", "--odds"]);
    expect(json).toMatchObject({ pStopsBleedingExact: "1/3" });
  });
});

describe("spieltisch heal --system ews-urfassung", () => {
  it("heals a week on the road", async () => {
    const { code, json } = await runJson([
      ...ur,
      "heal",
      "--mode",
      "travel",
      "--constitution",
      "15",
      "--exertion",
      "riding",
      "--dice",
      "4",
    ]);
    expect(code).toBe(0);
    expect(json).toMatchObject({ action: "heal", target: 15, result: 19, physicianResult: null });
    expect(json.tpChange).toBeGreaterThan(0);
  });

  it("gives the odds of a week in treatment", async () => {
    const { json } = await runJson([
      ...ur,
      "heal",
      "--mode",
      "treatment",
      "--constitution",
      "12",
      "--physician",
      "15",
      "--odds",
    ]);
    expect(json).toMatchObject({ pGainExact: "13/18" });
  });
});

describe("the care commands refuse bad input with exit 2 and one line", () => {
  it.each([
    [[...ur, "damage", "--weapon-dice", "W7"], /--dice|--weapon-dice|W7/],
    [[...ur, "bleed", "--constitution", "12", "--kind", "cut", "--count", "1", "--intervals", "1"], /--kind/],
    [[...ur, "bandage", "--kind", "wound"], /--skill/],
    [[...ur, "heal", "--mode", "travel", "--constitution", "12"], /exertion/],
    [["bleed", "--constitution", "12", "--kind", "wound", "--count", "1", "--intervals", "1"], /bleed/],
  ])("%j", async (args, message) => {
    const { code, stderr } = await runCli(args);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr.trim().split("\n")).toHaveLength(1);
  });

  it("--help lists damage, bleed and bandage", async () => {
    const { stdout } = await runCli(["--help"]);
    for (const name of ["damage", "bleed", "bandage"]) expect(stdout).toContain(name);
  });
});

describe("spieltisch melee --system ews-urfassung --attacker-unarmed", () => {
  it("an unarmed side still hits by the lead (its hits are stun for the play state)", async () => {
    const { code, json } = await runJson([
      ...ur,
      "melee",
      "--attacker",
      "12",
      "--defender",
      "12",
      "--attacker-unarmed",
      "--dice",
      "4,2",
    ]);
    expect(code).toBe(0);
    expect(json).toMatchObject({ hit: "defender", damage: 3 });
  });
});

describe("the Urfassung's second unarmed variant (--option urfassungUnarmed=wound-thresholds)", () => {
  const dir = mkdtempSync(join(tmpdir(), "spieltisch-unarmed-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const fighter = (name: string) => {
    const file = join(dir, name);
    writeFileSync(
      file,
      JSON.stringify({
        format: "spieltisch/character@1",
        system: "ews-urfassung",
        name: "Tilkei",
        attributes: [{ name: "Konstitution", short: "KO", value: 9, standard: 6 }],
      }),
    );
    return file;
  };

  it("a blow of 4 stun passes SR/3 (3): one TP; the first variant costs none below KO", async () => {
    const second = await runJson([
      "char",
      "damage",
      fighter("a.json"),
      "--amount",
      "4",
      "--stun",
      "--option",
      "urfassungUnarmed=wound-thresholds",
    ]);
    expect(second.code).toBe(0);
    expect(second.json).toMatchObject({ condition: { stun: 4, tp: 17 } });
    const first = await runJson(["char", "damage", fighter("b.json"), "--amount", "4", "--stun"]);
    expect(first.json).toMatchObject({ condition: { stun: 4, tp: 18 } });
  });

  it("an unknown variant is exit 2 naming the option", async () => {
    const { code, stderr } = await runCli([
      ...ur,
      "check",
      "--value",
      "1",
      "--target",
      "2",
      "--option",
      "urfassungUnarmed=x",
    ]);
    expect(code).toBe(2);
    expect(stderr).toContain("urfassungUnarmed");
  });
});
