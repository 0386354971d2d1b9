import { describe, expect, it } from "vitest";
import { runCli, runJson } from "../testing.js";

const kw = ["--system", "kampfwuerfel"];

describe("spieltisch reflex --system kampfwuerfel", () => {
  it("rolls the reflex dice left after BE: the shield's BE counts in full", async () => {
    // 10 reflex dice − armour BE 2 − shield BE 2 (Schildkampf does not help here) = 6 dice.
    const { code, json } = await runJson([
      ...kw,
      "reflex",
      "--reflex-dice",
      "10",
      "--armor-be",
      "2",
      "--shield-be",
      "2",
      "--shield-skill",
      "1",
      "--dice",
      "5,6,1,2,3,4",
    ]);
    expect(code).toBe(0);
    expect(json).toMatchObject({
      system: "kampfwuerfel",
      action: "reflex",
      pool: 6,
      need: 2,
      successes: 2,
      success: true,
    });
  });

  it("gives the exact odds of the dice left (2 dice: 1/9)", async () => {
    const { json } = await runJson([
      ...kw,
      "reflex",
      "--reflex-dice",
      "4",
      "--armor-be",
      "3",
      "--toughness",
      "1",
      "--odds",
    ]);
    expect(json).toMatchObject({ pool: 2, pSuccessExact: "1/9" });
  });

  it("names the hindrance in German", async () => {
    const { stdout } = await runCli([...kw, "reflex", "--reflex-dice", "4", "--armor-be", "1", "--odds"]);
    expect(stdout).toContain("Reflexwurf: 4 Reflexwürfel, nach Behinderung 3, nötig 2 Erfolge");
  });

  it.each([
    [[...kw, "reflex"], /--reflex-dice/],
    [[...kw, "reflex", "--reflex-dice", "4", "--armor-be", "-1"], /--armor-be/],
    [["reflex", "--reflex-dice", "4"], /reflex/],
  ])("%j exits 2 with one line", async (args, message) => {
    const { code, stderr } = await runCli(args);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr.trim().split("\n")).toHaveLength(1);
  });
});

describe("spieltisch phase --system kampfwuerfel (KW per Kampfphase)", () => {
  it("takes BE off both: Schildkampf lowers the shield's BE only on the Kampfwürfel", async () => {
    const { code, json } = await runJson([
      ...kw,
      "phase",
      "--combat-dice",
      "10",
      "--reflex-dice",
      "4",
      "--armor-be",
      "2",
      "--shield-be",
      "2",
      "--shield-skill",
      "1",
    ]);
    expect(code).toBe(0);
    expect(json).toEqual({ system: "kampfwuerfel", action: "phase", combatDice: 7, reflexDice: 0 });
  });

  it("exits 2 with one line without --combat-dice", async () => {
    const { code, stderr } = await runCli([...kw, "phase", "--reflex-dice", "4"]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/--combat-dice/);
    expect(stderr.trim().split("\n")).toHaveLength(1);
  });
});
