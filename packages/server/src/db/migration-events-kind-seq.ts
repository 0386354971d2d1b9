import type { Kysely, Migration } from "kysely";

/**
 * An index to find a table's latest event of a kind in one step (`ORDER BY full_seq DESC LIMIT
 * 1`): the combat state is the state logged with the latest `combat` event, so a command's cost
 * no longer grows with the fight's history (issue #15: 1 000 combat events made every command
 * replay them all inside the one write queue).
 */
export const eventsKindSeqIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex("events_kind_seq")
      .on("events")
      .columns(["table_id", "kind", "full_seq"])
      .execute();
  },
};
