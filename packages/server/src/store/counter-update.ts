import { sql } from "kysely";
import type { CounterWrite } from "./commit-strategy.js";

/**
 * One `UPDATE` for the counters and chain heads of every table of a batch (SQLite runs it alone,
 * Postgres as a part of its one write statement).
 *
 * @example
 * await counterUpdate([{ tableId: "t1", readFull: 4, full: 6, table: 5, fullHead: "…", tableHead: "…" }]).execute(trx);
 */
export function counterUpdate(counters: readonly CounterWrite[]) {
  const cases = (pick: (counter: CounterWrite) => number) =>
    sql.join(
      counters.map((counter) => sql`when ${counter.tableId} then cast(${pick(counter)} as integer)`),
      sql` `,
    );
  const heads = (pick: (counter: CounterWrite) => string | null) =>
    sql.join(
      counters.map((counter) => sql`when ${counter.tableId} then cast(${pick(counter)} as text)`),
      sql` `,
    );
  const ids = sql.join(counters.map((counter) => sql`${counter.tableId}`));
  return sql`update tables set full_seq = case id ${cases((c) => c.full)} end, table_seq = case id ${cases((c) => c.table)} end, full_head = case id ${heads((c) => c.fullHead)} end, table_head = case id ${heads((c) => c.tableHead)} end where id in (${ids})`;
}
