import type { Role } from "@spieltisch/protocol";
import { afterAll } from "vitest";
import { tableStoreCases } from "../../protocol/src/table-core/table-store-cases.test-support.js";
import type { SpieltischApp } from "./app.js";
import { serverTableStore } from "./domain/server-table-store.js";
import { loadTable } from "./domain/tables.js";
import { appOn, auth, newTable, testBackends } from "./testing/backends.js";

const backends = await testBackends();
const apps: SpieltischApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.app.close();
  for (const backend of backends) await backend.cleanup();
});

// The table core's cases against the server's store on each database, as the routes run them.
for (const backend of backends) {
  tableStoreCases(`the server on ${backend.name}`, async (table, sheets) => {
    const built = await appOn(backend);
    apps.push(built);
    const { app, context: ctx } = built;
    const t = await newTable(app, { name: "T", system: table.system, modules: table.modules });
    const ids: string[] = [];
    for (const sheet of sheets) {
      const res = await app.inject({
        method: "POST",
        url: `/api/tables/${t.id}/characters`,
        headers: auth(t.gmToken),
        payload: sheet,
      });
      if (res.statusCode !== 201) throw new Error(`character: ${res.statusCode} ${res.body}`);
      ids.push((res.json() as { id: string }).id);
    }
    const credential = async (role: Role) =>
      ctx.db
        .selectFrom("credentials")
        .select("id")
        .where("table_id", "=", t.id)
        .where("role", "=", role)
        .executeTakeFirstOrThrow();
    const credentials = {
      gm: (await credential("gm")).id,
      player: (await credential("player")).id,
      viewer: (await credential("viewer")).id,
    };
    const row = await loadTable(ctx.db, t.id);
    return {
      ids,
      store: (role) =>
        serverTableStore(
          ctx,
          { credentialId: credentials[role], tableId: t.id, role, kind: "invite", name: null },
          row,
        ),
      kinds: async () =>
        (
          await ctx.db
            .selectFrom("events")
            .select("kind")
            .where("table_id", "=", t.id)
            .where("kind", "not in", ["table-created", "seed-committed", "character-saved"])
            .orderBy("full_seq")
            .execute()
        ).map((e) => e.kind),
    };
  });
}
