import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
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

describe("spieltisch reflex --char (the fighter's reflex: its dice and BE, once per Kampfphase)", () => {
  let dir: string;
  let brom: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "spieltisch-reflex-"));
    brom = join(dir, "brom.json");
    // Reflex 4, armour BE 1, shield BE 1 (Schildkampf 1 does not help reflex dice): 4 − 1 − 1 = 2 dice.
    await writeFile(
      brom,
      `${JSON.stringify({
        format: "spieltisch/character@1",
        system: "kampfwuerfel",
        name: "Brom",
        lp: 30,
        dailyRegeneration: 6,
        kraft: 5,
        combatDice: 10,
        reflexDice: 4,
        armorBE: 1,
        shieldBE: 1,
        shieldSkill: 1,
      })}\n`,
    );
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const condition = async (): Promise<Record<string, unknown>> =>
    (JSON.parse(await readFile(brom, "utf8")) as { condition: Record<string, unknown> }).condition;

  it("rolls the reflex dice left after the sheet's BE (2 of 4) and writes the spent reflex and the lost KW", async () => {
    // Two faces and no more: a third die would leave `--dice` faces unused (exit 2).
    const { code, json } = await runJson([...kw, "reflex", "--char", brom, "--apply", "--dice", "5,6"]);
    expect(code).toBe(0);
    expect(json).toMatchObject({ action: "reflex", pool: 2, dice: [5, 6], successes: 2, success: true });
    expect(json.actor).toEqual({ character: brom, name: "Brom", modifiers: [] });
    // KW 10 − 1 − (1 − 1) = 9 before; "Übrigbehaltene Kampfwürfel verfallen nach einem Reflexwurf".
    expect(json.applied).toEqual([
      {
        character: brom,
        before: expect.objectContaining({ kwLeft: 9, reflexUsed: false }),
        after: expect.objectContaining({ kwLeft: 0, reflexUsed: true }),
        readings: 2,
      },
    ]);
    expect(await condition()).toMatchObject({ kwLeft: 0, reflexUsed: true, pending: [] });
    expect((await runCli([...kw, "reflex", "--char", brom, "--dice", "5,6,5"])).code).toBe(2);
  });

  it("refuses a second reflex in the same phase with exit 2 and one German line; a new phase gives it back", async () => {
    expect((await runCli([...kw, "reflex", "--char", brom, "--apply", "--dice", "1,2"])).code).toBe(0);
    const written = await readFile(brom, "utf8");
    const again = await runCli([...kw, "reflex", "--char", brom, "--apply", "--dice", "5,6"]);
    expect(again.code).toBe(2);
    expect(again.stderr).toBe("Fehler: Der Reflexwurf dieser Phase ist schon verbraucht\n");
    expect(await readFile(brom, "utf8")).toBe(written);
    const json = await runJson([...kw, "reflex", "--char", brom, "--odds"]);
    expect(json.code).toBe(2);
    expect(json.json.error).toMatchObject({ code: "reflex-used" });
    expect((await runCli(["char", "command", brom, '{"command":"new-phase"}'])).code).toBe(0);
    expect(await condition()).toMatchObject({ kwLeft: 9, reflexUsed: false });
    expect((await runCli([...kw, "reflex", "--char", brom, "--apply", "--dice", "5,6"])).code).toBe(0);
  });

  it("typed options win over the condition; the GM's extra BE counts; the odds are the roll's", async () => {
    const typed = await runJson([...kw, "reflex", "--char", brom, "--armor-be", "0", "--dice", "1,2,3"]);
    expect(typed.json).toMatchObject({ pool: 3 });
    expect((await runCli(["char", "command", brom, '{"command":"hindrance","be":1}'])).code).toBe(0);
    // 4 − (1 + 1) − 1 = 1 die: two successes are out of reach.
    const odds = await runJson([...kw, "reflex", "--char", brom, "--odds"]);
    expect(odds.json).toMatchObject({ pool: 1, pSuccess: 0 });
    const sheet = await runJson([...kw, "reflex", "--char", brom, "--skill", "Reflexwürfel", "--odds"]);
    expect(sheet.json).toMatchObject({ pool: 1 });
  });

  it("rolls the reflex the GM called as its answer; a fighter who is down rolls none", async () => {
    await runCli(["char", "command", brom, '{"command":"reflex"}']);
    expect(await condition()).toMatchObject({
      kwLeft: 0,
      reflexUsed: true,
      pending: [{ kind: "reflex", n: 1 }],
    });
    const answer = await runJson([...kw, "reflex", "--char", brom, "--apply", "--dice", "5,1"]);
    expect(answer.code).toBe(0);
    expect(await condition()).toMatchObject({ reflexUsed: true, pending: [] });
    await runCli(["char", "command", brom, '{"command":"new-phase"}']);
    await runCli(["char", "damage", brom, "--amount", "40"]);
    const down = await runCli([...kw, "reflex", "--char", brom, "--dice", "5,6"]);
    expect(down.code).toBe(2);
    expect(down.stderr).toMatch(/^Fehler: Der Charakter kann nicht handeln \(Brom: /);
  });
});
