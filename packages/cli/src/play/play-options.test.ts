import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { appliedConditionSchema, rollSideSchema } from "@spieltisch/protocol";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli, runJson } from "../testing.js";

const EXAMPLES = fileURLToPath(new URL("../../../../examples/characters/", import.meta.url));
let dir: string;
let lazaro: string;
let dorn: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "spieltisch-play-"));
  lazaro = join(dir, "lazaro.json");
  dorn = join(dir, "dorn.json");
  await writeFile(lazaro, await readFile(join(EXAMPLES, "lazaro.json"), "utf8"));
  await writeFile(dorn, await readFile(join(EXAMPLES, "dorn.json"), "utf8"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Puts a condition into a character file. */
async function withCondition(file: string, condition: unknown): Promise<void> {
  const json = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
  await writeFile(file, JSON.stringify({ ...json, condition }));
}

/** The JSON without the play sides: what the same roll typed by hand prints. */
const withoutSides = (json: Record<string, unknown>): Record<string, unknown> => {
  const { actor: _actor, opponent: _opponent, ...rest } = json;
  return rest;
};

const FOKA_WOUNDED = {
  kind: "foka",
  attribute: 12,
  tpMax: 12,
  woundThreshold: 4,
  tp: 3,
  wounds: 1,
  criticalWounds: 1,
  levelReached: 0,
  passedZero: false,
  status: "active",
  pending: [],
  adrenaline: true,
  woundRecoveryTp: 0,
  criticalRecoveryTp: 0,
};

describe("--char and --skill: the odds equal the same roll typed by hand", () => {
  it("ews check: Nahkampf 13 with 2 wounds is --value 13 --mod -6", async () => {
    await withCondition(lazaro, { kind: "basic", wounds: 2, woundThreshold: 4, status: "active" });
    const played = await runJson([
      "check",
      "--char",
      lazaro,
      "--skill",
      "Nahkampf",
      "--target",
      "12",
      "--odds",
    ]);
    const typed = await runJson(["check", "--value", "13", "--mod", "-6", "--target", "12", "--odds"]);
    expect(played.code).toBe(0);
    expect(withoutSides(played.json)).toEqual(typed.json);
    // 13 − 6 = 7 against 12 needs the +6.
    expect(played.json.pSuccessExact).toBe("1/6");
    expect(rollSideSchema.parse(played.json.actor)).toEqual({
      character: lazaro,
      name: "Salamon Lazaro de Aicega",
      modifiers: [{ amount: -6, source: "wounds" }],
    });
  });

  it("ews FoKa melee: the defender's low-TP, wound and critical-wound mali are --defender-mod by hand", async () => {
    const other = join(dir, "other.json");
    await writeFile(other, await readFile(lazaro, "utf8"));
    await withCondition(other, FOKA_WOUNDED);
    const base = ["melee", "--modules", "foka", "--attacker-weapon", "4", "--odds"];
    const played = await runJson([
      ...base,
      "--char",
      lazaro,
      "--skill",
      "Nahkampf",
      "--opponent-char",
      other,
      "--opponent-skill",
      "Gewandt",
    ]);
    // TP 3 ≤ WS 4: −1; a wound −3; a critical wound in the heat of the fight −6.
    const typed = await runJson([...base, "--attacker", "13", "--defender", "15", "--defender-mod", "-10"]);
    expect(played.code).toBe(0);
    expect(withoutSides(played.json)).toEqual(typed.json);
    expect((played.json.opponent as { modifiers: unknown }).modifiers).toEqual([
      { amount: -1, source: "low-tp" },
      { amount: -3, source: "wounds" },
      { amount: -6, source: "critical-wounds" },
    ]);
  });

  it("ews contest and shoot take both sides' values and mali", async () => {
    await withCondition(lazaro, { kind: "basic", wounds: 1, woundThreshold: 4, status: "active" });
    const contest = await runJson([
      "contest",
      "--char",
      lazaro,
      "--skill",
      "Stilvoll",
      "--b",
      "14",
      "--odds",
    ]);
    const typedContest = await runJson(["contest", "--a", "18", "--a-mod", "-3", "--b", "14", "--odds"]);
    expect(withoutSides(contest.json)).toEqual(typedContest.json);
    await withCondition(lazaro, FOKA_WOUNDED);
    const shot = ["shoot", "--modules", "foka", "--range", "medium", "--odds"];
    const played = await runJson([...shot, "--char", lazaro, "--skill", "Gewandt"]);
    const typed = await runJson([...shot, "--value", "15", "--mod", "-10"]);
    expect(played.code).toBe(0);
    expect(withoutSides(played.json)).toEqual(typed.json);
  });

  it("faar: the file's system is the table's without --system; Nahkampf 8 is --attack 8", async () => {
    const played = await runJson([
      "melee",
      "--char",
      dorn,
      "--skill",
      "Nahkampf",
      "--defense",
      "6",
      "--odds",
    ]);
    const typed = await runJson(["melee", "--system", "faar", "--attack", "8", "--defense", "6", "--odds"]);
    expect(played.code).toBe(0);
    expect(played.json.system).toBe("faar");
    expect(withoutSides(played.json)).toEqual(typed.json);
  });

  it("the text says in German which mali the condition adds", async () => {
    await withCondition(lazaro, { kind: "basic", wounds: 1, woundThreshold: 4, status: "active" });
    const { code, stdout } = await runCli([
      "check",
      "--char",
      lazaro,
      "--skill",
      "Nahkampf",
      "--target",
      "12",
      "--odds",
    ]);
    expect(code).toBe(0);
    expect(stdout).toContain("Zustand von Salamon Lazaro de Aicega: −3 (Wunden)\n");
    const en = await runCli([
      "check",
      "--char",
      lazaro,
      "--skill",
      "Nahkampf",
      "--target",
      "12",
      "--odds",
      "--lang",
      "en",
    ]);
    expect(en.stdout).toContain("Condition of Salamon Lazaro de Aicega: −3 (wounds)\n");
  });
});

describe("--apply", () => {
  it("writes the changed character's condition atomically, keeps its old file as .bak, reports applied and leaves the untouched side's file alone", async () => {
    const other = join(dir, "other.json");
    const original = await readFile(lazaro, "utf8");
    await writeFile(other, original);
    const { code, json } = await runJson([
      "melee",
      "--modules",
      "foka",
      "--char",
      lazaro,
      "--skill",
      "Nahkampf",
      "--opponent-char",
      other,
      "--opponent-skill",
      "Nahkampf",
      "--dice",
      "6,1",
      "--apply",
    ]);
    expect(code).toBe(0);
    const applied = (json.applied as unknown[]).map((a) => appliedConditionSchema.parse(a));
    // 19 against 12: diff 7 damage, TP 12 → 5, a wound (≥ WS 4). The attacker's condition did
    // not change: no entry, and its file is not written (no .bak either).
    expect(applied.map((a) => a.character)).toEqual([other]);
    expect(applied[0]!.after).toMatchObject({ tp: 5, wounds: 1, adrenaline: true });
    expect(await readFile(lazaro, "utf8")).toBe(original);
    expect(await readFile(`${other}.bak`, "utf8")).toBe(original);
    const written = JSON.parse(await readFile(other, "utf8")) as Record<string, unknown>;
    expect(written.condition).toEqual(applied[0]!.after);
    // Every other field as it was, in its order.
    const { condition: _c, ...rest } = written;
    expect(JSON.stringify(rest)).toBe(JSON.stringify(JSON.parse(original)));
    expect((await readdir(dir)).sort()).toEqual(["dorn.json", "lazaro.json", "other.json", "other.json.bak"]);
  });

  it("without --apply nothing is written", async () => {
    const before = await readFile(lazaro, "utf8");
    const { code } = await runCli([
      "check",
      "--char",
      lazaro,
      "--skill",
      "Nahkampf",
      "--target",
      "12",
      "--seed",
      "1",
    ]);
    expect(code).toBe(0);
    expect(await readFile(lazaro, "utf8")).toBe(before);
    expect(await readdir(dir)).toEqual(["dorn.json", "lazaro.json"]);
  });

  it("writes nothing when --dice has faces left over", async () => {
    const before = await readFile(lazaro, "utf8");
    const { code } = await runCli([
      "check",
      "--char",
      lazaro,
      "--skill",
      "Nahkampf",
      "--target",
      "12",
      "--dice",
      "4,4",
      "--apply",
    ]);
    expect(code).toBe(2);
    expect(await readFile(lazaro, "utf8")).toBe(before);
  });
});

describe("bad input: exit 2 with one line", () => {
  const oneLine = async (args: string[], message: string) => {
    const { code, stdout, stderr } = await runCli(args);
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toBe(`Fehler: ${message}\n`);
  };

  it("an unknown sheet value names the ones the sheet has (German and English)", async () => {
    await oneLine(
      ["check", "--char", lazaro, "--skill", "Reiten", "--target", "12"],
      `${lazaro}: Der Bogen von Salamon Lazaro de Aicega hat keinen Wert „Reiten“ (vorhanden: Gewandt, Stilvoll, Nahkampf, Kunst des Flirtens, Diplomat, Diplomat (Gewandt), Diplomat (Stilvoll))`,
    );
    const en = await runJson([
      "check",
      "--char",
      lazaro,
      "--skill",
      "Reiten",
      "--target",
      "12",
      "--lang",
      "en",
    ]);
    expect(en.code).toBe(2);
    expect(en.json.error).toMatchObject({ code: "unknown-sheet-value" });
    expect(String((en.json.error as { message: string }).message)).toContain(
      'has no value "Reiten" (available: Gewandt,',
    );
  });

  it("a character of another system than --system", async () => {
    await oneLine(
      ["check", "--system", "faar", "--char", lazaro, "--skill", "Nahkampf"],
      `${lazaro}: Salamon Lazaro de Aicega gehört zum System „ews“, gespielt wird „faar“`,
    );
  });

  it("a broken condition in the file, and one the rules cannot reach", async () => {
    await withCondition(lazaro, { kind: "basic", wounds: -1, woundThreshold: 4, status: "active" });
    await oneLine(
      ["char", "condition", lazaro],
      `${lazaro}: ungültiger Zustand bei condition.wounds: Too small: expected number to be >=0`,
    );
    await withCondition(lazaro, { ...FOKA_WOUNDED, tp: 3, levelReached: 3 });
    const { code, stderr } = await runCli(["char", "condition", lazaro]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^Fehler: Kein möglicher Zustand: [^\n]+\n$/);
    const text = await readFile(lazaro, "utf8");
    await writeFile(lazaro, text.slice(0, 40));
    const truncated = await runCli(["char", "condition", lazaro]);
    expect(truncated.code).toBe(2);
    expect(truncated.stderr.split("\n")).toHaveLength(2);
  });

  it("a dead character: no action, no damage; the rules' reason", async () => {
    await withCondition(dorn, {
      lp: -3,
      lpMax: 15,
      dead: true,
      restrictions: [],
      injuries: [],
      grauen: 0,
      grauenEffects: [],
    });
    await oneLine(
      ["melee", "--char", dorn, "--skill", "Nahkampf", "--defense", "6"],
      "Der Charakter kann nicht handeln (Dorn: tot)",
    );
    const damage = await runCli(["char", "damage", dorn, "--amount", "3"]);
    expect(damage.code).toBe(2);
    expect(damage.stderr).toMatch(/^Fehler: Der Charakter ist tot: „[^“]+“ ist nicht mehr möglich/);
    const other = join(dir, "other.json");
    await writeFile(other, await readFile(join(EXAMPLES, "dorn.json"), "utf8"));
    const before = await readFile(dorn, "utf8");
    const apply = await runCli([
      "melee",
      "--char",
      other,
      "--skill",
      "Nahkampf",
      "--opponent-char",
      dorn,
      "--defense",
      "6",
      "--dice",
      "2,20,6,5",
      "--apply",
    ]);
    expect(apply.code).toBe(2);
    expect(apply.stderr).toMatch(/^Fehler: Der Charakter ist tot/);
    expect(await readFile(dorn, "utf8")).toBe(before);
    expect(await readdir(dir)).not.toContain("other.json.bak");
  });

  it("options that need a character, or do not fit together", async () => {
    await oneLine(["check", "--skill", "Nahkampf", "--target", "12"], "--skill geht nur zusammen mit --char");
    await oneLine(
      ["check", "--value", "12", "--target", "12", "--apply"],
      "--apply geht nur zusammen mit --char",
    );
    await oneLine(
      ["check", "--char", lazaro, "--skill", "Nahkampf", "--target", "12", "--odds", "--apply"],
      "--apply und --odds schließen einander aus",
    );
    await oneLine(
      ["check", "--char", lazaro, "--skill", "Nahkampf", "--value", "12", "--target", "12"],
      "--skill und --value zugleich: nur eins von beiden",
    );
    await oneLine(
      ["check", "--char", lazaro, "--opponent-char", lazaro, "--value", "12", "--target", "12"],
      "Unbekannte Option --opponent-char",
    );
    await oneLine(
      ["contest", "--char", lazaro, "--opponent-char", lazaro, "--a", "12", "--b", "12"],
      `${lazaro} steht auf beiden Seiten: ein Charakter würfelt nicht gegen sich selbst`,
    );
  });

  it("char command: not JSON, an unknown command, a bad field", async () => {
    const broken = await runCli(["char", "command", lazaro, "{"]);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/^Fehler: Der Befehl ist kein JSON: [^\n]+\n$/);
    await oneLine(
      ["char", "command", lazaro, '{"command":"fly"}'],
      "„fly“ gibt es für ews nicht (möglich: damage, regenerate, rest, wounds, resolve-check, fight-start, fight-over, set)",
    );
    await oneLine(
      ["char", "command", lazaro, '{"command":"wounds","change":"two"}'],
      "Ungültiger Befehl bei change: Invalid input: expected number, received string",
    );
    await oneLine(["char", "heal", lazaro], "Es fehlt --amount");
    await oneLine(["char", "command", lazaro], "Es fehlt das Argument command-json");
    await oneLine(
      ["char", "week", dorn, "--situation", "rest"],
      "„char week --situation“ gibt es für das System „faar“ nicht",
    );
    await oneLine(
      ["char", "damage", dorn, "--amount", "2", "--stun"],
      "„char damage --stun“ gibt es für das System „faar“ nicht",
    );
    expect((await readdir(dir)).sort()).toEqual(["dorn.json", "lazaro.json"]);
  });
});
