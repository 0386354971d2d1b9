import { type Kysely, type Migration, type MigrationProvider, Migrator } from "kysely";
import { credentialOrigin } from "./migration-credential-origin.js";
import { dropEventsKind } from "./migration-drop-events-kind.js";
import { eventsKindSeqIndex } from "./migration-events-kind-seq.js";
import { logChain } from "./migration-log-chain.js";
import { rollRequestPlay } from "./migration-roll-request-play.js";

/**
 * Numbered migrations, in code so the compiled server needs no files next to it. Never edit a
 * released migration; add the next number. Types stay portable (text, integer) so SQLite and
 * Postgres share every statement.
 */
const MIGRATIONS: Record<string, Migration> = {
  "0001-initial": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("tables")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("system", "text", (c) => c.notNull())
        .addColumn("modules", "text", (c) => c.notNull())
        .addColumn("house_rules", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("full_seq", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("table_seq", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable("credentials")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("table_id", "text", (c) => c.notNull().references("tables.id"))
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("name", "text")
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("revoked_at", "text")
        .execute();
      await db.schema
        .createTable("seeds")
        // Seed ids stay the same through export and import, so they are unique per table only.
        .addColumn("id", "text", (c) => c.notNull())
        .addColumn("table_id", "text", (c) => c.notNull().references("tables.id"))
        .addColumn("stream", "text", (c) => c.notNull())
        .addColumn("seed", "text", (c) => c.notNull())
        .addColumn("commitment", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("revealed_at", "text")
        .addPrimaryKeyConstraint("seeds_pk", ["table_id", "id"])
        .execute();
      await db.schema.createIndex("seeds_table").on("seeds").columns(["table_id", "stream"]).execute();
      await db.schema
        .createTable("events")
        .addColumn("table_id", "text", (c) => c.notNull().references("tables.id"))
        .addColumn("full_seq", "integer", (c) => c.notNull())
        .addColumn("table_seq", "integer")
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("secret", "integer", (c) => c.notNull())
        .addColumn("by", "text")
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("events_pk", ["table_id", "full_seq"])
        .execute();
      await db.schema
        .createIndex("events_table_seq")
        .on("events")
        .columns(["table_id", "table_seq"])
        .unique()
        .execute();
      await db.schema.createIndex("events_kind").on("events").columns(["table_id", "kind"]).execute();
      await db.schema
        .createTable("characters")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("table_id", "text", (c) => c.notNull().references("tables.id"))
        .addColumn("owner", "text", (c) => c.notNull())
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("deleted", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable("character_versions")
        .addColumn("character_id", "text", (c) => c.notNull().references("characters.id"))
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("by", "text", (c) => c.notNull())
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("deleted", "integer", (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("character_versions_pk", ["character_id", "version"])
        .execute();
      await db.schema
        .createTable("roll_requests")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("table_id", "text", (c) => c.notNull().references("tables.id"))
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("options", "text", (c) => c.notNull())
        .addColumn("label", "text")
        .addColumn("to_credential", "text")
        .addColumn("secret", "integer", (c) => c.notNull())
        .addColumn("created_by", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("roll_seq", "integer")
        .execute();
    },
  },
  "0002-conditions": {
    async up(db: Kysely<unknown>) {
      // A snapshot of each character's condition (CONTRACT §4). The events are the truth; this
      // row is their fold, written in the same commit as the event, so reading a character or
      // rolling against it never replays the log.
      await db.schema
        .createTable("character_conditions")
        .addColumn("character_id", "text", (c) => c.primaryKey().references("characters.id"))
        .addColumn("table_id", "text", (c) => c.notNull().references("tables.id"))
        .addColumn("condition", "text", (c) => c.notNull())
        .addColumn("public_condition", "text")
        .addColumn("full_seq", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("character_conditions_table")
        .on("character_conditions")
        .column("table_id")
        .execute();
    },
  },
  "0003-client-seeds": {
    async up(db: Kysely<unknown>) {
      // Every client seed a table's rolls used (CONTRACT §5): a second use is refused, since a
      // client-seeded roll does not depend on its position in the log.
      await db.schema
        .createTable("client_seeds")
        .addColumn("table_id", "text", (c) => c.notNull().references("tables.id"))
        .addColumn("client_seed", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("client_seeds_pk", ["table_id", "client_seed"])
        .execute();
    },
  },
  // Named after the conditions and client seeds (written on another branch at the same time), so
  // the order of migrations stays the order of their names.
  "0004-events-kind-seq": eventsKindSeqIndex,
  "0005-roll-request-play": rollRequestPlay,
  "0006-credential-origin": credentialOrigin,
  "0007-log-chain": logChain,
  "0008-drop-events-kind": dropEventsKind,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** The names of every migration, as the migration table records them once run. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS);

/**
 * Brings the schema up to the newest migration; throws when one fails. With a Postgres `schema`,
 * Kysely's own bookkeeping tables live there too — otherwise it would find another schema's and
 * think this one is migrated.
 */
export async function migrateToLatest(db: Kysely<unknown>, schema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
