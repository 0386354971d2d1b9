import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli, runJson, tempDir } from "../testing.js";

const ur = ["--system", "ews-urfassung"];

describe("spieltisch exhaustion --system ews-urfassung", () => {
  it("rolls KO against 15 and books −1 on checks and 1 KO on a failure", async () => {
    const { code, json } = await runJson([...ur, "exhaustion", "--constitution", "12", "--dice", "1"]);
    expect(code).toBe(0);
    expect(json).toMatchObject({
      system: "ews-urfassung",
      action: "exhaustion",
      value: 12,
      target: 15,
      result: 11,
      success: false,
      exhausted: true,
      checkMalus: -1,
      constitutionLoss: 1,
      pSuccessExact: "1/3",
    });
  });

  it("checks only against 12 in full defence, odds exact", async () => {
    const { json } = await runJson([
      ...ur,
      "exhaustion",
      "--constitution",
      "12",
      "--stance",
      "full-defense",
      "--odds",
    ]);
    expect(json).toMatchObject({ target: 12, pSuccessExact: "1/2" });
  });

  it("writes German text", async () => {
    const { code, stdout } = await runCli([...ur, "exhaustion", "--constitution", "12", "--dice", "1"]);
    expect(code).toBe(0);
    expect(stdout).toContain("Erschöpfung: KO 12 gegen 15");
    expect(stdout).toContain("erschöpft: −1 auf alle Proben, KO −1");
  });
});

describe("spieltisch daze --system ews-urfassung", () => {
  it("rolls KO − damage against 12; a failure dazes for the damage", async () => {
    const { code, json } = await runJson([
      ...ur,
      "daze",
      "--constitution",
      "12",
      "--damage",
      "4",
      "--dice",
      "3",
    ]);
    expect(code).toBe(0);
    expect(json).toMatchObject({ effective: 8, result: 5, dazed: true, malus: -4, pSuccessExact: "1/3" });
  });
});

describe("spieltisch injury --system ews-urfassung", () => {
  it("rolls one SR check per crossed threshold, mildest first", async () => {
    const { code, json } = await runJson([
      ...ur,
      "injury",
      "--resistance",
      "15",
      "--before",
      "30",
      "--after",
      "9",
      "--dice",
      "2,1",
    ]);
    expect(code).toBe(0);
    expect(json).toMatchObject({
      checks: [
        { threshold: "two-thirds", target: 12, result: 17, fate: "passed" },
        { threshold: "one-third", target: 15, result: 14, fate: "unconscious" },
      ],
      penalty: -2,
    });
  });

  it("gives each check's exact odds and the chance to pass them all", async () => {
    const { json } = await runJson([
      ...ur,
      "injury",
      "--resistance",
      "15",
      "--before",
      "30",
      "--after",
      "9",
      "--odds",
    ]);
    expect(json).toMatchObject({
      thresholds: [
        { threshold: "two-thirds", pPassExact: "5/6" },
        { threshold: "one-third", pPassExact: "1/2" },
      ],
      pAllPassExact: "5/12",
    });
  });

  it("says how long a dying character lives", async () => {
    const { stdout } = await runCli([
      ...ur,
      "injury",
      "--resistance",
      "12",
      "--before",
      "5",
      "--after",
      "0",
      "--dice",
      "1",
    ]);
    expect(stdout).toContain("0 TP (MW 18)");
    expect(stdout).toContain("stirbt in 12 Kampfrunden");
  });
});

describe("the rule-check commands refuse bad input with exit 2 and one line", () => {
  const cases: [string[], RegExp][] = [
    [[...ur, "exhaustion"], /--constitution/],
    [[...ur, "exhaustion", "--constitution", "12", "--stance", "dance"], /--stance/],
    [[...ur, "daze", "--constitution", "12"], /--damage/],
    [[...ur, "injury", "--resistance", "15", "--before", "30"], /--after/],
    [[...ur, "injury", "--resistance", "0", "--before", "30", "--after", "2"], /--resistance/],
    [["exhaustion", "--constitution", "12"], /exhaustion/],
  ];
  it.each(cases)("%j", async (args, message) => {
    const { code, stderr } = await runCli(args);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr.trim().split("\n")).toHaveLength(1);
  });

  it("--help lists the three commands", async () => {
    const { stdout } = await runCli(["--help"]);
    for (const name of ["exhaustion", "daze", "injury"]) expect(stdout).toContain(name);
  });
});

describe("the rule checks with a character (--char, --skill)", () => {
  it("take KO and SR from the sheet and name the character", async () => {
    const dir = await tempDir("ur-rule-");
    const file = join(dir, "sliingach.json");
    await writeFile(
      file,
      JSON.stringify({
        format: "spieltisch/character@1",
        system: "ews-urfassung",
        name: "Sliingach",
        attributes: [{ name: "Konstitution", short: "KO", value: 18, standard: 18 }],
        subAttributes: [{ name: "Schadensresistenz", short: "SR", base: "KO", value: 15 }],
        skills: [],
      }),
    );
    const ex = await runJson(["exhaustion", "--char", file, "--skill", "Konstitution", "--dice", "1"]);
    expect(ex.code).toBe(0);
    expect(ex.json).toMatchObject({
      value: 18,
      target: 15,
      result: 17,
      exhausted: false,
      actor: { name: "Sliingach" },
    });
    const inj = await runJson([
      "injury",
      "--char",
      file,
      "--skill",
      "SR",
      "--before",
      "30",
      "--after",
      "9",
      "--odds",
    ]);
    expect(inj.json).toMatchObject({ pAllPassExact: "5/12" });
  });
});
