import {
  type ApiResponse,
  changedOptions,
  fixedOptionsChanged,
  normaliseTableOptions,
  storedTableOptionsSchema,
  tableOptionOffers,
  tableOptionsPatchSchema,
} from "@spieltisch/protocol";
import type { ServerContext } from "../context.js";
import { ApiError, parseWith } from "../errors.js";
import { appendEvent } from "../store/append-event.js";
import { type Principal, requireGm } from "./principal.js";
import { forgetTable, loadTable, tableInPlay } from "./tables.js";

/**
 * `PATCH /api/tables/:id/options` (GM): changes options of the table. Only those its system offers
 * with its modules (400 `option-not-offered`, the option's path); those that decide rolls only
 * while the log has no roll and no condition event (409 `table-in-play`, the first such option's
 * path): a log never mixes rules, and every roll event keeps the options it was rolled under.
 * `combatAutoAdvance` and `playersEditOwnCondition` decide no roll and change at any time (read
 * fresh where they decide, `tableOptionsNow`). What changed is stored and logged as a public
 * `table-options-changed` event in the same commit, so every member's app follows live; a change
 * to the values the table has already logs nothing.
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
  const table = await loadTable(ctx.db, principal.tableId);
  const offered = new Set<string>(tableOptionOffers(table.system, table.modules).map((o) => o.key));
  const foreign = Object.keys(change).find((key) => !offered.has(key));
  if (foreign !== undefined) {
    throw new ApiError(400, "option-not-offered", `A ${table.system} table has no option ${foreign}`, [
      foreign,
    ]);
  }
  const options = await ctx.writer.write(principal.tableId, async (trx, batch) => {
    const row = await trx
      .selectFrom("tables")
      .select("house_rules")
      .where("id", "=", principal.tableId)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, "table-not-found", "No such table");
    const before = normaliseTableOptions(storedTableOptionsSchema.parse(JSON.parse(row.house_rules))).options;
    const fixed = fixedOptionsChanged(table.system, table.modules, before, change);
    if (fixed.length > 0 && (await tableInPlay(trx, principal.tableId))) {
      throw new ApiError(
        409,
        "table-in-play",
        "The table's log has rolls or condition changes: options that decide rolls stay as they are",
        [fixed[0]!],
      );
    }
    const changed = changedOptions(table.system, table.modules, before, change);
    if (Object.keys(changed).length === 0) return { result: before, events: [] };
    const after = normaliseTableOptions({ ...before, ...change }).options;
    await trx
      .updateTable("tables")
      .set({ house_rules: JSON.stringify(after) })
      .where("id", "=", principal.tableId)
      .execute();
    const event = await appendEvent(
      trx,
      batch,
      principal.tableId,
      { kind: "table-options-changed", secret: false, by: principal.credentialId },
      () => ({ change: changed, options: after }),
    );
    return { result: after, events: [event] };
  });
  forgetTable(ctx.db, principal.tableId);
  return { houseRules: options };
}
