import { requireInt } from "../../../errors.js";
import { characterDead, noCheckDue } from "../../condition-refusals.js";
import type { TableSettings } from "../../table-settings.js";
import { applyDamage, loseTp, regainTp, resolveCheck } from "../foka/fighter-state.js";
import { type TpHealingSituation, weeklyTp } from "../foka/tp-healing.js";
import { recoverWounds } from "../foka/wound-recovery.js";
import type { EwsCommand } from "./command.js";
import { clampWounds, type EwsCondition, type EwsFokaCondition } from "./condition.js";
import { rulesMismatch } from "./condition-errors.js";
import { dueCheckId } from "./due-checks.js";
import type { EwsOutcome } from "./outcome.js";
import { validateEwsCondition } from "./validate-condition.js";

/** Most weeks one `rest` command books. */
export const MAX_REST_WEEKS = 52;

/**
 * TP below −5 × TPmax say nothing more (the character is dead), so the condition keeps them at
 * that bound and stays within its range.
 */
const bounded = (c: EwsFokaCondition): EwsFokaCondition => ({
  ...c,
  tp: Math.max(c.tp, -5 * c.tpMax),
  wounds: clampWounds(c.wounds),
  criticalWounds: clampWounds(c.criticalWounds),
});

/** A hit: the FoKa state machine, and the adrenaline of the fight flows (a critical wound −6). */
function hit(c: EwsFokaCondition, amount: number): EwsFokaCondition {
  const { fighter } = applyDamage(c, amount);
  return bounded({ ...c, ...fighter, adrenaline: true });
}

/**
 * TP regained (`tp` > 0: up to TPmax, and every point heals the hindering wounds, plain ones
 * first) or lost without a wound (`tp` < 0: wasting away; low-TP checks fall due as on a hit).
 */
function regenerate(c: EwsFokaCondition, tp: number, table: TableSettings): EwsFokaCondition {
  requireInt("tp", tp, -100_000, 100_000);
  if (c.status === "dead") throw characterDead("regenerate");
  if (tp < 0) return bounded({ ...c, ...loseTp(c, -tp) });
  if (tp === 0) return c;
  return recoverWounds({ ...c, ...regainTp(c, tp) }, tp, table);
}

/** Weeks of TP healing; each week's rate follows the wounds that still hinder at its start. */
function rest(
  c: EwsFokaCondition,
  situation: TpHealingSituation,
  weeks: number,
  table: TableSettings,
): EwsFokaCondition {
  requireInt("weeks", weeks, 1, MAX_REST_WEEKS);
  let next = c;
  for (let week = 0; week < weeks && next.status !== "dead"; week++) {
    const rate = weeklyTp({
      attribute: next.attribute,
      wounds: next.wounds,
      critical: next.criticalWounds,
      situation,
    });
    next = regenerate(next, rate, table);
  }
  return next;
}

/** The first due check must be the one named: the table rolls them in order. */
function resolve(c: EwsFokaCondition, id: string, passed: boolean): EwsFokaCondition {
  const first = c.pending[0];
  if (!first || dueCheckId(first) !== id) throw noCheckDue(id);
  return { ...c, ...resolveCheck(c, passed) };
}

/** A lost Ein-Wurf fight: its wounds (no TP: the one roll decides, FoKa's TP are not asked). */
function confrontation(c: EwsFokaCondition, wounds: number, lost: boolean): EwsFokaCondition {
  requireInt("wounds", wounds, 0, 100_000);
  if (c.status === "dead") throw characterDead("confrontation");
  return {
    ...c,
    wounds: clampWounds(c.wounds + wounds),
    status: lost ? "out" : c.status,
  };
}

/** The FoKa condition after a roll's outcome (RULINGS §1.8). */
export function applyFokaOutcome(
  c: EwsFokaCondition,
  outcome: EwsOutcome,
  table: TableSettings,
): EwsFokaCondition {
  switch (outcome.kind) {
    case "damage":
      return hit(c, outcome.amount);
    case "confrontation":
      return confrontation(c, outcome.wounds, outcome.lost);
    case "heal-week":
      throw rulesMismatch("heal-week", c.kind);
    case "tp-healing":
      return regenerate(c, outcome.tp, table);
    case "check":
      return resolve(c, outcome.id, outcome.passed);
  }
}

/** Adds or clears wounds by hand; a kind with none left has no recovery under way. */
function changeWounds(c: EwsFokaCondition, change: number, critical: boolean): EwsFokaCondition {
  requireInt("change", change, -100_000, 100_000);
  if (critical) {
    const criticalWounds = clampWounds(c.criticalWounds + change);
    return { ...c, criticalWounds, criticalRecoveryTp: criticalWounds > 0 ? c.criticalRecoveryTp : 0 };
  }
  const wounds = clampWounds(c.wounds + change);
  return { ...c, wounds, woundRecoveryTp: wounds > 0 ? c.woundRecoveryTp : 0 };
}

/** The FoKa condition after a GM's command. */
export function applyFokaCommand(
  c: EwsFokaCondition,
  command: EwsCommand,
  table: TableSettings,
): EwsCondition {
  switch (command.command) {
    case "damage":
      return hit(c, command.amount);
    case "regenerate":
      return regenerate(c, command.tp, table);
    case "rest":
      if (c.status === "dead") throw characterDead("rest");
      return rest(c, command.situation, command.weeks, table);
    case "wounds":
      return changeWounds(c, command.change, command.critical === true);
    case "resolve-check":
      return resolve(c, command.id, command.passed);
    case "fight-start":
      return { ...c, adrenaline: true };
    case "fight-over":
      // Out of the fight only by a lost Ein-Wurf fight: up again. Out at TP ≤ 0: healing decides.
      return { ...c, adrenaline: false, status: c.status === "out" && c.tp > 0 ? "active" : c.status };
    case "set":
      return validateEwsCondition(command.condition, table);
  }
}
