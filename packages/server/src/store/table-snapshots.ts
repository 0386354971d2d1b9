import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { isStream } from "../events/stored-event.js";
import type { CurrentSeed, TableSnapshot } from "./commit-strategy.js";

/** A seed row as the snapshot queries read it (nullable where it comes from a left join). */
export interface SeedRow {
  readonly seedId: string | null;
  readonly stream: string | null;
  readonly seed: string | null;
  readonly commitment: string | null;
}

/** Adds the current seeds among `rows` to `seeds`, by stream; rows without a seed are skipped. */
export function keepSeeds(seeds: TableSnapshot["seeds"], rows: readonly SeedRow[]): void {
  for (const row of rows) {
    if (row.seedId === null || row.stream === null || row.seed === null || row.commitment === null) continue;
    if (!isStream(row.stream)) continue;
    const seed: CurrentSeed = { id: row.seedId, seed: row.seed, commitment: row.commitment };
    seeds[row.stream] = seed;
  }
}

/** The counter columns of a table's row as the snapshot queries read them. */
export interface CounterRow {
  readonly full_seq: unknown;
  readonly table_seq: unknown;
  readonly full_head: string | null;
  readonly table_head: string | null;
}

/** A snapshot of counters and heads as the database returns them (Postgres may hand out strings). */
export const snapshotOf = (tableId: string, row: CounterRow): TableSnapshot => ({
  tableId,
  fullSeq: Number(row.full_seq),
  tableSeq: Number(row.table_seq),
  fullHead: row.full_head,
  tableHead: row.table_head,
  seeds: {},
});

/**
 * The counters, heads and current seeds of tables in one joined query, without locks. SQLite runs it
 * inside the write transaction (one writer at a time: nobody changes them under us); Postgres
 * for an optimistic batch (a consistent snapshot, checked at the write).
 *
 * @example
 * const [table] = await readJoinedSnapshots(trx, ["t1"]); // {tableId, fullSeq, tableSeq, fullHead, tableHead, seeds}
 */
export async function readJoinedSnapshots(
  db: Kysely<Database>,
  tableIds: readonly string[],
): Promise<TableSnapshot[]> {
  const rows = await db
    .selectFrom("tables")
    .leftJoin("seeds", (join) =>
      join.onRef("seeds.table_id", "=", "tables.id").on("seeds.revealed_at", "is", null),
    )
    .select([
      "tables.id",
      "tables.full_seq",
      "tables.table_seq",
      "tables.full_head",
      "tables.table_head",
      "seeds.id as seedId",
      "seeds.stream",
      "seeds.seed",
      "seeds.commitment",
    ])
    .where("tables.id", "in", tableIds)
    .execute();
  const byTable = new Map<string, TableSnapshot>();
  for (const row of rows) {
    let snapshot = byTable.get(row.id);
    if (!snapshot) {
      snapshot = snapshotOf(row.id, row);
      byTable.set(row.id, snapshot);
    }
    keepSeeds(snapshot.seeds, [row]);
  }
  return [...byTable.values()];
}
