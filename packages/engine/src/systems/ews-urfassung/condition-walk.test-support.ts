import fc from "fast-check";
import { EngineError } from "../../errors.js";
import type { CharacterEnvelope } from "../character-rules.js";
import { applyConditionEvent } from "../condition-fold.js";
import type { RuleReadings, TableSettings } from "../table-settings.js";
import type { UrfassungCondition } from "./condition.js";
import type { UrfassungCommand } from "./condition-command.js";
import { CONDITION_CHECK_MALI } from "./condition-options.js";
import type { UrfassungOutcome } from "./condition-outcome.js";
import { urfassungConditions as rules, type UrfassungConditionEvent } from "./conditions.js";
import { STANCES } from "./manoeuvres.js";
import { UNARMED_VARIANTS } from "./unarmed.js";
import type { WoundKind } from "./wounds.js";

/**
 * Random play for the property tests: a step is a few integers that become an outcome or command
 * fitting the condition at hand (answering a due check, a blow, a bandage, a GM's tick…), so most
 * steps are accepted; the ones the rules refuse are left out of the history.
 */

/** One random step before it meets a condition. */
export interface WalkStep {
  readonly pick: number;
  readonly a: number;
  readonly b: number;
  readonly c: number;
}

const step = fc.record({
  pick: fc.nat(17),
  a: fc.nat(1000),
  b: fc.nat(1000),
  c: fc.nat(1000),
});

/** A sheet with KO, and SR or not. */
export const sheetArbitrary: fc.Arbitrary<CharacterEnvelope> = fc
  .record({ ko: fc.integer({ min: 1, max: 24 }), sr: fc.option(fc.integer({ min: 1, max: 24 })) })
  .map(({ ko, sr }) => ({
    format: "spieltisch/character@1",
    system: "ews-urfassung",
    name: "Walker",
    attributes: [{ name: "Konstitution", short: "KO", value: ko }],
    subAttributes: sr === null ? [] : [{ name: "Schadensresistenz", short: "SR", base: "KO", value: sr }],
  }));

/** The table options the condition reads, in every combination. */
export const tableArbitrary: fc.Arbitrary<TableSettings> = fc
  .record({
    injury: fc.constantFrom("basic", "extended"),
    exhaustion: fc.boolean(),
    severe: fc.constantFrom("until-healed", "until-bandaged"),
    unarmed: fc.constantFrom(...UNARMED_VARIANTS),
    mali: fc.constantFrom(...CONDITION_CHECK_MALI),
    krit: fc.boolean(),
    // Logged events fold under the readings they were booked with: both must keep every law.
    readings: fc.constantFrom<RuleReadings>(1, 2),
  })
  .map((t) => ({
    modules: t.krit ? ["krit"] : [],
    options: {
      urfassungInjuryTable: t.injury,
      urfassungExhaustion: t.exhaustion,
      urfassungSevereWoundMalus: t.severe,
      urfassungUnarmed: t.unarmed,
      urfassungConditionCheckMali: t.mali,
    },
    readings: t.readings,
  }));

export const stepsArbitrary = fc.array(step, { minLength: 10, maxLength: 80, size: "max" });

const kindOf = (n: number): WoundKind => (n % 2 === 0 ? "wound" : "severe");

/** The outcome of answering one of the due checks with made-up dice. */
function answerDue(c: UrfassungCondition, s: WalkStep, table: TableSettings): UrfassungOutcome | null {
  const due = rules.dueChecks(c, table);
  const check = due[s.a % Math.max(1, due.length)];
  if (!check) return null;
  const intervals = Number(check.options.intervals ?? 0);
  const result = {
    success: s.b % 2 === 0,
    damage: s.b % (intervals + 1),
    bleeding: s.c % 3 === 0 ? 0 : 1,
    tpChange: (s.b % 13) - 5,
  };
  return rules.dueCheckOutcome(check, result, table);
}

function outcomeFor(c: UrfassungCondition, s: WalkStep, table: TableSettings): UrfassungOutcome | null {
  switch (s.pick) {
    case 0:
    case 1:
      return { kind: "hit", damage: s.a % 40, stun: s.b % 4 === 0 };
    case 2:
      return { kind: "acted", stance: STANCES[s.a % STANCES.length]! };
    case 3:
    case 4:
    case 5:
      return answerDue(c, s, table);
    case 6:
      return { kind: "bandaged", woundKind: kindOf(s.a), tpRestored: s.b % 5, stopsBleeding: s.c % 3 !== 0 };
    case 7: {
      const kind = kindOf(s.a);
      const bleeding = c.wounds.filter((w) => w.kind === kind && w.bleeding).length;
      // One bleeding roll covers at most ten wounds (the action's bound, `bleeding.ts`); a
      // character with more rolls again for the rest.
      const count = s.b % (Math.min(bleeding, 10) + 1);
      const intervals = s.c % 4;
      const damage = (s.a >> 1) % (count * intervals + 1);
      return {
        kind: "bled",
        woundKind: kind,
        wound: null,
        count,
        intervals,
        damage,
        stillBleeding: s.b % (count + 1),
      };
    }
    case 8:
      return { kind: "healed", tpChange: (s.a % 15) - 5 };
    default:
      return null;
  }
}

function commandFor(c: UrfassungCondition, s: WalkStep): UrfassungCommand {
  switch (s.pick) {
    case 9:
      return { command: "damage", amount: s.a % 30, stun: s.b % 3 === 0, hit: s.c % 2 === 0 };
    case 10:
      return { command: "heal", amount: s.a % 12 };
    case 11:
      return { command: "add-wound", woundKind: kindOf(s.a) };
    case 12:
      return { command: "clear-wound", wound: c.wounds[s.a % Math.max(1, c.wounds.length)]?.id ?? 1 };
    case 13:
      return { command: "time-passes", seconds: s.a % 130 };
    case 14:
      return { command: "rounds-pass", rounds: s.a % 4 };
    case 15:
      return s.b % 2 === 0
        ? { command: "week-passes", situation: { mode: "travel", exertion: "normal" } }
        : {
            command: "week-passes",
            situation: { mode: "treatment", physician: s.a % 20, equipment: (s.c % 19) - 9 },
          };
    case 16:
      return { command: "rest" };
    default:
      return s.a % 2 === 0 ? { command: "wake" } : { command: "stabilise" };
  }
}

/** The event a step becomes for a condition. */
export function eventFor(
  c: UrfassungCondition,
  s: WalkStep,
  table: TableSettings,
): UrfassungConditionEvent | null {
  if (s.pick <= 8) {
    const outcome = outcomeFor(c, s, table);
    return outcome ? { type: "outcome", outcome } : null;
  }
  return { type: "command", command: commandFor(c, s) };
}

/** Applies one event. */
export const applyEvent = (c: UrfassungCondition, e: UrfassungConditionEvent, table: TableSettings) =>
  applyConditionEvent(rules, c, e, table);

/** The refusals of the rules a random step may meet; any other error is a bug. */
const REFUSALS = new Set([
  "no-check-due",
  "character-dead",
  "ur-not-bleeding",
  "ur-no-wound-to-bandage",
  "ur-unknown-wound",
  "ur-status-mismatch",
  "ur-too-many-wounds",
  "ur-still-bleeding",
]);

/** One accepted step: the condition before, the event and the condition after. */
export interface WalkRecord {
  readonly before: UrfassungCondition;
  readonly event: UrfassungConditionEvent;
  readonly after: UrfassungCondition;
}

/**
 * Plays the steps from a sheet's fresh condition. A step the rules refuse (an `EngineError`: a
 * check not due, the dead hurt again, no such wound) is left out; any other error is a bug and
 * escapes.
 */
export function walk(
  sheet: CharacterEnvelope,
  steps: readonly WalkStep[],
  table: TableSettings,
): { initial: UrfassungCondition; records: WalkRecord[] } {
  const initial = rules.initialCondition(sheet, table);
  const records: WalkRecord[] = [];
  let c = initial;
  for (const s of steps) {
    const event = eventFor(c, s, table);
    if (!event) continue;
    try {
      const after = applyEvent(c, event, table);
      records.push({ before: c, event, after });
      c = after;
    } catch (error) {
      if (!(error instanceof EngineError && REFUSALS.has(error.code))) throw error;
    }
  }
  return { initial, records };
}
