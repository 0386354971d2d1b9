import { randomUUID } from "node:crypto";
import { checkModules, EngineError, getSystem } from "@spieltisch/engine";
import {
  type ApiResponse,
  type CreateTableBody,
  fixedOptionsChanged,
  normaliseTableOptions,
  PLAY_EVENT_KINDS,
  type StoredTableOptions,
  storedTableOptionsSchema,
  type TableOptionsJson,
} from "@spieltisch/protocol";
import type { Kysely } from "kysely";
import type { ServerContext } from "../context.js";
import type { Database, TablesRow } from "../db/schema.js";
import { ApiError } from "../errors.js";
import type { Stream } from "../events/stored-event.js";
import { appendEvent } from "../store/append-event.js";
import type { Batch } from "../store/batch.js";
import type { CurrentSeed } from "../store/commit-strategy.js";
import { provisionTable } from "./provision-table.js";
import { insertSeed } from "./seeds.js";

/** A table's settings as the engine and the roll derivation need them. */
export interface TableSettingsRow {
  readonly id: string;
  readonly system: string;
  readonly modules: string[];
  /** The table's options as stored (older tables: older spellings; see `normaliseTableOptions`). */
  readonly houseRules: StoredTableOptions;
  readonly createdAt: string;
  /**
   * The log had a roll or a condition event when this was read: the options that decide rolls
   * are fixed for good (`PATCH …/options` refuses them). Before, the GM may still change them.
   */
  readonly inPlay: boolean;
}

/** The visibility streams (defined with the events; kept importable from here). */
export type { Stream } from "../events/stored-event.js";

/**
 * Settings of recently used tables in play. A table's system and modules never change after
 * creation, nor its options that decide rolls once the log has a roll or a condition event, so
 * only tables in play are kept here (safe across processes too). Before play the GM may change
 * any option (`PATCH /api/tables/:id/options`): such a table is read again each time, and a
 * commit that decides by its options checks them again ({@link requireSameOptions}). The options
 * of play (`combatAutoAdvance`, `playersEditOwnCondition`) change at any time: where they decide
 * something they are read fresh ({@link tableOptionsNow}). The name can change
 * (`PATCH /api/tables/:id`), so it is not kept here: {@link tableName} reads it.
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
  const table = tableFromRow(row, await tableInPlay(db, tableId));
  if (!table.inPlay) return table;
  if (cache.size >= TABLE_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(tableId, table);
  return table;
}

/** A database row → {@link TableSettingsRow}. */
export const tableFromRow = (row: TablesRow, inPlay: boolean): TableSettingsRow => ({
  id: row.id,
  system: row.system,
  modules: JSON.parse(row.modules) as string[],
  houseRules: storedTableOptionsSchema.parse(JSON.parse(row.house_rules)),
  createdAt: row.created_at,
  inPlay,
});

/**
 * True when the table's log has a roll or a condition event (`PLAY_EVENT_KINDS`): from then on the
 * options that decide rolls stay as they are. One step of the `(table_id, kind, full_seq)` index
 * per kind.
 */
export async function tableInPlay(db: Kysely<Database>, tableId: string): Promise<boolean> {
  const row = await db
    .selectFrom("events")
    .select("full_seq")
    .where("table_id", "=", tableId)
    .where("kind", "in", PLAY_EVENT_KINDS)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * In the commit of a write that decides by the table's options (a roll, a condition command, a
 * combat step): a table read before it was in play may have had its options changed since, by
 * the GM on any process; then the write is refused (409 `table-options-changed`, nothing done:
 * the client tries again with the table as it is). A table in play cannot change them.
 */
export async function requireSameOptions(trx: Kysely<Database>, table: TableSettingsRow): Promise<void> {
  if (table.inPlay) return;
  const read = normaliseTableOptions(table.houseRules).options;
  const changed = fixedOptionsChanged(
    table.system,
    table.modules,
    read,
    await tableOptionsNow(trx, table.id),
  );
  if (changed.length > 0) {
    throw new ApiError(
      409,
      "table-options-changed",
      "The GM changed the table's options meanwhile; try again",
      [changed[0]!],
    );
  }
}

/**
 * A table's options as stored now (read each time: the GM may switch `combatAutoAdvance` and
 * `playersEditOwnCondition` during play, on any process).
 *
 * @example
 * (await tableOptionsNow(db, "t1")).combatAutoAdvance; // false after the GM switched it off
 */
export async function tableOptionsNow(db: Kysely<Database>, tableId: string): Promise<TableOptionsJson> {
  return normaliseTableOptions(await storedTableOptionsNow(db, tableId)).options;
}

/** A table's options as stored now, in the spelling stored (what an export carries). */
export async function storedTableOptionsNow(
  db: Kysely<Database>,
  tableId: string,
): Promise<StoredTableOptions> {
  const row = await db
    .selectFrom("tables")
    .select("house_rules")
    .where("id", "=", tableId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, "table-not-found", "No such table");
  return storedTableOptionsSchema.parse(JSON.parse(row.house_rules));
}

/** Drops a table's cached settings in this process (after a change of its options). */
export function forgetTable(db: Kysely<Database>, tableId: string): void {
  tableCache.get(db)?.delete(tableId);
}

/** A table's current name (read each time: the GM may rename the table on any process). */
export async function tableName(db: Kysely<Database>, tableId: string): Promise<string> {
  const row = await db.selectFrom("tables").select("name").where("id", "=", tableId).executeTakeFirst();
  if (!row) throw new ApiError(404, "table-not-found", "No such table");
  return row.name;
}

/** The seed a stream currently rolls with (never revealed yet); read once per batch. */
export async function currentSeed(
  trx: Kysely<Database>,
  tableId: string,
  stream: Stream,
  batch?: Batch,
): Promise<CurrentSeed> {
  await batch?.prime(trx, tableId);
  const cached = batch?.seed(tableId, stream);
  if (cached) return cached;
  const row = await trx
    .selectFrom("seeds")
    .select(["id", "seed", "commitment"])
    .where("table_id", "=", tableId)
    .where("stream", "=", stream)
    .where("revealed_at", "is", null)
    .executeTakeFirst();
  if (!row) throw new Error(`Table ${tableId} has no current ${stream} seed`);
  batch?.keepSeed(tableId, stream, row);
  return row;
}

/**
 * Creates a table: its row, one invite token per role, a seed per stream and the first events,
 * which publish the seed commitments before any roll can happen (see {@link provisionTable}).
 */
export async function createTable(
  ctx: ServerContext,
  body: CreateTableBody,
): Promise<ApiResponse<"POST /api/tables">> {
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
  // The one shape as the stored record the table row and its first event hold.
  const houseRules: StoredTableOptions = storedTableOptionsSchema.parse(body.houseRules ?? {});
  return ctx.writer.write(id, (trx, batch) =>
    provisionTable(trx, batch, {
      row: {
        id,
        name: body.name,
        system: body.system,
        modules: JSON.stringify(modules),
        house_rules: JSON.stringify(houseRules),
        created_at: new Date().toISOString(),
        full_seq: 0,
        table_seq: 0,
        // No event yet: the first one's prev is the chain's genesis.
        full_head: null,
        table_head: null,
      },
      announce: (gm, tableSeed) =>
        appendEvent(trx, batch, id, { kind: "table-created", secret: false, by: gm.id }, () => ({
          name: body.name,
          system: body.system,
          modules,
          houseRules,
          seed: { stream: "table", ...tableSeed },
        })),
    }),
  );
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
    batch.forgetSeed(tableId, stream);
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

/**
 * `POST …/seeds/rotate` (the caller checked for the GM): rotates one stream's seed, or both
 * (table stream first), each in its own event.
 *
 * @example
 * await rotateSeeds(ctx, tableId, undefined, gmCredentialId); // {rotated: [{stream: "table", revealed, next}, {stream: "gm", …}]}
 */
export async function rotateSeeds(
  ctx: ServerContext,
  tableId: string,
  stream: Stream | undefined,
  by: string,
): Promise<ApiResponse<"POST /api/tables/:id/seeds/rotate">> {
  const streams = stream ? [stream] : (["table", "gm"] as const);
  const events = [];
  for (const one of streams) events.push(await rotateSeed(ctx, tableId, one, by));
  return {
    rotated: events.map((e) => ({ stream: e.body.stream, revealed: e.body.revealed, next: e.body.next })),
  };
}
