import type { DueCheck, Modifier } from "@spieltisch/engine";
import {
  conditionAfter,
  consequencesOf,
  lookupTableAction,
  preparePlay,
  rollOutcomes,
  rollWithAdapter,
} from "@spieltisch/protocol";
import { parseCliOptions } from "../adapter-options.js";
import { CliError } from "../cli-error.js";
import type { CliContext } from "../context.js";
import type { PlayFile } from "./play-character.js";
import { asCliRefusal } from "./play-refusal.js";

/** A due check rolled: the check, the condition mali it paid, the roll's JSON and the new condition. */
export interface DueCheckRoll {
  readonly check: DueCheck;
  readonly modifiers: readonly Modifier[];
  readonly roll: Record<string, unknown>;
  readonly after: Record<string, unknown>;
}

/**
 * Rolls a check the condition makes due (the first, or the one named `id`) the way the table
 * would: the protocol's `preparePlay` with the `dueCheck` (its action and options, the actor
 * paying the condition's `condition-check` mali), the roll through the pipeline, and
 * `rollOutcomes` booking the rules' `dueCheckOutcome`. Nothing due at all is `nothing-due`, no such
 * id the rules' `no-check-due`.
 *
 * @example
 * rollDueCheck(ctx, { ...held, condition }); // the FoKa "TP ≤ 0" check rolled and booked
 */
export function rollDueCheck(ctx: CliContext, character: PlayFile, id?: string): DueCheckRoll {
  const { rules, condition } = character;
  const due = rules.dueChecks(condition, ctx.table);
  // Nothing due at all says so; a named check that is not due is the rules' `no-check-due`.
  if (due.length === 0)
    throw new CliError("nothing-due", "error.nothing-due", { name: character.sheet.name });
  const check = id === undefined ? due[0] : due.find((c) => c.id === id);
  if (!check) throw new CliError("no-check-due", "error.no-check-due", { id: id ?? "–" });
  const found = lookupTableAction(ctx.system.id, check.action, ctx.table.modules);
  // The rules make due only what their system can roll: anything else is a bug, not bad input.
  if (!found.ok) throw new Error(`due check ${check.id}: ${found.problem}`);
  const { adapter } = found;
  const names = { actor: character.sheet.name };
  const prepared = asCliRefusal(ctx.lang, names, () =>
    preparePlay(
      {
        system: ctx.system.id,
        action: check.action,
        adapter,
        parseOptions: (raw) => ({ ...parseCliOptions(adapter.options, raw) }),
      },
      ctx.table,
      {},
      { actor: character.id, dueCheck: check.id },
      { actor: character },
    ),
  );
  const rolled = rollWithAdapter(adapter, prepared.options, ctx.rng, ctx.table, prepared.sides);
  const after = asCliRefusal(ctx.lang, names, () => {
    const consequences = consequencesOf(adapter, rolled.result, rolled.params, ctx.table);
    const outcomes = rollOutcomes(ctx.system.id, ctx.table, { result: rolled.result, consequences }, check);
    return conditionAfter(ctx.system.id, ctx.table, condition, outcomes.actor, "actor");
  });
  return {
    check,
    modifiers: prepared.actor?.modifiers ?? [],
    roll: { action: check.action, ...rolled.json },
    after,
  };
}
