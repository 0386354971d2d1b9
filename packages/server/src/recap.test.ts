import { recapResponseSchema, tableEventSchema } from "@spieltisch/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import LAZARO from "../../../examples/characters/lazaro.json" with { type: "json" };
import type { SpieltischApp } from "./app.js";
import { appOn, auth, type Backend, newTable, type TestTable, testBackends } from "./testing/backends.js";
import { ORK } from "./testing/ork.js";

const backends = await testBackends();

type Json = Record<string, unknown>;

describe.each(backends)("evenings and their recap on $name", (backend: Backend) => {
  let built: SpieltischApp;
  let app: SpieltischApp["app"];
  let t: TestTable;
  let lazaro: string;
  let ork: string;
  let shadow: string;

  const send = (method: "GET" | "POST", path: string, token: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/tables/${t.id}${path}`,
      headers: auth(token),
      ...(payload !== undefined ? { payload } : {}),
    });
  const post = async (path: string, payload: object, token = t.gmToken) => {
    const res = await send("POST", path, token, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as Json;
  };
  /** The `seq` of the start of the member's latest evening, as their own log numbers it. */
  const startSeq = async (token: string) => {
    const res = await send("GET", "/events", token);
    const events = (res.json() as { events: unknown[] }).events.map((e) => tableEventSchema.parse(e));
    return events.filter((e) => e.kind === "session" && e.command === "start").at(-1)!.seq;
  };
  const recap = async (token: string, query: string) => {
    const res = await send("GET", `/recap?${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return recapResponseSchema.parse(res.json());
  };

  beforeAll(async () => {
    built = await appOn(backend);
    app = built.app;
    t = await newTable(app, { name: "Kampfabend", system: "ews", modules: ["foka"] });
    lazaro = String((await post("/characters", LAZARO, t.playerToken)).id);
    ork = String((await post("/characters", ORK)).id);
    shadow = String((await post("/characters", { ...ORK, name: "Schatten", secret: true })).id);
  });
  afterAll(async () => {
    await app.close();
    await backend.cleanup();
  });

  it("lets only the GM start and end an evening, one at a time, each refusal coded with a path", async () => {
    const refused = async (token: string, body: object, status: number, code: string, path?: unknown[]) => {
      const res = await send("POST", "/sessions", token, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ error: { code, ...(path ? { path } : {}) } });
    };
    await refused(t.playerToken, { command: "start" }, 403, "gm-only");
    await refused(t.viewerToken, { command: "start" }, 403, "viewer-read-only");
    await refused(t.gmToken, { command: "pause" }, 400, "invalid-body", ["command"]);
    await refused(t.gmToken, { command: "start", title: "" }, 400, "invalid-body", ["title"]);
    await refused(t.gmToken, { command: "end" }, 422, "no-open-session", ["command"]);
    const started = await post("/sessions", { command: "start", title: "Vor dem Tor" });
    expect(started).toMatchObject({ kind: "session", command: "start", title: "Vor dem Tor" });
    await refused(t.gmToken, { command: "start" }, 422, "session-open", ["command"]);
    await post("/sessions", { command: "end" });
  });

  it("recaps an evening for each member as they may see it", async () => {
    await post("/sessions", { command: "start", title: "Der Leibwächter" });
    const melee = (token: string, actor: string, opponent: string, extra: Json = {}) =>
      post(
        "/rolls",
        { action: "melee", actor, opponent, attacker: 13, defender: 12, attackerWeapon: 2, ...extra },
        token,
      );
    await melee(t.gmToken, ork, lazaro, { apply: true });
    await melee(t.gmToken, ork, lazaro, { apply: true, secret: true });
    await melee(t.gmToken, shadow, lazaro, { apply: true });
    await post(
      "/rolls",
      { action: "check", actor: lazaro, value: 12, target: 14, label: "Klettern" },
      t.playerToken,
    );
    await post(`/characters/${lazaro}/condition`, { command: "damage", amount: 1, secret: true });
    await post("/sessions", { command: "end" });
    // After the end: not part of the evening.
    await post("/rolls", { action: "check", actor: lazaro, value: 12, target: 14 }, t.playerToken);

    const gmStart = await startSeq(t.gmToken);
    const playerStart = await startSeq(t.playerToken);
    const forGm = await recap(t.gmToken, `session=${gmStart}`);
    const forPlayer = await recap(t.playerToken, `session=${playerStart}`);
    const forViewer = await recap(t.viewerToken, `session=${playerStart}&lang=en`);

    expect(forGm.title).toBe("Der Leibwächter");
    expect(forGm.to).not.toBeNull();
    const rows = (r: typeof forGm) => Object.fromEntries(r.luck.map((l) => [l.name, l.rolls]));
    expect(rows(forGm)).toEqual({ Ork: 2, Schatten: 1, "Salamon Lazaro de Aicega": 1 });
    expect(rows(forPlayer)).toEqual({ Ork: 1, "Salamon Lazaro de Aicega": 1 });
    expect(forGm.markdown).toContain("Schatten");
    expect(forPlayer.markdown).not.toContain("Schatten");
    expect(forPlayer.markdown).toContain("Verborgene Gestalt");
    expect(forPlayer.markdown).toContain("„Klettern“");
    expect(forViewer.markdown).toContain("“Klettern”");
    expect(forViewer.markdown).toContain("**Dice luck**");
    // Each roll's expectation is the chance the server logged with it.
    const events = (await send("GET", "/events", t.gmToken)).json() as { events: Json[] };
    const lazaroCheck = events.events.find((e) => e.kind === "roll" && e.label === "Klettern")!;
    expect(forGm.luck.find((l) => l.name === "Salamon Lazaro de Aicega")).toMatchObject({
      rolls: 1,
      successes: lazaroCheck.success ? 1 : 0,
      expectedSuccesses: lazaroCheck.pSuccess,
    });
  });

  it("tells a player their own answer to the GM's secret request, and nobody else", async () => {
    await post("/sessions", { command: "start", title: "Im Dunkeln" });
    const asked = await post("/roll-requests", {
      action: "check",
      options: { target: 14 },
      actor: lazaro,
      skill: "Nahkampf",
      secret: true,
      label: "Lauschen",
    });
    expect(asked).toMatchObject({ secret: true });
    await post("/rolls", { action: "check", requestId: asked.requestId }, t.playerToken);
    await post("/sessions", { command: "end" });
    const forPlayer = await recap(t.playerToken, `session=${await startSeq(t.playerToken)}`);
    const forViewer = await recap(t.viewerToken, `session=${await startSeq(t.viewerToken)}`);
    const forGm = await recap(t.gmToken, `session=${await startSeq(t.gmToken)}`);
    expect(forPlayer.markdown).toContain("„Lauschen“");
    expect(forPlayer.luck).toEqual([expect.objectContaining({ name: "Salamon Lazaro de Aicega", rolls: 1 })]);
    expect(forGm.markdown).toContain("„Lauschen“");
    expect(forViewer.markdown).not.toContain("Lauschen");
    expect(forViewer.luck).toEqual([]);
  });

  it("answers 404 for a number that starts no evening of the member's stream, 400 for a bad query", async () => {
    const res = await send("GET", "/recap?session=1", t.playerToken);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: "session-not-found", path: ["session"] } });
    const bad = await send("GET", "/recap?session=abc", t.playerToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: "invalid-query", path: ["session"] } });
    const missing = await send("GET", "/recap", t.playerToken);
    expect(missing.statusCode).toBe(400);
  });

  it("recaps an open evening up to now", async () => {
    await post("/sessions", { command: "start" });
    await post("/rolls", { action: "check", actor: lazaro, value: 12, target: 14 }, t.playerToken);
    const open = await recap(t.playerToken, `session=${await startSeq(t.playerToken)}`);
    expect(open.to).toBeNull();
    expect(open.title).toMatch(/^Spielabend vom \d\d\.\d\d\.\d{4}$/);
    expect(open.luck).toEqual([expect.objectContaining({ name: "Salamon Lazaro de Aicega", rolls: 1 })]);
    await post("/sessions", { command: "end" });
  });
});
