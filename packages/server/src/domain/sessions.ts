import { type ApiResponse, runSessionCommand, type SessionCommandBody } from "@spieltisch/protocol";
import type { ServerContext } from "../context.js";
import { viewEvent } from "../events/stored-event.js";
import type { Principal } from "./principal.js";
import { serverTableStore } from "./server-table-store.js";
import { loadTable } from "./tables.js";

/**
 * `POST /sessions` (GM): the table core's start or end of an evening (`runSessionCommand`) on
 * this table — one `session` event in the table stream.
 */
export async function sessionCommand(
  ctx: ServerContext,
  principal: Principal,
  body: SessionCommandBody,
): Promise<ApiResponse<"POST /api/tables/:id/sessions">> {
  const table = await loadTable(ctx.db, principal.tableId);
  const event = await runSessionCommand(serverTableStore(ctx, principal, table), body);
  return viewEvent(event, principal.role)!;
}
