import {
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  PostgresDialect,
  type PostgresDialectConfig,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from "kysely";

/** Kysely's own bookkeeping tables, hidden unless asked for (as Kysely's introspectors do). */
const KYSELY_TABLES = ["kysely_migration", "kysely_migration_lock"];

interface ColumnRow {
  schema: string;
  table: string;
  table_kind: string;
  column: string;
  type: string;
  type_schema: string;
  not_null: boolean;
  has_default: boolean;
  auto_incrementing: boolean;
  comment: string | null;
}

/**
 * A Postgres introspector that sees one schema only: the server's (`?schema=NAME`) or, without
 * one, the connection's `current_schema()`.
 *
 * Why not Kysely's own: its `getTables()` lists every table of every schema of the database and
 * resolves each schema by its *name* (`has_schema_privilege(nspname, …)`,
 * `pg_get_serial_sequence('schema.table', …)`). When another process drops a schema of the same
 * database while that query runs, the catalog snapshot still holds the schema but the name no
 * longer resolves, and the query fails with "schema … does not exist". The migrator asks
 * `getTables()` on every start, so a server could not start while another tenant of the database
 * (or a parallel test file) cleaned up its schema. Here every lookup goes by OID within the one
 * schema, and the migrator no longer mistakes another schema's `kysely_migration` for its own.
 *
 * @example
 * const tables = await new SchemaScopedIntrospector(db, "st_1").getTables(); // only st_1's tables
 */
export class SchemaScopedIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;
  readonly #schema: string | undefined;

  constructor(db: Kysely<unknown>, schema: string | undefined) {
    this.#db = db;
    this.#schema = schema;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`
      select nspname as name from pg_catalog.pg_namespace order by nspname`.execute(this.#db);
    return rows.map((row) => ({ name: row.name }));
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const scope = this.#schema === undefined ? sql`current_schema()` : sql`${this.#schema}`;
    const { rows } = await sql<ColumnRow>`
      select ns.nspname as schema, c.relname as table, c.relkind as table_kind,
             a.attname as column, typ.typname as type, dtns.nspname as type_schema,
             a.attnotnull as not_null, a.atthasdef as has_default,
             (a.attidentity <> '' or exists (
                select 1 from pg_catalog.pg_depend d
                join pg_catalog.pg_class s on s.oid = d.objid and s.relkind = 'S'
                where d.classid = 'pg_catalog.pg_class'::regclass
                  and d.refclassid = 'pg_catalog.pg_class'::regclass
                  and d.refobjid = c.oid and d.refobjsubid = a.attnum and d.deptype in ('a', 'i')
             )) as auto_incrementing,
             col_description(a.attrelid, a.attnum) as comment
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on c.oid = a.attrelid
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      join pg_catalog.pg_type typ on typ.oid = a.atttypid
      join pg_catalog.pg_namespace dtns on dtns.oid = typ.typnamespace
      where ns.nspname = ${scope}
        and c.relkind in ('r', 'v', 'p')
        and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.#db);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.includes(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.table_kind === "v", columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        isAutoIncrementing: row.auto_incrementing,
        hasDefaultValue: row.has_default,
        ...(row.comment === null ? {} : { comment: row.comment }),
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/**
 * Kysely's Postgres dialect with the {@link SchemaScopedIntrospector} for `schema`.
 *
 * @example
 * const db = new Kysely<Database>({ dialect: new SchemaScopedPostgresDialect({ pool }, "st_1") });
 */
export class SchemaScopedPostgresDialect extends PostgresDialect {
  readonly #schema: string | undefined;

  constructor(config: PostgresDialectConfig, schema: string | undefined) {
    super(config);
    this.#schema = schema;
  }

  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SchemaScopedIntrospector(db, this.#schema);
  }
}
