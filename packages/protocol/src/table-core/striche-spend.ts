import * as ewsRules from "@spieltisch/engine/systems/ews";
import { ewsCharacterSchema } from "../characters/ews-character.js";
import { stricheLedger } from "../characters/striche-ledger.js";
import { ApiError } from "../errors/api-error.js";
import type { StricheAward } from "../events/striche-event.js";
import { isMessageKey, translate } from "../i18n/catalogue.js";
import { playsStem } from "./award-striche.js";
import type { TableRow } from "./table-store.js";

/**
 * Refuses a sheet edit that spends SteM Striche the table does not allow (module off) or the
 * character was not awarded (`awards`: the table's, in log order): 422 with the code, the path
 * `striche`, its params and the reason in German and English. Taking Striche back is always fine.
 * Runs inside the commit that saves the sheet, so two tabs cannot both spend the same Striche.
 */
export function requireStricheSpend(
  awards: readonly StricheAward[],
  table: TableRow,
  characterId: string,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): void {
  if (table.system !== "ews") return;
  const old = ewsCharacterSchema.safeParse(before);
  const next = ewsCharacterSchema.safeParse(after);
  if (!old.success || !next.success) return;
  const spentBefore = ewsRules.stricheSpent(old.data);
  if (ewsRules.stricheSpent(next.data) <= spentBefore) return;
  const ledger = stricheLedger(awards, characterId, spentBefore);
  const [issue] = ewsRules.spendIssues(old.data, next.data, {
    available: ledger.unspent,
    stem: playsStem(table),
  });
  if (!issue) return;
  const params = { ...issue.params };
  const key = `issue.${issue.code}`;
  const code = issue.code.replace(/^ews\./, "");
  const reason = isMessageKey(key)
    ? { de: translate("de", key, params), en: translate("en", key, params) }
    : undefined;
  throw new ApiError(422, code, reason?.en ?? code, [...issue.path], {
    params,
    ...(reason ? { reason } : {}),
  });
}
