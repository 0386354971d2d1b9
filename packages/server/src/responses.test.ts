import {
  type ApiRoute,
  apiResponseSchemas,
  type CombatCommand,
  combatOfLog,
  eventsResponseSchema,
  foldCombat,
  liveFrameSchema,
} from "@spieltisch/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SpieltischApp } from "./app.js";
import { appOn, auth, type Backend, newTable, type TestTable, testBackends } from "./testing/backends.js";
import { connectLive } from "./testing/live-client.js";

const backends = await testBackends();

const CHARACTER = {
  format: "spieltisch/character@1",
  system: "ews",
  name: "Lazaro",
  budget: 7,
  attributes: [{ name: "Gewandt", level: "+" }],
  skills: [],
  professions: [],
  traits: [],
  woundAttribute: null,
  striche: {},
};

/** A fight whose TP fall below 0 and whose wounds are lowered past 0 (clamped there). */
const FIGHT: CombatCommand[] = [
  {
    command: "start",
    participants: [
      { name: "Ork", initiative: 3, tp: 4 },
      { name: "Lazaro", initiative: 5, tp: 12 },
    ],
  },
  { command: "update", participant: 1, tp: -9, wounds: 2 },
  { command: "next" },
  { command: "update", participant: 1, wounds: -5, lp: -1 },
  { command: "next" },
  { command: "next" },
];

describe.each(backends)("every answer fits its protocol schema on $name", (backend: Backend) => {
  let built: SpieltischApp;
  let app: SpieltischApp["app"];
  let t: TestTable;

  beforeAll(async () => {
    built = await appOn(backend);
    app = built.app;
    t = await newTable(app, { name: "Schematisch", system: "ews", modules: ["foka"] });
  });
  afterAll(async () => {
    await app.close();
    await backend.cleanup();
  });

  const call = async (route: ApiRoute, url: string, token?: string, payload?: unknown, headers = {}) => {
    const [method] = route.split(" ");
    const res = await app.inject({
      method: method as "GET",
      url,
      headers: { ...(token ? auth(token) : {}), ...headers },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(300);
    const schema = apiResponseSchemas[route];
    if (schema === null) return null;
    const body: unknown = res.json();
    // Field for field: a schema that left out a field the server sends would drop it here.
    expect(schema.parse(body), route).toEqual(body);
    return body;
  };
  const path = (rest = "") => `/api/tables/${t.id}${rest}`;

  it("answers every route with its schema's shape", async () => {
    await call("GET /healthz", "/healthz");
    await call("GET /api/tables/:id", path(), t.playerToken);
    const joined = await call("POST /api/tables/:id/join", path("/join"), t.playerToken, { name: "Ana" });
    const player = (joined as { token: string }).token;
    await call("POST /api/tables/:id/invites", path("/invites"), t.gmToken, { role: "viewer", name: "Bo" });
    await call("GET /api/tables/:id/credentials", path("/credentials"), t.gmToken);
    await call("POST /api/tables/:id/rolls", path("/rolls"), player, {
      action: "check",
      value: 12,
      target: 11,
    });
    await call("POST /api/tables/:id/rolls", path("/rolls"), t.gmToken, {
      action: "contest",
      a: 10,
      b: 9,
      secret: true,
      label: "Heimlich",
    });
    await call("POST /api/tables/:id/odds", path("/odds"), player, {
      action: "check",
      value: 12,
      target: 12,
    });
    const request = (await call("POST /api/tables/:id/roll-requests", path("/roll-requests"), t.gmToken, {
      action: "check",
      options: { value: 12, target: 12, mod: -3 },
      label: "GE-Probe",
    })) as { requestId: string };
    await call("GET /api/tables/:id/roll-requests/:rid", path(`/roll-requests/${request.requestId}`), player);
    await call("POST /api/tables/:id/rolls", path("/rolls"), player, {
      action: "check",
      requestId: request.requestId,
    });
    await call("POST /api/tables/:id/notes", path("/notes"), player, { text: "Hallo" });
    const saved = (await call("POST /api/tables/:id/characters", path("/characters"), player, CHARACTER)) as {
      id: string;
    };
    const one = path(`/characters/${saved.id}`);
    await call(
      "PUT /api/tables/:id/characters/:cid",
      one,
      player,
      { ...CHARACTER, name: "Lazaro II" },
      {
        "if-match": "1",
      },
    );
    await call("GET /api/tables/:id/characters/:cid", one, player);
    await call("GET /api/tables/:id/characters", path("/characters"), player);
    await call("GET /api/tables/:id/characters/:cid/history", `${one}/history`, player);
    for (const command of FIGHT)
      await call("POST /api/tables/:id/combat", path("/combat"), t.gmToken, command);
    await call("GET /api/tables/:id/combat", path("/combat"), player);
    const evening = (await call("POST /api/tables/:id/sessions", path("/sessions"), t.gmToken, {
      command: "start",
      title: "Schemaabend",
    })) as { seq: number };
    await call("POST /api/tables/:id/rolls", path("/rolls"), t.gmToken, {
      action: "check",
      value: 12,
      target: 11,
    });
    await call("POST /api/tables/:id/sessions", path("/sessions"), t.gmToken, { command: "end" });
    await call("GET /api/tables/:id/recap", path(`/recap?session=${evening.seq}`), t.gmToken);
    await call("POST /api/tables/:id/seeds/rotate", path("/seeds/rotate"), t.gmToken, {});
    await call("DELETE /api/tables/:id/characters/:cid", one, player, undefined, { "if-match": "2" });
    await call("GET /api/tables/:id/events", path("/events"), t.gmToken);
    await call("GET /api/tables/:id/events", path("/events"), player);
    const exported = await call("GET /api/tables/:id/export", path("/export"), t.gmToken);
    await call("GET /api/tables/:id/export", path("/export"), player);
    await call("POST /api/tables/import", "/api/tables/import", undefined, exported);
  });

  it("server and browser agree on the fight: the server's state is the fold the web app makes of the log", async () => {
    const server = (await app.inject({ url: path("/combat"), headers: auth(t.playerToken) })).json();
    // The server logs the start resolved: the commands as sent, plus the table's initiative rule.
    expect(server).toEqual({ ...foldCombat(FIGHT), rule: "gm-order" });
    expect(server.order[1]).toMatchObject({ name: "Ork", tp: -5, wounds: 0, lp: -1 });
    for (const token of [t.gmToken, t.playerToken]) {
      const { events } = eventsResponseSchema.parse(
        (await app.inject({ url: path("/events"), headers: auth(token) })).json(),
      );
      expect(combatOfLog(events)).toEqual(server);
      // Each logged state is the fold up to its command.
      const combats = events.filter((e) => e.kind === "combat");
      combats.forEach((e, i) => {
        expect(e.state).toEqual(combatOfLog(combats.slice(0, i + 1)));
      });
    }
  });

  it("sends only frames of the live-frame schema", async () => {
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    const live = await connectLive(base, t.id, t.gmToken);
    await live.waitFor((m) => m.type === "ready");
    for (const message of live.messages) expect(liveFrameSchema.parse(message)).toEqual(message);
    await live.close();
    const refused = await connectLive(base, t.id, "st_nonsense");
    const error = await refused.waitFor((m) => m.type === "error");
    expect(liveFrameSchema.parse(error)).toEqual(error);
    await refused.close();
  });
});
