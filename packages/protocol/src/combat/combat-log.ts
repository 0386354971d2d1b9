import type { TableEvent } from "../events/table-event.js";
import type { CombatCommand } from "./combat-command.js";
import { foldCombat } from "./combat-reducer.js";
import type { CombatState } from "./combat-state.js";

/** The commands of a log's `combat` events, in log order. */
export function* combatCommandsOf(events: Iterable<TableEvent>): Generator<CombatCommand> {
  for (const event of events) if (event.kind === "combat") yield event.command;
}

/**
 * The current fight of a table: the fold of its `combat` events' commands. The server, a shared
 * table's browser and a local table all compute it this way, so they agree on every log.
 */
export const combatOfLog = (events: Iterable<TableEvent>): CombatState =>
  foldCombat(combatCommandsOf(events));
