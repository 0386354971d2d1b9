import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.js";
import { auth, type Backend, newTable, testBackends } from "./testing/backends.js";
import { connectLive } from "./testing/live-client.js";

// Issue #18: the GM renames the table inside it. The name is stored, logged as a public event
// (everybody's app follows live) and read fresh by every process (it is not in the settings cache).
const backends = await testBackends();

describe.each(backends)("renaming a table on $name", (backend: Backend) => {
  afterAll(() => backend.cleanup());

  it("stores the name, logs it for everybody, and only the GM may do it", async () => {
    const built = await buildApp({ databaseUrl: backend.url() });
    try {
      const app = built.app;
      const base = await app.listen({ port: 0, host: "127.0.0.1" });
      const t = await newTable(app, { name: "Alt", system: "ews" });
      const patch = (token: string, payload: unknown) =>
        app.inject({
          method: "PATCH",
          url: `/api/tables/${t.id}`,
          headers: auth(token),
          payload: payload as object,
        });
      const viewer = await connectLive(base, t.id, t.viewerToken);
      await viewer.waitFor((m) => m.type === "ready");

      const refused = await patch(t.playerToken, { name: "Meins" });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: { code: "gm-only" } });
      const blank = await patch(t.gmToken, { name: "   " });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({ error: { code: "invalid-body", path: ["name"] } });
      expect((await patch(t.gmToken, { name: "x", system: "faar" })).statusCode).toBe(400);

      const renamed = await patch(t.gmToken, { name: "  Die Nebelinseln " });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({ kind: "table-renamed", name: "Die Nebelinseln" });
      const live = await viewer.waitFor((m) => m.kind === "table-renamed");
      expect(live).toMatchObject({ name: "Die Nebelinseln", seq: 2 });
      const info = await app.inject({
        method: "GET",
        url: `/api/tables/${t.id}`,
        headers: auth(t.playerToken),
      });
      expect(info.json()).toMatchObject({ name: "Die Nebelinseln" });
      const exported = await app.inject({
        method: "GET",
        url: `/api/tables/${t.id}/export`,
        headers: auth(t.gmToken),
      });
      expect(exported.json()).toMatchObject({ table: { name: "Die Nebelinseln" } });
      await viewer.close();
    } finally {
      await built.app.close();
    }
  });

  it.skipIf(backend.name !== "postgres")("another process reads the new name at once", async () => {
    const url = backend.url();
    const a = await buildApp({ databaseUrl: url });
    const b = await buildApp({ databaseUrl: url });
    try {
      const t = await newTable(a.app, { name: "Alt", system: "ews" });
      const read = async () =>
        (await b.app.inject({ method: "GET", url: `/api/tables/${t.id}`, headers: auth(t.gmToken) })).json();
      expect(await read()).toMatchObject({ name: "Alt" });
      const res = await a.app.inject({
        method: "PATCH",
        url: `/api/tables/${t.id}`,
        headers: auth(t.gmToken),
        payload: { name: "Neu" },
      });
      expect(res.statusCode).toBe(200);
      expect(await read()).toMatchObject({ name: "Neu" });
    } finally {
      await a.app.close();
      await b.app.close();
    }
  });
});
