import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { appOn, auth, type Backend, newTable, testBackends } from "../testing/backends.js";

// Issue #15 §4: every combat command replayed the fight's whole history inside the one write
// queue (100 participants, 1 000 events: 346 ms a command). The state is the latest event's.
const backends = await testBackends();

describe.each(backends)("combat state on $name", (backend: Backend) => {
  afterAll(() => backend.cleanup());

  it("comes from the latest combat event alone: older ones are never read again", async () => {
    const built = await appOn(backend);
    const { app } = built;
    try {
      const t = await newTable(app);
      const command = (payload: Record<string, unknown>) =>
        app.inject({ method: "POST", url: `/api/tables/${t.id}/combat`, headers: auth(t.gmToken), payload });
      const participants = Array.from({ length: 100 }, (_, i) => ({ name: `K${i}`, initiative: i }));
      expect((await command({ command: "start", participants })).statusCode).toBe(201);
      for (let i = 0; i < 20; i++) expect((await command({ command: "next" })).statusCode).toBe(201);
      const before = (
        await app.inject({ url: `/api/tables/${t.id}/combat`, headers: auth(t.gmToken) })
      ).json();
      // Unreadable history: a replay of it would fail; reading the latest state does not.
      const latest = await built.storage.db
        .selectFrom("events")
        .select((eb) => eb.fn.max("full_seq").as("last"))
        .where("table_id", "=", t.id)
        .where("kind", "=", "combat")
        .executeTakeFirstOrThrow();
      await built.storage.db
        .updateTable("events")
        .set({ body: "not json" })
        .where("table_id", "=", t.id)
        .where("kind", "=", "combat")
        .where("full_seq", "<", Number(latest.last))
        .execute();
      const state = await app.inject({ url: `/api/tables/${t.id}/combat`, headers: auth(t.gmToken) });
      expect(state.statusCode).toBe(200);
      expect(state.json()).toEqual(before);
      const next = await command({ command: "next" });
      expect(next.statusCode, next.body).toBe(201);
      expect(next.json().state.round).toBeGreaterThanOrEqual(before.round);
      expect((await command({ command: "end" })).statusCode).toBe(201);
      const ended = await app.inject({ url: `/api/tables/${t.id}/combat`, headers: auth(t.gmToken) });
      expect(ended.json().active).toBe(false);
    } finally {
      await app.close();
    }
  });

  it.skipIf(backend.name !== "sqlite")("finds the latest combat event through an index", async () => {
    const built = await appOn(backend);
    try {
      const plan = await sql<{ detail: string }>`explain query plan
        select body from events where table_id = 'x' and kind = 'combat' order by full_seq desc limit 1`.execute(
        built.storage.db,
      );
      const detail = plan.rows.map((r) => r.detail).join(" | ");
      expect(detail).toContain("events_kind_seq");
      expect(detail).not.toMatch(/TEMP B-TREE/);
    } finally {
      await built.app.close();
    }
  });
});
