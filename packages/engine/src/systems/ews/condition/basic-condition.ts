import { requireInt } from "../../../errors.js";
import { noCheckDue } from "../../condition-refusals.js";
import type { TableSettings } from "../../table-settings.js";
import type { EwsCommand } from "./command.js";
import { clampWounds, type EwsBasicCondition, type EwsCondition } from "./condition.js";
import { rulesMismatch } from "./condition-errors.js";
import type { EwsOutcome } from "./outcome.js";
import { validateEwsCondition } from "./validate-condition.js";

/**
 * A hit under the basic rules: only injuries that reach the Wundschwelle count, as one wound;
 * anything less is a scratch (text: "Verletzungen unter der Wundschwelle sind dabei einfach
 * Kratzer"). So a FoKa melee or shot rolled at a table without FoKa still books what it did.
 */
function basicHit(c: EwsBasicCondition, amount: number): EwsBasicCondition {
  requireInt("amount", amount, 0, 100_000);
  const wound = amount > 0 && amount >= c.woundThreshold;
  return wound ? { ...c, wounds: clampWounds(c.wounds + 1) } : c;
}

/** The basic condition after a roll's outcome (RULINGS §1.6, §1.7). */
export function applyBasicOutcome(c: EwsBasicCondition, outcome: EwsOutcome): EwsBasicCondition {
  switch (outcome.kind) {
    case "damage":
      return basicHit(c, outcome.amount);
    case "confrontation": {
      const wounds = requireInt("wounds", outcome.wounds, 0, 100_000);
      return { ...c, wounds: clampWounds(c.wounds + wounds), status: outcome.lost ? "out" : c.status };
    }
    case "heal-week":
      return { ...c, wounds: clampWounds(c.wounds + requireInt("change", outcome.change, -1, 1)) };
    case "tp-healing":
      throw rulesMismatch("tp-healing", c.kind);
    case "check":
      throw noCheckDue(outcome.id);
  }
}

/** The basic condition after a GM's command. */
export function applyBasicCommand(
  c: EwsBasicCondition,
  command: EwsCommand,
  table: TableSettings,
): EwsCondition {
  switch (command.command) {
    case "damage":
      return basicHit(c, command.amount);
    case "wounds": {
      if (command.critical) throw rulesMismatch("critical wounds", c.kind);
      const change = requireInt("change", command.change, -100_000, 100_000);
      return { ...c, wounds: clampWounds(c.wounds + change) };
    }
    case "regenerate":
    case "rest":
      throw rulesMismatch(command.command, c.kind);
    case "resolve-check":
      throw noCheckDue(command.id);
    case "fight-start":
      return c;
    case "fight-over":
      return { ...c, status: "active" };
    case "set":
      return validateEwsCondition(command.condition, table);
  }
}
