import { describe, expect, it } from "vitest";
import { scriptedRng } from "../../../dice/scripted-rng.js";
import { PLAIN_TABLE, type TableSettings, withModules } from "../../table-settings.js";
import { LAZARO } from "../characters/lazaro.test-support.js";
import { ewsConfrontAction, rollConfront } from "../confront/confront.js";
import { ewsMeleeAction, rollMelee } from "../foka/melee.js";
import { ewsShootAction, rollShoot } from "../foka/shoot.js";
import { ewsFokaHealAction, tpHealing } from "../foka/tp-healing.js";
import { ewsHealAction } from "../healing/heal-action.js";
import { rollHealWeek } from "../healing/heal-week.js";
import { ews } from "../index.js";
import type { EwsBasicCondition, EwsCondition, EwsFokaCondition } from "./condition.js";
import { sheetWith } from "./ews-condition.test-support.js";
import { ewsConditions as rules } from "./ews-conditions.js";
import type { EwsOutcome } from "./outcome.js";

const FOKA = withModules("foka");

const basic = (wounds = 0, woundThreshold = 4): EwsBasicCondition => ({
  kind: "basic",
  wounds,
  woundThreshold,
  status: "active",
});

const foka = (level = "", table: TableSettings = FOKA): EwsFokaCondition => {
  const c = rules.initialCondition(sheetWith(level), table);
  if (c.kind !== "foka") throw new Error("expected a FoKa condition");
  return c;
};

const applyAll = (
  c: EwsCondition,
  outcomes: readonly EwsOutcome[],
  table: TableSettings = FOKA,
): EwsCondition => outcomes.reduce((acc, o) => rules.applyOutcome(acc, o, table), c);

describe("the EWS condition is registered and starts from the sheet", () => {
  it("ews.conditions is the reducer", () => {
    expect(ews.conditions).toBe(rules);
  });

  it("without FoKa: {kind: basic, wounds, woundThreshold, status}; Lazaro has no Wundschwelle Eigenschaft → WS 4", () => {
    expect(rules.initialCondition(LAZARO, PLAIN_TABLE)).toEqual(basic());
    expect(rules.initialCondition(sheetWith("+", 2), PLAIN_TABLE)).toEqual(basic(2, 5));
  });

  it("with FoKa: CONTRACT §4's fields at the top level; TP = the chosen Eigenschaft, WS a third of it", () => {
    expect(rules.initialCondition(LAZARO, FOKA)).toMatchObject({
      kind: "foka",
      tp: 12,
      tpMax: 12,
      woundThreshold: 4,
      wounds: 0,
      criticalWounds: 0,
      status: "active",
    });
    // Grok's Konstitution 18 gives WS 6 (text: "überragende Konstitution (18, WS 6)").
    expect(foka("++")).toMatchObject({
      tp: 18,
      tpMax: 18,
      woundThreshold: 6,
      adrenaline: false,
      pending: [],
    });
    expect(rules.dueChecks(foka("++"), FOKA)).toEqual([]);
    expect(rules.modifiersFrom(foka(), "action", FOKA)).toEqual([]);
  });

  it("a sheet of another system is refused", () => {
    const sheet = { format: "spieltisch/character@1" as const, system: "faar", name: "Dorn" };
    expect(() => rules.initialCondition(sheet, PLAIN_TABLE)).toThrow(
      expect.objectContaining({ code: "invalid-argument" }),
    );
  });
});

describe("basic rules (RULINGS §1.6, §1.7)", () => {
  it("each wound −3 on every action; nothing on the healing check (its MW carries the wounds)", () => {
    const c = basic(2);
    expect(rules.modifiersFrom(c, "action", PLAIN_TABLE)).toEqual([{ amount: -6, source: "wounds" }]);
    expect(rules.modifiersFrom(c, "healing", PLAIN_TABLE)).toEqual([]);
    expect(rules.modifiersFrom(c, "condition-check", PLAIN_TABLE)).toEqual([]);
    expect(rules.dueChecks(c, PLAIN_TABLE)).toEqual([]);
  });

  it("Grok (15 + axe vs dagger) 22 against the bodyguard (9) 11: Grok 0 wounds, the bodyguard 6 and out", () => {
    const params = { a: { value: 15, edges: [{ kind: "stronger-weapon" as const }] }, b: { value: 9 } };
    const result = rollConfront(params, scriptedRng([4, 2]), PLAIN_TABLE);
    const booked = ewsConfrontAction.consequences!(result, params, PLAIN_TABLE);
    expect(booked).toEqual({ actor: [], opponent: [{ kind: "confrontation", wounds: 6, lost: true }] });
    const grok = applyAll(basic(), booked.actor, PLAIN_TABLE);
    const bodyguard = applyAll(basic(), booked.opponent, PLAIN_TABLE);
    expect(grok).toEqual(basic());
    expect(bodyguard).toEqual({ ...basic(6), status: "out" });
    expect(rules.status(bodyguard)).toBe("out");
    expect(rules.modifiersFrom(bodyguard, "action", PLAIN_TABLE)).toEqual([
      { amount: -18, source: "wounds" },
    ]);
    // The fight is over: he gets up, with his six wounds.
    expect(rules.applyCommand(bodyguard, { command: "fight-over" }, PLAIN_TABLE)).toEqual(basic(6));
  });

  it("a narrow win costs the winner too: 6 points ahead → 1 wound, the loser 5", () => {
    const params = { a: { value: 15 }, b: { value: 12 } };
    const result = rollConfront(params, scriptedRng([2, 1]), PLAIN_TABLE); // 17 against 11
    expect(ewsConfrontAction.consequences!(result, params, PLAIN_TABLE)).toEqual({
      actor: [{ kind: "confrontation", wounds: 1, lost: false }],
      opponent: [{ kind: "confrontation", wounds: 5, lost: true }],
    });
  });

  it("Lazaro (12) with one wound, travelling: MW 15, a 4 → 16 heals it", () => {
    const before = basic(1);
    const params = { value: 12, wounds: before.wounds, situation: "travel" as const };
    const week = rollHealWeek(params, scriptedRng([4]), PLAIN_TABLE);
    expect(week.target).toBe(15);
    const booked = ewsHealAction.consequences!(week, params, PLAIN_TABLE);
    expect(booked).toEqual({ actor: [{ kind: "heal-week", change: -1 }], opponent: [] });
    expect(applyAll(before, booked.actor, PLAIN_TABLE)).toEqual(basic(0));
  });

  it("missing the MW by more than 6 inflames: 12 − 5 = 7 against 15 adds a wound; a miss by 6 changes nothing", () => {
    const params = { value: 12, wounds: 1, situation: "travel" as const };
    const inflamed = rollHealWeek(params, scriptedRng([5]), PLAIN_TABLE);
    expect(applyAll(basic(1), ewsHealAction.consequences!(inflamed, params, PLAIN_TABLE).actor)).toEqual(
      basic(2),
    );
    const missed = rollHealWeek(params, scriptedRng([3]), PLAIN_TABLE); // 9: 6 short
    expect(ewsHealAction.consequences!(missed, params, PLAIN_TABLE).actor).toEqual([]);
  });

  it("Grok's forced march (MW 18): Konstitution 12 takes a wound on an odd die, Grok (18) rolls nothing", () => {
    const unit = { value: 12, wounds: 0, situation: "nightmare" as const };
    for (const [face, wounds] of [
      [1, 1],
      [2, 0],
      [3, 1],
      [4, 0],
      [5, 1],
      [6, 0],
    ] as const) {
      const week = rollHealWeek(unit, scriptedRng([face]), PLAIN_TABLE);
      expect(
        applyAll(basic(), ewsHealAction.consequences!(week, unit, PLAIN_TABLE).actor, PLAIN_TABLE).wounds,
      ).toBe(wounds);
    }
    const grok = { value: 18, wounds: 0, situation: "nightmare" as const };
    const week = rollHealWeek(grok, scriptedRng([]), PLAIN_TABLE);
    expect(week.due).toBe(false);
    expect(ewsHealAction.consequences!(week, grok, PLAIN_TABLE).actor).toEqual([]);
  });

  it("a hit without FoKa: from the Wundschwelle one wound, below it a scratch (nothing)", () => {
    expect(rules.applyOutcome(basic(0, 4), { kind: "damage", amount: 15 }, PLAIN_TABLE)).toEqual(basic(1, 4));
    expect(rules.applyOutcome(basic(0, 4), { kind: "damage", amount: 4 }, PLAIN_TABLE)).toEqual(basic(1, 4));
    expect(rules.applyOutcome(basic(0, 4), { kind: "damage", amount: 3 }, PLAIN_TABLE)).toEqual(basic(0, 4));
  });

  it("the GM adds and clears wounds (never below 0); FoKa-only steps are refused", () => {
    expect(rules.applyCommand(basic(1), { command: "wounds", change: -3 }, PLAIN_TABLE)).toEqual(basic(0));
    expect(rules.applyCommand(basic(1), { command: "wounds", change: 2 }, PLAIN_TABLE)).toEqual(basic(3));
    const refused = expect.objectContaining({ code: "condition-rules" });
    expect(() => rules.applyOutcome(basic(1), { kind: "tp-healing", tp: 2 }, PLAIN_TABLE)).toThrow(refused);
    expect(() =>
      rules.applyCommand(basic(1), { command: "wounds", change: 1, critical: true }, PLAIN_TABLE),
    ).toThrow(refused);
    expect(() =>
      rules.applyCommand(basic(1), { command: "rest", situation: "bed", weeks: 1 }, PLAIN_TABLE),
    ).toThrow(refused);
    expect(() =>
      rules.applyOutcome(basic(1), { kind: "check", id: "low-tp-1", passed: true }, PLAIN_TABLE),
    ).toThrow(expect.objectContaining({ code: "no-check-due" }));
  });
});

describe("FoKa damage (RULINGS §1.8)", () => {
  it("Stahlkatze's 15 damage on the average soldier: a critical wound, TP −3, the TP ≤ 0 check vs 12 is due", () => {
    const params = { attacker: { value: 18, weapon: 4 }, defender: { value: 9 } };
    const result = rollMelee(params, scriptedRng([4, 2]), FOKA);
    const booked = ewsMeleeAction.consequences!(result, params, FOKA);
    expect(booked).toEqual({ actor: [], opponent: [{ kind: "damage", amount: 15 }] });
    const soldier = applyAll(foka(), booked.opponent);
    expect(soldier).toMatchObject({
      tp: -3,
      wounds: 0,
      criticalWounds: 1,
      status: "active",
      adrenaline: true,
    });
    expect(rules.dueChecks(soldier, FOKA)).toEqual([
      {
        id: "low-tp-1",
        reason: "low-tp-out",
        action: "check",
        options: { value: 12, target: 12 },
        params: { level: 1, target: 12, threshold: 0 },
      },
    ]);
    // Before the check: taumeln −1 (TP ≤ WS) and the critical wound −6 while the adrenaline lasts.
    expect(rules.modifiersFrom(soldier, "action", FOKA)).toEqual([
      { amount: -1, source: "low-tp" },
      { amount: -6, source: "critical-wounds" },
    ]);
    expect(rules.modifiersFrom(soldier, "condition-check", FOKA)).toEqual([]);
    const passed = rules.applyOutcome(soldier, { kind: "check", id: "low-tp-1", passed: true }, FOKA);
    expect(rules.modifiersFrom(passed, "action", FOKA)).toEqual([
      { amount: -3, source: "low-tp" },
      { amount: -6, source: "critical-wounds" },
    ]);
    const after = rules.applyCommand(passed, { command: "fight-over" }, FOKA);
    expect(rules.modifiersFrom(after, "action", FOKA)).toEqual([
      { amount: -3, source: "low-tp" },
      { amount: -12, source: "critical-wounds" },
    ]);
    const failed = rules.applyOutcome(soldier, { kind: "check", id: "low-tp-1", passed: false }, FOKA);
    expect(rules.status(failed)).toBe("out");
    expect(rules.dueChecks(failed, FOKA)).toEqual([]);
  });

  it("below WS a scratch (TP only), from WS a wound, from the Eigenschaft a critical wound — one per hit", () => {
    const hit = (amount: number) => rules.applyOutcome(foka(), { kind: "damage", amount }, FOKA);
    expect(hit(3)).toMatchObject({ tp: 9, wounds: 0, criticalWounds: 0 });
    expect(hit(4)).toMatchObject({ tp: 8, wounds: 1, criticalWounds: 0 });
    expect(hit(11)).toMatchObject({ tp: 1, wounds: 1, criticalWounds: 0 });
    expect(hit(12)).toMatchObject({ tp: 0, wounds: 0, criticalWounds: 1 });
    // TP 4 = WS: taumeln −1 and the wound −3.
    expect(rules.modifiersFrom(hit(8), "action", FOKA)).toEqual([
      { amount: -1, source: "low-tp" },
      { amount: -3, source: "wounds" },
    ]);
  });

  it("each multiple of −TPmax asks again (12, 12, 15, 18, 21, each failure kills); −5 × TPmax is death", () => {
    const deep = rules.applyOutcome(foka(), { kind: "damage", amount: 12 + 48 - 1 }, FOKA); // TP −47
    expect(
      rules.dueChecks(deep, FOKA).map((d) => [d.id, d.reason, d.options.target, d.params?.threshold]),
    ).toEqual([
      ["low-tp-1", "low-tp-out", 12, 0],
      ["low-tp-2", "low-tp-death", 12, -12],
      ["low-tp-3", "low-tp-death", 15, -24],
      ["low-tp-4", "low-tp-death", 18, -36],
    ]);
    // In order only: the table rolls the first one first.
    expect(() => rules.applyOutcome(deep, { kind: "check", id: "low-tp-2", passed: true }, FOKA)).toThrow(
      expect.objectContaining({ code: "no-check-due" }),
    );
    const out = rules.applyOutcome(deep, { kind: "check", id: "low-tp-1", passed: false }, FOKA);
    expect(rules.status(out)).toBe("out");
    const survived = applyAll(out, [
      { kind: "check", id: "low-tp-2", passed: true },
      { kind: "check", id: "low-tp-3", passed: true },
    ]);
    expect(rules.dueChecks(survived, FOKA).map((d) => d.id)).toEqual(["low-tp-4"]);
    const dead = rules.applyOutcome(survived, { kind: "check", id: "low-tp-4", passed: false }, FOKA);
    expect(rules.status(dead)).toBe("dead");
    expect(rules.dueChecks(dead, FOKA)).toEqual([]);
    // One more point and it would have been −48: the level-5 check (21) joins in.
    const deeper = rules.applyOutcome(survived, { kind: "damage", amount: 1 }, FOKA);
    expect(rules.dueChecks(deeper, FOKA).map((d) => d.options.target)).toEqual([18, 21]);
    const gone = rules.applyOutcome(foka(), { kind: "damage", amount: 72 }, FOKA);
    expect(gone).toMatchObject({ status: "dead", tp: -60, pending: [] });
    expect(() => rules.applyOutcome(gone, { kind: "damage", amount: 1 }, FOKA)).toThrow(
      expect.objectContaining({ code: "character-dead" }),
    );
    expect(() => rules.applyOutcome(gone, { kind: "tp-healing", tp: 2 }, FOKA)).toThrow(
      expect.objectContaining({ code: "character-dead" }),
    );
  });

  it("Stahlkatze's star hits only with a 6 and then hurts the biker; a shot that strikes the other target books nothing", () => {
    const params = { value: 12, range: "short" as const, mods: ["target-moving", "cover-third"], weapon: 3 };
    const hit = rollShoot(params, scriptedRng([6]), FOKA);
    expect(ewsShootAction.consequences!(hit, params, FOKA)).toEqual({
      actor: [],
      opponent: [{ kind: "damage", amount: 3 }],
    });
    expect(ewsShootAction.consequences!(rollShoot(params, scriptedRng([4]), FOKA), params, FOKA)).toEqual({
      actor: [],
      opponent: [],
    });
    const melee = { ...params, otherTarget: "melee" as const };
    const other = rollShoot(melee, scriptedRng([6, 5]), FOKA);
    expect(other.struck).toBe("other");
    expect(ewsShootAction.consequences!(other, melee, FOKA)).toEqual({ actor: [], opponent: [] });
  });

  it("melee: the attacker who loses the exchange is hit (actor); a hit stopped by armour books nothing", () => {
    const params = { attacker: { value: 9, weapon: 3 }, defender: { value: 18, weapon: 4 } };
    const result = rollMelee(params, scriptedRng([2, 2]), FOKA); // 11 against 20
    expect(ewsMeleeAction.consequences!(result, params, FOKA)).toEqual({
      actor: [{ kind: "damage", amount: 13 }],
      opponent: [],
    });
    const armoured = { attacker: { value: 12, weapon: 1 }, defender: { value: 12, armor: 5 } };
    const stopped = rollMelee(armoured, scriptedRng([2, 2]), FOKA);
    expect(ewsMeleeAction.consequences!(stopped, armoured, FOKA)).toEqual({ actor: [], opponent: [] });
  });

  it("an Ein-Wurf fight on a FoKa table gives wounds without TP; the loser is out until the fight is over", () => {
    const lost = rules.applyOutcome(foka(), { kind: "confrontation", wounds: 4, lost: true }, FOKA);
    expect(lost).toMatchObject({ tp: 12, wounds: 4, status: "out" });
    expect(rules.applyCommand(lost, { command: "fight-over" }, FOKA)).toMatchObject({ status: "active" });
  });
});

describe("FoKa healing and when wounds stop hindering (RULINGS §1.8, the text's Heilungszeiten)", () => {
  const rest = (c: EwsCondition, situation: "hospital" | "bed" | "ship" | "march", weeks: number) =>
    rules.applyCommand(c, { command: "rest", situation, weeks }, FOKA);
  const hurt = (level: string, damage: number) =>
    rules.applyOutcome(foka(level), { kind: "damage", amount: damage }, FOKA);

  it("WS 4: 2 TP a week in bed; a wound 1, two wounds or a critical one 0, two critical ones −2 (wasting away)", () => {
    expect(rest(hurt("", 3), "bed", 1)).toMatchObject({ tp: 9 + 2 });
    expect(rest(hurt("", 4), "bed", 1)).toMatchObject({ tp: 8 + 1 });
    const twoWounds = rules.applyOutcome(hurt("", 4), { kind: "damage", amount: 4 }, FOKA);
    expect(rest(twoWounds, "bed", 1)).toMatchObject({ tp: 4, wounds: 2 });
    const critical = hurt("", 12);
    expect(rest(critical, "bed", 1)).toEqual(critical);
    const twoCritical = rules.applyCommand(foka(), { command: "wounds", change: 2, critical: true }, FOKA);
    expect(rest(twoCritical, "bed", 1)).toMatchObject({ tp: 10, criticalWounds: 2 });
  });

  it("Konstitution 12 on gentle travel: 4 TP a month unwounded (WS − 3 a week), nothing with a wound", () => {
    const scratched = applyAll(foka(), [
      { kind: "damage", amount: 3 },
      { kind: "damage", amount: 3 },
    ]);
    expect(rest(scratched, "ship", 4)).toMatchObject({ tp: 6 + 4 });
    const wounded = hurt("", 5);
    expect(rest(wounded, "ship", 4)).toMatchObject({ tp: 7, wounds: 1, woundRecoveryTp: 0 });
  });

  it("in bed: 8 TP a month unwounded, 4 with a wound — and then the wound stops hindering", () => {
    const scratched = applyAll(foka(), [
      { kind: "damage", amount: 3 },
      { kind: "damage", amount: 3 },
      { kind: "damage", amount: 3 },
    ]);
    expect(rest(scratched, "bed", 4)).toMatchObject({ tp: 3 + 8 });
    const wounded = hurt("", 6);
    const month = rest(wounded, "bed", 4);
    expect(month).toMatchObject({ tp: 6 + 4, wounds: 0, woundRecoveryTp: 0 });
    expect(rest(wounded, "bed", 3)).toMatchObject({ tp: 9, wounds: 1, woundRecoveryTp: 3 });
  });

  it("Konstitution 15 travelling with a wound: 1 TP a week, the wound heals in 4 weeks (a bit over a month)", () => {
    const wounded = hurt("+", 5);
    expect(wounded).toMatchObject({ tp: 10, wounds: 1, woundThreshold: 5 });
    expect(rest(wounded, "ship", 3)).toMatchObject({ wounds: 1, tp: 13 });
    expect(rest(wounded, "ship", 4)).toMatchObject({ wounds: 0, tp: 14 });
    // Unwounded 2 TP a week: 8 a month.
    const scratched = rules.applyOutcome(hurt("+", 4), { kind: "damage", amount: 4 }, FOKA);
    expect(rest(scratched, "ship", 4)).toMatchObject({ tp: 7 + 8, wounds: 0 });
  });

  it("hospital, Konstitution 12: a wound 3 TP a week, gone in the second week (10 days); a critical one 2 a week, 6 weeks", () => {
    const wounded = hurt("", 5);
    expect(
      tpHealing({ attribute: 12, wounds: 1, situation: "hospital" }, FOKA).schedule[0]?.doneAfterDays,
    ).toBe(10);
    expect(rest(wounded, "hospital", 1)).toMatchObject({ tp: 10, wounds: 1, woundRecoveryTp: 3 });
    expect(rest(wounded, "hospital", 2)).toMatchObject({ tp: 12, wounds: 0, woundRecoveryTp: 0 });
    const critical = hurt("", 12);
    expect(rest(critical, "hospital", 5)).toMatchObject({
      criticalWounds: 1,
      criticalRecoveryTp: 10,
      tp: 10,
    });
    expect(rest(critical, "hospital", 6)).toMatchObject({ criticalWounds: 0, criticalRecoveryTp: 0, tp: 12 });
  });

  it("a weak character (Konstitution 9) in hospital: a wound 2 TP a week, 14 days; a critical one 1 a week, 3 months", () => {
    const wounded = hurt("-", 3);
    expect(wounded).toMatchObject({ woundThreshold: 3, wounds: 1, tp: 6 });
    expect(rest(wounded, "hospital", 1)).toMatchObject({ wounds: 1 });
    expect(rest(wounded, "hospital", 2)).toMatchObject({ wounds: 0, tp: 9 });
    const critical = hurt("-", 9);
    expect(rest(critical, "hospital", 11)).toMatchObject({ criticalWounds: 1, criticalRecoveryTp: 11 });
    expect(rest(critical, "hospital", 12)).toMatchObject({ criticalWounds: 0, tp: 9 });
  });

  it("a forced march (WS − 6): below Konstitution 18 the march costs TP every week, without wounds", () => {
    expect(rest(foka(), "march", 3)).toMatchObject({ tp: 12 - 6, wounds: 0 });
    expect(rest(foka("++"), "march", 3)).toMatchObject({ tp: 18 });
    // Wasting away crosses the TP thresholds like a hit: the TP ≤ 0 check falls due.
    expect(rules.dueChecks(rest(foka(), "march", 6), FOKA).map((d) => d.id)).toEqual(["low-tp-1"]);
  });

  it("foka-heal's consequence is the week's TP; two wounds heal one after the other, plain ones first", () => {
    const params = { attribute: 12, wounds: 1, critical: 1, situation: "hospital" as const };
    const result = ewsFokaHealAction.roll(params, scriptedRng([]), FOKA);
    const booked = ewsFokaHealAction.consequences!(result, params, FOKA);
    expect(booked).toEqual({ actor: [{ kind: "tp-healing", tp: 1 }], opponent: [] });
    const both = applyAll(foka(), [
      { kind: "damage", amount: 12 },
      { kind: "damage", amount: 4 },
    ]);
    expect(both).toMatchObject({ wounds: 1, criticalWounds: 1, tp: -4 });
    const healed = rules.applyOutcome(both, { kind: "tp-healing", tp: 6 }, FOKA);
    expect(healed).toMatchObject({ tp: 2, wounds: 0, criticalWounds: 1, criticalRecoveryTp: 2 });
  });

  it("healing above 0 TP ends the −3 and lets a character out of action act again; falling again asks again", () => {
    const down = applyAll(foka(), [
      { kind: "damage", amount: 14 },
      { kind: "check", id: "low-tp-1", passed: false },
    ]);
    expect(down).toMatchObject({ status: "out", tp: -2 });
    const stillDown = rules.applyOutcome(down, { kind: "tp-healing", tp: 2 }, FOKA);
    expect(stillDown).toMatchObject({ status: "out", tp: 0 });
    const up = rules.applyOutcome(stillDown, { kind: "tp-healing", tp: 1 }, FOKA);
    expect(up).toMatchObject({ status: "active", tp: 1, passedZero: false, levelReached: 0 });
    const again = rules.applyOutcome(up, { kind: "damage", amount: 1 }, FOKA);
    expect(rules.dueChecks(again, FOKA).map((d) => d.id)).toEqual(["low-tp-1"]);
  });

  it("the recovery thresholds are table options (fokaWoundRecoveryTp, fokaCriticalRecoveryTp)", () => {
    const table: TableSettings = { modules: ["foka"], options: { fokaWoundRecoveryTp: 2 } };
    const wounded = rules.applyOutcome(foka("", table), { kind: "damage", amount: 5 }, table);
    expect(rules.applyCommand(wounded, { command: "rest", situation: "bed", weeks: 2 }, table)).toMatchObject(
      {
        wounds: 0,
      },
    );
  });
});

describe("the GM's hand and the inverse", () => {
  it("set restores any condition; inverse is the set of the one before", () => {
    const before = foka();
    const after = rules.applyOutcome(before, { kind: "damage", amount: 15 }, FOKA);
    const undo = rules.inverse(before, after);
    expect(undo).toEqual({ command: "set", condition: before });
    expect(rules.applyCommand(after, undo, FOKA)).toEqual(before);
  });

  it("set refuses a condition play cannot reach", () => {
    const c = foka();
    const bad = (condition: EwsCondition) => () => rules.applyCommand(c, { command: "set", condition }, FOKA);
    const invalid = expect.objectContaining({ code: "invalid-condition" });
    expect(bad({ ...c, tp: 13 })).toThrow(invalid);
    expect(bad({ ...c, woundThreshold: 5 })).toThrow(invalid);
    expect(bad({ ...c, tp: -1 })).toThrow(invalid); // levelReached still 0
    expect(bad({ ...c, woundRecoveryTp: 1 })).toThrow(invalid); // no wound to recover from
    expect(bad({ ...c, pending: [{ level: 1, target: 12, onFail: "out" }] })).toThrow(invalid);
    expect(bad({ ...basic(), wounds: -1 })).toThrow(invalid);
  });

  it("the GM clears a critical wound and its recovery with it; fight-start brings the adrenaline back", () => {
    const c = applyAll(foka(), [
      { kind: "damage", amount: 12 },
      { kind: "tp-healing", tp: 3 },
    ]);
    expect(c).toMatchObject({ criticalWounds: 1, criticalRecoveryTp: 3 });
    expect(rules.applyCommand(c, { command: "wounds", change: -1, critical: true }, FOKA)).toMatchObject({
      criticalWounds: 0,
      criticalRecoveryTp: 0,
    });
    const calm = rules.applyCommand(c, { command: "fight-over" }, FOKA);
    expect(rules.modifiersFrom(calm, "action", FOKA)).toContainEqual({
      amount: -12,
      source: "critical-wounds",
    });
    const fighting = rules.applyCommand(calm, { command: "fight-start" }, FOKA);
    expect(rules.modifiersFrom(fighting, "action", FOKA)).toContainEqual({
      amount: -6,
      source: "critical-wounds",
    });
  });

  it("a basic healing week on a FoKa condition is refused (FoKa heals by TP)", () => {
    expect(() => rules.applyOutcome(foka(), { kind: "heal-week", change: -1 }, FOKA)).toThrow(
      expect.objectContaining({ code: "condition-rules" }),
    );
  });
});
