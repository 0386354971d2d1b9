import type { Kysely, Migration } from "kysely";

/**
 * A roll request's play fields (CONTRACT §6: `actor`, `skill`, `opponent`, …, `apply`) as JSON
 * text in a column of their own, null for a request without them (and for every request stored
 * before). Not inside `options`: those are the action's options, which the answer parses with
 * the action's schema — and `skill` and `weapon` are also option names of some actions
 * (`bandage`'s Heilkunde, a `shoot`'s Schaden), so the two could not be told apart there.
 */
export const rollRequestPlay: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("roll_requests").addColumn("play", "text").execute();
  },
};
