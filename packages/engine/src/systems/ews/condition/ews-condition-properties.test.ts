import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ConditionUse } from "../../condition-rules.js";
import type { TableSettings } from "../../table-settings.js";
import { recoveryTp } from "../foka/tp-healing.js";
import type { EwsCondition } from "./condition.js";
import {
  applyStep,
  illegality,
  play,
  sheetArb,
  stepArb,
  stepsArb,
  tableArb,
} from "./ews-condition.test-support.js";
import { ewsConditions as rules } from "./ews-conditions.js";
import { validateEwsCondition } from "./validate-condition.js";

const RUNS = { numRuns: 300 };

const legal = (c: EwsCondition, table: TableSettings): string | null =>
  illegality(c, recoveryTp(table, "wound"), recoveryTp(table, "critical"));

/** A table, a fresh condition on it and a random sequence of steps. */
const scenario = fc.record({
  table: tableArb,
  sheet: sheetArb,
  steps: stepsArb,
});

describe("EWS condition properties", () => {
  it("conditions never leave their legal range, and the engine's validator agrees", () => {
    fc.assert(
      fc.property(scenario, ({ table, sheet, steps }) => {
        const { conditions } = play(rules.initialCondition(sheet, table), steps, table);
        for (const c of conditions) {
          expect(legal(c, table)).toBeNull();
          expect(validateEwsCondition(c, table)).toBe(c);
          expect(JSON.parse(JSON.stringify(c))).toEqual(c);
        }
      }),
      RUNS,
    );
  });

  it("applying a step and then the inverse GM command restores the condition", () => {
    fc.assert(
      fc.property(scenario, stepArb, ({ table, sheet, steps }, step) => {
        const { conditions } = play(rules.initialCondition(sheet, table), steps, table);
        const before = conditions.at(-1)!;
        const { conditions: next } = play(before, [step], table);
        const after = next.at(-1)!;
        expect(rules.applyCommand(after, rules.inverse(before, after), table)).toEqual(before);
      }),
      RUNS,
    );
  });

  it("the fold of the applied steps equals applying them one by one, and is deterministic", () => {
    fc.assert(
      fc.property(scenario, ({ table, sheet, steps }) => {
        const start = rules.initialCondition(sheet, table);
        const { conditions, applied } = play(start, steps, table);
        const fold = () => applied.reduce((c, step) => applyStep(c, step, table), start);
        expect(fold()).toEqual(conditions.at(-1));
        expect(fold()).toEqual(fold());
      }),
      RUNS,
    );
  });

  it("modifiers are mali with a source, never zero or positive; checks and healing take none", () => {
    fc.assert(
      fc.property(
        scenario,
        fc.constantFrom<ConditionUse>("action", "condition-check", "healing"),
        (s, use) => {
          const { conditions } = play(rules.initialCondition(s.sheet, s.table), s.steps, s.table);
          for (const c of conditions) {
            const modifiers = rules.modifiersFrom(c, use, s.table);
            for (const m of modifiers) {
              expect(m.amount).toBeLessThan(0);
              expect(["wounds", "critical-wounds", "low-tp"]).toContain(m.source);
            }
            if (use !== "action") expect(modifiers).toEqual([]);
          }
        },
      ),
      RUNS,
    );
  });

  it("due checks name a pending check, in order, with the Eigenschaft and no other mali", () => {
    fc.assert(
      fc.property(scenario, ({ table, sheet, steps }) => {
        const { conditions } = play(rules.initialCondition(sheet, table), steps, table);
        for (const c of conditions) {
          const due = rules.dueChecks(c, table);
          if (c.kind === "basic" || rules.status(c) === "dead") {
            expect(due).toEqual([]);
            continue;
          }
          expect(due.map((d) => d.id)).toEqual(c.pending.map((p) => `low-tp-${p.level}`));
          for (const d of due) expect(d.options.value).toBe(c.attribute);
          // The first can be booked either way; a later one cannot be booked first.
          const [first, second] = due;
          if (first)
            expect(() =>
              rules.applyOutcome(c, { kind: "check", id: first.id, passed: true }, table),
            ).not.toThrow();
          if (second) {
            expect(() =>
              rules.applyOutcome(c, { kind: "check", id: second.id, passed: true }, table),
            ).toThrow(expect.objectContaining({ code: "no-check-due" }));
          }
        }
      }),
      RUNS,
    );
  });

  it("FoKa: hindering wounds only go down by healing, and TP never rise above TPmax", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 30 }), (damage, tp) => {
        const table = { modules: ["foka"], options: {} };
        const start = rules.initialCondition(
          { format: "spieltisch/character@1", system: "ews", name: "x" },
          table,
        );
        const hurt = rules.applyOutcome(start, { kind: "damage", amount: damage }, table);
        if (hurt.kind !== "foka" || hurt.status === "dead") return;
        const healed = rules.applyOutcome(hurt, { kind: "tp-healing", tp }, table);
        if (healed.kind !== "foka") throw new Error("kind changed");
        expect(healed.tp).toBeLessThanOrEqual(healed.tpMax);
        expect(healed.wounds + healed.criticalWounds).toBeLessThanOrEqual(hurt.wounds + hurt.criticalWounds);
        expect(healed.tp).toBe(Math.min(12, hurt.tp + tp));
      }),
      RUNS,
    );
  });
});
