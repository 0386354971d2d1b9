import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EngineError } from "../../errors.js";
import type { CharacterEnvelope } from "../character-rules.js";
import type { RuleReadings, TableSettings } from "../table-settings.js";
import { type KampfwuerfelCondition, KW_LP_MIN } from "./play-condition.js";
import type { KampfwuerfelCommand, KampfwuerfelOutcome } from "./play-events.js";
import { kampfwuerfelConditions as rules } from "./play-rules.js";

type Sheet = {
  lp: number;
  dailyRegeneration: number;
  kraft: number;
  geschick: number | undefined;
  factor: number | undefined;
  combatDice: number;
  reflexDice: number;
  armorBE: number;
  shieldBE: number;
  shieldSkill: number;
  toughness: number;
};

const sheetArb: fc.Arbitrary<Sheet> = fc.record({
  lp: fc.integer({ min: 1, max: 60 }),
  dailyRegeneration: fc.integer({ min: 0, max: 15 }),
  kraft: fc.integer({ min: 0, max: 10 }),
  geschick: fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined }),
  factor: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
  combatDice: fc.integer({ min: 0, max: 20 }),
  reflexDice: fc.integer({ min: 0, max: 10 }),
  armorBE: fc.integer({ min: 0, max: 5 }),
  shieldBE: fc.integer({ min: 0, max: 3 }),
  shieldSkill: fc.integer({ min: 0, max: 3 }),
  toughness: fc.integer({ min: 0, max: 3 }),
});

const tableArb: fc.Arbitrary<TableSettings> = fc.record({
  modules: fc.constant([]),
  options: fc.record(
    {
      kampfwuerfelHeavyHits: fc.boolean(),
      kampfwuerfelKraftCheck: fc.constantFrom("every-hit", "once"),
    },
    // A table that stored no value for the heavy hits plays the default.
    { requiredKeys: ["kampfwuerfelKraftCheck"] },
  ),
  // Logged events fold under the readings they were booked with: both keep every law.
  readings: fc.constantFrom<RuleReadings>(1, 2),
});

const envelope = (s: Sheet): CharacterEnvelope => ({
  format: "spieltisch/character@1",
  system: "kampfwuerfel",
  name: "Probe",
  ...s,
});

/** A step as generated: `due` becomes the outcome of the first due check when there is one. */
type Step =
  | { readonly type: "outcome"; readonly outcome: KampfwuerfelOutcome }
  | { readonly type: "command"; readonly command: KampfwuerfelCommand }
  | { readonly type: "due"; readonly passed: boolean };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc
    .integer({ min: 0, max: 40 })
    .map((amount): Step => ({ type: "outcome", outcome: { kind: "damage", amount } })),
  fc
    .integer({ min: 0, max: 12 })
    .map((dice): Step => ({ type: "outcome", outcome: { kind: "spend-kw", dice } })),
  fc.constant<Step>({ type: "outcome", outcome: { kind: "reflex" } }),
  fc.boolean().map((passed): Step => ({ type: "due", passed })),
  fc
    .boolean()
    .map((passed): Step => ({ type: "outcome", outcome: { kind: "check", id: "kraft-1", passed } })),
  fc
    .constantFrom<KampfwuerfelCommand>(
      { command: "new-phase" },
      { command: "new-fight" },
      { command: "reflex" },
      { command: "wake" },
      { command: "stabilise" },
      { command: "die" },
    )
    .map((command): Step => ({ type: "command", command })),
  fc
    .integer({ min: 0, max: 40 })
    .map((amount): Step => ({ type: "command", command: { command: "damage", amount } })),
  fc
    .integer({ min: 0, max: 40 })
    .map((amount): Step => ({ type: "command", command: { command: "heal", amount } })),
  fc
    .integer({ min: 0, max: 3 })
    .map((days): Step => ({ type: "command", command: { command: "rest", days } })),
  fc
    .integer({ min: 0, max: 6 })
    .map((be): Step => ({ type: "command", command: { command: "hindrance", be } })),
  fc
    .integer({ min: -10, max: 40 })
    .map((threshold): Step => ({ type: "command", command: { command: "threshold", threshold } })),
);

type Event =
  | { readonly type: "outcome"; readonly outcome: KampfwuerfelOutcome }
  | { readonly type: "command"; readonly command: KampfwuerfelCommand };

const apply = (c: KampfwuerfelCondition, e: Event, table: TableSettings): KampfwuerfelCondition =>
  e.type === "outcome" ? rules.applyOutcome(c, e.outcome, table) : rules.applyCommand(c, e.command, table);

function concrete(c: KampfwuerfelCondition, step: Step, table: TableSettings): Event | undefined {
  if (step.type !== "due") return step;
  const due = rules.dueChecks(c, table)[0];
  return due && { type: "outcome", outcome: { kind: "check", id: due.id, passed: step.passed } };
}

/** Applies the steps one by one; a step the rules refuse (an `EngineError`) is left out. */
function stepByStep(start: KampfwuerfelCondition, steps: readonly Step[], table: TableSettings) {
  const events: Event[] = [];
  const states = [start];
  let c = start;
  for (const step of steps) {
    const e = concrete(c, step, table);
    if (!e) continue;
    try {
      c = apply(c, e, table);
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      continue;
    }
    events.push(e);
    states.push(c);
  }
  return { events, states, last: c };
}

const phaseDice = (s: Sheet, extraBE: number) =>
  Math.max(
    0,
    s.combatDice - Math.max(0, s.armorBE + extraBE - s.toughness) - Math.max(0, s.shieldBE - s.shieldSkill),
  );

/**
 * The legal range of a condition, written from the text, independently of the engine's own check
 * (and the engine's check agrees: `set` takes it back).
 */
function isLegal(c: KampfwuerfelCondition, s: Sheet, table: TableSettings): boolean {
  const ints = [c.lp, c.lpMax, c.kwLeft, c.extraBE, c.checksMade].every(Number.isInteger);
  const awake = !c.dead && !c.unconscious && c.lp >= 0;
  const heavy =
    s.geschick === undefined || s.factor === undefined
      ? c.heavyHit === null
      : c.heavyHit?.base === s.kraft + s.geschick && c.heavyHit.start === (s.kraft + s.geschick) * s.factor;
  const pendingOk = c.pending.every((p) =>
    p.kind === "kraft" ? awake && c.lp < c.dailyRegeneration : awake && c.reflexUsed,
  );
  const kinds = c.pending.map((p) => p.kind);
  // Stabilised only below 0 LP; a named cause only while down, after the readings named it.
  const stabilisedOk = c.stabilised === undefined || c.lp < 0;
  const causeOk = c.unconsciousCause === undefined || (c.unconscious && table.readings !== 1);
  const loweredOk =
    c.heavyHit?.loweredBy === undefined || (c.heavyHit.loweredBy > c.heavyHit.base && table.readings !== 1);
  return (
    stabilisedOk &&
    causeOk &&
    loweredOk &&
    ints &&
    heavy &&
    pendingOk &&
    new Set(kinds).size === kinds.length &&
    c.pending.every((p) => p.n >= 1 && p.n <= c.checksMade) &&
    c.lpMax === s.lp &&
    c.lp <= c.lpMax &&
    c.lp >= KW_LP_MIN &&
    c.kwLeft >= 0 &&
    c.kwLeft <= phaseDice(s, c.extraBE) &&
    c.extraBE >= 0 &&
    c.extraBE <= 100
  );
}

const run = { numRuns: 300 };

describe("Kampfwürfel condition properties", () => {
  it("never leaves its legal range; the status follows LP, unconsciousness and death", () => {
    fc.assert(
      fc.property(sheetArb, tableArb, fc.array(stepArb, { maxLength: 40 }), (s, table, steps) => {
        const { states } = stepByStep(rules.initialCondition(envelope(s), table), steps, table);
        for (const c of states) {
          expect(isLegal(c, s, table)).toBe(true);
          expect(rules.applyCommand(c, { command: "set", condition: c }, table)).toEqual(c);
          const status = rules.status(c);
          const below = c.stabilised ? "out" : "dying";
          expect(status).toBe(c.dead ? "dead" : c.lp < 0 ? below : c.unconscious ? "out" : "active");
          for (const use of ["action", "condition-check", "healing"] as const) {
            expect(rules.modifiersFrom(c, use, table)).toEqual([]);
          }
          for (const due of rules.dueChecks(c, table)) expect(due.action).toBe("check");
        }
      }),
      run,
    );
  });

  it("applying a step and then the inverse command restores the condition", () => {
    fc.assert(
      fc.property(sheetArb, tableArb, fc.array(stepArb, { maxLength: 40 }), (s, table, steps) => {
        const { states } = stepByStep(rules.initialCondition(envelope(s), table), steps, table);
        for (let i = 1; i < states.length; i++) {
          const [before, after] = [states[i - 1]!, states[i]!];
          expect(rules.applyCommand(after, rules.inverse(before, after), table)).toEqual(before);
        }
      }),
      run,
    );
  });

  it("the fold of the accepted events equals the step-by-step result, and replays the same every time", () => {
    fc.assert(
      fc.property(sheetArb, tableArb, fc.array(stepArb, { maxLength: 40 }), (s, table, steps) => {
        const start = rules.initialCondition(envelope(s), table);
        const { events, last } = stepByStep(start, steps, table);
        const fold = () => events.reduce((c, e) => apply(c, e, table), start);
        expect(fold()).toEqual(last);
        expect(fold()).toEqual(fold());
      }),
      run,
    );
  });

  it("a reflex is rolled once per phase: forbidden exactly when booking it is refused; it spends the KW; a new phase gives it back", () => {
    fc.assert(
      fc.property(sheetArb, tableArb, fc.array(stepArb, { maxLength: 40 }), (s, table, steps) => {
        const { states } = stepByStep(rules.initialCondition(envelope(s), table), steps, table);
        for (const c of states) {
          const forbidden = rules.forbids!(c, "reflex", "actor");
          const called = c.pending.some((p) => p.kind === "reflex");
          // Written from the text: spent this phase and not waiting as the GM's call.
          expect(forbidden).toBe(c.reflexUsed && !called ? "reflex-used" : undefined);
          expect(rules.forbids!(c, "reflex", "opponent")).toBeUndefined();
          if (rules.status(c) !== "active") {
            expect(() => rules.applyOutcome(c, { kind: "reflex" }, table)).toThrow(EngineError);
            continue;
          }
          if (forbidden !== undefined) {
            expect(() => rules.applyOutcome(c, { kind: "reflex" }, table)).toThrow(
              expect.objectContaining({ code: forbidden }),
            );
            continue;
          }
          const rolled = rules.applyOutcome(c, { kind: "reflex" }, table);
          expect(rolled.kwLeft).toBe(0);
          expect(rolled.reflexUsed).toBe(true);
          expect(rolled.pending.some((p) => p.kind === "reflex")).toBe(false);
          expect(rolled.lp).toBe(c.lp);
          expect(rules.forbids!(rolled, "reflex", "actor")).toBe("reflex-used");
          const next = rules.applyCommand(rolled, { command: "new-phase" }, table);
          expect(next.reflexUsed).toBe(false);
          expect(next.kwLeft).toBe(phaseDice(s, next.extraBE));
          expect(rules.forbids!(next, "reflex", "actor")).toBeUndefined();
        }
      }),
      run,
    );
  });
});
