import {
  type ApiResponse,
  normaliseTableOptions,
  storedTableOptionsSchema,
  tableOptionsPatchSchema,
} from "@spieltisch/protocol";
import type { ServerContext } from "../context.js";
import { ApiError, parseWith } from "../errors.js";
import { type Principal, requireGm } from "./principal.js";
import { forgetTable } from "./tables.js";

/**
 * `PATCH /api/tables/:id/options` (GM): switches `combatAutoAdvance` (the only option a table
 * changes during play: it decides no roll). Stored in the table's options, read fresh where it
 * decides (`tableOptionsNow`), so every process follows at once; this process forgets its cached
 * settings too.
 *
 * @example
 * await changeTableOptions(ctx, principal, { combatAutoAdvance: false }); // { houseRules: { combatAutoAdvance: false } }
 */
export async function changeTableOptions(
  ctx: ServerContext,
  principal: Principal,
  rawBody: unknown,
): Promise<ApiResponse<"PATCH /api/tables/:id/options">> {
  requireGm(principal);
  const change = parseWith(tableOptionsPatchSchema, rawBody);
  const options = await ctx.writer.write(principal.tableId, async (trx) => {
    const row = await trx
      .selectFrom("tables")
      .select("house_rules")
      .where("id", "=", principal.tableId)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, "table-not-found", "No such table");
    const before = normaliseTableOptions(storedTableOptionsSchema.parse(JSON.parse(row.house_rules))).options;
    const after = { ...before, ...change };
    await trx
      .updateTable("tables")
      .set({ house_rules: JSON.stringify(after) })
      .where("id", "=", principal.tableId)
      .execute();
    return { result: after, events: [] };
  });
  forgetTable(ctx.db, principal.tableId);
  return { houseRules: options };
}
