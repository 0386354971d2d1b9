import type { CharacterEnvelope } from "../../character-rules.js";
import { checkPassed } from "../../check-passed.js";
import type { ConditionRules } from "../../condition-rules.js";
import { hasModule, type TableSettings } from "../../table-settings.js";
import { createFighter } from "../foka/fighter-state.js";
import { applyBasicCommand, applyBasicOutcome } from "./basic-condition.js";
import type { EwsCommand } from "./command.js";
import { clampWounds, type EwsCondition } from "./condition.js";
import { EWS_CONDITION_EXAMPLES } from "./condition-examples.js";
import { ewsModifiersFrom } from "./condition-modifiers.js";
import { conditionSheet } from "./condition-sheet.js";
import { ewsDueChecks } from "./due-checks.js";
import { applyFokaCommand, applyFokaOutcome } from "./foka-condition.js";
import { type EwsOutcome, ewsCheckOutcome } from "./outcome.js";

/**
 * A fresh condition: without FoKa the wounds the sheet records and its WS; with FoKa full TP from
 * the sheet's TP Eigenschaft (12 without one), the sheet's wounds as hindering wounds, nothing
 * due, not in a fight (no adrenaline until a hit or `fight-start`).
 *
 * @example
 * initialEwsCondition(lazaro, withModules("foka")); // { kind: "foka", tp: 12, tpMax: 12, woundThreshold: 4, wounds: 0, … }
 */
export function initialEwsCondition(sheet: CharacterEnvelope, table: TableSettings): EwsCondition {
  const read = conditionSheet(sheet, table);
  const wounds = clampWounds(read.wounds);
  if (!hasModule(table, "foka")) {
    return { kind: "basic", wounds, woundThreshold: read.woundThreshold, status: "active" };
  }
  const fighter = createFighter(read.attribute);
  return {
    kind: "foka",
    ...fighter,
    wounds,
    adrenaline: false,
    woundRecoveryTp: 0,
    criticalRecoveryTp: 0,
  };
}

/**
 * The EWS play-state reducer, one for both rule sets: the condition's `kind` (`basic` or `foka`,
 * chosen by the table's modules when it began) decides how outcomes and commands change it. An
 * outcome of the other rules (a basic healing week on a FoKa condition, FoKa TP healing or a
 * critical wound without FoKa) is the error `condition-rules`. See the README for every field.
 */
export const ewsConditions: ConditionRules<EwsCondition, EwsOutcome, EwsCommand> = {
  initialCondition: initialEwsCondition,
  modifiersFrom: (condition, use) => ewsModifiersFrom(condition, use),
  applyOutcome(condition, outcome, table) {
    switch (condition.kind) {
      case "basic":
        return applyBasicOutcome(condition, outcome);
      case "foka":
        return applyFokaOutcome(condition, outcome, table);
    }
  },
  applyCommand(condition, command, table) {
    switch (condition.kind) {
      case "basic":
        return applyBasicCommand(condition, command, table);
      case "foka":
        return applyFokaCommand(condition, command, table);
    }
  },
  status: (condition) => condition.status,
  dueChecks: (condition) => ewsDueChecks(condition),
  inverse: (before) => ({ command: "set", condition: before }),
  // A low-TP check is a plain `check`: its success is all that counts; the id names the level.
  dueCheckOutcome: (check, result) => ewsCheckOutcome(check.id, checkPassed(result)),
  vocabulary: {
    dueReasons: ["low-tp-out", "low-tp-death"],
    sources: ["wounds", "low-tp", "critical-wounds"],
    errors: [
      "character-dead",
      "no-check-due",
      "due-check-result",
      "condition-rules",
      "invalid-condition",
      "invalid-argument",
    ],
  },
  examples: EWS_CONDITION_EXAMPLES,
};
