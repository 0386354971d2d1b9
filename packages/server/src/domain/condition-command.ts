import { type ApiResponse, type ConditionCommandBody, runConditionCommand } from "@spieltisch/protocol";
import type { ServerContext } from "../context.js";
import { viewEvent } from "../events/stored-event.js";
import type { Principal } from "./principal.js";
import { serverTableStore } from "./server-table-store.js";
import { loadTable } from "./tables.js";

/**
 * `POST …/characters/:cid/condition` (CONTRACT §4): the table core's condition command on this
 * table (`runConditionCommand`: the GM's hand, or a player's on their own character where the
 * table allows it).
 */
export async function conditionCommand(
  ctx: ServerContext,
  principal: Principal,
  characterId: string,
  body: ConditionCommandBody,
): Promise<ApiResponse<"POST /api/tables/:id/characters/:cid/condition">> {
  const table = await loadTable(ctx.db, principal.tableId);
  const event = await runConditionCommand(serverTableStore(ctx, principal, table), characterId, body);
  return viewEvent(event, principal.role)!;
}
