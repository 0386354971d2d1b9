import {
  type CharacterEnvelope,
  type DueCheck,
  PLAIN_TABLE,
  scriptedRng,
  type TableSettings,
} from "@spieltisch/engine";
import * as urfassungRules from "@spieltisch/engine/systems/ews-urfassung";
import { describe, expect, it } from "vitest";
import { resolveAction, rollWithAdapter } from "../actions/pipeline.js";
import { isMessageKey } from "../i18n/catalogue.js";
import { urfassungCommandSchema, urfassungConditionSchema, urfassungOutcomeSchema } from "./urfassung.js";

type Condition = urfassungRules.UrfassungCondition;
type Outcome = urfassungRules.UrfassungOutcome;
const rules = urfassungRules.urfassungConditions;
const TABLE: TableSettings = PLAIN_TABLE;

const TILKEI: CharacterEnvelope = {
  format: "spieltisch/character@1",
  system: "ews-urfassung",
  name: "Tilkei",
  attributes: [{ name: "Konstitution", short: "KO", value: 9, standard: 6 }],
};
const RAEUBER: CharacterEnvelope = {
  format: "spieltisch/character@1",
  system: "ews-urfassung",
  name: "Räuber",
  attributes: [{ name: "Konstitution", short: "KO", value: 12 }],
};

/** Rolls an action through the one pipeline every edge uses, with the given faces. */
function roll(action: string, options: unknown, faces: number[]) {
  const resolved = resolveAction("ews-urfassung", action, options, TABLE.modules);
  if (!resolved.ok) throw new Error(`${action}: ${JSON.stringify(resolved)}`);
  const rng = scriptedRng(faces);
  const rolled = rollWithAdapter(resolved.adapter, resolved.options, rng, TABLE);
  expect(rng.remaining).toBe(0);
  return rolled;
}

/** Rolls a due check with its own action and options and books its outcome. */
function answer(c: Condition, check: DueCheck | undefined, faces: number[]): Condition {
  if (!check) throw new Error("no such due check");
  const { result } = roll(check.action, check.options, faces);
  return rules.applyOutcome(c, rules.dueCheckOutcome(check, result, TABLE), TABLE);
}

/** The consequences of a roll for one side, booked on that side's condition. */
const book = (c: Condition, outcomes: readonly Outcome[]): Condition =>
  outcomes.reduce((x, o) => rules.applyOutcome(x, o, TABLE), c);

const mods = (c: Condition) =>
  Object.fromEntries(rules.modifiersFrom(c, "action", TABLE).map((m) => [m.source, m.amount]));
const dueIds = (c: Condition) => rules.dueChecks(c, TABLE).map((d) => d.id);
const due = (c: Condition, id: string) => rules.dueChecks(c, TABLE).find((d) => d.id === id);

/** Every condition on the way: it parses with the wire schema and survives JSON unchanged. */
function wire(c: Condition): Condition {
  expect(urfassungConditionSchema.parse(JSON.parse(JSON.stringify(c)))).toEqual(c);
  for (const check of rules.dueChecks(c, TABLE)) {
    expect(
      resolveAction("ews-urfassung", check.action, check.options, TABLE.modules),
      check.id,
    ).toMatchObject({
      ok: true,
    });
  }
  return c;
}

describe("a scripted fight: a robber against Tilkei (KO 9, 18 TP), from the first blow to the knock-out", () => {
  it("follows the text step by step", () => {
    let tilkei = wire(rules.initialCondition(TILKEI, TABLE));
    let robber = wire(rules.initialCondition(RAEUBER, TABLE));
    expect(tilkei).toMatchObject({ tp: 18, tpMax: 18, resistance: 9 });

    // 1. The robber (12, weapon 3) attacks Tilkei (12): 12 + 1 + 2 = 15 against 12 − 1 = 11 → 4 + 3 = 7.
    const first = roll("melee", { attacker: 12, defender: 12, attackerWeapon: 3 }, [2, 1]);
    expect(first.result).toMatchObject({ hit: "defender", damage: 7 });
    const c1 = urfassungRules.urfassungMeleeAction.consequences!(first.result, first.params, TABLE);
    robber = wire(book(robber, c1.actor));
    tilkei = wire(book(tilkei, c1.opponent));
    // 7 > 9/3: a wound; 11 TP are below 2/3 of 18.
    expect(tilkei).toMatchObject({ tp: 11, wounds: [{ id: 1, kind: "wound", bleeding: true }] });
    expect(mods(tilkei)).toEqual({ threshold: -1, wounds: -3 });
    expect(dueIds(tilkei)).toEqual(["threshold-two-thirds", "daze"]);
    expect(due(tilkei, "threshold-two-thirds")?.options).toEqual({ value: 9, target: 12 });
    expect(due(tilkei, "daze")?.options).toEqual({ value: 9, target: 12, mod: -7 });

    // 2. SR (KO 9) against 12: +4 → 13, she stays on her feet.
    tilkei = wire(answer(tilkei, due(tilkei, "threshold-two-thirds"), [4]));
    // 3. The daze check: 9 − 7 + 6 = 8 < 12: the 7 burden her next exchange.
    tilkei = wire(answer(tilkei, due(tilkei, "daze"), [6]));
    expect(mods(tilkei)).toEqual({ threshold: -1, wounds: -3, dazed: -7 });
    expect(dueIds(tilkei)).toEqual([]);

    // 4. A minute passes: the wound bleeds. KO 9 − 1 = 8 < 12: one more point.
    tilkei = wire(rules.applyCommand(tilkei, { command: "time-passes", seconds: 60 }, TABLE));
    expect(due(tilkei, "bleeding-1")?.options).toEqual({
      constitution: 9,
      kind: "wound",
      count: 1,
      intervals: 1,
    });
    tilkei = wire(answer(tilkei, due(tilkei, "bleeding-1"), [1]));
    expect(tilkei).toMatchObject({ tp: 10, wounds: [{ bleeding: true, due: 0 }] });

    // 5. The second exchange: her mali (−11) go onto her side: 15 against 12 − 11 + 2 = 3 → 12 + 3 = 15.
    const defenderMod = rules.modifiersFrom(tilkei, "action", TABLE).map((m) => m.amount);
    const second = roll("melee", { attacker: 12, defender: 12, attackerWeapon: 3, defenderMod }, [2, 2]);
    expect(second.result).toMatchObject({ hit: "defender", damage: 15 });
    const c2 = urfassungRules.urfassungMeleeAction.consequences!(second.result, second.params, TABLE);
    robber = wire(book(robber, c2.actor));
    tilkei = wire(book(tilkei, c2.opponent));
    // 15 ≥ SR 9: a severe wound. −5 TP crosses 1/3 and 0; only the deepest malus (−4) counts.
    expect(tilkei).toMatchObject({ tp: -5, wounds: [{ kind: "wound" }, { id: 2, kind: "severe" }] });
    expect(mods(tilkei)).toEqual({ threshold: -4, wounds: -3, "severe-wounds": -6 });
    expect(dueIds(tilkei)).toEqual(["threshold-one-third", "threshold-zero", "daze"]);

    // 6. 1/3: 9 + 6 = 15 passes. 0: 9 + 4 = 13 < 18: she falls and dies within SR (9) rounds.
    tilkei = wire(answer(tilkei, due(tilkei, "threshold-one-third"), [6]));
    tilkei = wire(answer(tilkei, due(tilkei, "threshold-zero"), [4]));
    expect(tilkei).toMatchObject({ status: "dying", dyingRounds: 9 });
    expect(rules.status(tilkei)).toBe("dying");
    expect(dueIds(tilkei)).toEqual([]);

    // 7. Three rounds later, ten seconds have passed: the severe wound bleeds (KO against 18).
    tilkei = wire(rules.applyCommand(tilkei, { command: "rounds-pass", rounds: 3 }, TABLE));
    tilkei = wire(rules.applyCommand(tilkei, { command: "time-passes", seconds: 10 }, TABLE));
    expect(tilkei.dyingRounds).toBe(6);
    expect(dueIds(tilkei)).toEqual(["bleeding-2"]);
    expect(due(tilkei, "bleeding-2")?.options).toEqual({
      constitution: 9,
      kind: "severe",
      count: 1,
      intervals: 1,
    });
    tilkei = wire(answer(tilkei, due(tilkei, "bleeding-2"), [3]));
    expect(tilkei.tp).toBe(-6);

    // 8. A companion (Heilkunde 15) bandages the severe wound: 17 ≥ 15 stops it, no TP back.
    const severe = roll("bandage", { skill: 15, kind: "severe" }, [2]);
    tilkei = wire(
      book(
        tilkei,
        urfassungRules.urfassungBandageAction.consequences!(severe.result, severe.params, TABLE).opponent,
      ),
    );
    expect(tilkei.wounds[1]).toMatchObject({ bleeding: false, bandaged: true });
    // The GM decides she is saved: knocked out, no longer dying.
    tilkei = wire(rules.applyCommand(tilkei, { command: "stabilise" }, TABLE));
    expect(rules.status(tilkei)).toBe("out");

    // 9. Then the wound: 15 + 6 = 21, 4 full points of 3 over 9 → 4 TP; its −3 ends.
    const wound = roll("bandage", { skill: 15, kind: "wound" }, [6]);
    tilkei = wire(
      book(
        tilkei,
        urfassungRules.urfassungBandageAction.consequences!(wound.result, wound.params, TABLE).opponent,
      ),
    );
    expect(tilkei).toMatchObject({ tp: -2, status: "out" });
    expect(mods(tilkei)).toEqual({ threshold: -4, "severe-wounds": -6 });
    expect(dueIds(tilkei)).toEqual([]);

    // 10. A week in treatment (physician 15, equipment +3): the wounds burden the physician.
    tilkei = wire(
      rules.applyCommand(
        tilkei,
        { command: "week-passes", situation: { mode: "treatment", physician: 15, equipment: 3 } },
        TABLE,
      ),
    );
    expect(due(tilkei, "heal-week")?.options).toEqual({
      mode: "treatment",
      constitution: 9,
      physician: 15,
      equipment: 3,
      wounds: 1,
      severeWounds: 1,
    });
    // Physician 15 + 3 − 3 − 6 + 4 = 13 → MW 12 − 4 = 8; Tilkei 9 + 6 = 15: 7 over → 2 TP.
    tilkei = wire(answer(tilkei, due(tilkei, "heal-week"), [4, 6]));
    expect(tilkei).toMatchObject({ tp: 0, healWeek: null });

    // The robber only fought: two actions towards his exhaustion check, unhurt.
    expect(robber).toMatchObject({ tp: 24, actions: 2, wounds: [] });
  });
});

describe("the wire schemas of the Urfassung condition", () => {
  const fresh = rules.initialCondition(TILKEI, TABLE);

  it("refuse a condition that breaks the rules, naming the field", () => {
    const problem = (c: unknown) => urfassungConditionSchema.safeParse(c).error?.issues[0]?.path;
    expect(problem({ ...fresh, tp: 19 })).toEqual(["tp"]);
    expect(problem({ ...fresh, tpMax: 20 })).toEqual(["tpMax"]);
    expect(problem({ ...fresh, status: "dying" })).toEqual(["dyingRounds"]);
    expect(problem({ ...fresh, thresholdChecks: ["zero"] })).toEqual(["thresholdChecks"]);
    expect(problem({ ...fresh, extra: 1 })).toEqual([]);
    expect(
      problem({
        ...fresh,
        wounds: [{ id: 1, kind: "severe", bleeding: true, bandaged: false, seconds: 12, due: 0 }],
        nextWound: 2,
      }),
    ).toEqual(["wounds"]);
  });

  it("take every outcome and command the engine books", () => {
    const outcomes: Outcome[] = [
      { kind: "hit", damage: 7, stun: false },
      { kind: "acted", stance: "full-defense" },
      { kind: "threshold-check", threshold: "minus-sr", passed: true },
      { kind: "daze-check", passed: false },
      { kind: "exhaustion-check", passed: true },
      { kind: "bled", woundKind: "severe", wound: 2, count: 1, intervals: 3, damage: 2, stillBleeding: 1 },
      { kind: "bled", woundKind: "wound", wound: null, count: 2, intervals: 1, damage: 0, stillBleeding: 0 },
      { kind: "bandaged", woundKind: "wound", tpRestored: 2, stopsBleeding: true },
      { kind: "healed", tpChange: -2 },
    ];
    for (const o of outcomes) expect(urfassungOutcomeSchema.parse(o)).toEqual(o);
    const commands: urfassungRules.UrfassungCommand[] = [
      { command: "damage", amount: 6, stun: true },
      { command: "heal", amount: 3 },
      { command: "add-wound", woundKind: "severe" },
      { command: "clear-wound", wound: 1 },
      { command: "time-passes", seconds: 90 },
      { command: "rounds-pass", rounds: 2 },
      { command: "week-passes", situation: { mode: "travel", exertion: "forced-march" } },
      { command: "rest" },
      { command: "wake" },
      { command: "stabilise" },
      { command: "set", condition: fresh },
    ];
    for (const k of commands) expect(urfassungCommandSchema.parse(k)).toEqual(k);
    expect(urfassungCommandSchema.safeParse({ command: "damage", amount: 1e9 }).success).toBe(false);
    expect(urfassungOutcomeSchema.safeParse({ kind: "healed", tpChange: 1, extra: true }).success).toBe(
      false,
    );
  });
});

describe("the Urfassung condition's words", () => {
  it("has a message for every modifier source, due-check reason and refusal", () => {
    const keys = [
      ...["threshold", "wounds", "severe-wounds", "exhaustion", "dazed"].map((s) => `source.${s}`),
      ...["ur-threshold", "ur-daze", "ur-bleeding", "ur-exhaustion", "ur-healing"].map(
        (r) => `dueCheck.${r}`,
      ),
      ...[
        "character-dead",
        "no-check-due",
        "ur-not-bleeding",
        "ur-no-wound-to-bandage",
        "ur-unknown-wound",
        "ur-too-many-wounds",
        "ur-status-mismatch",
        "invalid-condition",
        "due-check-result",
        "invalid-choice",
      ].map((code) => `error.${code}`),
    ];
    expect(keys.filter((k) => !isMessageKey(k))).toEqual([]);
  });
});
