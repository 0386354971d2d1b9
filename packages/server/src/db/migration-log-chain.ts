import type { Kysely, Migration } from "kysely";

/**
 * The log's chain (issue #31): each event's `prev` per stream (`prev` the GM stream's,
 * `table_prev` the table stream's, null on secret events), and each table's heads — the hash of
 * its last event per stream — next to its counters, read and written with them, so appending
 * reads nothing more. Null on rows from before: such an event has no `prev`, and a table whose
 * heads are null while it has events has them computed from its last events when it next appends.
 */
export const logChain: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("events").addColumn("prev", "text").execute();
    await db.schema.alterTable("events").addColumn("table_prev", "text").execute();
    await db.schema.alterTable("tables").addColumn("full_head", "text").execute();
    await db.schema.alterTable("tables").addColumn("table_head", "text").execute();
  },
};
