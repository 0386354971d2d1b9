import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { type EventBus, InProcessEventBus } from "../events/event-bus.js";
import { PostgresEventBus } from "../events/postgres-event-bus.js";
import type { CommitStrategy } from "../store/commit-strategy.js";
import { postgresCommit } from "../store/postgres-commit.js";
import { sqliteCommit } from "../store/sqlite-commit.js";
import { migrateToLatest } from "./migrations.js";
import type { Database } from "./schema.js";
import { SchemaScopedPostgresDialect } from "./schema-scoped-introspector.js";

/**
 * An open, migrated database with what the server needs to know about it, chosen here once: how
 * the group writer reads and commits, and which event bus serves live sockets.
 */
export interface Storage {
  readonly db: Kysely<Database>;
  /** How the group writer reads counters and seeds and commits its batches. */
  readonly commit: CommitStrategy;
  /**
   * Starts the event bus that fits: in-process on SQLite (one process per file), LISTEN/NOTIFY
   * on Postgres, where several processes may serve the same tables.
   */
  openBus(): Promise<EventBus>;
  close(): Promise<void>;
}

/**
 * Opens `sqlite:PATH` (`sqlite::memory:` for tests) or `postgres://…` and migrates it. A
 * `?schema=NAME` on a Postgres URL puts every table into that schema (created if missing), so
 * test runs and several servers can share one database without colliding.
 *
 * SQLite runs in WAL mode with `synchronous=FULL`: a commit is on disk when it returns, which is
 * what lets the server acknowledge a roll only after it is durable.
 */
export async function openStorage(url: string): Promise<Storage> {
  if (url.startsWith("sqlite:")) return openSqlite(url.slice("sqlite:".length));
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) return openPostgres(url);
  throw new Error(`DATABASE_URL must start with sqlite: or postgres:// (got "${url.split(":")[0]}:")`);
}

async function openSqlite(path: string): Promise<Storage> {
  const file = path === ":memory:" ? path : resolve(path);
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const database = new BetterSqlite3(file);
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = FULL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
  await migrateToLatest(db as Kysely<unknown>);
  return {
    db,
    commit: sqliteCommit,
    openBus: async () => new InProcessEventBus(),
    close: () => db.destroy(),
  };
}

/**
 * Kysely prepares every query anew; preparing costs more than running these small statements,
 * so prepared statements are kept by SQL text (bounded; Kysely runs one query at a time on the
 * connection, so a cached statement is never used twice at once).
 */
function withStatementCache(database: BetterSqlite3.Database, limit = 500) {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        if (cache.size >= limit) cache.delete(cache.keys().next().value!);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * Splits `postgres://…?schema=NAME` into the connection string Postgres understands and the
 * schema (checked: lower-case letters, digits and _).
 *
 * @example
 * parsePostgresUrl("postgres://u@h/db?schema=st_1"); // {connectionString: "postgres://u@h/db", schema: "st_1"}
 */
export function parsePostgresUrl(raw: string): { connectionString: string; schema: string | undefined } {
  const url = new URL(raw);
  const schema = url.searchParams.get("schema");
  url.searchParams.delete("schema");
  if (schema !== null && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error("The schema name must be lower-case letters, digits and _");
  }
  return { connectionString: url.toString(), schema: schema ?? undefined };
}

/**
 * `create schema if not exists`, also when another process creates it at the same moment:
 * Postgres then answers the loser with a unique violation (23505) on `pg_namespace` instead of
 * "exists" — two servers started together on a fresh schema must both come up.
 */
async function createSchema(db: Kysely<Database>, schema: string): Promise<void> {
  try {
    await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  } catch (error) {
    if ((error as { code?: unknown }).code !== "23505") throw error;
  }
}

async function openPostgres(raw: string): Promise<Storage> {
  const { connectionString, schema } = parsePostgresUrl(raw);
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new SchemaScopedPostgresDialect({ pool }, schema) });
  try {
    if (schema) await createSchema(db, schema);
    await migrateToLatest(db as Kysely<unknown>, schema);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return {
    db,
    commit: postgresCommit,
    openBus: () => PostgresEventBus.start(connectionString, db, schema),
    close: () => db.destroy(),
  };
}
