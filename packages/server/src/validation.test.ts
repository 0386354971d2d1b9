import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type SpieltischApp } from "./app.js";
import { auth, newTable, type TestTable } from "./testing/backends.js";

let app: SpieltischApp["app"];
let t: TestTable;
let characterId: string;

beforeAll(async () => {
  app = (await buildApp({ databaseUrl: "sqlite::memory:", bodyLimit: 64 * 1024 })).app;
  t = await newTable(app);
  const created = await app.inject({
    method: "POST",
    url: `/api/tables/${t.id}/characters`,
    headers: auth(t.gmToken),
    payload: { format: "spieltisch/character@1", system: "ews", name: "Probe" },
  });
  characterId = created.json().id;
});
afterAll(() => app.close());

/** Every route that takes a body, called as the GM so authorization never hides a validation bug. */
const bodyRoutes = () =>
  [
    ["POST", "/api/tables"],
    ["POST", "/api/tables/import"],
    ["POST", `/api/tables/${t.id}/rolls`],
    ["POST", `/api/tables/${t.id}/odds`],
    ["POST", `/api/tables/${t.id}/roll-requests`],
    ["POST", `/api/tables/${t.id}/notes`],
    ["POST", `/api/tables/${t.id}/join`],
    ["POST", `/api/tables/${t.id}/invites`],
    ["POST", `/api/tables/${t.id}/combat`],
    ["POST", `/api/tables/${t.id}/seeds/rotate`],
    ["POST", `/api/tables/${t.id}/characters`],
    ["PUT", `/api/tables/${t.id}/characters/${characterId}`],
  ] as const;

const send = (method: "POST" | "PUT", url: string, payload: string, extra: Record<string, string> = {}) =>
  app.inject({
    method,
    url,
    payload,
    headers: { ...auth(t.gmToken), "content-type": "application/json", "if-match": "1", ...extra },
  });

describe("every route validates its body", () => {
  it("malformed JSON is 400 malformed-json", async () => {
    for (const [method, url] of bodyRoutes()) {
      const res = await send(method, url, '{"action": ');
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe("malformed-json");
    }
  });

  it("wrong types are 4xx with a code and the field path", async () => {
    const cases: [string, string, Record<string, unknown>, (string | number)[]][] = [
      ["POST", "/api/tables", { name: 5, system: "ews" }, ["name"]],
      ["POST", `/api/tables/${t.id}/rolls`, { action: "check", value: "zwölf", target: 12 }, ["value"]],
      [
        "POST",
        `/api/tables/${t.id}/rolls`,
        { action: "check", value: 12, target: 12, mod: [1, "x"] },
        ["mod"],
      ],
      ["POST", `/api/tables/${t.id}/rolls`, { action: "check", value: 12, target: 12, bogus: 1 }, ["bogus"]],
      ["POST", `/api/tables/${t.id}/rolls`, { action: 7 }, ["action"]],
      [
        "POST",
        `/api/tables/${t.id}/roll-requests`,
        { action: "check", options: { value: true, target: 1 } },
        ["options", "value"],
      ],
      ["POST", `/api/tables/${t.id}/combat`, { command: "update", participant: "x" }, ["participant"]],
      ["POST", `/api/tables/${t.id}/notes`, { text: "" }, ["text"]],
      ["POST", `/api/tables/${t.id}/invites`, { role: "king" }, ["role"]],
    ];
    for (const [, url, body, path] of cases) {
      const res = await send("POST", url, JSON.stringify(body));
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      const error = res.json().error;
      expect(error.code).toBe("invalid-body");
      expect(error.path, JSON.stringify(body)).toEqual(path);
    }
  });

  it("a table name with control or bidi characters is 400 at path name (issue #31)", async () => {
    for (const name of ["\u0000\u202e", "Tisch\u202eelbat", "Zwei\nZeilen", "a\u2066b", "\u0007"]) {
      const created = await send("POST", "/api/tables", JSON.stringify({ name, system: "ews" }));
      expect(created.statusCode, JSON.stringify(name)).toBe(400);
      expect(created.json().error).toMatchObject({ code: "invalid-body", path: ["name"] });
      const renamed = await app.inject({
        method: "PATCH",
        url: `/api/tables/${t.id}`,
        headers: auth(t.gmToken),
        payload: { name },
      });
      expect(renamed.statusCode, JSON.stringify(name)).toBe(400);
      expect(renamed.json().error).toMatchObject({ code: "invalid-body", path: ["name"] });
    }
    // Letters of every script, emoji (joined ones too) and typographic marks are names.
    for (const name of ["Die Nebelinseln", "Ørkenløb – „Sturm“", "ドラゴン 🐉", "👨‍👩‍👧 Familie"]) {
      const created = await send("POST", "/api/tables", JSON.stringify({ name, system: "ews" }));
      expect(created.statusCode, name).toBe(201);
    }
  });

  it("unknown actions are 400 unknown-action at path action", async () => {
    const res = await send("POST", `/api/tables/${t.id}/rolls`, JSON.stringify({ action: "fly", value: 1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: "unknown-action", path: ["action"] });
  });

  it("actions of a module the table lacks are 400 module-required (rolls, odds, roll requests)", async () => {
    const fokaActions: [string, Record<string, unknown>][] = [
      ["melee", { attacker: 12, defender: 12 }],
      ["shoot", { value: 12, range: "short" }],
      ["foka-heal", { attribute: 12, situation: "bed" }],
    ];
    for (const [action, options] of fokaActions) {
      for (const [route, body] of [
        ["rolls", { action, ...options }],
        ["odds", { action, ...options }],
        ["roll-requests", { action, options }],
      ] as const) {
        const res = await send("POST", `/api/tables/${t.id}/${route}`, JSON.stringify(body));
        expect(res.statusCode, `${route} ${action}`).toBe(400);
        expect(res.json().error).toMatchObject({ code: "module-required", path: ["action"] });
        expect(res.json().error.message).toContain('"foka"');
      }
    }
    const foka = await newTable(app, { name: "FoKa", system: "ews", modules: ["foka"] });
    const rolled = await app.inject({
      method: "POST",
      url: `/api/tables/${foka.id}/rolls`,
      headers: auth(foka.gmToken),
      payload: { action: "melee", attacker: 12, defender: 12 },
    });
    expect(rolled.statusCode).toBe(201);
  });

  it("huge bodies are 413 body-too-large", async () => {
    const huge = JSON.stringify({ text: "x".repeat(100 * 1024) });
    for (const [method, url] of bodyRoutes().filter(([, url]) => !url.endsWith("/import"))) {
      const res = await send(method, url, huge);
      expect(res.statusCode, url).toBe(413);
      expect(res.json().error.code).toBe("body-too-large");
    }
  });

  it("import has its own, larger limit and still refuses beyond it", async () => {
    const big = JSON.stringify({ text: "x".repeat(100 * 1024) });
    const res = await send("POST", "/api/tables/import", big);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("invalid-body");
    const tooBig = await send(
      "POST",
      "/api/tables/import",
      JSON.stringify({ text: "x".repeat(33 * 1024 * 1024) }),
    );
    expect(tooBig.statusCode).toBe(413);
  });

  it("a bad If-Match is 400, a missing one 428", async () => {
    const url = `/api/tables/${t.id}/characters/${characterId}`;
    const body = JSON.stringify({ format: "spieltisch/character@1", system: "ews", name: "P" });
    expect((await send("PUT", url, body, { "if-match": "abc" })).json().error.code).toBe("invalid-if-match");
    const missing = await app.inject({
      method: "PUT",
      url,
      payload: body,
      headers: { ...auth(t.gmToken), "content-type": "application/json" },
    });
    expect(missing.statusCode).toBe(428);
  });

  it("unknown routes are 404 with an error body", async () => {
    const res = await app.inject({ method: "GET", url: "/api/nothing" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("not-found");
  });

  it("fuzzed bodies never cause a 5xx", async () => {
    const json = fc.jsonValue({ maxDepth: 3 });
    const rollish = fc.record(
      {
        action: fc.oneof(fc.constantFrom("check", "contest", "x", ""), fc.anything()),
        value: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null)),
        target: fc.oneof(fc.integer({ min: -2000, max: 2000 }), fc.string()),
        mod: fc.oneof(fc.integer(), fc.array(fc.integer({ min: -5000, max: 5000 })), fc.string()),
        wounds: fc.oneof(fc.integer({ min: -5, max: 200 }), fc.boolean()),
        secret: fc.oneof(fc.boolean(), fc.string()),
        requestId: fc.string(),
        a: fc.integer(),
        b: fc.integer(),
        command: fc.constantFrom("start", "next", "update", "end", "x"),
        participants: fc.array(fc.dictionary(fc.constantFrom("name", "tp", "initiative"), json), {
          maxLength: 3,
        }),
        participant: fc.integer(),
        options: fc.dictionary(fc.string(), json),
        format: fc.constantFrom("spieltisch/character@1", "x"),
        system: fc.constantFrom("ews", "faar", "nope"),
        name: fc.oneof(fc.string(), fc.integer()),
        role: fc.constantFrom("gm", "player", "viewer", "x"),
        stream: fc.constantFrom("table", "gm", "x"),
        text: fc.string(),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      json,
      rollish,
      fc.string().map((s) => `{${s}`),
    );
    const routes = bodyRoutes().filter(([, url]) => !url.endsWith("/import"));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), body, async ([method, url], payload) => {
        const text =
          typeof payload === "string" && payload.startsWith("{") ? payload : JSON.stringify(payload);
        const res = await send(method, url, text ?? "null", { "if-match": "1" });
        expect(res.statusCode, `${url} ${text} → ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(typeof res.json().error.code).toBe("string");
      }),
      { numRuns: 400, seed: 20261129 },
    );
  });
});

describe("roll and odds bodies, flat or nested, parsed once at the edge", () => {
  // A table of its own: the fuzzing above empties the other one's write bucket.
  let u: TestTable;
  beforeAll(async () => {
    u = await newTable(app);
  });
  const post = (path: string, payload: unknown, token: string | undefined = u.gmToken) =>
    app.inject({
      method: "POST",
      url: `/api/tables/${u.id}${path}`,
      headers: token ? auth(token) : {},
      payload: payload as object,
    });

  it("the action's options nested in `options` are the same as flat beside `action`", async () => {
    const flat = await post("/odds", { action: "check", value: 12, target: 9 });
    const nested = await post("/odds", { action: "check", options: { value: 12, target: 9 } });
    expect(flat.statusCode, flat.body).toBe(200);
    expect(nested.json()).toEqual(flat.json());
    const rolled = await post("/rolls", { action: "check", options: { value: 12, target: 9 }, label: "Tür" });
    expect(rolled.statusCode, rolled.body).toBe(201);
    expect(rolled.json()).toMatchObject({ action: "check", options: { value: 12, target: 9 }, label: "Tür" });
  });

  it("options nested and flat at once are 400 at the first flat one; nested options are checked as flat ones", async () => {
    for (const path of ["/odds", "/rolls"]) {
      const both = await post(path, { action: "check", options: { value: 12 }, target: 9 });
      expect(both.statusCode, both.body).toBe(400);
      expect(both.json().error).toMatchObject({ code: "invalid-body", path: ["target"] });
      const bad = await post(path, { action: "check", options: { value: "zwölf", target: 9 } });
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().error).toMatchObject({ path: ["value"] });
      const notAnObject = await post(path, { action: "check", options: [12, 9] });
      expect(notAnObject.statusCode, notAnObject.body).toBe(400);
      expect(notAnObject.json().error).toMatchObject({ code: "invalid-body", path: ["options"] });
    }
  });

  it("a stranger learns nothing from a body: the token is checked before it is read", async () => {
    for (const path of ["/rolls", "/odds", "/roll-requests", "/combat", "/notes"]) {
      const res = await post(path, { nonsense: true }, "st_not-a-token");
      expect(res.statusCode, `${path}: ${res.body}`).toBe(401);
    }
  });
});
