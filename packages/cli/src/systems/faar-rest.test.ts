import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli, runJson } from "../testing.js";

const faar = ["--system", "faar"];

describe("spieltisch rest --system faar (einen Trefferpunkt pro Tag)", () => {
  it("heals one life point per day of rest", async () => {
    const { code, json } = await runJson([...faar, "rest", "--current", "9", "--max", "15", "--days", "4"]);
    expect(code).toBe(0);
    expect(json).toEqual({
      system: "faar",
      action: "rest",
      before: 9,
      after: 13,
      healed: 4,
      daysToFull: 2,
    });
  });

  it("never above the maximum; --odds gives the same certain outcome", async () => {
    const { json } = await runJson([
      ...faar,
      "rest",
      "--current",
      "12",
      "--max",
      "15",
      "--days",
      "10",
      "--odds",
    ]);
    expect(json).toMatchObject({ after: 15, healed: 3, daysToFull: 0 });
    const { stdout } = await runCli([...faar, "rest", "--current", "12", "--max", "15", "--days", "10"]);
    expect(stdout).toContain("Rast: 10 Tage, Lebenspunkte 12 → 15 von 15 (+3)");
  });

  it.each([
    [[...faar, "rest", "--current", "19", "--max", "15", "--days", "1"], /current/],
    [[...faar, "rest", "--current", "9", "--max", "15"], /--days/],
    [["rest", "--current", "9", "--max", "15", "--days", "1"], /rest/],
  ])("%j exits 2 with one line", async (args, message) => {
    const { code, stderr } = await runCli(args);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr.trim().split("\n")).toHaveLength(1);
  });
});

describe("spieltisch rest --char (a Faar character rests: LP from the condition, booked with --apply)", () => {
  const EXAMPLES = fileURLToPath(new URL("../../../../examples/characters/", import.meta.url));
  let dir: string;
  let dorn: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "spieltisch-rest-"));
    dorn = join(dir, "dorn.json");
    await writeFile(dorn, await readFile(join(EXAMPLES, "dorn.json"), "utf8"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const condition = async (): Promise<Record<string, unknown>> =>
    (JSON.parse(await readFile(dorn, "utf8")) as { condition: Record<string, unknown> }).condition;

  /** Writes Dorn's condition (ST 8 + KO 7 = 15 LP) with these fields changed. */
  const withCondition = async (fields: Record<string, unknown>) => {
    const file = JSON.parse(await readFile(dorn, "utf8")) as Record<string, unknown>;
    const base = {
      lp: 15,
      lpMax: 15,
      dead: false,
      restrictions: [],
      injuries: [],
      grauen: 0,
      grauenEffects: [],
    };
    await writeFile(dorn, `${JSON.stringify({ ...file, condition: { ...base, ...fields } })}\n`);
  };

  it("takes the LP and the maximum from the condition and books the healed LP (einen Trefferpunkt pro Tag)", async () => {
    expect((await runCli(["char", "damage", dorn, "--amount", "6"])).code).toBe(0);
    const { code, json } = await runJson(["rest", "--char", dorn, "--days", "4", "--apply"]);
    expect(code).toBe(0);
    expect(json).toMatchObject({
      system: "faar",
      action: "rest",
      before: 9,
      after: 13,
      healed: 4,
      daysToFull: 2,
    });
    expect(json.actor).toEqual({ character: dorn, name: "Dorn", modifiers: [] });
    expect(json.applied).toEqual([
      {
        character: dorn,
        before: expect.objectContaining({ lp: 9 }),
        after: expect.objectContaining({ lp: 13 }),
        readings: 2,
      },
    ]);
    expect(await condition()).toMatchObject({ lp: 13, lpMax: 15 });
    // Without --apply the file stays as it is; --odds says the same.
    expect((await runJson(["rest", "--char", dorn, "--days", "10", "--odds"])).json).toMatchObject({
      before: 13,
      after: 15,
    });
    expect(await condition()).toMatchObject({ lp: 13 });
  });

  it("a character who is down rests too; a severe injury slows the rest, the days short carried over", async () => {
    await withCondition({ lp: -2, injuries: [{ type: "blunt", zone: 2 }] });
    const three = await runCli(["rest", "--char", dorn, "--days", "3", "--apply"]);
    expect(three.code).toBe(0);
    // From −1 to 15 LP: 16 LP at 2 days each, less the day carried.
    expect(three.stdout).toMatch(/^Rast: 3 Tage, .* \(\+1\); noch 31 Tage bis voll$/m);
    expect(three.stdout).toContain("Dorn: LP −2 → −1");
    expect(three.stdout).toContain("Schwere Verletzungen (1): 2 Tage Rast je Lebenspunkt");
    expect(await condition()).toMatchObject({ lp: -1, restDays: 1 });
    // The carried day and one more make the next LP.
    const one = await runJson(["rest", "--char", dorn, "--days", "1", "--apply"]);
    expect(one.json).toMatchObject({ before: -1, after: 0, healed: 1 });
    expect(await condition()).not.toHaveProperty("restDays");
    // The table decides how slow: one day per LP is the text's pace without the ruling.
    const plain = await runJson(["rest", "--char", dorn, "--days", "3", "--option", "faarInjuryRestDays=1"]);
    expect(plain.json).toMatchObject({ before: 0, after: 3 });
  });

  it("refuses to book a rest reckoned from typed numbers other than the condition's; the dead heal not", async () => {
    await withCondition({ lp: 9 });
    expect((await runJson(["rest", "--char", dorn, "--current", "3", "--days", "2"])).json).toMatchObject({
      before: 3,
      after: 5,
    });
    const typed = await runCli(["rest", "--char", dorn, "--current", "3", "--days", "2", "--apply"]);
    expect(typed.code).toBe(2);
    expect(typed.stderr).toBe(
      "Fehler: Die Rast ergibt nach dem Zustand des Charakters 11 Lebenspunkte, gerechnet wurde mit 5\n",
    );
    expect(await condition()).toMatchObject({ lp: 9 });
    await withCondition({ lp: 4, dead: true, injuries: [{ type: "cut", zone: 6 }] });
    const dead = await runCli(["rest", "--char", dorn, "--days", "2", "--apply"]);
    expect(dead.code).toBe(2);
    expect(dead.stderr.trim().split("\n")).toHaveLength(1);
    expect(dead.stderr).toMatch(/^Fehler: Der Charakter ist tot: „rest“/);
  });
});
