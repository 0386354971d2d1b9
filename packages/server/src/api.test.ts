import {
  createTableResponseSchema,
  eventsResponseSchema,
  tableExportSchema,
  tableInfoSchema,
  verifyExport,
} from "@spieltisch/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import LAZARO from "../../../examples/characters/lazaro.json" with { type: "json" };
import type { SpieltischApp } from "./app.js";
import { appOn, auth, type Backend, newTable, type TestTable, testBackends } from "./testing/backends.js";

const backends = await testBackends();

// The stored file must keep what the client sent, Striche included (checked below), so this Lazaro
// has spent 2 Striche on Stilvoll.
const CHARACTER = { ...LAZARO, striche: { Stilvoll: 2 } };

describe.each(backends)("API on $name", (backend: Backend) => {
  let built: SpieltischApp;
  let app: SpieltischApp["app"];
  let t: TestTable;
  let other: TestTable;

  beforeAll(async () => {
    built = await appOn(backend);
    app = built.app;
    t = await newTable(app);
    other = await newTable(app);
  });
  afterAll(async () => {
    await app.close();
    await backend.cleanup();
  });

  const get = (url: string, token?: string) =>
    app.inject({ method: "GET", url, ...(token ? { headers: auth(token) } : {}) });
  const post = (url: string, payload: unknown, token?: string) =>
    app.inject({
      method: "POST",
      url,
      payload: payload as object,
      ...(token ? { headers: auth(token) } : {}),
    });
  const events = async (token: string, after = 0) =>
    (await get(`/api/tables/${t.id}/events?after=${after}`, token)).json().events as Record<
      string,
      unknown
    >[];

  it("answers /healthz and creates tables with three distinct high-entropy tokens", async () => {
    expect((await get("/healthz")).json()).toEqual({ ok: true });
    expect(createTableResponseSchema.parse(t)).toEqual(t);
    const tokens = [t.gmToken, t.playerToken, t.viewerToken];
    expect(new Set(tokens).size).toBe(3);
    // st_ + 43 base64url characters = 256 bits.
    for (const token of tokens) expect(token).toMatch(/^st_[A-Za-z0-9_-]{43}$/);
  });

  it("stores only token hashes", async () => {
    const rows = await built.storage.db.selectFrom("credentials").select("token_hash").execute();
    const hashes = rows.map((r) => r.token_hash);
    expect(hashes).not.toContain(t.gmToken);
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });

  it("rejects unknown systems and modules with a path", async () => {
    const bad = await post("/api/tables", { name: "x", system: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: "unknown-system", path: ["system"] });
    const badModule = await post("/api/tables", { name: "x", system: "ews", modules: ["zzz"] });
    expect(badModule.json().error).toMatchObject({ code: "unknown-module", path: ["modules"] });
  });

  it("takes a table's options in the one shape and refuses unknown keys and codes with their path", async () => {
    const houseRules = { houseRules: ["ews.over-budget"], attributeMalus: true, healingMaxWounds: 8 };
    const created = await post("/api/tables", { name: "Hausregeln", system: "ews", houseRules });
    expect(created.statusCode).toBe(201);
    const info = (await get(`/api/tables/${created.json().id}`, created.json().gmToken)).json();
    expect(tableInfoSchema.parse(info).houseRules).toEqual(houseRules);
    for (const [body, path] of [
      [{ colour: "red" }, ["houseRules", "colour"]],
      [{ "houseRule.ews.over-budget": true }, ["houseRules", "houseRule.ews.over-budget"]],
      [{ houseRules: "over-budget" }, ["houseRules", "houseRules"]],
      [{ houseRules: ["ews.under-budget"] }, ["houseRules", "houseRules", 0]],
      [{ faarDefenseDivisor: 7 }, ["houseRules", "faarDefenseDivisor"]],
    ] as const) {
      const bad = await post("/api/tables", { name: "x", system: "ews", houseRules: body });
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().error).toMatchObject({ code: "invalid-body", path });
    }
  });

  describe("authorization matrix", () => {
    const roll = { action: "check", value: 12, target: 15 };
    it("no token or an unknown token is 401", async () => {
      expect((await post(`/api/tables/${t.id}/rolls`, roll)).statusCode).toBe(401);
      expect((await post(`/api/tables/${t.id}/rolls`, roll, "st_nonsense")).statusCode).toBe(401);
      expect((await get(`/api/tables/${t.id}/events`)).json().error.code).toBe("unauthorized");
    });
    it("a token of another table is 404", async () => {
      expect((await post(`/api/tables/${t.id}/rolls`, roll, other.gmToken)).statusCode).toBe(404);
      expect((await get(`/api/tables/${t.id}/events`, other.playerToken)).statusCode).toBe(404);
      expect((await get(`/api/tables/${t.id}/export`, other.gmToken)).statusCode).toBe(404);
    });
    it("a player doing a GM thing is 403", async () => {
      const secret = await post(`/api/tables/${t.id}/rolls`, { ...roll, secret: true }, t.playerToken);
      expect(secret.statusCode).toBe(403);
      expect(secret.json().error).toMatchObject({ code: "secret-gm-only", path: ["secret"] });
      for (const [url, body] of [
        [`/api/tables/${t.id}/seeds/rotate`, {}],
        [`/api/tables/${t.id}/invites`, { role: "gm" }],
        [`/api/tables/${t.id}/combat`, { command: "next" }],
        [`/api/tables/${t.id}/roll-requests`, { action: "check", options: { value: 1, target: 2 } }],
      ] as const) {
        expect((await post(url, body, t.playerToken)).statusCode, url).toBe(403);
      }
      expect((await get(`/api/tables/${t.id}/credentials`, t.playerToken)).statusCode).toBe(403);
    });
    it("a viewer cannot roll, write notes or create characters but can read", async () => {
      expect((await post(`/api/tables/${t.id}/rolls`, roll, t.viewerToken)).statusCode).toBe(403);
      expect((await post(`/api/tables/${t.id}/notes`, { text: "hi" }, t.viewerToken)).statusCode).toBe(403);
      expect((await post(`/api/tables/${t.id}/characters`, CHARACTER, t.viewerToken)).statusCode).toBe(403);
      expect((await get(`/api/tables/${t.id}/events`, t.viewerToken)).statusCode).toBe(200);
    });
    it("a revoked token is 401 from then on", async () => {
      const invite = (await post(`/api/tables/${t.id}/invites`, { role: "player" }, t.gmToken)).json();
      expect((await get(`/api/tables/${t.id}`, invite.token)).statusCode).toBe(200);
      const del = await app.inject({
        method: "DELETE",
        url: `/api/tables/${t.id}/credentials/${invite.credentialId}`,
        headers: auth(t.gmToken),
      });
      expect(del.statusCode).toBe(204);
      expect((await get(`/api/tables/${t.id}`, invite.token)).statusCode).toBe(401);
    });
  });

  it("rolls: 201 with the stored event, server-decided and matching the CLI's fields", async () => {
    const res = await post(
      `/api/tables/${t.id}/rolls`,
      { action: "check", value: 12, target: 15, mod: [3, -1] },
      t.playerToken,
    );
    expect(res.statusCode).toBe(201);
    const event = res.json();
    expect(event).toMatchObject({ kind: "roll", action: "check", value: 12, target: 15, effective: 14 });
    expect(typeof event.seq).toBe("number");
    expect(event.dice.length).toBeGreaterThan(0);
    expect(event.pSuccessExact).toMatch(/^\d+\/\d+$/);
    const log = await events(t.playerToken, event.seq - 1);
    expect(log[0]).toEqual(event);
    const contest = await post(`/api/tables/${t.id}/rolls`, { action: "contest", a: 10, b: 12 }, t.gmToken);
    expect(contest.statusCode).toBe(201);
    expect(["a", "b"]).toContain(contest.json().winner);
  });

  it("secret rolls never reach players or viewers, and their seqs have no gaps", async () => {
    for (let i = 0; i < 3; i++) {
      await post(`/api/tables/${t.id}/rolls`, { action: "check", value: 10, target: 12 }, t.playerToken);
      const s = await post(
        `/api/tables/${t.id}/rolls`,
        { action: "check", value: 9, target: 14, secret: true },
        t.gmToken,
      );
      expect(s.statusCode).toBe(201);
      expect(s.json().secret).toBe(true);
      await post(`/api/tables/${t.id}/notes`, { text: "geheim", secret: true }, t.gmToken);
    }
    for (const token of [t.playerToken, t.viewerToken]) {
      const log = await events(token);
      expect(log.map((e) => e.seq)).toEqual(log.map((_, i) => i + 1));
      expect(JSON.stringify(log)).not.toContain("geheim");
      expect(log.some((e) => e.secret === true || e.kind === "seed-committed")).toBe(false);
      const info = (await get(`/api/tables/${t.id}`, token)).json();
      expect(info.lastSeq).toBe(log.length);
      expect(info.seeds.map((s: { stream: string }) => s.stream)).toEqual(["table"]);
      const exported = (await get(`/api/tables/${t.id}/export`, token)).json();
      expect(exported.events.length).toBe(log.length);
      expect(exported.seeds.every((s: { stream: string }) => s.stream === "table")).toBe(true);
    }
    const gmLog = await events(t.gmToken);
    // Every event on the wire has the protocol's shape.
    expect(eventsResponseSchema.safeParse({ events: gmLog }).success).toBe(true);
    expect(tableInfoSchema.safeParse((await get(`/api/tables/${t.id}`, t.gmToken)).json()).success).toBe(
      true,
    );
    expect(gmLog.map((e) => e.seq)).toEqual(gmLog.map((_, i) => i + 1));
    expect(gmLog.filter((e) => e.secret).length).toBeGreaterThanOrEqual(7);
    expect(JSON.stringify(gmLog)).toContain("geheim");
  });

  it("seed commitments come before the rolls, rotation reveals them and verify recomputes every roll", async () => {
    const before = (await get(`/api/tables/${t.id}`, t.playerToken)).json();
    const published = before.seeds[0].commitment as string;
    const rotate = await post(`/api/tables/${t.id}/seeds/rotate`, {}, t.gmToken);
    expect(rotate.statusCode).toBe(200);
    const rotated = rotate.json().rotated as { stream: string; revealed: { commitment: string } }[];
    expect(rotated.find((r) => r.stream === "table")!.revealed.commitment).toBe(published);
    await post(`/api/tables/${t.id}/rolls`, { action: "check", value: 11, target: 13 }, t.playerToken);
    const full = (await get(`/api/tables/${t.id}/export`, t.gmToken)).json();
    const report = verifyExport(full);
    expect(report.mismatch).toBeNull();
    expect(report.verified).toBeGreaterThanOrEqual(8);
    expect(report.unrevealed).toBe(1);
    // A player's export verifies too, from the table stream alone.
    const mine = verifyExport((await get(`/api/tables/${t.id}/export`, t.playerToken)).json());
    expect(mine.mismatch).toBeNull();
    // Tampering with one die is found.
    const roll = full.events.find((e: { kind: string; secret: boolean }) => e.kind === "roll" && !e.secret);
    roll.dice = roll.dice.map((d: number) => (d % 6) + 1);
    expect(verifyExport(full).mismatch?.fullSeq).toBe(roll.fullSeq);
  });

  it("roll requests: the player sees exact odds, rolls, and the roll is linked", async () => {
    const req = await post(
      `/api/tables/${t.id}/roll-requests`,
      { action: "check", options: { value: 12, target: 12, mod: -3 }, label: "GE-Probe" },
      t.gmToken,
    );
    expect(req.statusCode).toBe(201);
    const requestId = req.json().requestId as string;
    const seen = (await events(t.playerToken)).find(
      (e) => e.requestId === requestId && e.kind === "roll-request",
    )!;
    expect(seen.odds).toMatchObject({ effective: 9, pSuccessExact: expect.stringMatching(/\//) });
    const detail = (await get(`/api/tables/${t.id}/roll-requests/${requestId}`, t.playerToken)).json();
    expect(detail).toMatchObject({ status: "open", label: "GE-Probe" });
    const rolled = await post(`/api/tables/${t.id}/rolls`, { action: "check", requestId }, t.playerToken);
    expect(rolled.statusCode).toBe(201);
    expect(rolled.json()).toMatchObject({ requestId, label: "GE-Probe", effective: 9 });
    const again = await post(`/api/tables/${t.id}/rolls`, { action: "check", requestId }, t.playerToken);
    expect(again.statusCode).toBe(409);
    // A secret request is invisible to players: not in the log, 404 by id, not rollable.
    const secretReq = await post(
      `/api/tables/${t.id}/roll-requests`,
      { action: "check", options: { value: 5, target: 9 }, secret: true },
      t.gmToken,
    );
    const secretId = secretReq.json().requestId as string;
    expect((await events(t.playerToken)).some((e) => e.requestId === secretId)).toBe(false);
    expect((await get(`/api/tables/${t.id}/roll-requests/${secretId}`, t.playerToken)).statusCode).toBe(404);
    expect(
      (await post(`/api/tables/${t.id}/rolls`, { action: "check", requestId: secretId }, t.playerToken))
        .statusCode,
    ).toBe(404);
    const gmRoll = await post(
      `/api/tables/${t.id}/rolls`,
      { action: "check", requestId: secretId },
      t.gmToken,
    );
    expect(gmRoll.json()).toMatchObject({ secret: true, requestId: secretId });
    expect((await get(`/api/tables/${t.id}/roll-requests/${requestId}`, t.playerToken)).json().status).toBe(
      "done",
    );
  });

  it("characters: create, If-Match versions, 409 on stale, owner rules, history, 422 with issues", async () => {
    const created = await post(`/api/tables/${t.id}/characters`, CHARACTER, t.playerToken);
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json();
    expect(version).toBe(1);
    const url = `/api/tables/${t.id}/characters/${id}`;
    const put = (token: string, v: string | undefined, body: unknown) =>
      app.inject({
        method: "PUT",
        url,
        payload: body as object,
        headers: { ...auth(token), ...(v !== undefined ? { "if-match": v } : {}) },
      });
    const v2 = await put(t.playerToken, "1", { ...CHARACTER, name: "Lazaro" });
    expect(v2.statusCode).toBe(200);
    expect(v2.json().version).toBe(2);
    expect(v2.headers.etag).toBe('"2"');
    const stale = await put(t.playerToken, "1", { ...CHARACTER, name: "Alt" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: "version-conflict", currentVersion: 2 });
    expect((await put(t.playerToken, undefined, CHARACTER)).statusCode).toBe(428);
    // GM edits everyone's; another player edits nobody else's.
    expect((await put(t.gmToken, '"2"', { ...CHARACTER, name: "GM-Edit" })).statusCode).toBe(200);
    const stranger = (await post(`/api/tables/${t.id}/join`, { name: "Zweiter" }, t.playerToken)).json();
    expect((await put(stranger.token, "3", CHARACTER)).statusCode).toBe(403);
    // Invalid files: 422 with issues and the path of the field.
    const bad = await put(t.playerToken, "3", { ...CHARACTER, format: "nope" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.issues[0]).toMatchObject({ path: ["format"], severity: "error" });
    const wrongSystem = await put(t.playerToken, "3", { ...CHARACTER, system: "faar" });
    expect(wrongSystem.statusCode).toBe(422);
    const current = (await get(url, t.viewerToken)).json();
    expect(current).toMatchObject({ version: 3, character: { name: "GM-Edit", striche: { Stilvoll: 2 } } });
    const history = (await get(`${url}/history`, t.playerToken)).json().versions;
    expect(history.map((h: { version: number }) => h.version)).toEqual([1, 2, 3]);
    expect((await get(`/api/tables/${t.id}/characters`, t.playerToken)).json().characters).toHaveLength(1);
  });

  it("combat: order by initiative, turns, wounds, state replayed from the log", async () => {
    const start = await post(
      `/api/tables/${t.id}/combat`,
      {
        command: "start",
        participants: [
          { name: "Ork", initiative: 3, tp: 10 },
          { name: "Lazaro", initiative: 5, tp: 12 },
          { name: "Bandit" },
        ],
      },
      t.gmToken,
    );
    expect(start.statusCode).toBe(201);
    expect(start.json().state.order.map((f: { name: string }) => f.name)).toEqual([
      "Lazaro",
      "Ork",
      "Bandit",
    ]);
    await post(
      `/api/tables/${t.id}/combat`,
      { command: "update", participant: 1, tp: -4, wounds: 1 },
      t.gmToken,
    );
    for (let i = 0; i < 3; i++) await post(`/api/tables/${t.id}/combat`, { command: "next" }, t.gmToken);
    const state = (await get(`/api/tables/${t.id}/combat`, t.playerToken)).json();
    expect(state).toMatchObject({ active: true, round: 2, turn: 0 });
    expect(state.order[1]).toMatchObject({ name: "Ork", tp: 6, wounds: 1 });
    const bad = await post(`/api/tables/${t.id}/combat`, { command: "update", participant: 9 }, t.gmToken);
    expect(bad.statusCode).toBe(400);
    await post(`/api/tables/${t.id}/combat`, { command: "end" }, t.gmToken);
    expect((await get(`/api/tables/${t.id}/combat`, t.gmToken)).json().active).toBe(false);
  });

  it("export and import round-trip a table; the import verifies and rolls on with new seeds", async () => {
    const exported = (await get(`/api/tables/${t.id}/export`, t.gmToken)).json();
    expect(tableExportSchema.safeParse(exported).success).toBe(true);
    expect(JSON.stringify(exported)).not.toContain(t.gmToken.slice(3));
    const imported = await post("/api/tables/import", exported);
    expect(imported.statusCode).toBe(201);
    const copy = imported.json();
    const log = (await get(`/api/tables/${copy.id}/events`, copy.gmToken)).json().events;
    expect(log.length).toBe(exported.events.length + 2);
    expect((await get(`/api/tables/${copy.id}/characters`, copy.gmToken)).json().characters).toHaveLength(1);
    const roll = await post(
      `/api/tables/${copy.id}/rolls`,
      { action: "check", value: 10, target: 10 },
      copy.playerToken,
    );
    expect(roll.statusCode).toBe(201);
    await post(`/api/tables/${copy.id}/seeds/rotate`, {}, copy.gmToken);
    const report = verifyExport((await get(`/api/tables/${copy.id}/export`, copy.gmToken)).json());
    expect(report.mismatch, JSON.stringify(report)).toBeNull();
    // The three rolls made with the original's then-unrevealed seeds (two public, the GM's
    // answer to the secret request) stay unverifiable.
    expect(report.unrevealed).toBe(3);
    expect(report.verified).toBeGreaterThanOrEqual(9);
  });

  it("import reads older house-rule spellings into the one shape and refuses what it cannot read", async () => {
    const exported = (await get(`/api/tables/${t.id}/export`, t.gmToken)).json();
    const legacy = { houseRules: "over-budget", "houseRule.ews.skill-minus": true, faarDefenseDivisor: 2 };
    const imported = await post("/api/tables/import", {
      ...exported,
      table: { ...exported.table, houseRules: legacy },
    });
    expect(imported.statusCode).toBe(201);
    const copy = imported.json();
    expect((await get(`/api/tables/${copy.id}`, copy.gmToken)).json().houseRules).toEqual({
      houseRules: ["ews.over-budget", "ews.skill-minus"],
      faarDefenseDivisor: 2,
    });
    const bad = await post("/api/tables/import", {
      ...exported,
      table: { ...exported.table, houseRules: { colour: 1 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: "invalid-body", path: ["table", "houseRules", "colour"] });
  });

  it("concurrent rolls get distinct consecutive seqs (group commit)", async () => {
    const table = await newTable(app);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(
          `/api/tables/${table.id}/rolls`,
          { action: "check", value: i % 15, target: 12 },
          table.playerToken,
        ),
      ),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const seqs = results.map((r) => r.json().seq as number).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 40 }, (_, i) => i + 2));
  });
});
