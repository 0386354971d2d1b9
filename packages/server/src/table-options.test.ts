import { afterAll, describe, expect, it } from "vitest";
import LAZARO from "../../../examples/characters/lazaro.json" with { type: "json" };
import { buildApp, type SpieltischApp } from "./app.js";
import { loadTable, requireSameOptions } from "./domain/tables.js";
import { ApiError } from "./errors.js";
import { auth, type Backend, newTable, type TestTable, testBackends } from "./testing/backends.js";
import { connectLive } from "./testing/live-client.js";

// Issue #28: the GM changes the table's options. Those that decide rolls only before the first
// roll or condition event (the log never mixes rules), those of play at any time; every change
// is logged for the table, and a bad body is a 4xx naming the option, never a 5xx.
const backends = await testBackends();

type Json = Record<string, unknown>;

describe.each(backends)("changing a table's options on $name", (backend: Backend) => {
  afterAll(() => backend.cleanup());

  /** An app with helpers for one table's routes. */
  const withApp = async (test: (app: SpieltischApp["app"], built: SpieltischApp) => Promise<void>) => {
    const built = await buildApp({ databaseUrl: backend.url() });
    try {
      await test(built.app, built);
    } finally {
      await built.app.close();
    }
  };
  const call =
    (app: SpieltischApp["app"], t: TestTable, method: "GET" | "POST" | "PATCH") =>
    async (path: string, token: string, payload?: unknown) =>
      app.inject({
        method,
        url: `/api/tables/${t.id}${path}`,
        headers: auth(token),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });

  it("turns heavy hits on before play, logs it for everybody, and rolls under it", () =>
    withApp(async (app) => {
      const base = await app.listen({ port: 0, host: "127.0.0.1" });
      const t = await newTable(app, { name: "Arena", system: "kampfwuerfel" });
      const patch = call(app, t, "PATCH");
      const get = call(app, t, "GET");
      const viewer = await connectLive(base, t.id, t.viewerToken);
      await viewer.waitFor((m) => m.type === "ready");

      const player = await patch("/options", t.playerToken, { kampfwuerfelHeavyHits: true });
      expect(player.statusCode).toBe(403);
      expect(player.json()).toMatchObject({ error: { code: "gm-only" } });

      const on = await patch("/options", t.gmToken, { kampfwuerfelHeavyHits: true });
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json()).toEqual({ houseRules: { kampfwuerfelHeavyHits: true } });
      const live = await viewer.waitFor((m) => m.kind === "table-options-changed");
      expect(live).toMatchObject({
        change: { kampfwuerfelHeavyHits: true },
        options: { kampfwuerfelHeavyHits: true },
      });
      const info = (await get("", t.playerToken)).json() as Json;
      expect(info.houseRules).toEqual({ kampfwuerfelHeavyHits: true });

      // The value it has already: nothing changes, nothing is logged.
      const events = async () =>
        ((await get("/events?after=0", t.gmToken)).json() as { events: Json[] }).events;
      const before = (await events()).length;
      expect((await patch("/options", t.gmToken, { kampfwuerfelHeavyHits: true })).statusCode).toBe(200);
      expect(await events()).toHaveLength(before);

      const rolled = await call(app, t, "POST")("/rolls", t.gmToken, { action: "check", pool: 5 });
      expect(rolled.statusCode, rolled.body).toBe(201);
      expect(rolled.json()).toMatchObject({ houseRules: { kampfwuerfelHeavyHits: true } });
      await viewer.close();
    }));

  it("refuses bad values and options the system does not offer with the option's path", () =>
    withApp(async (app) => {
      const t = await newTable(app, { name: "Arena", system: "kampfwuerfel" });
      const patch = (payload: unknown) => call(app, t, "PATCH")("/options", t.gmToken, payload);
      const refused = async (payload: unknown, status: number, code: string, path: unknown[]) => {
        const res = await patch(payload);
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json()).toMatchObject({ error: { code, path } });
      };
      await refused({ kampfwuerfelHeavyHits: "ja" }, 400, "invalid-body", ["kampfwuerfelHeavyHits"]);
      await refused({ kampfwuerfelArmorRounding: "sideways" }, 400, "invalid-body", [
        "kampfwuerfelArmorRounding",
      ]);
      await refused({ heavyHits: true }, 400, "invalid-body", ["heavyHits"]);
      await refused({}, 400, "invalid-body", []);
      await refused({ faarDefenseDivisor: 2 }, 400, "option-not-offered", ["faarDefenseDivisor"]);
      await refused({ houseRules: ["ews.over-budget"] }, 400, "option-not-offered", ["houseRules"]);
      expect((await patch([1])).statusCode).toBe(400);

      // An option of a module the table does not use.
      const ews = await newTable(app, { name: "EWS", system: "ews" });
      const res = await call(app, ews, "PATCH")("/options", ews.gmToken, { fokaWoundRecoveryTp: 5 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: { code: "option-not-offered", path: ["fokaWoundRecoveryTp"] },
      });
      const foka = await newTable(app, { name: "FoKa", system: "ews", modules: ["foka"] });
      const ok = await call(app, foka, "PATCH")("/options", foka.gmToken, {
        fokaWoundRecoveryTp: 5,
        houseRules: ["ews.over-budget", "ews.skill-minus"],
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toEqual({
        houseRules: { fokaWoundRecoveryTp: 5, houseRules: ["ews.over-budget", "ews.skill-minus"] },
      });
      // Back to the default and no house rule: the table keeps only what differs.
      const back = await call(app, foka, "PATCH")("/options", foka.gmToken, { houseRules: [] });
      expect(back.json()).toEqual({ houseRules: { fokaWoundRecoveryTp: 5 } });
    }));

  it("once a roll is logged, keeps the options that decide rolls and still switches those of play", () =>
    withApp(async (app) => {
      const t = await newTable(app, { name: "Runde", system: "ews", houseRules: { attributeMalus: true } });
      const patch = (payload: unknown) => call(app, t, "PATCH")("/options", t.gmToken, payload);
      const post = call(app, t, "POST");
      const lazaro = await post("/characters", t.playerToken, LAZARO);
      expect(lazaro.statusCode, lazaro.body).toBe(201);
      const id = (lazaro.json() as { id: string }).id;

      // A player may not change their own condition until the table allows it …
      const wound = { command: "wounds", change: 1 };
      const refused = await post(`/characters/${id}/condition`, t.playerToken, wound);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: { code: "condition-gm-only" } });

      expect((await post("/rolls", t.gmToken, { action: "check", value: 12, target: 12 })).statusCode).toBe(
        201,
      );
      const fixed = await patch({ attributeMalus: false });
      expect(fixed.statusCode).toBe(409);
      expect(fixed.json()).toMatchObject({ error: { code: "table-in-play", path: ["attributeMalus"] } });
      const mixed = await patch({ combatAutoAdvance: false, houseRules: ["ews.over-budget"] });
      expect(mixed.statusCode).toBe(409);
      expect(mixed.json()).toMatchObject({ error: { code: "table-in-play", path: ["houseRules"] } });
      // Sent with the value it has: no change, so nothing to refuse.
      expect((await patch({ attributeMalus: true })).statusCode).toBe(200);

      // … and the options of play change at any time, read fresh where they decide.
      const play = await patch({ combatAutoAdvance: false, playersEditOwnCondition: true });
      expect(play.statusCode, play.body).toBe(200);
      expect(play.json()).toEqual({
        houseRules: { attributeMalus: true, combatAutoAdvance: false, playersEditOwnCondition: true },
      });
      const own = await post(`/characters/${id}/condition`, t.playerToken, wound);
      expect(own.statusCode, own.body).toBe(201);
      const exported = (await call(app, t, "GET")("/export", t.gmToken)).json() as { table: Json };
      expect(exported.table.houseRules).toMatchObject({ playersEditOwnCondition: true });
    }));

  it("a condition event alone puts the table in play", () =>
    withApp(async (app) => {
      const t = await newTable(app, { name: "Runde", system: "ews" });
      const post = call(app, t, "POST");
      const id = ((await post("/characters", t.gmToken, LAZARO)).json() as { id: string }).id;
      expect(
        (await post(`/characters/${id}/condition`, t.gmToken, { command: "wounds", change: 1 })).statusCode,
      ).toBe(201);
      const res = await call(app, t, "PATCH")("/options", t.gmToken, { armorStacking: true });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: { code: "table-in-play", path: ["armorStacking"] } });
    }));

  it("a write that read the table before a change of its options is refused in its commit", () =>
    withApp(async (app, built) => {
      const t = await newTable(app, { name: "Arena", system: "kampfwuerfel" });
      const read = await loadTable(built.context.db, t.id);
      expect(read.inPlay).toBe(false);
      await requireSameOptions(built.context.db, read);
      const on = await call(app, t, "PATCH")("/options", t.gmToken, { kampfwuerfelHeavyHits: true });
      expect(on.statusCode).toBe(200);
      const stale = requireSameOptions(built.context.db, read);
      await expect(stale).rejects.toBeInstanceOf(ApiError);
      await expect(stale).rejects.toMatchObject({
        status: 409,
        code: "table-options-changed",
        path: ["kampfwuerfelHeavyHits"],
      });
      // An option of play changes nothing a roll decides.
      const fresh = await loadTable(built.context.db, t.id);
      await call(app, t, "PATCH")("/options", t.gmToken, { combatAutoAdvance: false });
      await requireSameOptions(built.context.db, fresh);
      // In play, the table is read once and kept.
      await call(app, t, "POST")("/rolls", t.gmToken, { action: "check", pool: 3 });
      const playing = await loadTable(built.context.db, t.id);
      expect(playing.inPlay).toBe(true);
      expect(await loadTable(built.context.db, t.id)).toBe(playing);
    }));

  it.skipIf(backend.name !== "postgres")(
    "another process rolls under the options changed on this one",
    async () => {
      const url = backend.url();
      const a = await buildApp({ databaseUrl: url });
      const b = await buildApp({ databaseUrl: url });
      try {
        const t = await newTable(a.app, { name: "Arena", system: "kampfwuerfel" });
        const on = (built: SpieltischApp) => call(built.app, t, "GET");
        // Process b reads the table before the change.
        expect(((await on(b)("", t.gmToken)).json() as Json).houseRules).toEqual({});
        const changed = await call(a.app, t, "PATCH")("/options", t.gmToken, { kampfwuerfelHeavyHits: true });
        expect(changed.statusCode).toBe(200);
        const rolled = await call(b.app, t, "POST")("/rolls", t.gmToken, { action: "check", pool: 5 });
        expect(rolled.statusCode, rolled.body).toBe(201);
        expect(rolled.json()).toMatchObject({ houseRules: { kampfwuerfelHeavyHits: true } });
      } finally {
        await a.app.close();
        await b.app.close();
      }
    },
  );
});
