import {
  awardsOfLog,
  importedEventBodySchema,
  type StricheAward,
  stricheAwardedEventBodySchema,
} from "@spieltisch/protocol";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

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
