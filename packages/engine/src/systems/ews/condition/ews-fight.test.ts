import { describe, expect, it } from "vitest";
import { scriptedRng } from "../../../dice/scripted-rng.js";
import type { DueCheck } from "../../condition-rules.js";
import { withModules } from "../../table-settings.js";
import { ewsCheckAction } from "../check.js";
import { ewsMeleeAction, type MeleeParams } from "../foka/melee.js";
import type { EwsCondition } from "./condition.js";
import { sheetWith } from "./ews-condition.test-support.js";
import { ewsConditions as rules } from "./ews-conditions.js";
import { type EwsOutcome, ewsCheckOutcome } from "./outcome.js";

const FOKA = withModules("foka");

/** One melee exchange through the pipeline's steps: condition mali → roll → consequences → conditions. */
function exchange(
  attacker: { condition: EwsCondition; value: number; weapon: number },
  defender: { condition: EwsCondition; value: number; weapon: number },
  dice: readonly number[],
) {
  const params: MeleeParams = {
    attacker: {
      value: attacker.value,
      weapon: attacker.weapon,
      modifiers: rules.modifiersFrom(attacker.condition, "action", FOKA),
    },
    defender: {
      value: defender.value,
      weapon: defender.weapon,
      modifiers: rules.modifiersFrom(defender.condition, "action", FOKA),
    },
  };
  const result = ewsMeleeAction.roll(params, scriptedRng(dice), FOKA);
  const booked = ewsMeleeAction.consequences!(result, params, FOKA);
  const apply = (c: EwsCondition, outcomes: readonly EwsOutcome[]) =>
    outcomes.reduce((acc, o) => rules.applyOutcome(acc, o, FOKA), c);
  return {
    result,
    booked,
    attacker: apply(attacker.condition, booked.actor),
    defender: apply(defender.condition, booked.opponent),
  };
}

/** Rolls a due check as the table would: a `check` with the condition-check mali (none in FoKa). */
function rollDue(condition: EwsCondition, due: DueCheck, dice: readonly number[]) {
  const { value, target } = due.options;
  if (typeof value !== "number" || typeof target !== "number") throw new Error("check options");
  const modifiers = rules.modifiersFrom(condition, "condition-check", FOKA);
  const check = ewsCheckAction.roll({ value, target, modifiers }, scriptedRng(dice), FOKA);
  return { check, condition: rules.applyOutcome(condition, ewsCheckOutcome(due.id, check.success), FOKA) };
}

describe("a scripted FoKa fight: Stahlkatze against a soldier, from the first blow to the knock-out", () => {
  it("every step's condition and mali follow the text", () => {
    // Both without a TP Eigenschaft: 12 TP, WS 4. Stahlkatze Nahkampf 18, claws 4; the soldier 9, club 3.
    let cat = rules.initialCondition(sheetWith(""), FOKA);
    let soldier = rules.initialCondition(sheetWith(""), FOKA);

    // 1. Stahlkatze attacks: 18 − 1 = 17 against 9 + 2 = 11 → 6 + 4 = 10 damage: a wound, TP 2 ≤ WS.
    const first = exchange(
      { condition: cat, value: 18, weapon: 4 },
      { condition: soldier, value: 9, weapon: 3 },
      [1, 2],
    );
    expect(first.result).toMatchObject({ hit: "defender", damage: 10 });
    expect(first.booked).toEqual({ actor: [], opponent: [{ kind: "damage", amount: 10 }] });
    cat = first.attacker;
    soldier = first.defender;
    expect(soldier).toMatchObject({
      tp: 2,
      wounds: 1,
      criticalWounds: 0,
      status: "active",
      adrenaline: true,
    });
    expect(rules.modifiersFrom(soldier, "action", FOKA)).toEqual([
      { amount: -1, source: "low-tp" },
      { amount: -3, source: "wounds" },
    ]);
    expect(rules.dueChecks(soldier, FOKA)).toEqual([]);
    expect(rules.modifiersFrom(cat, "action", FOKA)).toEqual([]);

    // 2. The soldier strikes back with −4: 9 − 4 + 6 = 11 against 18 − 5 = 13. Stahlkatze wins the
    //    exchange, so the attacker is hit: 2 + 4 = 6 damage, a second wound, TP −4 → the TP ≤ 0 check.
    const second = exchange(
      { condition: soldier, value: 9, weapon: 3 },
      { condition: cat, value: 18, weapon: 4 },
      [6, 5],
    );
    expect(second.result).toMatchObject({ hit: "attacker", damage: 6 });
    expect(second.result.attacker.modifiers).toEqual([
      { amount: -1, source: "low-tp" },
      { amount: -3, source: "wounds" },
    ]);
    expect(second.booked).toEqual({ actor: [{ kind: "damage", amount: 6 }], opponent: [] });
    soldier = second.attacker;
    cat = second.defender;
    expect(soldier).toMatchObject({ tp: -4, wounds: 2, levelReached: 1, status: "active" });
    expect(cat).toEqual(first.attacker);
    const due = rules.dueChecks(soldier, FOKA);
    expect(due).toEqual([
      {
        id: "low-tp-1",
        reason: "low-tp-out",
        action: "check",
        options: { value: 12, target: 12 },
        params: { level: 1, target: 12, threshold: 0 },
      },
    ]);
    // Until the check is rolled the malus stays −1 (taumeln); the wounds −6.
    expect(rules.modifiersFrom(soldier, "action", FOKA)).toEqual([
      { amount: -1, source: "low-tp" },
      { amount: -6, source: "wounds" },
    ]);

    // 3. The check on the Eigenschaft, no other mali: 12 − 1 = 11 < 12 → out of action.
    const rolled = rollDue(soldier, due[0]!, [1]);
    expect(rolled.check).toMatchObject({ modifiers: [], result: 11, success: false });
    soldier = rolled.condition;
    expect(rules.status(soldier)).toBe("out");
    expect(soldier).toMatchObject({ tp: -4, wounds: 2, pending: [], passedZero: false });
    expect(rules.dueChecks(soldier, FOKA)).toEqual([]);

    // 4. The fight is over: the adrenaline goes, the soldier stays down at TP ≤ 0.
    soldier = rules.applyCommand(soldier, { command: "fight-over" }, FOKA);
    expect(soldier).toMatchObject({ status: "out", adrenaline: false });

    // 5. Hospital: 4 − 2 = 2 TP a week; after two weeks (4 TP) the first wound stops hindering, the
    //    rate rises to 3, and in the third week he is up again (TP 3 > 0) with one wound.
    soldier = rules.applyCommand(soldier, { command: "rest", situation: "hospital", weeks: 2 }, FOKA);
    expect(soldier).toMatchObject({ tp: 0, wounds: 1, woundRecoveryTp: 0, status: "out" });
    soldier = rules.applyCommand(soldier, { command: "rest", situation: "hospital", weeks: 1 }, FOKA);
    expect(soldier).toMatchObject({
      tp: 3,
      wounds: 1,
      woundRecoveryTp: 3,
      status: "active",
      levelReached: 0,
    });
    expect(rules.modifiersFrom(soldier, "action", FOKA)).toEqual([
      { amount: -1, source: "low-tp" },
      { amount: -3, source: "wounds" },
    ]);
  });

  it("passing the TP ≤ 0 check keeps him fighting at −3; the next blow below −TPmax kills when its check fails", () => {
    let soldier = rules.applyOutcome(
      rules.initialCondition(sheetWith(""), FOKA),
      { kind: "damage", amount: 14 },
      FOKA,
    );
    const passed = rollDue(soldier, rules.dueChecks(soldier, FOKA)[0]!, [2]); // 12 + 2 = 14
    soldier = passed.condition;
    expect(soldier).toMatchObject({ tp: -2, criticalWounds: 1, passedZero: true, status: "active" });
    expect(rules.modifiersFrom(soldier, "action", FOKA)).toEqual([
      { amount: -3, source: "low-tp" },
      { amount: -6, source: "critical-wounds" },
    ]);
    soldier = rules.applyOutcome(soldier, { kind: "damage", amount: 10 }, FOKA); // TP −12
    const due = rules.dueChecks(soldier, FOKA);
    expect(due.map((d) => [d.id, d.reason, d.options.target])).toEqual([["low-tp-2", "low-tp-death", 12]]);
    const died = rollDue(soldier, due[0]!, [3]); // 12 − 3 = 9
    expect(rules.status(died.condition)).toBe("dead");
  });
});
