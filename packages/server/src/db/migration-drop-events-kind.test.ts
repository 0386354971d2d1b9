import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { testBackends } from "../testing/backends.js";
import { openStorage, type Storage } from "./connect.js";

const backends = await testBackends();

describe.each(backends)("the events' indexes on $name", (backend) => {
  let storage: Storage;
  afterAll(async () => {
    await storage?.close();
    await backend.cleanup();
  });

  it("events_kind is gone, events_kind_seq (its columns first) is there", async () => {
    storage = await openStorage(backend.url());
    const { rows } =
      backend.name === "sqlite"
        ? await sql<{ name: string }>`
            select name from sqlite_master where type = 'index' and tbl_name = 'events'`.execute(storage.db)
        : await sql<{ name: string }>`
            select indexname as name from pg_indexes
            where tablename = 'events' and schemaname = current_schema()`.execute(storage.db);
    const names = rows.map((row) => row.name);
    expect(names).toContain("events_kind_seq");
    expect(names).toContain("events_table_seq");
    expect(names).not.toContain("events_kind");
  });

  it.runIf(backend.name === "sqlite")("a table's events of a kind are still found by index", async () => {
    const plan = await sql<{ detail: string }>`
      explain query plan select * from events where table_id = 't' and kind = 'session'`.execute(storage.db);
    expect(plan.rows.map((row) => row.detail).join(" ")).toMatch(/USING INDEX events_kind_seq/);
  });
});
