import { describe, expect, test } from "vitest";
import { scriptedRng } from "../../dice/scripted-rng.js";
import type { CharacterEnvelope } from "../character-rules.js";
import { PLAIN_TABLE, type TableSettings } from "../table-settings.js";
import { urfassungBleedAction } from "./bleeding.js";
import type { UrfassungCondition } from "./condition.js";
import type { UrfassungCommand } from "./condition-command.js";
import type { UrfassungOutcome } from "./condition-outcome.js";
import { urfassungConditions as rules } from "./conditions.js";
import { urfassungBandageAction, urfassungHealAction } from "./healing.js";
import { urfassungDamageAction } from "./weapon-damage.js";

/** A sheet with the given attributes and sub-attributes. */
function sheet(attributes: unknown[], subAttributes: unknown[] = []): CharacterEnvelope {
  return {
    format: "spieltisch/character@1",
    system: "ews-urfassung",
    name: "Test",
    attributes,
    subAttributes,
  };
}

const SLIINGACH = sheet(
  [{ name: "Konstitution", short: "KO", value: 18, standard: 18 }],
  [{ name: "Schadensresistenz", short: "SR", base: "KO", value: 15 }],
);
const TILKEI = sheet([{ name: "Konstitution", short: "KO", value: 9, standard: 6 }]);

const start = (s: CharacterEnvelope = SLIINGACH, table: TableSettings = PLAIN_TABLE) =>
  rules.initialCondition(s, table);
const outcome = (c: UrfassungCondition, ...os: UrfassungOutcome[]): UrfassungCondition =>
  os.reduce((x, o) => rules.applyOutcome(x, o, PLAIN_TABLE), c);
const command = (c: UrfassungCondition, k: UrfassungCommand, table = PLAIN_TABLE): UrfassungCondition =>
  rules.applyCommand(c, k, table);
const hit = (damage: number, stun = false): UrfassungOutcome => ({ kind: "hit", damage, stun });
const plainLoss = (c: UrfassungCondition, amount: number, table = PLAIN_TABLE) =>
  command(c, { command: "damage", amount, hit: false }, table);
const mods = (c: UrfassungCondition, table = PLAIN_TABLE) =>
  Object.fromEntries(rules.modifiersFrom(c, "action", table).map((m) => [m.source, m.amount]));
const due = (c: UrfassungCondition, table = PLAIN_TABLE) => rules.dueChecks(c, table);
const passedTwoThirds: UrfassungOutcome = { kind: "threshold-check", threshold: "two-thirds", passed: true };

describe("Trefferpunkte from the sheet", () => {
  test("Sliingach: SR 15 → 30 TP; Tilkei: KO 9 without SR → 18 TP", () => {
    expect(start()).toMatchObject({ resistance: 15, constitution: 18, tpMax: 30, tp: 30, status: "active" });
    expect(start(TILKEI)).toMatchObject({ resistance: 9, constitution: 9, tpMax: 18, tp: 18 });
  });

  test("a fresh condition costs nothing and has nothing due", () => {
    expect(rules.modifiersFrom(start(), "action", PLAIN_TABLE)).toEqual([]);
    expect(due(start())).toEqual([]);
    expect(rules.status(start())).toBe("active");
  });

  test("a sheet without KO or SR plays as the average human (12): 24 TP; junk entries are ignored", () => {
    expect(start(sheet([{ name: "GE", value: 15 }, "junk", { name: 3 }]))).toMatchObject({
      resistance: 12,
      constitution: 12,
      tpMax: 24,
    });
  });
});

describe("the Verletzungstabelle (extended, 30 TP, SR 15)", () => {
  const rows = [
    { tp: 19, id: "two-thirds", target: 12, malus: -1 },
    { tp: 10, id: "one-third", target: 15, malus: -2 },
    { tp: 0, id: "zero", target: 18, malus: -4 },
    { tp: -15, id: "minus-sr", target: 21, malus: -8 },
    // L59, L68: "Fallen die Trefferpunkte unter -2*SR" — strictly below −30 (RULINGS §7).
    { tp: -31, id: "minus-two-sr", target: 24, malus: -16 },
  ] as const;

  test.each(rows)("falling to $tp TP asks for the SR check against $target and costs $malus", (row) => {
    const c = plainLoss(start(), 30 - row.tp);
    const check = due(c).find((d) => d.id === `threshold-${row.id}`);
    expect(check).toMatchObject({ action: "check", options: { value: 15, target: row.target } });
    // Only the deepest malus counts (RULINGS §6).
    expect(mods(c)).toEqual({ threshold: row.malus });
  });

  test("20 TP is exactly 2/3: not below it, nothing due", () => {
    expect(due(plainLoss(start(), 10))).toEqual([]);
  });

  test("L59/L68 „Fallen die Trefferpunkte unter -2*SR“: at exactly −30 TP no −2×SR check, the malus stays −8", () => {
    const c = plainLoss(start(), 60);
    expect(due(c).map((d) => d.id)).not.toContain("threshold-minus-two-sr");
    expect(mods(c)).toEqual({ threshold: -8 });
    // A check pending below −30 is moot once healed back to exactly −30.
    const below = plainLoss(start(), 61);
    expect(due(below).map((d) => d.id)).toContain("threshold-minus-two-sr");
    expect(command(below, { command: "heal", amount: 1 }).thresholdChecks).not.toContain("minus-two-sr");
  });

  test("the readings before RULINGS §7 (logged events) still count −30 as −2×SR", () => {
    const before: TableSettings = { ...PLAIN_TABLE, readings: 1 };
    const c = plainLoss(start(), 60, before);
    expect(due(c, before).map((d) => d.id)).toContain("threshold-minus-two-sr");
  });

  test("one big fall crosses several thresholds, each with its own check, mildest first", () => {
    const c = plainLoss(start(), 31);
    expect(due(c).map((d) => d.id)).toEqual([
      "threshold-two-thirds",
      "threshold-one-third",
      "threshold-zero",
    ]);
    expect(mods(c)).toEqual({ threshold: -4 });
  });

  test("the basic table has only the 0, −SR and −2×SR rows", () => {
    const basic: TableSettings = { modules: [], options: { urfassungInjuryTable: "basic" } };
    expect(due(plainLoss(start(), 20, basic), basic)).toEqual([]);
    expect(due(plainLoss(start(), 31, basic), basic).map((d) => d.id)).toEqual(["threshold-zero"]);
  });

  test("failing 2/3 or 1/3 knocks out (ohnmächtig, kampfunfähig)", () => {
    const c = outcome(plainLoss(start(), 11), {
      kind: "threshold-check",
      threshold: "two-thirds",
      passed: false,
    });
    expect(rules.status(c)).toBe("out");
    expect(due(c)).toEqual([]);
  });

  test("passing lets the character fight on with the malus", () => {
    const c = outcome(plainLoss(start(), 45), {
      kind: "threshold-check",
      threshold: "minus-sr",
      passed: true,
    });
    expect(rules.status(c)).toBe("active");
    expect(mods(c)).toEqual({ threshold: -8 });
    expect(due(c).map((d) => d.id)).toEqual([
      "threshold-two-thirds",
      "threshold-one-third",
      "threshold-zero",
    ]);
  });

  test("failing at 0: dying within SR rounds; at −SR within SR/3; at −2×SR dead", () => {
    const zero = outcome(plainLoss(start(), 30), {
      kind: "threshold-check",
      threshold: "zero",
      passed: false,
    });
    expect(zero).toMatchObject({ status: "dying", dyingRounds: 15 });
    const deeper = outcome(plainLoss(zero, 15), {
      kind: "threshold-check",
      threshold: "minus-sr",
      passed: false,
    });
    expect(deeper).toMatchObject({ status: "dying", dyingRounds: 5 });
    const dead = outcome(plainLoss(deeper, 16), {
      kind: "threshold-check",
      threshold: "minus-two-sr",
      passed: false,
    });
    expect(dead).toMatchObject({ status: "dead", dyingRounds: null });
    expect(due(dead)).toEqual([]);
  });

  test("a dying character dies when its rounds run out; a stabilised one stays out", () => {
    const dying = outcome(plainLoss(start(), 30), {
      kind: "threshold-check",
      threshold: "zero",
      passed: false,
    });
    expect(command(dying, { command: "rounds-pass", rounds: 14 })).toMatchObject({ dyingRounds: 1 });
    expect(rules.status(command(dying, { command: "rounds-pass", rounds: 15 }))).toBe("dead");
    const saved = command(dying, { command: "stabilise" });
    expect(saved).toMatchObject({ status: "out", dyingRounds: null });
    expect(rules.status(command(saved, { command: "wake" }))).toBe("active");
  });

  test("a check that is not due, and damage to the dead, are refused", () => {
    expect(() => outcome(start(), { kind: "threshold-check", threshold: "zero", passed: true })).toThrow(
      expect.objectContaining({ code: "no-check-due" }),
    );
    const dead = outcome(plainLoss(start(), 61), {
      kind: "threshold-check",
      threshold: "minus-two-sr",
      passed: false,
    });
    expect(() => outcome(dead, hit(3))).toThrow(expect.objectContaining({ code: "character-dead" }));
    expect(() => command(start(), { command: "wake" })).toThrow(
      expect.objectContaining({ code: "ur-status-mismatch" }),
    );
  });
});

// L63 "einen Abzug von -1 auf alle Proben", L70–74 "-1 … -16 auf alle Proben", L117 "alle Proben
// um 1 erschwert"; but L77 a wound "erschwert alle seine Handlungen" and L78's example leaves its −3
// out of the bleeding check (RULINGS §7).
describe("mali on the checks the condition makes due and on healing", () => {
  const checkMods = (c: UrfassungCondition, use: "condition-check" | "healing", table = PLAIN_TABLE) =>
    rules.modifiersFrom(c, use, table);

  test("L63 „-1 auf alle Proben“: at TP 11 of 18 the threshold check pays −1; the wound's −3 stays off", () => {
    // Tilkei (KO 9, 18 TP) takes 7: 11 TP is below 2/3 (12), and 7 > 9/3 wounds.
    const c = outcome(start(TILKEI), hit(7), { kind: "daze-check", passed: true });
    expect(due(c)[0]).toMatchObject({ id: "threshold-two-thirds", options: { value: 9, target: 12 } });
    expect(checkMods(c, "condition-check")).toEqual([{ amount: -1, source: "threshold" }]);
    expect(checkMods(c, "healing")).toEqual([{ amount: -1, source: "threshold" }]);
    expect(mods(c)).toEqual({ threshold: -1, wounds: -3 });
  });

  test("L117 „alle Proben um 1 erschwert“: a failed exhaustion check burdens the next KO check too; a daze does not", () => {
    let c = start(TILKEI);
    for (let i = 0; i < 9; i++) c = outcome(c, { kind: "acted", stance: "balanced" });
    c = outcome(c, { kind: "exhaustion-check", passed: false }, hit(3), {
      kind: "daze-check",
      passed: false,
    });
    expect(c).toMatchObject({ exhaustion: 1, dazed: 3 });
    expect(checkMods(c, "condition-check")).toEqual([{ amount: -1, source: "exhaustion" }]);
    expect(mods(c)).toEqual({ exhaustion: -1, dazed: -3 });
  });

  test("the table option urfassungConditionCheckMali=none keeps the former reading: those checks pay nothing", () => {
    const none: TableSettings = { modules: [], options: { urfassungConditionCheckMali: "none" } };
    const c = outcome(start(TILKEI), hit(7), { kind: "daze-check", passed: true });
    expect(checkMods(c, "condition-check", none)).toEqual([]);
    expect(checkMods(c, "healing", none)).toEqual([]);
    const bad: TableSettings = { modules: [], options: { urfassungConditionCheckMali: "all" } };
    expect(() => checkMods(c, "healing", bad)).toThrow(
      expect.objectContaining({ code: "invalid-table-option" }),
    );
  });
});

describe("wounds (SR 15)", () => {
  test("more than SR/3 in one hit is a wound (−3), SR or more a severe wound (−6), 5 is none", () => {
    expect(outcome(start(), hit(5)).wounds).toEqual([]);
    expect(mods(outcome(start(), hit(6)))).toEqual({ wounds: -3 });
    const severe = outcome(start(), hit(15));
    expect(severe.wounds).toMatchObject([{ id: 1, kind: "severe", bleeding: true, bandaged: false }]);
    expect(mods(severe)).toEqual({ threshold: -1, "severe-wounds": -6 });
  });

  test("the wound mali add to the low-TP malus (das Wundsystem gehört additiv zum Schadenssystem)", () => {
    expect(mods(outcome(start(), hit(6), hit(6)))).toEqual({ threshold: -1, wounds: -6 });
  });

  test("stun (unarmed) never wounds; a plain loss (bleeding, a fall) neither", () => {
    expect(outcome(start(), hit(20, true)).wounds).toEqual([]);
    expect(plainLoss(start(), 20).wounds).toEqual([]);
  });

  test("every hit with damage asks for the daze check: KO − damage against 12, a failure costs the damage next exchange", () => {
    const c = outcome(start(), hit(4));
    expect(due(c)).toEqual([
      {
        id: "daze",
        reason: "ur-daze",
        action: "check",
        options: { value: 18, target: 12, mod: -4 },
        params: { damage: 4 },
      },
    ]);
    const dazed = outcome(c, { kind: "daze-check", passed: false });
    expect(mods(dazed)).toEqual({ dazed: -4 });
    // The next exchange bears it, then it is gone.
    expect(mods(outcome(dazed, { kind: "acted", stance: "full-defense" }))).toEqual({});
    expect(due(outcome(c, { kind: "daze-check", passed: true }))).toEqual([]);
  });
});

describe("bleeding", () => {
  // Tilkei (KO 9, 18 TP) takes two hits of 4: two wounds, 10 TP (below 2/3: the SR check passed).
  const twoWounds = () =>
    outcome(
      start(TILKEI),
      hit(4),
      { kind: "daze-check", passed: true },
      hit(4),
      { kind: "daze-check", passed: true },
      { kind: "threshold-check", threshold: "two-thirds", passed: true },
    );

  test("nothing bleeds before time passes; then each wound owes a KO check per minute", () => {
    const c = twoWounds();
    expect(c.wounds.map((w) => w.kind)).toEqual(["wound", "wound"]);
    expect(due(c)).toEqual([]);
    expect(due(command(c, { command: "time-passes", seconds: 59 }))).toEqual([]);
    const checks = due(command(c, { command: "time-passes", seconds: 60 }));
    expect(checks.map((d) => d.id)).toEqual(["bleeding-1", "bleeding-2"]);
    expect(checks[0]).toMatchObject({
      action: "bleed",
      options: { constitution: 9, kind: "wound", count: 1, intervals: 1, mod: -3 },
    });
  });

  test("bei zwei Wunden muss also ein guter Erfolg (15) geworfen werden und nur ein legendärer (24) stoppt", () => {
    const c = command(twoWounds(), { command: "time-passes", seconds: 60 });
    const check = due(c)[0]!;
    const odds = urfassungBleedAction.odds(
      { constitution: 9, kind: "wound", count: 1, intervals: 1, modifiers: [{ amount: -3, source: "mod" }] },
      PLAIN_TABLE,
    );
    // KO 9 − 3: the roll must reach 12 + 3 = 15 on KO, and 21 + 3 = 24 to stop.
    expect(check.options).toMatchObject({ constitution: 9, mod: -3 });
    expect(odds).toMatchObject({ effective: 6, target: 12, stopTarget: 21 });
  });

  test("a failed minute costs a point; a superb success stops the wound; the check names its wound", () => {
    // Sliingach (KO 18) with two wounds rolls KO 18 − 3 per wound check: −5 fails, +6 reaches 21.
    const wounded = outcome(start(), hit(6), { kind: "daze-check", passed: true }, hit(6), {
      kind: "daze-check",
      passed: true,
    });
    const c = command(outcome(wounded, passedTwoThirds), { command: "time-passes", seconds: 60 });
    const [first, second] = due(c);
    const roll = (face: number) =>
      urfassungBleedAction.roll(
        {
          constitution: 18,
          kind: "wound",
          count: 1,
          intervals: 1,
          modifiers: [{ amount: -3, source: "mod" }],
        },
        scriptedRng([face]),
        PLAIN_TABLE,
      );
    const lost = rules.dueCheckOutcome(first!, roll(5), PLAIN_TABLE);
    expect(lost).toEqual({
      kind: "bled",
      woundKind: "wound",
      wound: 1,
      count: 1,
      intervals: 1,
      damage: 1,
      stillBleeding: 1,
    });
    const after = outcome(c, lost, rules.dueCheckOutcome(second!, roll(6), PLAIN_TABLE));
    expect(after.tp).toBe(30 - 12 - 1);
    expect(after.wounds.map((w) => [w.id, w.bleeding, w.due])).toEqual([
      [1, true, 0],
      [2, false, 0],
    ]);
    expect(due(after)).toEqual([]);
  });

  test("a severe wound bleeds every 10 s against 18 and has no further-wound malus", () => {
    const c = command(outcome(start(), hit(15), { kind: "daze-check", passed: true }, passedTwoThirds), {
      command: "time-passes",
      seconds: 25,
    });
    expect(due(c)).toEqual([
      expect.objectContaining({
        id: "bleeding-1",
        options: { constitution: 18, kind: "severe", count: 1, intervals: 2 },
      }),
    ]);
    expect(c.wounds[0]).toMatchObject({ seconds: 5, due: 2 });
  });

  test("a severe wound that stops by itself (28, with the GM's consent) becomes a wound that bleeds as one", () => {
    const c = command(outcome(start(), hit(15), { kind: "daze-check", passed: true }, passedTwoThirds), {
      command: "time-passes",
      seconds: 10,
    });
    const roll = urfassungBleedAction.roll(
      { constitution: 22, kind: "severe", count: 1, intervals: 1 },
      scriptedRng([6]),
      PLAIN_TABLE,
    );
    expect(roll).toMatchObject({ damage: 0, bleeding: 0 });
    const after = outcome(c, rules.dueCheckOutcome(due(c)[0]!, roll, PLAIN_TABLE));
    expect(after.wounds).toEqual([
      { id: 1, kind: "wound", bleeding: true, bandaged: false, seconds: 0, due: 0 },
    ]);
    expect(mods(after)).toEqual({ threshold: -1, wounds: -3 });
  });

  test("the bleed action books its stretch on the one bleeding; the wounds owing these intervals first", () => {
    const c = command(twoWounds(), { command: "time-passes", seconds: 180 });
    const params = { constitution: 9, kind: "wound" as const, count: 2, intervals: 3 };
    const result = urfassungBleedAction.roll(params, scriptedRng([1, 1, 6, 2, 6, 6]), PLAIN_TABLE);
    const consequences = urfassungBleedAction.consequences!(result, params, PLAIN_TABLE);
    expect(consequences.opponent).toEqual([]);
    const after = outcome(c, ...consequences.actor);
    expect(after.tp).toBe(c.tp - result.damage);
    expect(after.wounds.every((w) => w.due === 0)).toBe(true);
  });
});

describe("bandaging", () => {
  test("Heilkunde against 9: a success stops the bleeding and ends the wound's −3, 1 TP per full 3 points over 9", () => {
    const c = outcome(start(), hit(7), { kind: "daze-check", passed: true });
    const params = { skill: 12, kind: "wound" as const };
    const result = urfassungBandageAction.roll(params, scriptedRng([4]), PLAIN_TABLE); // 16 → 2 TP
    const { actor, opponent } = urfassungBandageAction.consequences!(result, params, PLAIN_TABLE);
    expect(actor).toEqual([]);
    const after = outcome(c, ...opponent);
    expect(after).toMatchObject({ tp: 25, wounds: [{ bleeding: false, bandaged: true }] });
    expect(mods(after)).toEqual({});
  });

  test("each wound is bandaged on its own, a bleeding one first; a failed bandage changes nothing", () => {
    let c = outcome(start(), hit(6), hit(6));
    c = outcome(c, { kind: "bandaged", woundKind: "wound", tpRestored: 0, stopsBleeding: false });
    expect(c.wounds.every((w) => w.bleeding)).toBe(true);
    c = outcome(c, { kind: "bandaged", woundKind: "wound", tpRestored: 1, stopsBleeding: true });
    expect(c.wounds.map((w) => w.bandaged)).toEqual([true, false]);
    expect(mods(c)).toEqual({ threshold: -1, wounds: -3 });
    c = outcome(c, { kind: "bandaged", woundKind: "wound", tpRestored: 0, stopsBleeding: true });
    expect(() =>
      outcome(c, { kind: "bandaged", woundKind: "wound", tpRestored: 0, stopsBleeding: true }),
    ).toThrow(expect.objectContaining({ code: "ur-no-wound-to-bandage" }));
  });

  test("a good bandage (15) stops a severe wound's bleeding but brings no TP; its −6 stays until healed", () => {
    const c = outcome(start(), hit(15));
    const params = { skill: 12, kind: "severe" as const };
    const result = urfassungBandageAction.roll(params, scriptedRng([6]), PLAIN_TABLE); // 18
    const after = outcome(c, ...urfassungBandageAction.consequences!(result, params, PLAIN_TABLE).opponent);
    expect(after).toMatchObject({ tp: 15, wounds: [{ kind: "severe", bleeding: false, bandaged: true }] });
    expect(mods(after)).toMatchObject({ "severe-wounds": -6 });
    const table: TableSettings = { modules: [], options: { urfassungSevereWoundMalus: "until-bandaged" } };
    expect(mods(after, table)).toEqual({ threshold: -1 });
  });
});

describe("healing by the week", () => {
  test("on the road: the week's KO check against the exertion, −3 per wound (as the heal action's options)", () => {
    let c = outcome(start(TILKEI), hit(7), { kind: "daze-check", passed: true }, passedTwoThirds);
    c = outcome(c, { kind: "bandaged", woundKind: "wound", tpRestored: 0, stopsBleeding: true });
    c = command(c, { command: "week-passes", situation: { mode: "travel", exertion: "riding" } });
    const [check] = due(c);
    expect(check).toMatchObject({
      id: "heal-week",
      action: "heal",
      options: { mode: "travel", constitution: 9, exertion: "riding", wounds: 1, severeWounds: 0 },
    });
    // KO 9 − 3 + 6 = 12 against 15: 3 under → 1 TP lost.
    const result = urfassungHealAction.roll(
      { mode: "travel", constitution: 9, exertion: "riding", wounds: 1 },
      scriptedRng([6]),
      PLAIN_TABLE,
    );
    expect(result.tpChange).toBe(-1);
    const after = outcome(c, rules.dueCheckOutcome(check!, result, PLAIN_TABLE));
    expect(after).toMatchObject({ tp: 10, healWeek: null });
  });

  test("in treatment: MW 12 − ⅓ of the physician's result; good equipment (+9) is worth 3 on the check", () => {
    const hurt = plainLoss(start(), 9);
    const c = command(hurt, {
      command: "week-passes",
      situation: { mode: "treatment", physician: 12, equipment: 9 },
    });
    expect(due(c)[0]).toMatchObject({
      options: {
        mode: "treatment",
        constitution: 18,
        physician: 12,
        equipment: 9,
        wounds: 0,
        severeWounds: 0,
      },
    });
    // Physician 12 + 9 + 2 = 23 → MW 12 − 8 = 4; patient 18 + 4 = 22: 18 over → 6 TP.
    const result = urfassungHealAction.roll(
      { mode: "treatment", constitution: 18, physician: 12, equipment: 9 },
      scriptedRng([2, 4]),
      PLAIN_TABLE,
    );
    expect(result).toMatchObject({ target: 4, tpChange: 6 });
    expect(
      outcome(
        c,
        ...urfassungHealAction.consequences!(
          result,
          { mode: "treatment", constitution: 18, physician: 12, equipment: 9 },
          PLAIN_TABLE,
        ).actor,
      ).tp,
    ).toBe(27);
  });

  test("at full TP the wounds have healed; nobody unhurt owes a healing week", () => {
    let c = outcome(start(), hit(6), {
      kind: "bandaged",
      woundKind: "wound",
      tpRestored: 0,
      stopsBleeding: true,
    });
    c = outcome(c, { kind: "healed", tpChange: 6 });
    expect(c).toMatchObject({ tp: 30, wounds: [] });
    expect(
      due(command(c, { command: "week-passes", situation: { mode: "travel", exertion: "gentle" } })),
    ).toEqual([]);
  });

  test("a week heals nothing of a wound that still bleeds: it stays at full TP", () => {
    const c = outcome(start(), hit(6), { kind: "healed", tpChange: 10 });
    expect(c.wounds).toMatchObject([{ bleeding: true }]);
  });

  // L78 "Jede Minute, die eine Wunde nicht versorgt wird …", L130–131: bandaging comes first
  // ("Nach dem Kampf kann der erste Schritt zur Heilung durch einfaches Verbinden getan werden").
  test("L78: a week of healing cannot begin while a wound bleeds — bandaged (or stopped) first", () => {
    const bleeding = outcome(start(), hit(6), { kind: "daze-check", passed: true });
    const week: UrfassungCommand = {
      command: "week-passes",
      situation: { mode: "travel", exertion: "gentle" },
    };
    expect(() => command(bleeding, week)).toThrow(
      expect.objectContaining({ code: "ur-still-bleeding", params: { wound: 1, woundKind: "wound" } }),
    );
    const bandaged = outcome(bleeding, {
      kind: "bandaged",
      woundKind: "wound",
      tpRestored: 0,
      stopsBleeding: true,
    });
    expect(command(bandaged, week).healWeek).toEqual({ mode: "travel", exertion: "gentle" });
    // Stopped by its own roll (≥ 21) counts as settled too.
    const timed = command(bleeding, { command: "time-passes", seconds: 60 });
    const [check] = due(timed).filter((d) => d.reason === "ur-bleeding");
    const stopped = outcome(timed, rules.dueCheckOutcome(check!, { damage: 0, bleeding: 0 }, PLAIN_TABLE));
    expect(command(stopped, week).healWeek).not.toBeNull();
  });
});

describe("stun (Waffenloser Kampf)", () => {
  test("unarmed ST 18 → 1W+2 stun on the target", () => {
    const params = { dice: "W6" as const, bonus: -4, strengthThreshold: 12, strength: 18, stun: true };
    const result = urfassungDamageAction.roll(params, scriptedRng([4]), PLAIN_TABLE);
    expect(result.damage).toBe(6);
    const { actor, opponent } = urfassungDamageAction.consequences!(result, params, PLAIN_TABLE);
    expect(actor).toEqual([]);
    expect(opponent).toEqual([{ kind: "hit", damage: 6, stun: true }]);
  });

  test("stun over KO: a third of the excess is real damage, booked as it grows", () => {
    // Tilkei KO 9, 18 TP.
    let c = outcome(start(TILKEI), hit(9, true));
    expect(c).toMatchObject({ stun: 9, tp: 18 });
    c = outcome(c, { kind: "daze-check", passed: true }, hit(5, true));
    expect(c).toMatchObject({ stun: 14, tp: 17 }); // ⌊5/3⌋ = 1
    c = outcome(c, { kind: "daze-check", passed: true }, hit(1, true));
    expect(c).toMatchObject({ stun: 15, tp: 16 }); // ⌊6/3⌋ = 2 in all
  });

  test("stun knocks out but never kills, and a rest takes it away", () => {
    // 18 TP, 24 stun → 5 real (13 TP); the other 19 stun count: 13 − 19 = −6 reaches 2/3, 1/3, 0.
    const c = outcome(start(TILKEI), hit(24, true));
    expect(c).toMatchObject({ tp: 13, stun: 24, stunConverted: 5 });
    expect(
      due(c)
        .map((d) => d.id)
        .slice(0, 4),
    ).toEqual(["threshold-two-thirds", "threshold-one-third", "threshold-zero", "daze"]);
    const failed = outcome(c, { kind: "threshold-check", threshold: "zero", passed: false });
    expect(rules.status(failed)).toBe("out");
    // 13 TP without the stun are above 2/3 of 18: the checks still open are moot.
    const rested = command(failed, { command: "rest" });
    expect(rested).toMatchObject({ stun: 0, tp: 13, thresholdChecks: [], status: "out" });
    expect(rested.stunConverted).toBeUndefined();
  });

  // L120: "Geht jedoch der Erschöpfungsschaden über die KO des Kämpfers zählt 1/3 der Differenz
  // als echter Schaden" — the converted points count once (RULINGS §7).
  test("L120: 17 stun on 18 TP (KO 9) converts 2 points, which count once: the thresholds see 1 TP, not −1", () => {
    const c = outcome(start(TILKEI), hit(17, true));
    expect(c).toMatchObject({ tp: 16, stun: 17, stunConverted: 2 });
    expect(c.thresholdChecks).toEqual(["two-thirds", "one-third"]);
    expect(mods(c)).toEqual({ threshold: -2 });
    // Under the readings before RULINGS §7 (logged events) the 2 points counted twice.
    const before: TableSettings = { ...PLAIN_TABLE, readings: 1 };
    const old = rules.applyOutcome(start(TILKEI), hit(17, true), before);
    expect(old).toMatchObject({ tp: 16, stun: 17, thresholdChecks: ["two-thirds", "one-third", "zero"] });
    expect(old.stunConverted).toBeUndefined();
  });

  test("a fistfight below KO: no real damage, the stun knocks out at a threshold but never makes dying", () => {
    // Tilkei KO 9, 18 TP: 9 stun (not above KO) leaves 18 TP; the thresholds see 9 (below 2/3 of 18).
    const c = outcome(start(TILKEI), hit(9, true));
    expect(c).toMatchObject({ tp: 18, stun: 9, thresholdChecks: ["two-thirds"] });
    expect(c.stunConverted).toBeUndefined();
    expect(
      rules.status(outcome(c, { kind: "threshold-check", threshold: "two-thirds", passed: false })),
    ).toBe("out");
  });
});

describe("stun, the second variant (urfassungUnarmed: wound-thresholds, text L121)", () => {
  const TABLE: TableSettings = { modules: [], options: { urfassungUnarmed: "wound-thresholds" } };
  const onTable = (c: UrfassungCondition, ...os: UrfassungOutcome[]): UrfassungCondition =>
    os.reduce((x, o) => rules.applyOutcome(x, o, TABLE), c);
  const daze: UrfassungOutcome = { kind: "daze-check", passed: true };

  test("a blow costs one TP per wound threshold its stun passes (SR/3 and SR), however little stun there is", () => {
    // Tilkei KO 9 without SR: SR 9, thresholds 3 (more than) and 9 (reached).
    let c = onTable(start(TILKEI), hit(3, true));
    expect(c).toMatchObject({ stun: 3, tp: 18 }); // 3 is not more than 9/3
    c = onTable(c, daze, hit(4, true));
    expect(c).toMatchObject({ stun: 7, tp: 17 }); // 4 > 3: one threshold
    c = onTable(c, daze, hit(9, true));
    expect(c).toMatchObject({ stun: 16, tp: 15 }); // 9 reaches SR: both
    expect(c.wounds).toEqual([]); // unarmed blows never wound
  });

  test("the same blows under the first variant cost what the stun above KO gives", () => {
    const c = outcome(start(TILKEI), hit(3, true), { kind: "daze-check", passed: true }, hit(4, true));
    expect(c).toMatchObject({ stun: 7, tp: 18 }); // 7 stun is not above KO 9
  });

  test("stun booked by hand (no blow) passes no threshold; an unknown variant is refused", () => {
    const c = command(start(TILKEI), { command: "damage", amount: 12, stun: true, hit: false }, TABLE);
    expect(c).toMatchObject({ stun: 12, tp: 18 });
    const bad: TableSettings = { modules: [], options: { urfassungUnarmed: "kung-fu" } };
    expect(() => rules.applyOutcome(start(TILKEI), hit(4, true), bad)).toThrow(/urfassungUnarmed/);
  });
});

describe("exhaustion in the fight", () => {
  test("every KO actions a hard KO check (15), average (12) in full defence; a failure costs −1 and 1 KO", () => {
    let c = start(TILKEI);
    for (let i = 0; i < 8; i++) c = outcome(c, { kind: "acted", stance: "balanced" });
    expect(due(c)).toEqual([]);
    c = outcome(c, { kind: "acted", stance: "full-defense" });
    expect(due(c)).toEqual([
      expect.objectContaining({ id: "exhaustion", action: "check", options: { value: 9, target: 12 } }),
    ]);
    c = outcome(c, { kind: "exhaustion-check", passed: false });
    expect(c).toMatchObject({ exhaustion: 1, actions: 0 });
    expect(mods(c)).toEqual({ exhaustion: -1 });
    // KO 8 now: the next check comes after 8 actions.
    for (let i = 0; i < 8; i++) c = outcome(c, { kind: "acted", stance: "balanced" });
    expect(due(c)[0]).toMatchObject({ options: { value: 8, target: 15 } });
    expect(command(c, { command: "rest" })).toMatchObject({ exhaustion: 0, actions: 0 });
  });

  test("the table can leave exhaustion out", () => {
    const off: TableSettings = { modules: [], options: { urfassungExhaustion: false } };
    let c = start(TILKEI, off);
    for (let i = 0; i < 20; i++) c = rules.applyOutcome(c, { kind: "acted", stance: "balanced" }, off);
    expect(c.actions).toBe(0);
    expect(due(c, off)).toEqual([]);
  });
});

describe("commands", () => {
  test("inverse: a set back to the condition before", () => {
    const before = outcome(start(), hit(6));
    const after = outcome(before, hit(15));
    const undo = rules.inverse(before, after);
    expect(undo).toEqual({ command: "set", condition: before });
    expect(command(after, undo)).toEqual(before);
  });

  test("set refuses a condition that breaks the rules", () => {
    expect(() => command(start(), { command: "set", condition: { ...start(), tp: 31 } })).toThrow(
      expect.objectContaining({ code: "invalid-condition", params: { field: "tp" } }),
    );
  });

  test("add and clear wounds by hand; heal N", () => {
    const c = command(plainLoss(start(), 8), { command: "add-wound", woundKind: "severe" });
    expect(c.wounds).toMatchObject([{ id: 1, kind: "severe" }]);
    expect(command(c, { command: "clear-wound", wound: 1 }).wounds).toEqual([]);
    expect(() => command(c, { command: "clear-wound", wound: 2 })).toThrow(
      expect.objectContaining({ code: "ur-unknown-wound" }),
    );
    expect(command(c, { command: "heal", amount: 5 }).tp).toBe(27);
  });
});
