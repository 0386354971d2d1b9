import { scriptedRng, type TableSettings, withModules } from "@spieltisch/engine";
import * as ewsRules from "@spieltisch/engine/systems/ews";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import LAZARO_FILE from "../../../../examples/characters/lazaro.json" with { type: "json" };
import { ewsCharacterSchema } from "../characters/ews-character.js";
import { ewsCommandSchema, ewsConditionSchema, ewsOutcomeSchema } from "./ews.js";

const FOKA = withModules("foka");
const rules = ewsRules.ewsConditions;
const LAZARO = ewsCharacterSchema.parse(LAZARO_FILE);

/** A few random outcomes and commands the engine accepts (refused ones are skipped). */
const outcome = fc.oneof(
  fc.integer({ min: 0, max: 80 }).map((amount) => ({ kind: "damage" as const, amount })),
  fc.integer({ min: -6, max: 6 }).map((tp) => ({ kind: "tp-healing" as const, tp })),
  fc.record({
    kind: fc.constant("confrontation" as const),
    wounds: fc.integer({ min: 0, max: 9 }),
    lost: fc.boolean(),
  }),
  fc.boolean().map((passed) => ({ kind: "check" as const, id: "low-tp-1", passed })),
);

function play(table: TableSettings, outcomes: readonly ewsRules.EwsOutcome[]) {
  const conditions = [rules.initialCondition(LAZARO, table)];
  for (const o of outcomes) {
    try {
      conditions.push(rules.applyOutcome(conditions.at(-1)!, o, table));
    } catch {
      // A step that does not fit (damage to the dead, a check not due) changes nothing.
    }
  }
  return conditions;
}

describe("EWS condition schemas", () => {
  it("every condition play reaches parses unchanged, and so does the GM's set that restores it", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(FOKA, withModules()),
        fc.array(outcome, { maxLength: 30 }),
        (table, outcomes) => {
          for (const c of play(table, outcomes)) {
            expect(ewsConditionSchema.parse(JSON.parse(JSON.stringify(c)))).toEqual(c);
            expect(ewsCommandSchema.parse(rules.inverse(c, c))).toEqual({ command: "set", condition: c });
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("the actions' consequences parse as outcomes", () => {
    const melee = { attacker: { value: 18, weapon: 4 }, defender: { value: 9 } };
    const hit = ewsRules.ewsMeleeAction.consequences!(
      ewsRules.rollMelee(melee, scriptedRng([4, 2]), FOKA),
      melee,
      FOKA,
    );
    const confront = { a: { value: 15 }, b: { value: 9 } };
    const fight = ewsRules.ewsConfrontAction.consequences!(
      ewsRules.rollConfront(confront, scriptedRng([4, 2]), FOKA),
      confront,
      FOKA,
    );
    const heal = { value: 12, wounds: 1, situation: "travel" as const };
    const week = ewsRules.ewsHealAction.consequences!(
      ewsRules.rollHealWeek(heal, scriptedRng([4]), FOKA),
      heal,
      FOKA,
    );
    const booked = [...hit.opponent, ...fight.actor, ...fight.opponent, ...week.actor];
    expect(booked.length).toBe(4);
    for (const o of booked) expect(ewsOutcomeSchema.parse(o)).toEqual(o);
  });

  it("commands of every kind parse; out-of-range and unknown ones do not", () => {
    const commands = [
      { command: "damage", amount: 7 },
      { command: "regenerate", tp: -2 },
      { command: "rest", situation: "hospital", weeks: 3 },
      { command: "wounds", change: -1, critical: true },
      { command: "resolve-check", id: "low-tp-2", passed: false },
      { command: "fight-start" },
      { command: "fight-over" },
    ];
    for (const c of commands) expect(ewsCommandSchema.parse(c)).toEqual(c);
    for (const bad of [
      { command: "rest", situation: "inn", weeks: 1 },
      { command: "rest", situation: "bed", weeks: 53 },
      { command: "damage", amount: -1 },
      { command: "wounds", change: 101 },
      { command: "heal" },
      { command: "fight-over", extra: 1 },
    ]) {
      expect(ewsCommandSchema.safeParse(bad).success).toBe(false);
    }
    expect(ewsOutcomeSchema.safeParse({ kind: "heal-week", change: 2 }).success).toBe(false);
    expect(ewsOutcomeSchema.safeParse({ kind: "check", id: "x".repeat(41), passed: true }).success).toBe(
      false,
    );
    const c = rules.initialCondition(LAZARO, FOKA);
    expect(ewsConditionSchema.safeParse({ ...c, tp: -501 }).success).toBe(false);
    expect(
      ewsConditionSchema.safeParse({ ...c, pending: Array(6).fill({ level: 1, target: 12, onFail: "out" }) })
        .success,
    ).toBe(false);
  });
});
