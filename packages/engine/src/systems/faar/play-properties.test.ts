import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EngineError } from "../../errors.js";
import type { CharacterEnvelope } from "../character-rules.js";
import { PLAIN_TABLE } from "../table-settings.js";
import { DAMAGE_TYPES, type HitZone } from "./critical.js";
import { GRAUEN_CONSEQUENCES, grauenConsequence, grauenTableDue } from "./grauen-table.js";
import { FAAR_LP_MIN, type FaarCondition } from "./play-condition.js";
import type { FaarCommand, FaarCriticalLevel, FaarOutcome } from "./play-events.js";
import { faarConditions as rules } from "./play-rules.js";

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
  | { readonly type: "grauen"; readonly passed: boolean; readonly face: number };

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

function concrete(c: FaarCondition, step: Step): Event {
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
});
