import { ewsRules } from "@spieltisch/engine";
import {
  type ApiResponse,
  type AwardStricheBody,
  awardsOfLog,
  ewsCharacterSchema,
  importedEventBodySchema,
  isMessageKey,
  playsStem,
  runAwardStriche,
  type StricheAward,
  stricheAwardedEventBodySchema,
  stricheLedger,
  translate,
} from "@spieltisch/protocol";
import type { Kysely } from "kysely";
import type { ServerContext } from "../context.js";
import type { Database } from "../db/schema.js";
import { ApiError } from "../errors.js";
import { viewEvent } from "../events/stored-event.js";
import type { Principal } from "./principal.js";
import { serverTableStore } from "./server-table-store.js";
import { loadTable, type TableSettingsRow } from "./tables.js";

/**
 * Every award of a table's log, oldest first, by the characters' ids here (an imported log is
 * read through its `imported` event's renaming). The awards are never secret.
 */
export async function loadAwards(db: Kysely<Database>, tableId: string): Promise<StricheAward[]> {
  const rows = await db
    .selectFrom("events")
    .select(["kind", "body"])
    .where("table_id", "=", tableId)
    .where("kind", "in", ["striche-awarded", "imported"])
    .orderBy("full_seq")
    .execute();
  return awardsOfLog(
    rows.map((row) =>
      row.kind === "imported"
        ? { kind: row.kind, ...importedEventBodySchema.parse(JSON.parse(row.body)) }
        : { kind: row.kind, ...stricheAwardedEventBodySchema.parse(JSON.parse(row.body)) },
    ),
  );
}

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

/**
 * Refuses a sheet edit that spends SteM Striche the table does not allow (module off) or the
 * character was not awarded: 422 with the code, the path `striche`, its params and the reason in
 * German and English. Taking Striche back is always fine. Runs inside the commit that saves the
 * sheet, so two tabs cannot both spend the same Striche.
 */
export async function checkStricheSpend(
  db: Kysely<Database>,
  table: TableSettingsRow,
  characterId: string,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): Promise<void> {
  if (table.system !== "ews") return;
  const old = ewsCharacterSchema.safeParse(before);
  const next = ewsCharacterSchema.safeParse(after);
  if (!old.success || !next.success) return;
  const spentBefore = ewsRules.stricheSpent(old.data);
  if (ewsRules.stricheSpent(next.data) <= spentBefore) return;
  const ledger = stricheLedger(await loadAwards(db, table.id), characterId, spentBefore);
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
