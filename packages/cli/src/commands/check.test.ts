import { describe, expect, it } from "vitest";
import { runCli, runJson, tempDir } from "../testing.js";

describe("spieltisch check (JSON mode, CONTRACT §1)", () => {
  it("gives the exact odds: 12 vs 15 is 1/3", async () => {
    const { code, json } = await runJson(["check", "--value", "12", "--target", "15", "--odds"]);
    expect(code).toBe(0);
    expect(json).toMatchObject({ pSuccess: 1 / 3, pSuccessExact: "1/3" });
    expect(json.distribution).toEqual([7, 9, 11, 14, 16, 18].map((value) => ({ value, p: 1 / 6 })));
  });

  it("rolls Grok's check from given dice", async () => {
    const { json } = await runJson(["check", "--value", "12", "--target", "9", "--dice", "1"]);
    expect(json).toMatchObject({
      success: true,
      dice: [1],
      result: 11,
      margin: 2,
      steps: 0,
      auto: false,
      critical: null,
      pSuccessExact: "5/6",
    });
  });

  it("applies modifiers and wounds, also negative ones written --mod -3 and --mod=-3", async () => {
    const { json } = await runJson([
      "check",
      "--value",
      "15",
      "--target",
      "12",
      "--mod",
      "-3",
      "--mod=+2",
      "--wounds",
      "1",
      "--dice",
      "4",
    ]);
    expect(json).toMatchObject({ effective: 11, result: 15, success: true });
  });

  it("is reproducible with --seed", async () => {
    const a = await runJson(["check", "--value", "12", "--target", "12", "--seed", "42"]);
    const b = await runJson(["check", "--value", "12", "--target", "12", "--seed", "42"]);
    expect(a.json.dice).toEqual(b.json.dice);
  });

  it("adds the krit odds with --modules krit", async () => {
    const { json } = await runJson([
      "check",
      "--value",
      "12",
      "--target",
      "15",
      "--odds",
      "--modules",
      "krit",
    ]);
    expect(json).toMatchObject({ pCriticalSuccessExact: "1/216", pCriticalFumbleExact: "1/216" });
  });

  it("reports the automatic success without consuming dice", async () => {
    const { json } = await runJson(["check", "--value", "18", "--target", "12"]);
    expect(json).toMatchObject({ auto: true, success: true, dice: [] });
  });

  it("lists only the result an automatic success has: no die, one value", async () => {
    const { json } = await runJson(["check", "--value", "20", "--target", "9", "--odds"]);
    expect(json).toMatchObject({ auto: true, pSuccessExact: "1/1" });
    expect(json.distribution).toEqual([{ value: 20, p: 1 }]);
  });

  it("gives the Urfassung no automatic success by value: with krit a 5,5 still fails (35/36)", async () => {
    const ur = ["check", "--system", "ews-urfassung", "--modules", "krit", "--value", "12", "--target", "6"];
    const { json } = await runJson([...ur, "--odds"]);
    expect(json).toMatchObject({ auto: false, pSuccessExact: "35/36" });
    const fumble = await runJson([...ur, "--dice", "5,5,1"]);
    expect(fumble.json).toMatchObject({ auto: false, success: false, dice: [5, 5, 1] });
    const plain = await runJson([
      "check",
      "--system",
      "ews-urfassung",
      "--value",
      "18",
      "--target",
      "12",
      "--dice",
      "1",
    ]);
    expect(plain.json).toMatchObject({ auto: false, dice: [1], result: 17, success: true });
  });

  it("works for the Urfassung with its own difficulty names in text mode", async () => {
    const { stdout, code } = await runCli([
      "check",
      "--system",
      "ews-urfassung",
      "--value",
      "12",
      "--target",
      "18",
      "--dice",
      "6",
    ]);
    expect(code).toBe(0);
    expect(stdout).toContain("sehr schwer");
    expect(stdout).toContain("GELUNGEN");
  });

  it("speaks English with --lang en", async () => {
    const { stdout } = await runCli([
      "check",
      "--value",
      "12",
      "--target",
      "15",
      "--dice",
      "2",
      "--lang",
      "en",
    ]);
    expect(stdout).toContain("FAILURE");
    expect(stdout).toContain("33.3%");
  });
});

describe("check --fallback (EWS text L120: related skill −3, Eigenschaft −9)", () => {
  it("rolls on an Eigenschaft with the rule's −9, named as its source", async () => {
    const { code, json } = await runJson([
      "check",
      "--value",
      "15",
      "--target",
      "9",
      "--fallback",
      "attribute",
      "--dice",
      "2",
    ]);
    expect(code).toBe(0);
    expect(json).toMatchObject({
      modifiers: [{ amount: -9, source: "fallback-attribute" }],
      effective: 6,
      result: 8,
      success: false,
      // 6 ± W6 against 9: only the +4 and the +6 reach it.
      pSuccessExact: "1/3",
    });
  });

  it("gives the odds of a related skill at −3", async () => {
    const { json } = await runJson([
      "check",
      "--value",
      "14",
      "--target",
      "12",
      "--fallback",
      "related-skill",
      "--odds",
    ]);
    expect(json).toMatchObject({ effective: 11, pSuccessExact: "1/2" });
  });

  it("says the malus in the text", async () => {
    const { stdout } = await runCli([
      "check",
      "--value",
      "14",
      "--target",
      "12",
      "--fallback",
      "related-skill",
      "--dice",
      "4",
    ]);
    expect(stdout).toContain("−3 (verwandte Fertigkeit)");
  });
});

describe("bad input exits 2 with one line, never a stack trace", () => {
  const cases: [string[], RegExp][] = [
    [["check", "--value", "12", "--target", "9", "--fallback", "guess"], /--fallback/],
    [
      ["check", "--system", "ews-urfassung", "--value", "12", "--target", "9", "--fallback", "attribute"],
      /Unbekannte Option --fallback|--fallback/,
    ],
    [["check", "--value", "abc", "--target", "9"], /--value: „abc“ ist keine ganze Zahl/],
    [["check", "--value", "12"], /Es fehlt --target/],
    [["check", "--value", "12", "--target", "9", "--dice", "7"], /W6 kann keine 7/],
    [["check", "--value", "12", "--target", "9", "--dice", "4,x"], /--dice/],
    [["contest", "--a", "12", "--b", "12", "--dice", "4"], /Zu wenige Würfel/],
    [
      ["check", "--value", "12", "--target", "9", "--dice", "1,2"],
      /Zu viele Würfel bei --dice: 2 angegeben, 1 gebraucht/,
    ],
    [
      ["check", "--value", "18", "--target", "9", "--dice", "3"],
      /Zu viele Würfel bei --dice: 1 angegeben, 0 gebraucht/,
    ],
    [["check", "--value", "12", "--target", "9", "--system", "nope"], /Unbekanntes System/],
    [["check", "--value", "12", "--target", "9", "--modules", "nope"], /kein Modul „nope“/],
    [["check", "--value", "12", "--target", "9", "--bogus"], /Unbekannte Option --bogus/],
    [["check", "--value"], /--value braucht einen Wert/],
    [["check", "--value", "12", "--target", "9", "--wounds", "-1"], /wounds/],
    [["check", "--value", "12", "--target", "9", "--seed", "1", "--dice", "2"], /schließen einander aus/],
    [["check", "--value", "12", "--target", "9", "--odds", "--dice", "2"], /schließen einander aus/],
    [["frobnicate"], /Unbekannter Befehl/],
  ];
  it.each(cases)("%j", async (args, message) => {
    const { code, stderr, stdout } = await runCli(args);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(stdout).toBe("");
  });

  it("prints the error object on stdout in JSON mode", async () => {
    const { code, stdout } = await runCli(["check", "--value", "x", "--target", "9", "--json"]);
    expect(code).toBe(2);
    expect(JSON.parse(stdout)).toEqual({
      error: { code: "not-an-integer", message: "--value: „x“ ist keine ganze Zahl" },
    });
  });
});

describe("--house-rules", () => {
  it("turns the named error codes into warnings for char validate", async () => {
    const { writeFile } = await import("node:fs/promises");
    const { join } = await import("node:path");
    const dir = await tempDir("spieltisch-");
    const file = join(dir, "over.json");
    await writeFile(
      file,
      JSON.stringify({
        format: "spieltisch/character@1",
        system: "ews",
        name: "Zu teuer",
        budget: 1,
        attributes: [{ name: "Stark", level: "++" }],
      }),
    );
    expect((await runCli(["char", "validate", file])).code).toBe(2);
    const relaxed = await runJson(["char", "validate", file, "--house-rules", "over-budget"]);
    expect(relaxed.code).toBe(0);
    expect(relaxed.json.issues).toContainEqual(expect.objectContaining({ severity: "warning" }));
    const full = await runJson(["char", "validate", file, "--house-rules", "ews.over-budget"]);
    expect(full.json).toEqual(relaxed.json);
  });

  it("refuses a code no table may allow, naming it", async () => {
    const { code, json } = await runJson(["check", "--value", "1", "--target", "2", "--house-rules", "nope"]);
    expect(code).toBe(2);
    expect(json.error).toMatchObject({ code: "unknown-house-rule" });
    expect((json.error as { message: string }).message).toContain("ews.nope");
  });
});

describe("--option key=value", () => {
  it("passes table options to the rules (Faar defence divisor 2)", async () => {
    const file = new URL("../../../../examples/characters/dorn.json", import.meta.url).pathname;
    const plain = await runJson(["char", "show", file]);
    const halved = await runJson(["char", "show", file, "--option", "faarDefenseDivisor=2"]);
    const defense = (r: typeof plain) => (r.json.derived as { defense: number }).defense;
    expect(defense(plain)).toBe(8);
    expect(defense(halved)).toBe(12);
  });

  it("rejects an option without a value", async () => {
    const { code, stderr } = await runCli(["check", "--value", "1", "--target", "2", "--option", "nope"]);
    expect(code).toBe(2);
    expect(stderr).toContain("schlüssel=wert");
  });

  it("refuses unknown table options and values the rules do not allow", async () => {
    const unknown = await runJson(["check", "--value", "1", "--target", "2", "--option", "colour=red"]);
    expect(unknown.code).toBe(2);
    expect(unknown.json.error).toMatchObject({ code: "unknown-table-option" });
    expect((unknown.json.error as { message: string }).message).toContain("faarDefenseDivisor");
    const bad = await runJson(["check", "--value", "1", "--target", "2", "--option", "faarDefenseDivisor=5"]);
    expect(bad.code).toBe(2);
    expect(bad.json.error).toMatchObject({ code: "invalid-option" });
    expect((bad.json.error as { message: string }).message).toMatch(/^--option faarDefenseDivisor: /);
  });
});
