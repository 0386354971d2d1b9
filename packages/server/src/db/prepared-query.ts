import { type Compilable, CompiledQuery, type Kysely, type QueryResult } from "kysely";
import type { Database } from "./schema.js";

/** A compiled query's parameters: a caller's value by index, or a value the query holds itself. */
type Slot = { readonly param: number } | { readonly constant: unknown };

interface Template {
  readonly sql: string;
  readonly slots: readonly Slot[];
}

/** Templates by dialect (a transaction shares its database's adapter) and by query shape. */
const templates = new WeakMap<object, Map<string, Template | null>>();

/** Stands for the `i`-th parameter while the query is compiled once. */
const sentinel = (i: number) => `\u0000spieltisch-param-${i}\u0000`;

/**
 * Runs a query built by `build` with `params`, building and compiling it only once per dialect
 * and `shape`: Kysely builds an operation tree and compiles it to SQL on every call, which on the
 * roll path cost more than SQLite running the query. `build` is called once with stand-in
 * strings for the parameters; their places in the compiled parameters are remembered, and later
 * calls only bind new values. `build` must pass each parameter into the query unchanged and
 * never branch on one (the SQL text is fixed by the first call), and `shape` must name everything that changes the SQL text (e.g. how many
 * ids an `in` list has). Should a parameter not come out as a bound parameter, the query is
 * simply built on every call.
 *
 * @example
 * await prepared(trx, `play-rows/${ids.length}`, [tableId, ...ids], ([t, ...rest]) =>
 *   trx.selectFrom("characters").selectAll().where("table_id", "=", t).where("id", "in", rest));
 */
export async function prepared<P extends readonly unknown[], R>(
  db: Kysely<Database>,
  shape: string,
  params: P,
  build: (params: P) => Compilable<R>,
): Promise<QueryResult<R>> {
  const adapter = db.getExecutor().adapter;
  let byShape = templates.get(adapter);
  if (!byShape) {
    byShape = new Map();
    templates.set(adapter, byShape);
  }
  let template = byShape.get(shape);
  if (template === undefined) {
    // The stand-ins are strings where `P` may say otherwise: the query is only compiled with
    // them, never run, and its SQL text does not depend on the values.
    const standIns = params.map((_, i) => sentinel(i)) as unknown as P;
    template = templateOf(build(standIns).compile(), params.length);
    byShape.set(shape, template);
  }
  if (template === null) return db.executeQuery(build(params));
  const values = template.slots.map((slot) => ("param" in slot ? params[slot.param] : slot.constant));
  return db.executeQuery(CompiledQuery.raw(template.sql, values) as CompiledQuery<R>);
}

/** The template of a query compiled with stand-ins, or null if one of them is not bound as it is. */
function templateOf(compiled: CompiledQuery, count: number): Template | null {
  const seen = new Set<number>();
  const slots: Slot[] = [];
  for (const value of compiled.parameters) {
    const index = typeof value === "string" ? standInIndex(value, count) : -1;
    if (index >= 0) {
      seen.add(index);
      slots.push({ param: index });
    } else slots.push({ constant: value });
  }
  if (seen.size !== count) return null;
  // A stand-in inside the SQL text itself would mean the value was inlined, not bound.
  if (compiled.sql.includes("\u0000")) return null;
  return { sql: compiled.sql, slots };
}

function standInIndex(value: string, count: number): number {
  for (let i = 0; i < count; i++) if (value === sentinel(i)) return i;
  return -1;
}
