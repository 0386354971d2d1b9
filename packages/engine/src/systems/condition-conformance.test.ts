import { describe, expect, it } from "vitest";
import { EngineError } from "../errors.js";
import type { ConditionStatus, ConditionUse, DueCheck } from "./condition-rules.js";
import { type ConditionWalk, walkConditionExample } from "./condition-walk.test-support.js";
import { allSystems } from "./registry.js";
import type { RuleSystem } from "./rule-system.js";

const USES: readonly ConditionUse[] = ["action", "condition-check", "healing"];
const STATUSES: readonly ConditionStatus[] = ["active", "out", "dying", "dead"];
const ROLES = ["actor", "opponent"] as const;

/** A check no condition makes due: its answer must be refused as `no-check-due`. */
const NOT_DUE: DueCheck = { id: "not-due-1", reason: "not-due", action: "check", options: {} };

const codeOf = (run: () => unknown): string | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof EngineError) return error.code;
    throw error;
  }
};

/** The JSON the wire and the event log carry: a condition must come back exactly. */
const viaJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/**
 * The contract every system's condition reducer shares (`ConditionRules`), checked on its own
 * examples: fresh and reached conditions survive JSON, modifiers are named mali, `inverse` is the
 * `set` of the condition before, due checks are answered through `dueCheckOutcome`, and every
 * due reason, source and refusal is one the reducer declares in its vocabulary.
 */
function conditionConformance(system: RuleSystem): void {
  const rules = system.conditions!;
  // biome-ignore lint/suspicious/noExplicitAny: the registry erases each system's condition types.
  const walks: ConditionWalk<any, any, any>[] = rules.examples.map((e) => walkConditionExample(rules, e));
  const states = walks.flatMap((w) => w.states);
  const tableOf = (i: number) => rules.examples[i]!.table;
  const statesWithTable = walks.flatMap((w, i) => w.states.map((c) => ({ c, table: tableOf(i) })));

  it("has examples; a fresh condition survives a JSON round trip unchanged", () => {
    expect(rules.examples.length).toBeGreaterThan(0);
    for (const example of rules.examples) {
      expect(example.sheet.system).toBe(system.id);
      const fresh = rules.initialCondition(example.sheet, example.table);
      expect(viaJson(fresh)).toStrictEqual(fresh);
      expect(rules.status(fresh)).toBe("active");
    }
  });

  it("every condition the examples reach survives JSON and has one of the four statuses", () => {
    for (const c of states) {
      expect(viaJson(c)).toStrictEqual(c);
      expect(STATUSES).toContain(rules.status(c));
    }
  });

  it("modifiers are mali (negative whole numbers, never zero) with a declared source", () => {
    for (const { c, table } of statesWithTable) {
      for (const use of USES) {
        for (const m of rules.modifiersFrom(c, use, table)) {
          expect(Number.isInteger(m.amount) && m.amount < 0, `${use}: ${m.source} ${m.amount}`).toBe(true);
          expect(rules.vocabulary.sources).toContain(m.source);
        }
      }
    }
  });

  it("inverse is the set of the condition before, and restores it after any step and any set", () => {
    for (const w of walks) {
      for (const { before, after } of w.steps) {
        const undo = rules.inverse(before, after);
        expect(undo).toStrictEqual({ command: "set", condition: before });
        expect(rules.applyCommand(after, undo, rules.examples[walks.indexOf(w)]!.table)).toStrictEqual(
          before,
        );
      }
      const table = tableOf(walks.indexOf(w));
      for (const from of w.states) {
        for (const to of w.states)
          expect(rules.applyCommand(from, rules.inverse(to, from), table)).toStrictEqual(to);
      }
    }
  });

  it("due checks name a declared reason, an action of the system and an id of their own", () => {
    for (const { c, table } of statesWithTable) {
      const due = rules.dueChecks(c, table);
      expect(new Set(due.map((d) => d.id)).size).toBe(due.length);
      for (const check of due) {
        expect(rules.vocabulary.dueReasons).toContain(check.reason);
        expect(Object.keys(system.actions)).toContain(check.action);
      }
    }
  });

  it("dueCheckOutcome answers the first due check; a result that does not fit is due-check-result", () => {
    expect(typeof rules.dueCheckOutcome).toBe("function");
    for (const { c, table } of statesWithTable) {
      const [first, ...rest] = rules.dueChecks(c, table);
      for (const check of first ? [first, ...rest] : []) {
        expect(codeOf(() => rules.dueCheckOutcome(check, {}, table))).toBe("due-check-result");
      }
      // A plain check is answered by its success alone; the other actions' results are the protocol suite's.
      if (first?.action !== "check") continue;
      for (const success of [true, false]) {
        const outcome = rules.dueCheckOutcome(first, { success }, table);
        expect(viaJson(rules.applyOutcome(c, outcome, table))).toBeDefined();
      }
    }
  });

  it("an answer to a check that is not due is no-check-due", () => {
    for (const example of rules.examples) {
      const fresh = rules.initialCondition(example.sheet, example.table);
      const code = codeOf(() =>
        rules.applyOutcome(
          fresh,
          rules.dueCheckOutcome(NOT_DUE, { success: true }, example.table),
          example.table,
        ),
      );
      expect(code).toBe("no-check-due");
    }
  });

  it("every refusal and restriction is an error code the vocabulary declares", () => {
    const refusals = walks.flatMap((w) => w.refusals.map((r) => r.error.code));
    expect(refusals.length).toBeGreaterThan(0);
    for (const code of refusals) expect(rules.vocabulary.errors).toContain(code);
    for (const c of states) {
      for (const action of Object.keys(system.actions)) {
        for (const role of ROLES) {
          const reason = rules.forbids?.(c, action, role);
          if (reason !== undefined) expect(rules.vocabulary.errors).toContain(reason);
        }
      }
    }
  });

  it("the examples reach every declared due reason and modifier source; the vocabulary has no repeats", () => {
    const reasons = new Set<string>();
    const sources = new Set<string>();
    for (const { c, table } of statesWithTable) {
      for (const check of rules.dueChecks(c, table)) reasons.add(check.reason);
      for (const use of USES) for (const m of rules.modifiersFrom(c, use, table)) sources.add(m.source);
    }
    expect([...reasons].sort()).toEqual([...rules.vocabulary.dueReasons].sort());
    expect([...sources].sort()).toEqual([...rules.vocabulary.sources].sort());
    for (const words of Object.values(rules.vocabulary)) {
      expect(new Set(words).size).toBe(words.length);
      for (const word of words) expect(word).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
}

for (const system of allSystems().filter((s) => s.conditions)) {
  describe(`condition conformance: ${system.id}`, () => conditionConformance(system));
}
