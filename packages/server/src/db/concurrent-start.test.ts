import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { dropSchemas, POSTGRES_BASE, testBackends } from "../testing/backends.js";
import { openStorage } from "./connect.js";
import { MIGRATION_NAMES } from "./migrations.js";

const backends = await testBackends();
const postgres = backends.some((b) => b.name === "postgres");
const schemas: string[] = [];

afterAll(() => dropSchemas(schemas));

describe.skipIf(!postgres)("servers starting together on a fresh Postgres schema", () => {
  it("all come up, and the schema is migrated once", async () => {
    for (let round = 0; round < 3; round++) {
      const schema = `st_start_${process.pid}_${randomBytes(6).toString("hex")}`;
      schemas.push(schema);
      const url = `${POSTGRES_BASE}?schema=${schema}`;
      // Six servers at once (the scale-out deployment starts its processes together).
      const opened = await Promise.allSettled(Array.from({ length: 6 }, () => openStorage(url)));
      const failures = opened.flatMap((o) => (o.status === "rejected" ? [String(o.reason)] : []));
      for (const o of opened) if (o.status === "fulfilled") await o.value.close();
      expect(failures).toEqual([]);
      const client = new pg.Client({ connectionString: POSTGRES_BASE });
      await client.connect();
      try {
        const { rows } = await client.query(`select name from ${schema}.kysely_migration order by name`);
        expect(rows.map((r: { name: string }) => r.name)).toEqual([...MIGRATION_NAMES].sort());
      } finally {
        await client.end();
      }
    }
  });
});
