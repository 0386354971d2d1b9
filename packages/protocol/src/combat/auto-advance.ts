import type { TableSettings } from "@spieltisch/engine";
import { findActionAdapter } from "../actions/pipeline.js";
import type { CombatCommand } from "./combat-command.js";
import type { CombatState } from "./combat-state.js";

/**
 * The turn moves on by itself once the fighter on turn has acted (issue #26): the table option
 * `combatAutoAdvance` (on unless the table turned it off). The server decides it in the commit of
 * the roll, so it happens with the GM's phone locked; a local table the same way in the browser.
 */

/** Actions that answer at any time and never end a turn: Kampfwürfel's reflex roll is a reaction. */
const REACTIONS: ReadonlySet<string> = new Set(["kampfwuerfel/reflex"]);

/** The `next` a roll that ended its fighter's turn logs. */
export const AFTER_ROLL_NEXT = { command: "next", afterRoll: true } as const satisfies CombatCommand;

/**
 * Whether the table moves the turn on after the acting fighter's roll (`combatAutoAdvance`,
 * default on: a table at which the GM runs the fight wants the next fighter asked without a tap).
 *
 * @example
 * autoAdvances({ modules: [], options: { combatAutoAdvance: false } }); // false
 */
export const autoAdvances = (table: TableSettings): boolean => table.options.combatAutoAdvance !== false;

/**
 * The `next` a booked roll (`apply`, no due check) of `actor` makes, or null: when the table moves
 * turns on by itself, a fight is running, `actor` is the fighter on turn, and the action is one a
 * fighter acts with (its actor side `acts`, and it is no reaction).
 *
 * @example
 * nextAfterRoll("ews", table, "melee", "c1", fight); // { command: "next", afterRoll: true } when c1 is on turn
 */
export function nextAfterRoll(
  system: string,
  table: TableSettings,
  action: string,
  actor: string,
  state: CombatState,
): typeof AFTER_ROLL_NEXT | null {
  if (!autoAdvances(table) || !state.active) return null;
  if (state.order[state.turn]?.characterId !== actor) return null;
  if (REACTIONS.has(`${system}/${action}`)) return null;
  const acts = findActionAdapter(system, action, table.modules)?.sides?.actor?.acts === true;
  return acts ? AFTER_ROLL_NEXT : null;
}
