import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scriptedRng } from "../../dice/scripted-rng.js";
import { EngineError } from "../../errors.js";
import type { CharacterEnvelope } from "../character-rules.js";
import { PLAIN_TABLE } from "../table-settings.js";
import { DAMAGE_TYPES, type HitZone } from "./critical.js";
import { GRAUEN_CONSEQUENCES, grauenConsequence, grauenTableDue } from "./grauen-table.js";
import { FAAR_LP_MIN, type FaarCondition } from "./play-condition.js";
import type { FaarCommand, FaarCriticalLevel, FaarOutcome } from "./play-events.js";
import { faarConditions as rules } from "./play-rules.js";
import { faarRestAction } from "./rest-action.js";

const sheetArb = fc.record({ ST: fc.integer({ min: 1, max: 14 }), KO: fc.integer({ min: 1, max: 14 }) });

const envelope = (a: { ST: number; KO: number }): CharacterEnvelope => ({
  format: "spieltisch/character@1",
  system: "faar",
  name: "Probe",
  attributes: { ...a, GE: 8, IN: 8, IT: 8, CH: 7 },
});

/** A step as generated: `grauen` is rolled at the condition's points, with table face `face`. */
type Step =
  | { readonly type: "outcome"; readonly outcome: FaarOutcome }
  | { readonly type: "command"; readonly command: FaarCommand }
  | { readonly type: "grauen"; readonly passed: boolean; readonly face: number }
  | { readonly type: "rested"; readonly days: number };

const zoneArb = fc.option(fc.constantFrom<HitZone>(1, 2, 3, 4, 5, 6), { nil: null });

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc
    .integer({ min: 0, max: 14 })
    .map((amount): Step => ({ type: "outcome", outcome: { kind: "damage", amount } })),
  fc
    .record({
      type: fc.constantFrom(...DAMAGE_TYPES),
      level: fc.constantFrom<FaarCriticalLevel>(1, 3, 7, 12),
      zone: zoneArb,
    })
    .map((c): Step => ({ type: "outcome", outcome: { kind: "critical", ...c } })),
  fc.constant<Step>({ type: "outcome", outcome: { kind: "fumble" } }),
  fc
    .record({ passed: fc.boolean(), face: fc.integer({ min: 1, max: 20 }) })
    .map((g): Step => ({ type: "grauen", ...g })),
  fc
    .record({ pointsBefore: fc.integer({ min: 0, max: 6 }), passed: fc.boolean() })
    .map((g): Step => ({ type: "outcome", outcome: { kind: "grauen", ...g, consequence: null } })),
  fc.integer({ min: 0, max: 5 }).map((days): Step => ({ type: "rested", days })),
  fc.constant<Step>({ type: "command", command: { command: "next-round" } }),
  fc
    .integer({ min: 0, max: 14 })
    .map((amount): Step => ({ type: "command", command: { command: "damage", amount } })),
  fc
    .integer({ min: 0, max: 14 })
    .map((amount): Step => ({ type: "command", command: { command: "heal", amount } })),
  fc
    .integer({ min: 0, max: 5 })
    .map((days): Step => ({ type: "command", command: { command: "rest", days } })),
  fc
    .integer({ min: 0, max: 3 })
    .map((index): Step => ({ type: "command", command: { command: "heal-injury", index } })),
  fc
    .integer({ min: 0, max: 3 })
    .map((points): Step => ({ type: "command", command: { command: "grauen-relief", points } })),
  fc
    .constantFrom(...GRAUEN_CONSEQUENCES)
    .map((effect): Step => ({ type: "command", command: { command: "clear-grauen-effect", effect } })),
);

type Event =
  | { readonly type: "outcome"; readonly outcome: FaarOutcome }
  | { readonly type: "command"; readonly command: FaarCommand };

const apply = (c: FaarCondition, e: Event): FaarCondition =>
  e.type === "outcome"
    ? rules.applyOutcome(c, e.outcome, PLAIN_TABLE)
    : rules.applyCommand(c, e.command, PLAIN_TABLE);

/** Days of rest per LP at a table (RULINGS §7): the option, 2 by default; only with an injury. */
const daysPerLp = (c: FaarCondition, option = 2) => (c.injuries.length > 0 ? option : 1);

/**
 * Rest as the text and RULINGS §7 say, written apart from the engine: a day per LP, with a severe
 * injury `option` days per LP, days short of the next LP kept for the next rest, never above the
 * maximum (and nothing kept there).
 */
function rested(c: FaarCondition, days: number, option = 2): { lp: number; restDays: number } {
  const per = daysPerLp(c, option);
  const total = (c.restDays ?? 0) + days;
  const lp = Math.min(c.lpMax, c.lp + Math.floor(total / per));
  return { lp, restDays: lp === c.lpMax ? 0 : total % per };
}

function concrete(c: FaarCondition, step: Step): Event {
  if (step.type === "rested") {
    return { type: "outcome", outcome: { kind: "rest", days: step.days, lpAfter: rested(c, step.days).lp } };
  }
  if (step.type !== "grauen") return step;
  const table = !step.passed && grauenTableDue(c.grauen);
  return {
    type: "outcome",
    outcome: {
      kind: "grauen",
      pointsBefore: c.grauen,
      passed: step.passed,
      consequence: table ? grauenConsequence(step.face) : null,
    },
  };
}

/** Applies the steps one by one; a step the rules refuse (an `EngineError`) is left out. */
function stepByStep(start: FaarCondition, steps: readonly Step[]) {
  const events: Event[] = [];
  const states = [start];
  let c = start;
  for (const step of steps) {
    const e = concrete(c, step);
    try {
      c = apply(c, e);
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      continue;
    }
    events.push(e);
    states.push(c);
  }
  return { events, states, last: c };
}

const KIND_ORDER = ["no-actions", "defence-only", "no-attack"];

/** The legal range of a condition, written from the text, independently of the engine's own check. */
function isLegal(c: FaarCondition, a: { ST: number; KO: number }): boolean {
  const kinds = c.restrictions.map((r) => KIND_ORDER.indexOf(r.kind));
  return (
    c.lpMax === a.ST + a.KO &&
    Number.isInteger(c.lp) &&
    c.lp <= c.lpMax &&
    c.lp >= FAAR_LP_MIN &&
    kinds.every((k, i) => k >= 0 && (i === 0 || k > kinds[i - 1]!)) &&
    c.restrictions.every((r) => r.roundsLeft === 0 || r.roundsLeft === 1) &&
    Number.isInteger(c.grauen) &&
    c.grauen >= 0 &&
    c.grauen <= 100 &&
    new Set(c.grauenEffects).size === c.grauenEffects.length &&
    !c.grauenEffects.includes("no-effect") &&
    c.injuries.length <= 50 &&
    // Days carried toward the next LP only while an injury slows rest, and fewer than an LP takes.
    (c.restDays === undefined || (c.injuries.length > 0 && c.restDays >= 1 && c.restDays < 2)) &&
    // Nothing but a cut to the head kills without the GM's `set`.
    (!c.dead || c.injuries.some((i) => i.type === "cut" && i.zone === 6))
  );
}

const run = { numRuns: 300 };
const stepsArb = fc.array(stepArb, { maxLength: 40 });

describe("Faar condition properties", () => {
  it("never leaves its legal range; the status follows death and LP; no modifiers, nothing due", () => {
    fc.assert(
      fc.property(sheetArb, stepsArb, (a, steps) => {
        for (const c of stepByStep(rules.initialCondition(envelope(a), PLAIN_TABLE), steps).states) {
          expect(isLegal(c, a)).toBe(true);
          expect(rules.status(c)).toBe(c.dead ? "dead" : c.lp <= 0 ? "out" : "active");
          expect(rules.modifiersFrom(c, "action", PLAIN_TABLE)).toEqual([]);
          expect(rules.dueChecks(c, PLAIN_TABLE)).toEqual([]);
          expect(rules.forbids!(c, "melee", "actor") === undefined).toBe(c.restrictions.length === 0);
        }
      }),
      run,
    );
  });

  // L113–L133, RULINGS §7: each step of the crit list includes the lighter steps' effects.
  it("after any play, a 12-point critical forbids at least what the 7-point one forbids, and the 7 what the 3 forbids", () => {
    const actions = ["melee", "check", "grauen", "rest"];
    const forbidden = (c: FaarCondition) =>
      actions.filter((a) => rules.forbids!(c, a, "actor") !== undefined);
    fc.assert(
      fc.property(
        sheetArb,
        stepsArb,
        fc.constantFrom(...DAMAGE_TYPES),
        // Not the head: a cut of 12 there is lethal, past restricting.
        fc.constantFrom<HitZone>(1, 2, 3, 4, 5),
        (a, steps, type, zone) => {
          const { last } = stepByStep(rules.initialCondition(envelope(a), PLAIN_TABLE), steps);
          if (last.dead) return;
          const hit = (level: 3 | 7 | 12) =>
            rules.applyOutcome(last, { kind: "critical", type, level, zone }, PLAIN_TABLE);
          for (const action of forbidden(hit(3))) expect(forbidden(hit(7))).toContain(action);
          for (const action of forbidden(hit(7))) expect(forbidden(hit(12))).toContain(action);
        },
      ),
      run,
    );
  });

  it("applying a step and then the inverse command restores the condition", () => {
    fc.assert(
      fc.property(sheetArb, stepsArb, (a, steps) => {
        const { states } = stepByStep(rules.initialCondition(envelope(a), PLAIN_TABLE), steps);
        for (let i = 1; i < states.length; i++) {
          const [before, after] = [states[i - 1]!, states[i]!];
          expect(rules.applyCommand(after, rules.inverse(before, after), PLAIN_TABLE)).toEqual(before);
        }
      }),
      run,
    );
  });

  it("the fold of the accepted events equals the step-by-step result, and replays the same every time", () => {
    fc.assert(
      fc.property(sheetArb, stepsArb, (a, steps) => {
        const start = rules.initialCondition(envelope(a), PLAIN_TABLE);
        const { events, last } = stepByStep(start, steps);
        const fold = () => events.reduce(apply, start);
        expect(fold()).toEqual(last);
        expect(fold()).toEqual(fold());
      }),
      run,
    );
  });

  it("rest heals a day per LP, with a severe injury the table's days per LP; in pieces as at once", () => {
    const splitArb = fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }));
    fc.assert(
      fc.property(
        sheetArb,
        stepsArb,
        splitArb,
        fc.integer({ min: 1, max: 4 }),
        (a, steps, [d1, d2], option) => {
          const table = { modules: [], options: { faarInjuryRestDays: option } };
          const rest = (c: FaarCondition, days: number) =>
            rules.applyCommand(c, { command: "rest", days }, table);
          for (const c of stepByStep(rules.initialCondition(envelope(a), PLAIN_TABLE), steps).states) {
            if (c.dead) {
              expect(() => rest(c, d1)).toThrow(expect.objectContaining({ code: "character-dead" }));
              continue;
            }
            // The carried days of a rest at another pace (the default 2) may exceed this table's.
            if ((c.restDays ?? 0) >= daysPerLp(c, option)) continue;
            const once = rest(c, d1 + d2);
            expect(rest(rest(c, d1), d2)).toEqual(once);
            const expected = rested(c, d1 + d2, option);
            expect([once.lp, once.restDays ?? 0]).toEqual([expected.lp, expected.restDays]);
            // Rest changes nothing but the LP and the days carried.
            const { lp: _l, restDays: _r, ...others } = once;
            const { lp: _bl, restDays: _br, ...before } = c;
            expect(others).toEqual(before);
            // The rest action shows what the condition books, filled from it.
            const shown = faarRestAction.roll(
              {
                current: c.lp,
                max: c.lpMax,
                days: d1,
                injuries: c.injuries.length,
                restDays: c.restDays ?? 0,
              },
              scriptedRng([]),
              table,
            );
            const booked = faarRestAction.consequences!(
              shown,
              { current: c.lp, max: c.lpMax, days: d1 },
              table,
            );
            expect(booked.actor.reduce((x, o) => rules.applyOutcome(x, o, table), c)).toEqual(rest(c, d1));
          }
        },
      ),
      run,
    );
  });
});
