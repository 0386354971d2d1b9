import { ApiError } from "../errors/api-error.js";
import { normaliseTableOptions } from "../tables/stored-table-options.js";
import { changedOptions, fixedOptionsChanged, tableOptionOffers } from "../tables/table-option-offers.js";
import type { TableOptionsJson } from "../tables/table-options.js";
import { requireGm } from "./table-actor.js";
import type { AnyAppended, TableStore } from "./table-store.js";

/**
 * The GM changes options of the table (CONTRACT §3 `PATCH …/options`). Only those its system
 * offers with its modules (400 `option-not-offered`, the option's path); those that decide rolls
 * only while the log has no roll and no condition event (409 `table-in-play`, the first such
 * option's path): a log never mixes rules, and every roll event keeps the options it was rolled
 * under. `combatAutoAdvance` and `playersEditOwnCondition` decide no roll and change at any time.
 * What changed is stored and logged as a public `table-options-changed` event in the same commit,
 * so every member's app follows live; a change to the values the table has already logs nothing.
 * Answers the table's options after the change.
 */
export async function runChangeTableOptions<E extends AnyAppended>(
  store: TableStore<E>,
  change: TableOptionsJson,
): Promise<TableOptionsJson> {
  const { table, actor } = store.reads;
  requireGm(actor);
  const offered = new Set<string>(tableOptionOffers(table.system, table.modules).map((o) => o.key));
  const foreign = Object.keys(change).find((key) => !offered.has(key));
  if (foreign !== undefined) {
    throw new ApiError(400, "option-not-offered", `A ${table.system} table has no option ${foreign}`, [
      foreign,
    ]);
  }
  return store.commit(async (commit) => {
    const before = await commit.optionsNow();
    const fixed = fixedOptionsChanged(table.system, table.modules, before, change);
    if (fixed.length > 0 && (await commit.inPlay())) {
      throw new ApiError(
        409,
        "table-in-play",
        "The table's log has rolls or condition changes: options that decide rolls stay as they are",
        [fixed[0]!],
      );
    }
    const changed = changedOptions(table.system, table.modules, before, change);
    if (Object.keys(changed).length === 0) return before;
    const after = normaliseTableOptions({ ...before, ...change }).options;
    await commit.storeOptions(after);
    await commit.append("table-options-changed", false, () => ({ change: changed, options: after }));
    return after;
  });
}
