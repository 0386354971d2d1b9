import type { ConditionEvent } from "../condition-event.js";
import { foldCondition } from "../condition-fold.js";
import type { ConditionRules } from "../condition-rules.js";
import type { TableSettings } from "../table-settings.js";
import type { UrfassungCondition } from "./condition.js";
import { applyUrfassungCommand } from "./condition-apply-command.js";
import { applyUrfassungOutcome } from "./condition-apply-outcome.js";
import type { UrfassungCommand } from "./condition-command.js";
import { urfassungDueCheckOutcome, urfassungDueChecks } from "./condition-due.js";
import { URFASSUNG_CONDITION_EXAMPLES } from "./condition-examples.js";
import { urfassungModifiers } from "./condition-modifiers.js";
import type { UrfassungOutcome } from "./condition-outcome.js";
import { initialUrfassungCondition } from "./condition-sheet.js";

/**
 * The EWS-Urfassung's play state: TP = 2 × SR with the threshold table, stun, wounds that bleed
 * until bandaged, exhaustion, the daze after a hit and healing by the week (README "Condition").
 */
export const urfassungConditions: ConditionRules<UrfassungCondition, UrfassungOutcome, UrfassungCommand> = {
  initialCondition: (sheet) => initialUrfassungCondition(sheet),
  modifiersFrom: urfassungModifiers,
  applyOutcome: applyUrfassungOutcome,
  applyCommand: applyUrfassungCommand,
  status: (c) => c.status,
  dueChecks: urfassungDueChecks,
  // The whole condition before: exact whatever happened in between.
  inverse: (before) => ({ command: "set", condition: before }),
  dueCheckOutcome: (check, result) => urfassungDueCheckOutcome(check, result),
  vocabulary: {
    dueReasons: ["ur-threshold", "ur-daze", "ur-bleeding", "ur-exhaustion", "ur-healing"],
    sources: ["threshold", "wounds", "severe-wounds", "exhaustion", "dazed"],
    errors: [
      "character-dead",
      "no-check-due",
      "due-check-result",
      "invalid-condition",
      "invalid-argument",
      "invalid-choice",
      "invalid-table-option",
      "ur-not-bleeding",
      "ur-no-wound-to-bandage",
      "ur-unknown-wound",
      "ur-too-many-wounds",
      "ur-status-mismatch",
      "ur-still-bleeding",
    ],
  },
  examples: URFASSUNG_CONDITION_EXAMPLES,
};

/** One step of a condition's history: a roll's outcome or a GM's command. */
export type UrfassungConditionEvent = ConditionEvent<UrfassungOutcome, UrfassungCommand>;

/** The fold of a history: the condition after every step, in order (the generic `foldCondition`). */
export const foldUrfassungCondition = (
  initial: UrfassungCondition,
  events: readonly UrfassungConditionEvent[],
  table: TableSettings,
): UrfassungCondition => foldCondition(urfassungConditions, initial, events, table);
