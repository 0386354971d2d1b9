import type { ApiResponse } from "@spieltisch/protocol";
import type { ServerContext } from "../context.js";
import { viewEvent } from "../events/stored-event.js";
import { appendEvent } from "../store/append-event.js";
import type { Principal } from "./principal.js";

/**
 * `PATCH /api/tables/:id` (the caller checked for the GM): the table's new name, stored and logged
 * as a public `table-renamed` event in the same commit, so every member's app shows it live.
 *
 * @example
 * await renameTable(ctx, principal, "Die Nebelinseln"); // {seq, kind: "table-renamed", name: "Die Nebelinseln", …}
 */
export async function renameTable(
  ctx: ServerContext,
  principal: Principal,
  name: string,
): Promise<ApiResponse<"PATCH /api/tables/:id">> {
  const event = await ctx.writer.write(principal.tableId, async (trx, batch) => {
    await trx.updateTable("tables").set({ name }).where("id", "=", principal.tableId).execute();
    const stored = await appendEvent(
      trx,
      batch,
      principal.tableId,
      { kind: "table-renamed", secret: false, by: principal.credentialId },
      () => ({ name }),
    );
    return { result: stored, events: [stored] };
  });
  return viewEvent(event, principal.role)!;
}
