import { randomUUID } from "node:crypto";
import { checkModules, EngineError, getSystem } from "@spieltisch/engine";
import {
  type CreateTableBody,
  type Role,
  type StoredTableOptions,
  storedTableOptionsSchema,
} from "@spieltisch/protocol";
import type { Kysely } from "kysely";
import type { ServerContext } from "../context.js";
import type { Database, TablesRow } from "../db/schema.js";
import { ApiError } from "../errors.js";
import { newSeed, seedCommitment } from "../fairness/seeds.js";
import { appendEvent } from "../store/append-event.js";
import { type Batch, seedKey } from "../store/batch.js";
import { hashToken, newToken } from "../tokens.js";

/** A table's settings as the engine and the roll derivation need them. */
export interface TableSettingsRow {
  readonly id: string;
  readonly name: string;
  readonly system: string;
  readonly modules: string[];
  /** The table's options as stored (older tables: older spellings; see `normaliseTableOptions`). */
  readonly houseRules: StoredTableOptions;
  readonly createdAt: string;
}

/** The visibility streams; each has its own seed (see the README, "Fairness"). */
export type Stream = "table" | "gm";

/**
 * Settings of recently used tables. A table's name, system, modules and house rules never change
 * after creation (no route changes them), so caching them is safe across processes too; a route
 * that changes them must also drop the entry.
 */
const tableCache = new WeakMap<object, Map<string, TableSettingsRow>>();
const TABLE_CACHE_SIZE = 1000;

/** Reads a table's settings; 404 when it does not exist. */
export async function loadTable(db: Kysely<Database>, tableId: string): Promise<TableSettingsRow> {
  let cache = tableCache.get(db);
  if (!cache) {
    cache = new Map();
    tableCache.set(db, cache);
  }
  const cached = cache.get(tableId);
  if (cached) return cached;
  const row = await db.selectFrom("tables").selectAll().where("id", "=", tableId).executeTakeFirst();
  if (!row) throw new ApiError(404, "table-not-found", "No such table");
  const table = tableFromRow(row);
  if (cache.size >= TABLE_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(tableId, table);
  return table;
}

/** A database row → {@link TableSettingsRow}. */
export const tableFromRow = (row: TablesRow): TableSettingsRow => ({
  id: row.id,
  name: row.name,
  system: row.system,
  modules: JSON.parse(row.modules) as string[],
  houseRules: storedTableOptionsSchema.parse(JSON.parse(row.house_rules)),
  createdAt: row.created_at,
});

/** Inserts a credential and returns its token (the only time the token exists in clear). */
export async function insertCredential(
  trx: Kysely<Database>,
  tableId: string,
  role: Role,
  kind: "invite" | "member",
  name: string | null,
): Promise<{ id: string; token: string }> {
  const token = newToken();
  const id = randomUUID();
  await trx
    .insertInto("credentials")
    .values({
      id,
      table_id: tableId,
      role,
      kind,
      name,
      token_hash: hashToken(token),
      created_at: new Date().toISOString(),
      revoked_at: null,
    })
    .execute();
  return { id, token };
}

/** Inserts a fresh seed for a stream and returns its id and commitment. */
export async function insertSeed(
  trx: Kysely<Database>,
  tableId: string,
  stream: Stream,
): Promise<{ seedId: string; commitment: string }> {
  const seed = newSeed();
  const commitment = seedCommitment(seed);
  const seedId = randomUUID();
  await trx
    .insertInto("seeds")
    .values({
      id: seedId,
      table_id: tableId,
      stream,
      seed,
      commitment,
      created_at: new Date().toISOString(),
      revealed_at: null,
    })
    .execute();
  return { seedId, commitment };
}

/** The seed a stream currently rolls with (never revealed yet); read once per batch. */
export async function currentSeed(trx: Kysely<Database>, tableId: string, stream: Stream, batch?: Batch) {
  await batch?.prime(trx, tableId);
  const cached = batch?.values.get(seedKey(tableId, stream)) as
    | { id: string; seed: string; commitment: string }
    | undefined;
  if (cached) return cached;
  const row = await trx
    .selectFrom("seeds")
    .select(["id", "seed", "commitment"])
    .where("table_id", "=", tableId)
    .where("stream", "=", stream)
    .where("revealed_at", "is", null)
    .executeTakeFirst();
  if (!row) throw new Error(`Table ${tableId} has no current ${stream} seed`);
  batch?.values.set(seedKey(tableId, stream), row);
  return row;
}

/**
 * Creates a table: its row, one invite token per role, a seed per stream and the first events,
 * which publish the seed commitments before any roll can happen.
 */
export async function createTable(ctx: ServerContext, body: CreateTableBody) {
  let modules: string[];
  try {
    const system = getSystem(body.system);
    modules = body.modules ?? system.modules.filter((m) => m.defaultOn).map((m) => m.id);
    checkModules(system, modules);
  } catch (error) {
    if (error instanceof EngineError) {
      throw new ApiError(400, error.code, error.message, [
        error.code === "unknown-module" ? "modules" : "system",
      ]);
    }
    throw error;
  }
  const id = randomUUID();
  const houseRules = body.houseRules ?? {};
  return ctx.writer.write(id, async (trx, batch) => {
    await trx
      .insertInto("tables")
      .values({
        id,
        name: body.name,
        system: body.system,
        modules: JSON.stringify(modules),
        house_rules: JSON.stringify(houseRules),
        created_at: new Date().toISOString(),
        full_seq: 0,
        table_seq: 0,
      })
      .execute();
    const gm = await insertCredential(trx, id, "gm", "invite", "GM");
    const player = await insertCredential(trx, id, "player", "invite", null);
    const viewer = await insertCredential(trx, id, "viewer", "invite", null);
    const tableSeed = await insertSeed(trx, id, "table");
    const gmSeed = await insertSeed(trx, id, "gm");
    const events = [
      await appendEvent(trx, batch, id, { kind: "table-created", secret: false, by: gm.id }, () => ({
        name: body.name,
        system: body.system,
        modules,
        houseRules,
        seed: { stream: "table", ...tableSeed },
      })),
      await appendEvent(trx, batch, id, { kind: "seed-committed", secret: true, by: gm.id }, () => ({
        seed: { stream: "gm", ...gmSeed },
      })),
    ];
    return {
      result: { id, gmToken: gm.token, playerToken: player.token, viewerToken: viewer.token },
      events,
    };
  });
}

/**
 * Reveals the current seed of a stream and commits to a new one, as one event in that stream
 * (the table stream's rotation is public; the GM stream's is secret like its rolls).
 */
export async function rotateSeed(ctx: ServerContext, tableId: string, stream: Stream, by: string) {
  return ctx.writer.write(tableId, async (trx, batch) => {
    const old = await currentSeed(trx, tableId, stream, batch);
    await trx
      .updateTable("seeds")
      .set({ revealed_at: new Date().toISOString() })
      .where("table_id", "=", tableId)
      .where("id", "=", old.id)
      .execute();
    const next = await insertSeed(trx, tableId, stream);
    batch.values.delete(seedKey(tableId, stream));
    const event = await appendEvent(
      trx,
      batch,
      tableId,
      { kind: "seed-rotated", secret: stream === "gm", by },
      () => ({
        stream,
        revealed: { seedId: old.id, seed: old.seed, commitment: old.commitment },
        next,
      }),
    );
    return { result: event, events: [event] };
  });
}
