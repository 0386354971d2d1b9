import type { ApiResponse, CombatCommand } from "@spieltisch/protocol";
import { runCombatCommand } from "@spieltisch/protocol";
import type { ServerContext } from "../context.js";
import { viewEvent } from "../events/stored-event.js";
import type { Principal } from "./principal.js";
import { serverTableStore } from "./server-table-store.js";
import { loadTable } from "./tables.js";

/** `POST /combat` (GM): the table core's combat command on this table (`runCombatCommand`). */
export async function combatCommand(
  ctx: ServerContext,
  principal: Principal,
  command: CombatCommand,
): Promise<ApiResponse<"POST /api/tables/:id/combat">> {
  const table = await loadTable(ctx.db, principal.tableId);
  const event = await runCombatCommand(serverTableStore(ctx, principal, table), command);
  return viewEvent(event, principal.role)!;
}
