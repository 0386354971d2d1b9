import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli, runJson } from "../testing.js";

/**
 * Scripted play per system (fixed `--dice`): a fresh character file through hits to the text's
 * thresholds and out of action, each number checked against the rule text.
 */

const EXAMPLES = fileURLToPath(new URL("../../../../examples/characters/", import.meta.url));
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "spieltisch-play-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Writes a character file into the test directory. */
async function character(name: string, body: Record<string, unknown>): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, `${JSON.stringify(body, null, 2)}\n`);
  return file;
}

/** A copy of an example character. */
async function example(name: string, as: string): Promise<string> {
  const file = join(dir, as);
  await writeFile(file, await readFile(join(EXAMPLES, name), "utf8"));
  return file;
}

/** The `condition` stored in a file. */
const stored = async (file: string): Promise<Record<string, unknown> | undefined> =>
  (JSON.parse(await readFile(file, "utf8")) as { condition?: Record<string, unknown> }).condition;

/** Runs a command that must succeed and returns its JSON. */
async function ok(args: string[]): Promise<Record<string, unknown>> {
  const { code, json } = await runJson(args);
  expect(json.error, JSON.stringify(json.error)).toBeUndefined();
  expect(code).toBe(0);
  return json;
}

describe("EWS basic rules: wounds and the Ein-Wurf-System", () => {
  it("damage below the WS is a scratch, at the WS a wound (−3); a lost confrontation knocks out with 3 + diff/3 wounds", async () => {
    const a = await example("lazaro.json", "a.json");
    const b = await example("lazaro.json", "b.json");
    // ews-2.txt: "Erhält der Charakter aber Schaden in Höhe seiner Wundschwelle …" (WS 4 without a TP Eigenschaft).
    expect((await ok(["char", "damage", a, "--amount", "3"])).condition).toEqual({
      kind: "basic",
      wounds: 0,
      woundThreshold: 4,
      status: "active",
    });
    const wounded = await ok(["char", "damage", a, "--amount", "4"]);
    expect(wounded.condition).toMatchObject({ wounds: 1 });
    expect(wounded.modifiers).toEqual({
      action: [{ amount: -3, source: "wounds" }],
      "condition-check": [],
      healing: [],
    });
    // A 13 −3 = 10, face 1 (−1) → 9; B 13, face 6 (+6) → 19; diff 10: "drei Wunden plus eine weitere
    // je drei Punkte Differenz" → 6 for A, and B ("9 oder mehr Punkte besser") unhurt.
    const fight = await ok([
      "confront",
      "--char",
      a,
      "--skill",
      "Nahkampf",
      "--opponent-char",
      b,
      "--opponent-skill",
      "Nahkampf",
      "--dice",
      "1,6",
      "--apply",
    ]);
    expect(fight).toMatchObject({ winner: "b", diff: 10, a: { wounds: 6 }, b: { wounds: 0 } });
    expect(fight.actor).toEqual({
      character: a,
      name: "Salamon Lazaro de Aicega",
      modifiers: [{ amount: -3, source: "wounds" }],
    });
    expect(await stored(a)).toEqual({ kind: "basic", wounds: 7, woundThreshold: 4, status: "out" });
    // The winner's condition did not change: its file is not written.
    expect(await stored(b)).toBeUndefined();
    // Out of action: no more checks.
    const refused = await runCli(["check", "--char", a, "--skill", "Nahkampf", "--target", "12"]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      "Fehler: Der Charakter kann nicht handeln (Salamon Lazaro de Aicega: außer Gefecht)\n",
    );
  });

  it("a healing week is the basic rules' rolled check: a success heals one wound (--seed reproducible)", async () => {
    const a = await example("lazaro.json", "a.json");
    await ok(["char", "command", a, '{"command":"wounds","change":2}']);
    // "Ruhe und Pflege: 9 … Mindestwurf = Grundmindestwurf + 3 pro Wunde" = 15 with 2 wounds; the
    // standard value 12, face 6 (+6) → 18 heals one.
    const week = await ok(["char", "week", a, "--situation", "rest", "--value", "12", "--dice", "6"]);
    expect(week).toMatchObject({ action: "heal", target: 15, woundsBefore: 2, woundsAfter: 1 });
    expect(week.applied).toEqual([
      {
        character: a,
        before: { kind: "basic", wounds: 2, woundThreshold: 4, status: "active" },
        after: { kind: "basic", wounds: 1, woundThreshold: 4, status: "active" },
        readings: 2,
      },
    ]);
    const seeded1 = await runJson(["char", "week", a, "--situation", "rest", "--value", "12", "--seed", "7"]);
    await writeFile(`${a}`, await readFile(`${a}.bak`, "utf8"));
    const seeded2 = await runJson(["char", "week", a, "--situation", "rest", "--value", "12", "--seed", "7"]);
    expect(seeded2.json).toEqual(seeded1.json);
  });
});

describe("EWS FoKa: TP, wounds and the low-TP checks", () => {
  it("hits take TP and wound at the WS; TP ≤ 0 makes the check against 12 due, a failure puts out of action", async () => {
    const a = await example("lazaro.json", "a.json");
    const b = await example("lazaro.json", "b.json");
    const melee = (dice: string) =>
      ok([
        "melee",
        "--modules",
        "foka",
        "--char",
        b,
        "--skill",
        "Nahkampf",
        "--opponent-char",
        a,
        "--opponent-skill",
        "Nahkampf",
        "--attacker-weapon",
        "4",
        "--dice",
        dice,
        "--apply",
      ]);
    // 13 + 6 = 19 against 13 − 1 = 12: diff 7 + weapon 4 = 11 damage. TP 12 → 1 (12 without a TP
    // Eigenschaft), a wound (≥ WS 4, < 12 for a critical one), and the taumeln malus at TP ≤ WS.
    const first = await melee("6,1");
    expect(first).toMatchObject({ hit: "defender", damage: 11 });
    const afterFirst = await stored(a);
    expect(afterFirst).toMatchObject({ tp: 1, wounds: 1, criticalWounds: 0, status: "active", pending: [] });
    const view = await ok(["char", "condition", a, "--modules", "foka"]);
    expect(view.modifiers).toMatchObject({
      action: [
        { amount: -1, source: "low-tp" },
        { amount: -3, source: "wounds" },
      ],
    });
    // The defender's mali count in the next exchange: 13 − 4 = 9, face 2 (+2) → 11; 13 + 2 = 15: diff 4 + 4 = 8.
    const second = await melee("2,2");
    expect(second).toMatchObject({ hit: "defender", damage: 8 });
    expect(second.opponent).toEqual({
      character: a,
      name: "Salamon Lazaro de Aicega",
      modifiers: [
        { amount: -1, source: "low-tp" },
        { amount: -3, source: "wounds" },
      ],
    });
    const due = await ok(["char", "condition", a]);
    expect(due.condition).toMatchObject({ tp: -7, status: "active" });
    expect(due.due).toEqual([
      {
        id: "low-tp-1",
        reason: "low-tp-out",
        action: "check",
        options: { value: 12, target: 12 },
        params: { level: 1, target: 12, threshold: 0 },
      },
    ]);
    // "gegen 12, ohne weitere Mali": 12, face 3 (−3) → 9 fails → handlungsunfähig.
    const check = await ok(["char", "due", a, "--dice", "3"]);
    expect(check.actor).toEqual({ character: a, name: "Salamon Lazaro de Aicega", modifiers: [] });
    expect(check.roll).toMatchObject({ action: "check", result: 9, success: false });
    expect(check.status).toBe("out");
    expect(await stored(a)).toMatchObject({ tp: -7, status: "out", pending: [] });
  });
});

describe("EWS-Urfassung: thresholds and wounds", () => {
  it("more than SR/3 damage wounds; below 2/3 TP the SR check against 12 falls due; a failure knocks out", async () => {
    const u = await character("u.json", {
      format: "spieltisch/character@1",
      system: "ews-urfassung",
      name: "Sliingach",
      attributes: [{ name: "Konstitution", short: "KO", value: 12 }],
      subAttributes: [{ name: "Schadensresistenz", short: "SR", base: "KO", value: 15 }],
    });
    // "Die Trefferpunkte entsprechen dem doppelten von … SR": 30.
    expect((await ok(["char", "condition", u])).condition).toMatchObject({
      tpMax: 30,
      tp: 30,
      status: "active",
    });
    const hit = await ok(["char", "damage", u, "--amount", "11"]);
    expect(hit.condition).toMatchObject({ tp: 19, wounds: [{ id: 1, kind: "wound" }] });
    // "unter 2/3 seiner TP … Abzug von −1 … durchschnittlichen Erfolg (12)"; a wound −3.
    expect(hit.modifiers).toMatchObject({
      action: [
        { amount: -1, source: "threshold" },
        { amount: -3, source: "wounds" },
      ],
    });
    expect((hit.due as { id: string; options: unknown }[])[0]).toEqual(
      expect.objectContaining({ id: "threshold-two-thirds", options: { value: 15, target: 12 } }),
    );
    // SR 15, "-1 auf alle Proben" (L63, RULINGS §7; not the wound's −3), face 5 (−5) → 9 < 12.
    const failed = await ok(["char", "due", u, "--id", "threshold-two-thirds", "--dice", "5"]);
    expect(failed.actor).toMatchObject({ modifiers: [{ amount: -1, source: "threshold" }] });
    expect(failed.roll).toMatchObject({ result: 9, success: false });
    expect(failed.status).toBe("out");
    expect((await stored(u))?.status).toBe("out");
  });
});

describe("EWS-Urfassung: a melee exchange between two files", () => {
  it("books the hit on the defender and the action on both (exhaustion counts exchanges)", async () => {
    const sheet = (name: string) => ({
      format: "spieltisch/character@1",
      system: "ews-urfassung",
      name,
      attributes: [{ name: "Konstitution", short: "KO", value: 12 }],
      skills: [{ name: "Axt", attribute: "KO", level: 3 }],
    });
    const grok = await character("grok.json", sheet("Grok"));
    const tarl = await character("tarl.json", sheet("Tarl"));
    const args = [
      "melee",
      "--char",
      grok,
      "--skill",
      "Axt",
      "--opponent-char",
      tarl,
      "--opponent-skill",
      "Axt",
    ];
    // Axt 15, the attacker +1: 16 − 1 (face 1) = 15 against 15 − 5 (face 5) = 10: 5 damage, more
    // than SR/3 = 4 (KO 12 without SR): a wound.
    const { code, stdout } = await runCli([...args, "--dice", "1,5", "--apply"]);
    expect(code).toBe(0);
    expect(stdout).toContain("Grok: Zustand fortgeschrieben (Einzelheiten mit --json)\n");
    expect(stdout).toContain(
      `Tarl: TP 24 → 19, Wunden 0 → 1\nGespeichert in ${tarl} (vorher: ${tarl}.bak)\n`,
    );
    expect(await stored(grok)).toMatchObject({ tp: 24, actions: 1 });
    expect(await stored(tarl)).toMatchObject({ tp: 19, actions: 1, wounds: [{ kind: "wound" }] });
  });
});

describe("Kampfwürfel: LP, the Kraft check and unconsciousness", () => {
  it("LP below the RLP make the Kraft check on four successes due; a failure knocks out", async () => {
    const k = await character("k.json", {
      format: "spieltisch/character@1",
      system: "kampfwuerfel",
      name: "Brom",
      lp: 30,
      dailyRegeneration: 6,
      kraft: 5,
      geschick: 4,
      factor: 2,
      combatDice: 10,
    });
    // Hits of at most K + G = 9 SP leave the heavy-hit threshold alone.
    for (const amount of ["9", "9"]) await ok(["char", "damage", k, "--amount", amount]);
    expect((await ok(["char", "condition", k])).due).toEqual([]);
    // 12 − 7 = 5 < RLP 6: "so muss eine Kraft-Probe auf vier Erfolge abgelegt werden".
    const low = await ok(["char", "damage", k, "--amount", "7"]);
    expect(low.condition).toMatchObject({ lp: 5, unconscious: false });
    expect(low.due).toEqual([
      expect.objectContaining({ id: "kraft-1", action: "check", options: { pool: 5, need: 4 } }),
    ]);
    const check = await ok(["char", "due", k, "--dice", "1,1,1,1,1"]);
    expect(check.roll).toMatchObject({ successes: 0, success: false });
    expect(check.status).toBe("out");
    expect(await stored(k)).toMatchObject({ lp: 5, unconscious: true });
    // Issue #28: nothing left due says so (not „Die Probe „–“ ist nicht fällig“).
    const none = await runCli(["char", "due", k]);
    expect(none.code).toBe(2);
    expect(none.stderr).toBe("Fehler: Für Brom ist keine Probe fällig: nichts zu würfeln\n");
    expect((await runCli(["char", "due", k, "--lang", "en"])).stderr).toBe(
      "Error: No check is due for Brom: nothing to roll\n",
    );
    expect((await runCli(["char", "due", k, "--id", "kraft-9"])).stderr).toBe(
      "Fehler: Für Brom ist keine Probe fällig: nichts zu würfeln\n",
    );
  });
});

describe("Kampfwürfel: dying below 0 LP, and the OPTIONAL heavy hits with their causes", () => {
  const brom = (name: string) =>
    character(`${name}.json`, {
      format: "spieltisch/character@1",
      system: "kampfwuerfel",
      name,
      lp: 30,
      dailyRegeneration: 6,
      kraft: 5,
      geschick: 4,
      factor: 2,
      combatDice: 10,
    });

  // L37: "Sinken die LP auf einen Wert kleiner als Null, liegt es im Ermessen des Spielleiters, wie
  // lange der Getroffene noch zu leben hat, wenn ihm nicht unverzüglich geholfen wird."
  it("L37: a week of rest does not revive a dying fighter; after the GM's stabilise it heals", async () => {
    const k = await brom("Brom");
    for (const amount of ["9", "9", "9", "6"]) await ok(["char", "damage", k, "--amount", amount]);
    expect((await ok(["char", "condition", k])).status).toBe("dying");
    const refused = await runCli(["char", "week", k]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      "Fehler: LP −3: der Kämpfer stirbt – Ruhe heilt ihn erst, wenn die Spielleitung sagt, dass ihm geholfen wurde (stabilise) oder dass er es nicht geschafft hat (die)\n",
    );
    expect(await stored(k)).toMatchObject({ lp: -3 });
    const stable = await runCli(["char", "command", k, '{"command":"stabilise"}']);
    expect(stable.stdout).toContain("Brom: bewusstlos nein → ja: unter 0 LP stabilisiert\n");
    expect(stable.stdout).toContain("Status: außer Gefecht\n");
    // Seven days at RLP 6: −3 + 42 = 39, capped at 30; a day of rest woke him.
    const week = await ok(["char", "week", k]);
    expect(week).toMatchObject({ status: "active", condition: { lp: 30, unconscious: false } });
    expect((week.condition as Record<string, unknown>).stabilised).toBeUndefined();
  });

  // L51 "OPTIONAL: AUSWIRKUNGEN VON BESONDERS SCHWEREN TREFFERN": off by default; turned on, the
  // knock-out and the lowered threshold name their cause in the --apply text and in the JSON.
  it("L51: a hit of 21 SP knocks out only where the table turned the rule on, and says why", async () => {
    const ork = await brom("Ork");
    const k = await brom("Brom");
    const args = [
      "melee",
      "--char",
      ork,
      "--opponent-char",
      k,
      "--attack-dice",
      "7",
      "--defense-dice",
      "0",
      "--damage",
      "2-3",
      "--dice",
      "6,6,6,6,6,6,6",
      "--apply",
    ];
    const plain = await runJson(args);
    expect(plain.code).toBe(0);
    expect(await stored(k)).toMatchObject({ lp: 9, unconscious: false, heavyHit: { threshold: 18 } });
    for (const file of [ork, k]) await writeFile(file, await readFile(`${file}.bak`, "utf8"));
    const heavy = await runCli([...args, "--option", "kampfwuerfelHeavyHits=true"]);
    expect(heavy.code).toBe(0);
    expect(heavy.stdout).toContain(
      "Brom: LP 30 → 9, bewusstlos nein → ja: schwerer Treffer (21 SP) über der Schwelle 18, Schwelle für schwere Treffer 18 → −3: Treffer mit 21 SP über K + G (9)",
    );
    expect(await stored(k)).toMatchObject({
      unconscious: true,
      unconsciousCause: { cause: "heavy-hit", damage: 21, threshold: 18 },
      heavyHit: { threshold: -3, loweredBy: 21 },
    });
  });
});

describe("Faar: LP, critical restrictions and going down", () => {
  it("a hit takes its damage off the LP (ST + KO); a fumble forbids the next attack; at 0 LP the character is out", async () => {
    const d = await example("dorn.json", "d.json");
    const e = await example("dorn.json", "e.json");
    const melee = (dice: string) =>
      runJson([
        "melee",
        "--char",
        d,
        "--skill",
        "Nahkampf",
        "--opponent-char",
        e,
        "--opponent-skill",
        "Verteidigung",
        "--dice",
        dice,
        "--apply",
      ]);
    // Attack 8: face 2 hits; defence 8 − 6 = 2, face 20 fails; damage 2W6 = 6 + 5 = 11.
    const hit = await melee("2,20,6,5");
    expect(hit.code).toBe(0);
    expect(hit.json).toMatchObject({ hit: true, damage: 11 });
    expect(await stored(e)).toMatchObject({ lp: 4, lpMax: 15 });
    // The 20 is a fumble: "in der folgenden Runde nicht angreifen".
    expect((await melee("20")).code).toBe(0);
    const refused = await melee("2,20,6,5");
    expect(refused.code).toBe(2);
    expect(refused.json.error).toMatchObject({ code: "faar-no-attack" });
    await ok(["char", "command", d, '{"command":"next-round"}']);
    await ok(["char", "command", d, '{"command":"next-round"}']);
    expect((await melee("2,20,6,5")).code).toBe(0);
    const down = await ok(["char", "condition", e]);
    expect(down.condition).toMatchObject({ lp: -7 });
    expect(down.status).toBe("out");
  });
});

describe("3W6 + Stunts: the round state only", () => {
  it("has no damage: the command lists what the system has; its turn commands work", async () => {
    const s = await character("s.json", {
      format: "spieltisch/character@1",
      system: "3w6-stunts",
      name: "Kit",
    });
    const damage = await runCli(["char", "damage", s, "--amount", "3"]);
    expect(damage.code).toBe(2);
    expect(damage.stderr).toBe(
      "Fehler: „damage“ gibt es für 3w6-stunts nicht (möglich: start-turn, action, bonus-action, end-turn, set)\n",
    );
    const turn = await ok(["char", "command", s, '{"command":"start-turn"}']);
    expect(turn.condition).toEqual({ onTurn: true, actionUsed: false, bonusActionUsed: false });
    expect((await ok(["char", "command", s, '{"command":"action"}'])).condition).toMatchObject({
      actionUsed: true,
    });
  });
});

describe("char week: a week of healing in each system's terms", () => {
  it("Urfassung rolls the KO check: 3 points over the MW 12 of a normal journey heal 1 TP, a wound makes it 3 harder", async () => {
    const u = await character("u.json", {
      format: "spieltisch/character@1",
      system: "ews-urfassung",
      name: "Sliingach",
      attributes: [{ name: "Konstitution", short: "KO", value: 12 }],
      subAttributes: [{ name: "Schadensresistenz", short: "SR", base: "KO", value: 15 }],
    });
    await ok(["char", "damage", u, "--amount", "11"]);
    const week = ["char", "week", u, "--situation", "travel", "--exertion", "normal", "--dice", "6"];
    // L78 "Jede Minute, die eine Wunde nicht versorgt wird …": the wound bleeds, so the week cannot
    // begin (RULINGS §7) — one line, nothing written.
    const refused = await runCli(week);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      "Fehler: Wunde 1 blutet noch: eine Woche Heilung beginnt erst, wenn die Blutung gestillt ist (verbinden oder die Blutung auswürfeln)\n",
    );
    expect((await runCli([...week, "--lang", "en"])).stderr).toBe(
      "Error: Wound 1 still bleeds: a week of healing begins only once the bleeding is settled (bandage it or roll the bleeding)\n",
    );
    // L131 "Je drei Punkte, die eine Probe auf Heilkunde besser als einfach (9) gelingt, erhält der
    // Verwundete einen Trefferpunkt zurück": Heilkunde 12, face 4 (+4) → 16: 2 TP back, 21 TP.
    const healer = await example("sliingach.json", "healer.json");
    await ok([
      "bandage",
      "--char",
      healer,
      "--skill-value",
      "12",
      "--kind",
      "wound",
      "--opponent-char",
      u,
      "--dice",
      "4",
      "--apply",
    ]);
    expect(await stored(u)).toMatchObject({ tp: 21, wounds: [{ bleeding: false, bandaged: true }] });
    // KO 12, face 6 (+6) → 18, −3 for the wound → 15: "Je drei Punkte die die Probe darüber liegt, wird
    // ein Trefferpunkt regeneriert".
    const rolled = await ok(week);
    expect(rolled.dueRoll).toMatchObject({
      id: "heal-week",
      action: "heal",
      target: 12,
      result: 15,
      tpChange: 1,
    });
    expect((await stored(u))?.tp).toBe(22);
  });

  it("Faar rests 7 days (+1 LP a day), Kampfwürfel 7 × RLP, FoKa rests at its situation's rate", async () => {
    const d = await example("dorn.json", "d.json");
    await ok(["char", "damage", d, "--amount", "12"]);
    // faar.txt: "einen Trefferpunkt pro Tag"; two weeks are 14 days, capped at ST + KO = 15.
    expect((await ok(["char", "week", d])).condition).toMatchObject({ lp: 10 });
    expect((await ok(["char", "week", d, "--weeks", "2"])).condition).toMatchObject({ lp: 15 });
    const k = await character("k.json", {
      format: "spieltisch/character@1",
      system: "kampfwuerfel",
      name: "Brom",
      lp: 60,
      dailyRegeneration: 4,
      kraft: 5,
      combatDice: 10,
    });
    await ok(["char", "damage", k, "--amount", "40"]);
    expect((await ok(["char", "week", k])).condition).toMatchObject({ lp: 48 });
    const f = await example("lazaro.json", "f.json");
    await ok(["char", "damage", f, "--modules", "foka", "--amount", "8"]);
    const rest = await ok(["char", "week", f, "--situation", "bed"]);
    expect(rest.command).toEqual({ command: "rest", situation: "bed", weeks: 1 });
    // ews-2.txt: "Bei Bettruhe sind es unverwundet 8 TP (WS-2), mit Wunde 4 TP" a month: 1 TP a week.
    expect(rest.condition).toMatchObject({ tp: 5, wounds: 1 });
  });

  // ews-2.txt L597: "mit zwei Wunden oder einer kritischen Wunde heilt er schon nichts mehr".
  it("L597: FoKa bed rest with a critical wound says that nothing changes without hospital or physician", async () => {
    const f = await example("lazaro.json", "f.json");
    // 13 ≥ the Eigenschaft 12 (none on the sheet): a critical wound.
    await ok(["char", "damage", f, "--modules", "foka", "--amount", "13"]);
    const week = await runCli(["char", "week", f, "--situation", "bed"]);
    expect(week.code).toBe(0);
    expect(week.stdout).toContain(
      "Salamon Lazaro de Aicega: Zustand unverändert\nEine Woche Bettruhe bringt Salamon Lazaro de Aicega mit 0 Wunde(n) und 1 kritischen Wunde(n) 0 TP (ews-2.txt: „heilt er schon nichts mehr“): ohne Krankenhaus oder Arzt ändert sich nichts.\nIm Krankenhaus wären es 2 TP pro Woche.\n",
    );
    const json = await ok(["char", "week", f, "--situation", "bed", "--lang", "en"]);
    expect(json.stall).toEqual({
      reason: "no-healing",
      situation: "bed",
      tpPerWeek: 0,
      wounds: 0,
      criticalWounds: 1,
      hospitalTpPerWeek: 2,
    });
    // A week that heals has no such line.
    expect((await ok(["char", "week", f, "--situation", "hospital"])).stall).toBeUndefined();
  });

  it("char show prints the condition with the sheet", async () => {
    const d = await example("dorn.json", "d.json");
    await ok(["char", "damage", d, "--amount", "4"]);
    const shown = await ok(["char", "show", d]);
    expect(shown).toMatchObject({ valid: true, condition: { lp: 11, lpMax: 15 } });
    const { stdout } = await runCli(["char", "show", d]);
    expect(stdout).toContain("Zustand: LP 11, LP-Maximum 15");
    expect(stdout).toContain("Status: handlungsfähig");
  });
});
