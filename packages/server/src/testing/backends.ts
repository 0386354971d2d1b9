import { randomBytes } from "node:crypto";
import pg from "pg";
import { type AppOptions, buildApp, type SpieltischApp } from "../app.js";

/** The Postgres server of the test environment (trust auth). */
export const POSTGRES_BASE = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_BASE, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Drops the named Postgres schemas with everything in them (a test's cleanup). */
export async function dropSchemas(schemas: readonly string[]): Promise<void> {
  if (schemas.length === 0) return;
  const client = new pg.Client({ connectionString: POSTGRES_BASE });
  await client.connect();
  try {
    for (const schema of schemas) await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

/** A storage backend for a test file: a factory for database URLs and a cleanup. */
export interface Backend {
  readonly name: "sqlite" | "postgres";
  /** A fresh database (SQLite in memory; a new Postgres schema) for one app. */
  url(): string;
  cleanup(): Promise<void>;
}

/**
 * SQLite always; Postgres when reachable. With `CI=true` an unreachable Postgres fails the run;
 * elsewhere it is skipped with a loud notice, so a laptop without Postgres still runs the suite.
 */
export async function testBackends(): Promise<Backend[]> {
  const backends: Backend[] = [{ name: "sqlite", url: () => "sqlite::memory:", cleanup: async () => {} }];
  if (await postgresReachable()) {
    const schemas: string[] = [];
    backends.push({
      name: "postgres",
      url: () => {
        const schema = `st_test_${process.pid}_${randomBytes(6).toString("hex")}`;
        schemas.push(schema);
        return `${POSTGRES_BASE}?schema=${schema}`;
      },
      cleanup: () => dropSchemas(schemas),
    });
  } else if (process.env.CI === "true") {
    throw new Error(
      `CI=true but PostgreSQL at ${POSTGRES_BASE} is unreachable: the Postgres suite is mandatory in CI`,
    );
  } else {
    console.warn(
      `\n${"!".repeat(72)}\n!!! PostgreSQL at ${POSTGRES_BASE} is unreachable: Postgres storage tests SKIPPED\n${"!".repeat(72)}\n`,
    );
  }
  return backends;
}

/** A test client over `app.inject` with bearer-token helpers. */
export interface TestTable {
  readonly id: string;
  readonly gmToken: string;
  readonly playerToken: string;
  readonly viewerToken: string;
}

/** Builds an app on a backend (`options` besides the database: rate limits, …). */
export const appOn = (
  backend: Backend,
  options: Omit<AppOptions, "databaseUrl"> = {},
): Promise<SpieltischApp> => buildApp({ ...options, databaseUrl: backend.url() });

/** `Authorization: Bearer …`. */
export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Creates a table through the API. */
export async function newTable(
  app: SpieltischApp["app"],
  body: Record<string, unknown> = { name: "Testtisch", system: "ews" },
): Promise<TestTable> {
  const res = await app.inject({ method: "POST", url: "/api/tables", payload: body });
  if (res.statusCode !== 201) throw new Error(`create table: ${res.statusCode} ${res.body}`);
  return res.json() as TestTable;
}
