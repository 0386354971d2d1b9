import { type SessionEventBody, sessionEventBodySchema } from "@spieltisch/protocol";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

/**
 * The body of a table's last `session` event (an evening started or ended), or none before the
 * first: whether an evening is open decides the GM's next `start` or `end`.
 */
export async function lastSessionMark(
  db: Kysely<Database>,
  tableId: string,
): Promise<SessionEventBody | undefined> {
  const row = await db
    .selectFrom("events")
    .select("body")
    .where("table_id", "=", tableId)
    .where("kind", "=", "session")
    .orderBy("full_seq", "desc")
    .limit(1)
    .executeTakeFirst();
  return row === undefined ? undefined : sessionEventBodySchema.parse(JSON.parse(row.body));
}
