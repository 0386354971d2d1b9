import { type ApiResponse, type AwardStricheBody, runAwardStriche } from "@spieltisch/protocol";
import type { ServerContext } from "../context.js";
import { viewEvent } from "../events/stored-event.js";
import type { Principal } from "./principal.js";
import { serverTableStore } from "./server-table-store.js";
import { loadTable } from "./tables.js";

/**
 * `POST /striche` (GM): the table core's award (`runAwardStriche`) on this table — one
 * `striche-awarded` event in the table stream.
 */
export async function awardStriche(
  ctx: ServerContext,
  principal: Principal,
  body: AwardStricheBody,
): Promise<ApiResponse<"POST /api/tables/:id/striche">> {
  const table = await loadTable(ctx.db, principal.tableId);
  const event = await runAwardStriche(serverTableStore(ctx, principal, table), body);
  return viewEvent(event, principal.role)!;
}
