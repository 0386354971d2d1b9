import { ewsRules } from "@spieltisch/engine";
import {
  type ApiResponse,
  awardStricheBodySchema,
  awardsOfLog,
  ewsCharacterSchema,
  importedEventBodySchema,
  isMessageKey,
  type StricheAward,
  stricheAwardedEventBodySchema,
  stricheLedger,
  translate,
} from "@spieltisch/protocol";
import type { Kysely } from "kysely";
import type { ServerContext } from "../context.js";
import type { Database } from "../db/schema.js";
import { ApiError, parseWith } from "../errors.js";
import { viewEvent } from "../events/stored-event.js";
import { appendEvent } from "../store/append-event.js";
import { type Principal, requireActor, requireGm } from "./principal.js";
import { loadTable, type TableSettingsRow } from "./tables.js";

/** SteM Striche on a stored or saved sheet; a sheet that is no EWS file has none. */
const spentOn = (sheet: unknown): number => {
  const parsed = ewsCharacterSchema.safeParse(sheet);
  return parsed.success ? ewsRules.stricheSpent(parsed.data) : 0;
};

/** Only an EWS table with the module SteM hands out Striche. */
const playsStem = (table: TableSettingsRow): boolean =>
  table.system === "ews" && table.modules.includes("stem");

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

type LiveCharacter = { id: string; body: string };

/** The characters an award goes to: the one named, or every player character (no NPCs). */
function recipients(rows: readonly LiveCharacter[], characterId: string | undefined) {
  const sheets = rows.map((row) => ({ id: row.id, sheet: JSON.parse(row.body) as Record<string, unknown> }));
  if (characterId !== undefined) {
    const found = sheets.find((c) => c.id === characterId);
    if (!found || found.sheet.secret === true) {
      throw new ApiError(404, "character-not-found", "No such character", ["character"]);
    }
    if (found.sheet.npc === true) {
      throw new ApiError(422, "npc-no-striche", "NPCs do not collect Striche", ["character"]);
    }
    return [found];
  }
  const players = sheets.filter((c) => c.sheet.npc !== true);
  if (players.length === 0) {
    throw new ApiError(422, "no-characters", "The table has no player characters to award", ["character"]);
  }
  return players;
}

/**
 * `POST /striche` (GM): Striche for one or all player characters, logged as one `striche-awarded`
 * event in the table stream. Each share notes the SteM Striche on the sheet at that moment, so the
 * ledger ({@link stricheLedger}) knows where the character's spending starts.
 */
export async function awardStriche(
  ctx: ServerContext,
  principal: Principal,
  rawBody: unknown,
): Promise<ApiResponse<"POST /api/tables/:id/striche">> {
  requireActor(principal);
  requireGm(principal);
  const body = parseWith(awardStricheBodySchema, rawBody);
  const table = await loadTable(ctx.db, principal.tableId);
  if (!playsStem(table)) {
    throw new ApiError(
      422,
      "module-required",
      "Striche need an EWS table with the module stem",
      ["striche"],
      {
        params: { module: "stem" },
      },
    );
  }
  const stored = await ctx.writer.write(table.id, async (trx, batch) => {
    const rows = await trx
      .selectFrom("characters")
      .select(["id", "body"])
      .where("table_id", "=", table.id)
      .where("deleted", "=", 0)
      .orderBy("updated_at")
      .execute();
    const awards = recipients(rows, body.character).map(({ id, sheet }) => ({
      character: id,
      name: typeof sheet.name === "string" ? sheet.name : id,
      striche: body.striche,
      spentBefore: spentOn(sheet),
    }));
    const event = await appendEvent(
      trx,
      batch,
      table.id,
      { kind: "striche-awarded", secret: false, by: principal.credentialId },
      () => ({ awards, note: body.note ?? null, byName: principal.name }),
    );
    return { result: event, events: [event] };
  });
  return viewEvent(stored, principal.role)!;
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
