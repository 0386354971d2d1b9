import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { TableSettings } from "../table-settings.js";
import type { UrfassungCondition } from "./condition.js";
import { sheetArbitrary, stepsArbitrary, tableArbitrary, walk } from "./condition-walk.test-support.js";
import { foldUrfassungCondition, urfassungConditions as rules } from "./conditions.js";

const RUNS = { numRuns: 300 };

/**
 * The legal range of a condition, written from the text and independent of the engine's own
 * check: TP between far below −2 × SR and 2 × SR, wounds that bleed are not bandaged and owe
 * checks only while bleeding, a dying character has rounds, the dead have nothing due, pending
 * threshold checks belong to thresholds reached.
 */
function isLegal(c: UrfassungCondition, table: TableSettings): boolean {
  // Stun counts for the thresholds, the part converted into damage only once (L120, RULINGS §7).
  const converted = c.stunConverted ?? 0;
  const eff = c.tp - c.stun + converted;
  const before28 = table.readings === 1;
  const reached: Record<string, boolean> = {
    "two-thirds": 3 * eff < 2 * c.tpMax,
    "one-third": 3 * eff <= c.tpMax,
    zero: eff <= 0,
    "minus-sr": eff <= -c.resistance,
    // "unter -2*SR" (L59, L68); the older readings counted it when reached.
    "minus-two-sr": before28 ? eff <= -2 * c.resistance : eff < -2 * c.resistance,
  };
  const ids = c.wounds.map((w) => w.id);
  return (
    c.tpMax === 2 * c.resistance &&
    c.tp <= c.tpMax &&
    c.tp >= -10_000 &&
    c.stun >= 0 &&
    (c.stunConverted === undefined || (!before28 && c.stunConverted >= 1 && c.stunConverted <= c.stun)) &&
    c.exhaustion >= 0 &&
    c.constitution - c.exhaustion >= 1 &&
    c.actions >= 0 &&
    c.dazed >= 0 &&
    new Set(ids).size === ids.length &&
    ids.every((id) => id >= 1 && id < c.nextWound) &&
    c.wounds.every(
      (w) =>
        !(w.bleeding && w.bandaged) &&
        w.due >= 0 &&
        w.seconds >= 0 &&
        w.seconds < (w.kind === "severe" ? 10 : 60) &&
        (w.bleeding || (w.due === 0 && w.seconds === 0)),
    ) &&
    (c.status === "dying") === (c.dyingRounds !== null && c.dyingRounds >= 1) &&
    c.thresholdChecks.every((t) => reached[t]) &&
    (c.dazeCheck === null || c.status === "active") &&
    (c.status !== "dead" ||
      (c.thresholdChecks.length === 0 && c.healWeek === null && c.wounds.every((w) => w.due === 0))) &&
    Number.isInteger(c.tp) &&
    Number.isInteger(c.stun)
  );
}

const play = fc.record({ sheet: sheetArbitrary, steps: stepsArbitrary, table: tableArbitrary });

describe("the Urfassung condition under random play", () => {
  test("never leaves its legal range (and the engine's own check agrees)", () => {
    fc.assert(
      fc.property(play, ({ sheet, steps, table }) => {
        const { initial, records } = walk(sheet, steps, table);
        for (const c of [initial, ...records.map((r) => r.after)]) {
          expect(isLegal(c, table), JSON.stringify(c)).toBe(true);
          // A legal condition is what the GM's set takes back.
          expect(rules.applyCommand(initial, { command: "set", condition: c }, table)).toEqual(c);
        }
      }),
      RUNS,
    );
  });

  test("the inverse command restores the condition before every step", () => {
    fc.assert(
      fc.property(play, ({ sheet, steps, table }) => {
        for (const { before, after } of walk(sheet, steps, table).records) {
          expect(rules.applyCommand(after, rules.inverse(before, after), table)).toEqual(before);
        }
      }),
      RUNS,
    );
  });

  test("the fold of the history equals the step-by-step result, and is deterministic", () => {
    fc.assert(
      fc.property(play, ({ sheet, steps, table }) => {
        const { initial, records } = walk(sheet, steps, table);
        const events = records.map((r) => r.event);
        const folded = foldUrfassungCondition(initial, events, table);
        expect(folded).toEqual(records.at(-1)?.after ?? initial);
        expect(foldUrfassungCondition(initial, events, table)).toEqual(folded);
        // A condition is plain JSON: it survives a round trip unchanged.
        expect(JSON.parse(JSON.stringify(folded))).toEqual(folded);
      }),
      RUNS,
    );
  });

  test("modifiers are mali only, never zero, each source once", () => {
    fc.assert(
      fc.property(play, ({ sheet, steps, table }) => {
        const { initial, records } = walk(sheet, steps, table);
        for (const c of [initial, ...records.map((r) => r.after)]) {
          for (const use of ["action", "condition-check", "healing"] as const) {
            const mods = rules.modifiersFrom(c, use, table);
            expect(mods.every((m) => Number.isInteger(m.amount) && m.amount < 0)).toBe(true);
            expect(new Set(mods.map((m) => m.source)).size).toBe(mods.length);
          }
        }
      }),
      RUNS,
    );
  });

  test("due checks have stable, distinct ids and come in the table's order", () => {
    const order = ["threshold", "daze", "bleeding", "exhaustion", "heal"];
    fc.assert(
      fc.property(play, ({ sheet, steps, table }) => {
        const { records } = walk(sheet, steps, table);
        for (const { after } of records) {
          const due = rules.dueChecks(after, table);
          expect(rules.dueChecks(after, table)).toEqual(due);
          expect(new Set(due.map((d) => d.id)).size).toBe(due.length);
          const ranks = due.map((d) => order.findIndex((p) => d.id.startsWith(p)));
          expect(ranks.every((r, i) => r >= 0 && (i === 0 || r >= ranks[i - 1]!))).toBe(true);
          if (rules.status(after) === "dead") expect(due).toEqual([]);
        }
      }),
      RUNS,
    );
  });

  test("the walk reaches the interesting states (so the properties above mean something)", () => {
    const seen = new Set<string>();
    const table: TableSettings = { modules: [], options: {} };
    fc.assert(
      fc.property(sheetArbitrary, stepsArbitrary, (sheet, steps) => {
        for (const { event, after } of walk(sheet, steps, table).records) {
          seen.add(event.type === "outcome" ? event.outcome.kind : event.command.command);
          seen.add(rules.status(after));
        }
      }),
      { numRuns: 300, seed: 42 },
    );
    for (const s of ["hit", "bled", "bandaged", "threshold-check", "daze-check", "healed", "time-passes"]) {
      expect(seen, s).toContain(s);
    }
    for (const s of ["active", "out", "dying", "dead", "week-passes", "wake", "stabilise"]) {
      expect(seen, s).toContain(s);
    }
  });
});
