import fc from "fast-check";
import { EngineError } from "../../../errors.js";
import type { CharacterEnvelope } from "../../character-rules.js";
import type { TableSettings } from "../../table-settings.js";
import type { EwsCommand } from "./command.js";
import type { EwsCondition } from "./condition.js";
import { ewsConditions } from "./ews-conditions.js";
import type { EwsOutcome } from "./outcome.js";

/** A sheet whose TP Eigenschaft ("Konstitution") has the given level ("" = 12, "+" = 15, "-" = 9…). */
export const sheetWith = (level: string, wounds = 0): CharacterEnvelope => ({
  format: "spieltisch/character@1",
  system: "ews",
  name: "Probe",
  attributes: [{ name: "Konstitution", level }],
  woundAttribute: "Konstitution",
  wounds,
});

/** The plain TP thresholds the text gives (independent of the engine's constants). */
const TARGETS: Readonly<Record<number, number>> = { 1: 12, 2: 12, 3: 15, 4: 18, 5: 21 };

/**
 * The legal range of an EWS condition, written from the text (RULINGS §1.6–1.8), not from the
 * engine's validator: returns the first broken rule, or null.
 */
export function illegality(c: EwsCondition, woundTp = 4, criticalTp = 12): string | null {
  const int = (n: number, lo: number, hi: number) => Number.isInteger(n) && n >= lo && n <= hi;
  if (!int(c.wounds, 0, 100)) return "wounds";
  if (c.kind === "basic") {
    if (!int(c.woundThreshold, 0, 100)) return "woundThreshold";
    return c.status === "active" || c.status === "out" ? null : "status";
  }
  if (!int(c.tpMax, 1, 100) || c.attribute !== c.tpMax) return "tpMax";
  if (c.woundThreshold !== Math.floor((2 * c.tpMax + 3) / 6)) return "woundThreshold";
  if (!int(c.tp, -5 * c.tpMax, c.tpMax)) return "tp";
  if (!int(c.criticalWounds, 0, 100)) return "criticalWounds";
  const level = c.tp > 0 ? 0 : Math.min(6, 1 + Math.floor(-c.tp / c.tpMax));
  if (c.levelReached !== level) return "levelReached";
  if (level === 6 && c.status !== "dead") return "alive below −5 × TPmax";
  if (c.passedZero && c.tp > 0) return "passedZero above 0";
  if (c.status === "dead" && c.pending.length > 0) return "checks for the dead";
  let previous = 0;
  for (const p of c.pending) {
    if (p.level <= previous || p.level > Math.min(level, 5)) return "pending order";
    if (p.target !== TARGETS[p.level] || p.onFail !== (p.level === 1 ? "out" : "dead"))
      return "pending check";
    previous = p.level;
  }
  if (!int(c.woundRecoveryTp, 0, c.wounds > 0 ? woundTp - 1 : 0)) return "woundRecoveryTp";
  if (!int(c.criticalRecoveryTp, 0, c.criticalWounds > 0 ? criticalTp - 1 : 0)) return "criticalRecoveryTp";
  return null;
}

/** One step of play: an outcome of a roll or a GM command. */
export type Step = { readonly outcome: EwsOutcome } | { readonly command: EwsCommand };

/** Applies one step. */
export const applyStep = (c: EwsCondition, step: Step, table: TableSettings): EwsCondition =>
  "outcome" in step
    ? ewsConditions.applyOutcome(c, step.outcome, table)
    : ewsConditions.applyCommand(c, step.command, table);

/** Outcomes of every kind, with ids of real and unknown checks. */
export const outcomeArb: fc.Arbitrary<EwsOutcome> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.integer({ min: 0, max: 40 }).map((amount) => ({ kind: "damage" as const, amount })),
  },
  fc.record({
    kind: fc.constant("confrontation" as const),
    wounds: fc.integer({ min: 0, max: 8 }),
    lost: fc.boolean(),
  }),
  fc.integer({ min: -1, max: 1 }).map((change) => ({ kind: "heal-week" as const, change })),
  fc.integer({ min: -8, max: 8 }).map((tp) => ({ kind: "tp-healing" as const, tp })),
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("check" as const),
      id: fc.constantFrom("low-tp-1", "low-tp-2", "low-tp-3", "low-tp-4", "low-tp-5", "bleeding-1"),
      passed: fc.boolean(),
    }),
  },
);

/** GM commands of every kind except `set` (which the inverse property covers). */
export const commandArb: fc.Arbitrary<EwsCommand> = fc.oneof(
  fc.integer({ min: 0, max: 40 }).map((amount) => ({ command: "damage" as const, amount })),
  fc.integer({ min: -8, max: 8 }).map((tp) => ({ command: "regenerate" as const, tp })),
  fc.record({
    command: fc.constant("rest" as const),
    situation: fc.constantFrom("hospital" as const, "bed" as const, "ship" as const, "march" as const),
    weeks: fc.integer({ min: 1, max: 6 }),
  }),
  fc.record({
    command: fc.constant("wounds" as const),
    change: fc.integer({ min: -3, max: 3 }),
    critical: fc.boolean(),
  }),
  fc.record({
    command: fc.constant("resolve-check" as const),
    id: fc.constantFrom("low-tp-1", "low-tp-2", "low-tp-3"),
    passed: fc.boolean(),
  }),
  fc.constant({ command: "fight-start" as const }),
  fc.constant({ command: "fight-over" as const }),
);

/** A step as generated: a concrete step, or "roll the first due check" (made concrete in {@link play}). */
export type PlannedStep = Step | { readonly due: boolean };

/** A step of play; one in four rolls the first due check when there is one. */
export const stepArb: fc.Arbitrary<PlannedStep> = fc.oneof(
  { weight: 3, arbitrary: outcomeArb.map((outcome) => ({ outcome })) },
  { weight: 2, arbitrary: commandArb.map((command) => ({ command })) },
  { weight: 2, arbitrary: fc.boolean().map((due) => ({ due })) },
);

/** Random play: up to 60 steps. */
export const stepsArb: fc.Arbitrary<PlannedStep[]> = fc.array(stepArb, { maxLength: 60, size: "large" });

/** A table: with or without FoKa, the default or other recovery thresholds. */
export const tableArb: fc.Arbitrary<TableSettings> = fc.record({
  modules: fc.constantFrom(["foka"], [], ["foka", "krit"]),
  options: fc.constantFrom({}, { fokaWoundRecoveryTp: 3, fokaCriticalRecoveryTp: 8 }),
});

/** A starting sheet: the TP Eigenschaft from 6 to 21, and the wounds its file records. */
export const sheetArb: fc.Arbitrary<CharacterEnvelope> = fc
  .tuple(fc.constantFrom("---", "--", "-", "", "+", "++", "+++"), fc.integer({ min: 0, max: 3 }))
  .map(([level, wounds]) => sheetWith(level, wounds));

/** True for the errors a step may legitimately raise (a step that does not fit the condition). */
export const isRefusal = (e: unknown): boolean =>
  e instanceof EngineError && ["no-check-due", "character-dead", "condition-rules"].includes(e.code);

/**
 * Applies the steps that fit, in order, skipping refused ones (and "roll the due check" when none
 * is due): the sequence of conditions reached and the concrete steps that were applied.
 */
export function play(
  start: EwsCondition,
  steps: readonly PlannedStep[],
  table: TableSettings,
): { conditions: EwsCondition[]; applied: Step[] } {
  const conditions = [start];
  const applied: Step[] = [];
  let c = start;
  for (const planned of steps) {
    let step: Step;
    if ("due" in planned) {
      const first = ewsConditions.dueChecks(c, table)[0];
      if (!first) continue;
      step = { outcome: { kind: "check", id: first.id, passed: planned.due } };
    } else step = planned;
    try {
      c = applyStep(c, step, table);
    } catch (e) {
      if (isRefusal(e)) continue;
      throw e;
    }
    conditions.push(c);
    applied.push(step);
  }
  return { conditions, applied };
}
