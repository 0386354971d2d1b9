import { getSystem, SYSTEM_IDS } from "@spieltisch/engine";
import { type ApiRoute, allActionAdapters, openApiDocumentSchema, routeParts } from "@spieltisch/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type SpieltischApp } from "./app.js";
import { auth, newTable, type TestTable } from "./testing/backends.js";
import { DocumentedAnswers } from "./testing/documented-answers.js";
import { ORK } from "./testing/ork.js";

/** Real answers of the server, each checked against what `GET /api/openapi.json` says about it. */
describe("answers match the API description", () => {
  let built: SpieltischApp;
  let app: SpieltischApp["app"];
  let documented: DocumentedAnswers;
  let t: TestTable;

  beforeAll(async () => {
    built = await buildApp({ databaseUrl: "sqlite::memory:" });
    app = built.app;
    const res = await app.inject({ method: "GET", url: "/api/openapi.json" });
    documented = new DocumentedAnswers(openApiDocumentSchema.parse(res.json()));
    t = await newTable(app, { name: "Beschrieben", system: "ews", modules: ["foka", "krit"] });
  });
  afterAll(async () => {
    await app.close();
  });

  /** Calls `route` at `url` and expects the answer with `status` to fit the description. */
  const call = async (
    route: ApiRoute,
    url: string,
    status: number,
    options: { token?: string; payload?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const res = await app.inject({
      method: routeParts(route).method,
      url,
      headers: { ...(options.token ? auth(options.token) : {}), ...options.headers },
      ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
    });
    expect(res.statusCode, `${route}: ${res.body}`).toBe(status);
    const body: unknown = res.body === "" ? null : res.json();
    expect(documented.check(route, status, body), `${route} ${status}: ${res.body}`).toEqual([]);
    return body;
  };
  const path = (rest = "") => `/api/tables/${t.id}${rest}`;

  it("creating a table", async () => {
    await call("POST /api/tables", "/api/tables", 201, { payload: { name: "Noch einer", system: "faar" } });
    await call("GET /api/tables/:id", path(), 200, { token: t.playerToken });
    await call("PATCH /api/tables/:id", path(), 200, { token: t.gmToken, payload: { name: "Umbenannt" } });
    await call("PATCH /api/tables/:id", path(), 403, { token: t.playerToken, payload: { name: "Meins" } });
    await call("PATCH /api/tables/:id", path(), 400, { token: t.gmToken, payload: { name: "  " } });
    await call("GET /healthz", "/healthz", 200);
  });

  it("rolls and odds of every action's examples, on a table of its system with every module", async () => {
    const tables = new Map<string, TestTable>();
    for (const { system, action, adapter } of allActionAdapters()) {
      let table = tables.get(system);
      if (!table) {
        const modules = getSystem(system).modules.map((m) => m.id);
        table = await newTable(app, { name: system, system, modules });
        tables.set(system, table);
      }
      for (const example of adapter.examples) {
        const payload = { action, ...example };
        const rolls = `/api/tables/${table.id}/rolls`;
        await call("POST /api/tables/:id/rolls", rolls, 201, { token: table.gmToken, payload });
        await call("POST /api/tables/:id/rolls", rolls, 201, { token: table.playerToken, payload });
        const odds = `/api/tables/${table.id}/odds`;
        await call("POST /api/tables/:id/odds", odds, 200, { token: table.playerToken, payload });
      }
    }
    // Every registered system has actions (the protocol's registry test), so every one had its table.
    expect(tables.size).toBe(SYSTEM_IDS.length);
  });

  it("a roll that answers a roll request, and the events of the log", async () => {
    const request = (await call("POST /api/tables/:id/roll-requests", path("/roll-requests"), 201, {
      token: t.gmToken,
      payload: { action: "check", options: { value: 12, target: 12 }, label: "GE-Probe" },
    })) as { requestId: string };
    await call("POST /api/tables/:id/rolls", path("/rolls"), 201, {
      token: t.playerToken,
      payload: { action: "check", requestId: request.requestId },
    });
    await call("POST /api/tables/:id/notes", path("/notes"), 201, {
      token: t.gmToken,
      payload: { text: "Hallo" },
    });
    for (const token of [t.gmToken, t.playerToken, t.viewerToken]) {
      const { events } = (await call("GET /api/tables/:id/events", path("/events"), 200, { token })) as {
        events: unknown[];
      };
      expect(events.length).toBeGreaterThan(3);
    }
  });

  it("a roll request to a character, its odds now, its answer, and its refusals (CONTRACT §6)", async () => {
    const ork = (await call("POST /api/tables/:id/characters", path("/characters"), 201, {
      token: t.gmToken,
      payload: ORK,
    })) as { id: string };
    const secret = (await call("POST /api/tables/:id/characters", path("/characters"), 201, {
      token: t.gmToken,
      payload: { ...ORK, name: "Schatten", secret: true },
    })) as { id: string };
    const asked = { action: "check", options: { target: 12 }, actor: ork.id, skill: "Keule", apply: true };
    const request = (await call("POST /api/tables/:id/roll-requests", path("/roll-requests"), 201, {
      token: t.gmToken,
      payload: asked,
    })) as { requestId: string };
    await call("GET /api/tables/:id/roll-requests/:rid", path(`/roll-requests/${request.requestId}`), 200, {
      token: t.playerToken,
    });
    await call("POST /api/tables/:id/rolls", path("/rolls"), 400, {
      token: t.playerToken,
      payload: { action: "check", requestId: request.requestId, skill: "Stark" },
    });
    await call("POST /api/tables/:id/rolls", path("/rolls"), 201, {
      token: t.playerToken,
      payload: { action: "check", requestId: request.requestId },
    });
    const requests = path("/roll-requests");
    const refused = (payload: unknown, status: number) =>
      call("POST /api/tables/:id/roll-requests", requests, status, { token: t.gmToken, payload });
    await refused({ ...asked, actor: "nobody" }, 404);
    await refused({ ...asked, skill: "Tanzen" }, 422);
    await refused({ ...asked, actor: secret.id }, 422);
    await refused({ action: "check", options: { value: 12, target: 12 }, apply: true }, 400);
  });

  it("errors, each with a code the description lists for its status", async () => {
    const rolls = path("/rolls");
    const check = { action: "check", value: 12, target: 11 };
    await call("POST /api/tables/:id/rolls", rolls, 401, { payload: check });
    await call("POST /api/tables/:id/rolls", rolls, 401, { token: "st_nonsense", payload: check });
    await call("POST /api/tables/:id/rolls", "/api/tables/other/rolls", 404, {
      token: t.gmToken,
      payload: check,
    });
    await call("POST /api/tables/:id/rolls", rolls, 403, { token: t.viewerToken, payload: check });
    await call("POST /api/tables/:id/rolls", rolls, 403, {
      token: t.playerToken,
      payload: { ...check, secret: true },
    });
    await call("POST /api/tables/:id/rolls", rolls, 400, { token: t.gmToken, payload: { action: "fly" } });
    await call("POST /api/tables/:id/rolls", rolls, 400, {
      token: t.gmToken,
      payload: { ...check, value: "x" },
    });
    await call("POST /api/tables/:id/rolls", rolls, 404, {
      token: t.gmToken,
      payload: { ...check, requestId: "r" },
    });
    await call("POST /api/tables/:id/rolls", rolls, 400, {
      token: t.gmToken,
      payload: "{",
      headers: { "content-type": "application/json" },
    });
    await call("POST /api/tables/:id/odds", path("/odds"), 400, { token: t.gmToken, payload: { action: 3 } });
    await call("POST /api/tables", "/api/tables", 400, { payload: { name: "X", system: "gurps" } });
    await call("GET /api/tables/:id/events", path("/events?after=-1"), 400, { token: t.gmToken });
    await call("POST /api/tables/:id/invites", path("/invites"), 403, {
      token: t.playerToken,
      payload: { role: "viewer" },
    });
    await call("GET /api/tables/:id/roll-requests/:rid", path("/roll-requests/none"), 404, {
      token: t.gmToken,
    });
    await call("PUT /api/tables/:id/characters/:cid", path("/characters/none"), 428, {
      token: t.gmToken,
      payload: { format: "spieltisch/character@1", system: "ews", name: "X" },
    });
    await call("POST /api/tables/:id/characters", path("/characters"), 422, {
      token: t.gmToken,
      payload: { format: "spieltisch/character@1", system: "faar", name: "Dorn" },
    });
    await call("POST /api/tables/:id/combat", path("/combat"), 409, {
      token: t.gmToken,
      payload: { command: "next" },
    });
  });
});
