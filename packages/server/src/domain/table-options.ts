import { type ApiBody, type ApiResponse, runChangeTableOptions } from "@spieltisch/protocol";
import type { ServerContext } from "../context.js";
import type { Principal } from "./principal.js";
import { serverTableStore } from "./server-table-store.js";
import { loadTable } from "./tables.js";

/**
 * `PATCH /api/tables/:id/options` (GM): the table core's change of options
 * (`runChangeTableOptions`) on this table.
 *
 * @example
 * await changeTableOptions(ctx, principal, { combatAutoAdvance: false }); // { houseRules: { combatAutoAdvance: false } }
 */
export async function changeTableOptions(
  ctx: ServerContext,
  principal: Principal,
  change: ApiBody<"PATCH /api/tables/:id/options">,
): Promise<ApiResponse<"PATCH /api/tables/:id/options">> {
  const table = await loadTable(ctx.db, principal.tableId);
  return { houseRules: await runChangeTableOptions(serverTableStore(ctx, principal, table), change) };
}
