import type { Kysely, Migration } from "kysely";

/**
 * Where a member came from (issue #29): `invite_id`, the invite credential a member traded for
 * their personal token (null: an invite itself, and every member from before), so revoking a
 * person can renew the link they came by; `device_hash`, the SHA-256 of the table id and the key
 * the person's browser keeps (null: none sent), so the GM recognises a person who comes back and
 * a revoked person does not get back in by the same link.
 */
export const credentialOrigin: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("credentials").addColumn("invite_id", "text").execute();
    await db.schema.alterTable("credentials").addColumn("device_hash", "text").execute();
  },
};
