import { SYSTEM_IDS } from "@spieltisch/engine";
import { type ApiRoute, apiRoutes, routeParts } from "@spieltisch/protocol";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp, type SpieltischApp } from "./app.js";
import { DEFAULT_RATE_LIMITS } from "./rate-limits.js";
import { auth, newTable, type TestTable } from "./testing/backends.js";

// Issue #15 §3: generated requests to every route of a running server — wrong types, huge
// numbers, prototype keys, deep nesting, unicode, wrong tokens — never get a 5xx and never hang.
let built: SpieltischApp;
let base: string;
let t: TestTable;
let faar: TestTable;
let characterId: string;
/** A real GM export: imports get it with one value somewhere replaced. */
let exported: unknown;

const unlimited = { max: 1_000_000, windowMs: 60_000 };

beforeAll(async () => {
  built = await buildApp({
    databaseUrl: "sqlite::memory:",
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      createTable: unlimited,
      importTable: unlimited,
      failedAuth: unlimited,
    },
  });
  base = await built.app.listen({ port: 0, host: "127.0.0.1" });
  t = await newTable(built.app, { name: "Fuzz", system: "ews", modules: ["foka"] });
  const created = await built.app.inject({
    method: "POST",
    url: `/api/tables/${t.id}/characters`,
    headers: auth(t.gmToken),
    payload: { format: "spieltisch/character@1", system: "ews", name: "Ziel" },
  });
  characterId = created.json().id;
  faar = await newTable(built.app, { name: "Faar", system: "faar" });
  await built.app.inject({
    method: "POST",
    url: `/api/tables/${t.id}/rolls`,
    headers: auth(t.playerToken),
    payload: { action: "check", value: 12, target: 11 },
  });
  exported = (await built.app.inject({ url: `/api/tables/${t.id}/export`, headers: auth(t.gmToken) })).json();
});
afterAll(() => built.app.close());

const routes = Object.keys(apiRoutes) as ApiRoute[];

const prototypeKey = fc.constantFrom(
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
);
const weirdString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  prototypeKey,
  fc.constantFrom("", " ", "\u0000", "😀".repeat(50), "x".repeat(3000), "8W100", "9W100/2+1", "-1", "1e309"),
);
const weirdNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, 2 ** 53 - 1, 2 ** 53 + 2, -(2 ** 53), 1e308, 0.1),
);
const leaf = fc.oneof(weirdString, weirdNumber, fc.boolean(), fc.constant(null));
const value = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: "small" },
    leaf,
    fc.array(tie("node"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(weirdString, prototypeKey), tie("node"), { maxKeys: 4 }),
  ),
})).node;
/** Bodies in the routes' own vocabulary, so validation is passed now and then and deeper code runs. */
const likely = fc.record(
  {
    action: fc.oneof(
      fc.constantFrom("check", "contest", "melee", "shoot", "heal", "foka-heal", "confront"),
      weirdString,
    ),
    value: weirdNumber,
    target: weirdNumber,
    attacker: weirdNumber,
    defender: weirdNumber,
    mod: fc.oneof(weirdNumber, fc.array(weirdNumber, { maxLength: 3 })),
    options: value,
    command: fc.constantFrom("start", "next", "update", "end", "x"),
    participants: fc.array(fc.record({ name: weirdString, initiative: weirdNumber }), { maxLength: 3 }),
    format: fc.constantFrom("spieltisch/character@1", "spieltisch/table-export@1"),
    system: fc.oneof(fc.constantFrom(...SYSTEM_IDS), prototypeKey),
    name: weirdString,
    role: fc.constantFrom("gm", "player", "viewer", "__proto__"),
    text: weirdString,
    secret: fc.oneof(fc.boolean(), leaf),
    stream: fc.constantFrom("table", "gm", "x"),
    extra: value,
  },
  { requiredKeys: [] },
);
/** A character file whose fields go wrong. */
const characterLike = fc.record(
  {
    format: fc.oneof(fc.constant("spieltisch/character@1"), weirdString),
    system: fc.oneof(fc.constantFrom("ews", "faar"), prototypeKey, weirdString),
    name: weirdString,
    extra: value,
  },
  { requiredKeys: ["format", "system"] },
);
/** An action's options where one is off: prototype keys, dice beyond exact odds, huge numbers. */
const actionLike = fc.record(
  {
    action: fc.oneof(fc.constantFrom("check", "contest", "melee", "shoot", "heal", "confront"), prototypeKey),
    value: weirdNumber,
    target: weirdNumber,
    attack: fc.oneof(fc.constant(12), weirdNumber),
    defense: fc.oneof(fc.constant(8), weirdNumber),
    damage: fc.oneof(fc.constantFrom("8W100", "9W60", "9W100/2+1", "7W100", "2W6"), weirdString),
    zones: fc.boolean(),
  },
  { requiredKeys: ["action"] },
);
/** Every path to a value inside a JSON value. */
const pathsOf = (v: unknown, prefix: (string | number)[] = []): (string | number)[][] =>
  v === null || typeof v !== "object"
    ? []
    : Object.entries(v).flatMap(([k, inner]) => {
        const key = Array.isArray(v) ? Number(k) : k;
        return [[...prefix, key], ...pathsOf(inner, [...prefix, key])];
      });
/** The real export with the value at one path replaced by a generated one. */
const exportLike = fc.tuple(fc.nat(), leaf).map(([which, replacement]) => {
  const copy = structuredClone(exported) as Record<string, unknown>;
  const paths = pathsOf(copy);
  const path = paths[which % paths.length]!;
  let target = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1)!] = replacement;
  return copy;
});

/** Bodies shaped for a route, so that validation passes now and then and deeper code runs. */
function shapedFor(route: ApiRoute): fc.Arbitrary<string> {
  const json = (a: fc.Arbitrary<unknown>) => a.map((v) => JSON.stringify(v) ?? "null");
  if (route.includes("/characters")) return json(characterLike);
  if (route.endsWith("/rolls") || route.endsWith("/odds")) return json(actionLike);
  if (route.endsWith("/roll-requests"))
    return json(actionLike.map(({ action, ...options }) => ({ action, options })));
  if (route.endsWith("/import")) return json(exportLike);
  return json(likely);
}

/** Nesting around the depth limit. */
const deep = fc.integer({ min: 1, max: 200 }).map((n) => `{"a":${"[".repeat(n)}${"]".repeat(n)}}`);
const body = fc.oneof(
  value.map((v) => JSON.stringify(v) ?? "null"),
  likely.map((v) => JSON.stringify(v)),
  deep,
  prototypeKey.map((k) => `{"${k}":{"polluted":1},"action":"check","value":1,"target":1}`),
  fc.string().map((s) => `{"action":${s}`),
);
// Mostly real tokens and ids: a request refused at the door tests little.
const token = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom("gm", "gm", "player", "viewer") },
  { weight: 1, arbitrary: fc.constantFrom("none", "bogus") },
  { weight: 1, arbitrary: weirdString.map((s) => `raw:${s}`) },
);
const pathPart = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom("real", "faar") },
  { weight: 1, arbitrary: weirdString.filter((s) => s.length > 0 && s.length < 200) },
);

it("no generated request to any route is answered with a 5xx or hangs", { timeout: 180_000 }, async () => {
  const request = fc
    .constantFrom(...routes)
    .chain((route) => fc.tuple(fc.constant(route), fc.oneof(shapedFor(route), shapedFor(route), body)));
  await fc.assert(
    fc.asyncProperty(
      request,
      token,
      pathPart,
      fc.constantFrom("1", "abc", "99999999999999999999", undefined),
      async ([route, payload], who, part, ifMatch) => {
        const { method, path } = routeParts(route);
        const table = part === "faar" ? faar : t;
        const url = path
          .replace(":id", part === "real" || part === "faar" ? table.id : encodeURIComponent(part))
          .replace(":cid", part === "real" ? characterId : encodeURIComponent(part))
          .replace(":rid", encodeURIComponent(part));
        const tokens: Record<string, string> = {
          gm: table.gmToken,
          player: table.playerToken,
          viewer: table.viewerToken,
        };
        const headers: Record<string, string> = { "content-type": "application/json" };
        const bearer = who.startsWith("raw:") ? who.slice(4) : tokens[who];
        if (bearer !== undefined && who !== "none") {
          const value = `Bearer ${bearer}`;
          // fetch refuses header values it cannot send; those never reach a server anyway.
          if (/^[\t\x20-\x7e]*$/.test(value)) headers.authorization = value;
        }
        if (ifMatch !== undefined) headers["if-match"] = ifMatch;
        const withBody = method !== "GET" && method !== "DELETE";
        const res = await fetch(
          `${base}${url}${route.endsWith("/events") ? `?after=${encodeURIComponent(part)}` : ""}`,
          {
            method,
            headers,
            ...(withBody ? { body: payload } : {}),
            signal: AbortSignal.timeout(10_000),
          },
        );
        const text = await res.text();
        expect(res.status, `${method} ${url} ${payload.slice(0, 300)} → ${text.slice(0, 300)}`).toBeLessThan(
          500,
        );
      },
    ),
    { numRuns: 1500, seed: 1515 },
  );
  // The server still answers normally afterwards.
  const health = await fetch(`${base}/healthz`);
  expect(health.status).toBe(200);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});
