import type { DueCheck, Modifier } from "@spieltisch/engine";
import { resolveAction, rollWithAdapter, sideModifiers } from "@spieltisch/protocol";
import { CliError } from "../cli-error.js";
import type { CliContext } from "../context.js";
import type { PlayCharacter } from "./play-character.js";

/** A due check rolled: the check, the condition mali it paid, the roll's JSON and the new condition. */
export interface DueCheckRoll {
  readonly check: DueCheck;
  readonly modifiers: readonly Modifier[];
  readonly roll: Record<string, unknown>;
  readonly after: Record<string, unknown>;
}

/**
 * Rolls a check the condition makes due (the first, or the one named `id`) the way the table
 * would: its action with its options through the pipeline, the actor paying the condition's
 * `condition-check` mali, and the rules' `dueCheckOutcome` booked on the condition. Nothing due
 * (or no such id) is the rules' `no-check-due`.
 *
 * @example
 * rollDueCheck(ctx, held, held.condition); // the FoKa "TP ≤ 0" check rolled and booked
 */
export function rollDueCheck(
  ctx: CliContext,
  character: PlayCharacter,
  condition: Record<string, unknown>,
  id?: string,
): DueCheckRoll {
  const { rules } = character;
  const due = rules.dueChecks(condition, ctx.table);
  const check = id === undefined ? due[0] : due.find((c) => c.id === id);
  if (!check) throw new CliError("no-check-due", "error.no-check-due", { id: id ?? "–" });
  const resolved = resolveAction(ctx.system.id, check.action, check.options, ctx.table.modules);
  if (!resolved.ok) {
    // The rules make due only what their system can roll: anything else is a bug, not bad input.
    throw new Error(`due check ${check.id}: ${resolved.problem}`);
  }
  const { adapter, options } = resolved;
  const modifiers = sideModifiers(ctx.system.id, adapter, "actor", options, condition, ctx.table, true);
  const rolled = rollWithAdapter(adapter, options, ctx.rng, ctx.table, { actor: modifiers });
  const outcome = rules.dueCheckOutcome(check, rolled.result, ctx.table);
  return {
    check,
    modifiers,
    roll: { action: check.action, ...rolled.json },
    after: rules.applyOutcome(condition, outcome, ctx.table),
  };
}
