import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type SpieltischApp } from "./app.js";
import { LiveSession, type LiveSocket } from "./live.js";
import { appOn, auth, type Backend, newTable, type TestTable, testBackends } from "./testing/backends.js";
import { connectLive } from "./testing/live-client.js";
import { waitUntil } from "./testing/wait-until.js";

const backends = await testBackends();

describe.each(backends)("live socket on $name", (backend: Backend) => {
  let built: SpieltischApp;
  let base: string;
  let t: TestTable;

  beforeAll(async () => {
    built = await appOn(backend);
    base = await built.app.listen({ port: 0, host: "127.0.0.1" });
    t = await newTable(built.app);
  });
  afterAll(async () => {
    await built.app.close();
    await backend.cleanup();
  });

  const roll = (token: string, body: Record<string, unknown>) =>
    built.app.inject({
      method: "POST",
      url: `/api/tables/${t.id}/rolls`,
      headers: auth(token),
      payload: body,
    });

  it("sends every visible event once, in order; secret ones only to the GM; seqs without gaps", async () => {
    const player = await connectLive(base, t.id, t.playerToken);
    const viewer = await connectLive(base, t.id, t.viewerToken);
    const gm = await connectLive(base, t.id, t.gmToken);
    await Promise.all([player, viewer, gm].map((c) => c.waitFor((m) => m.type === "ready")));
    for (let i = 0; i < 5; i++) {
      await roll(t.playerToken, { action: "check", value: 10, target: 12 });
      await roll(t.gmToken, { action: "check", value: 99, target: 12, secret: true });
    }
    const lastPublic = await roll(t.playerToken, { action: "contest", a: 1, b: 2 });
    const lastSecret = await roll(t.gmToken, { action: "check", value: 98, target: 1, secret: true });
    await player.waitFor((m) => m.seq === lastPublic.json().seq);
    await viewer.waitFor((m) => m.seq === lastPublic.json().seq);
    await gm.waitFor((m) => m.seq === lastSecret.json().seq);
    for (const client of [player, viewer]) {
      const events = client.events();
      expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
      expect(JSON.stringify(client.messages)).not.toMatch(/"value":9[89]|"secret"|seed-committed/);
    }
    const gmEvents = gm.events();
    expect(gmEvents.map((e) => e.seq)).toEqual(gmEvents.map((_, i) => i + 1));
    expect(gmEvents.filter((e) => e.secret).length).toBe(7);
    await Promise.all([player, viewer, gm].map((c) => c.close()));
  });

  it("resumes after a reconnect with after=SEQ", async () => {
    const first = await connectLive(base, t.id, t.playerToken);
    const ready = await first.waitFor((m) => m.type === "ready");
    const seen = ready.seq as number;
    await first.close();
    await roll(t.playerToken, { action: "check", value: 1, target: 2 });
    await roll(t.gmToken, { action: "check", value: 1, target: 2, secret: true });
    const again = await roll(t.playerToken, { action: "check", value: 3, target: 2 });
    const second = await connectLive(base, t.id, t.playerToken, seen);
    await second.waitFor((m) => m.type === "ready");
    expect(second.events().map((e) => e.seq)).toEqual([seen + 1, seen + 2]);
    expect(second.events()[1]).toEqual(again.json());
    await second.close();
  });

  it("refuses bad tokens with an error message and a close code", async () => {
    const client = await connectLive(base, t.id, "st_wrong");
    const error = await client.waitFor((m) => m.type === "error");
    expect(error).toMatchObject({ status: 401, error: { code: "unauthorized" } });
    await client.close();
  });
});

describe("back-pressure", () => {
  it("a client that stops reading still gets every event, in order, once", async () => {
    const built = await buildApp({
      databaseUrl: "sqlite::memory:",
      live: { maxBufferedBytes: 2048, pageSize: 50 },
    });
    const base = await built.app.listen({ port: 0, host: "127.0.0.1" });
    const t = await newTable(built.app);
    const slow = await connectLive(base, t.id, t.playerToken);
    await slow.waitFor((m) => m.type === "ready");
    const raw = (slow.socket as unknown as { _socket: { pause(): void; resume(): void } })._socket;
    raw.pause();
    const rolls = [];
    for (let i = 0; i < 300; i++) {
      rolls.push(
        built.app.inject({
          method: "POST",
          url: `/api/tables/${t.id}/rolls`,
          headers: auth(t.playerToken),
          payload: { action: "check", value: i % 20, target: 12, mod: [1, 2, 3, 4, 5] },
        }),
      );
    }
    const last = (await Promise.all(rolls)).at(-1)!.json().seq as number;
    raw.resume();
    await slow.waitFor((m) => m.seq === last);
    const seqs = slow.events().map((e) => e.seq);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    await slow.close();
    await built.app.close();
  });

  it("a full send buffer switches to a resync from the log with bounded memory", async () => {
    const built = await buildApp({ databaseUrl: "sqlite::memory:" });
    const t = await newTable(built.app);
    // A socket whose buffer only drains when the test says so (the kernel's buffers make a real
    // one too roomy to fill in a fast test).
    const sent: Record<string, unknown>[] = [];
    let reading = false;
    const socket = {
      OPEN: 1 as const,
      readyState: 1 as const,
      bufferedAmount: 0,
      send(data: string) {
        if (!reading) this.bufferedAmount += data.length;
        sent.push(JSON.parse(data) as Record<string, unknown>);
      },
      close() {},
    };
    const limits = { maxBufferedBytes: 4000, pageSize: 20 };
    const session = new LiveSession(
      built.context,
      socket as unknown as LiveSocket,
      t.id,
      "player",
      0,
      limits,
    );
    const unsubscribe = built.context.bus.subscribe(t.id, (events) => session.onEvents(events));
    session.start();
    await waitUntil(() => sent.some((m) => m.type === "ready"), "ready", 15_000);
    const rolls = [];
    for (let i = 0; i < 60; i++) {
      rolls.push(
        built.app.inject({
          method: "POST",
          url: `/api/tables/${t.id}/rolls`,
          headers: auth(t.playerToken),
          payload: { action: "check", value: i, target: 12 },
        }),
      );
    }
    const last = (await Promise.all(rolls)).at(-1)!.json().seq as number;
    expect(sent.some((m) => m.type === "resync")).toBe(true);
    // While the buffer is full, live events are dropped, not queued: memory stays bounded.
    const beforeDrain = sent.filter((m) => "kind" in m).length;
    expect(beforeDrain).toBeLessThan(last);
    reading = true;
    socket.bufferedAmount = 0;
    await waitUntil(() => sent.some((m) => m.seq === last), `seq ${last}`, 15_000);
    const seqs = sent.filter((m) => "kind" in m).map((m) => m.seq);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    session.close();
    unsubscribe();
    await built.app.close();
  });
});

describe("sockets per client", () => {
  // Issue #15 §4: 100 sockets of one token from one address each replayed the table's log.
  it("beyond the limit per token and address a socket is refused with 4429; closing one makes room", async () => {
    const built = await buildApp({ databaseUrl: "sqlite::memory:", live: { maxSocketsPerClient: 3 } });
    try {
      const base = await built.app.listen({ port: 0, host: "127.0.0.1" });
      const t = await newTable(built.app);
      const sockets = await Promise.all(Array.from({ length: 5 }, () => connectLive(base, t.id, t.gmToken)));
      await waitUntil(
        () => sockets.every((c) => c.messages.some((m) => m.type === "ready" || m.type === "error")),
        "answers",
        10_000,
      );
      const refused = sockets.filter((c) => c.messages.some((m) => m.type === "error"));
      expect(sockets.filter((c) => c.messages.some((m) => m.type === "ready"))).toHaveLength(3);
      expect(refused).toHaveLength(2);
      for (const c of refused) {
        expect(c.messages[0]).toMatchObject({ status: 429, error: { code: "too-many-sockets" } });
      }
      // Another token of the same table is counted apart.
      const player = await connectLive(base, t.id, t.playerToken);
      await player.waitFor((m) => m.type === "ready");
      const open = sockets.filter((c) => !refused.includes(c));
      await open[0]!.close();
      await waitUntil(
        async () => {
          const again = await connectLive(base, t.id, t.gmToken);
          const answer = await again.waitFor((m) => m.type === "ready" || m.type === "error");
          await again.close();
          return answer.type === "ready";
        },
        "room again",
        10_000,
      );
      await Promise.all([...open.slice(1), player, ...refused].map((c) => c.close()));
    } finally {
      await built.app.close();
    }
  });
});

describe("a socket that never reads", () => {
  // Issue #15 §4: a replay waited for such a socket's buffer forever, looking every 10 ms.
  it("is closed as too slow when a replay's buffer does not drain in time", async () => {
    const built = await buildApp({ databaseUrl: "sqlite::memory:" });
    try {
      const t = await newTable(built.app);
      for (let i = 0; i < 30; i++) {
        await built.app.inject({
          method: "POST",
          url: `/api/tables/${t.id}/rolls`,
          headers: auth(t.playerToken),
          payload: { action: "check", value: i, target: 12 },
        });
      }
      const closes: [number, string][] = [];
      const socket = {
        OPEN: 1 as const,
        readyState: 1 as const,
        bufferedAmount: 0,
        send(data: string) {
          this.bufferedAmount += data.length;
        },
        close(code: number, reason: string) {
          closes.push([code, reason]);
        },
      };
      const session = new LiveSession(built.context, socket as unknown as LiveSocket, t.id, "player", 0, {
        maxBufferedBytes: 1000,
        pageSize: 10,
        maxDrainWaitMs: 300,
      });
      session.start();
      await waitUntil(() => closes.length > 0, "closed", 10_000);
      expect(closes).toEqual([[1013, "too slow"]]);
    } finally {
      await built.app.close();
    }
  });
});

describe.each(backends)("owner condition frames on $name", (backend: Backend) => {
  let built: SpieltischApp;
  let base: string;
  let t: TestTable;

  beforeAll(async () => {
    built = await appOn(backend);
    base = await built.app.listen({ port: 0, host: "127.0.0.1" });
    t = await newTable(built.app, { name: "Geheim", system: "ews" });
  });
  afterAll(async () => {
    await built.app.close();
    await backend.cleanup();
  });

  it("a secret change to a player's own character reaches that player as a condition frame, and no one else", async () => {
    const character = {
      format: "spieltisch/character@1",
      system: "ews",
      name: "Alrik",
      budget: 0,
      attributes: [],
      skills: [],
      professions: [],
      traits: [],
    };
    const saved = await built.app.inject({
      method: "POST",
      url: `/api/tables/${t.id}/characters`,
      headers: auth(t.playerToken),
      payload: character,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = (saved.json() as { id: string }).id;
    const player = await connectLive(base, t.id, t.playerToken);
    const viewer = await connectLive(base, t.id, t.viewerToken);
    await Promise.all([player, viewer].map((c) => c.waitFor((m) => m.type === "ready")));
    const hit = await built.app.inject({
      method: "POST",
      url: `/api/tables/${t.id}/characters/${id}/condition`,
      headers: auth(t.gmToken),
      payload: { command: "wounds", change: 2, secret: true },
    });
    expect(hit.statusCode, hit.body).toBe(201);
    const frame = await player.waitFor((m) => m.type === "condition");
    expect(frame).toMatchObject({ type: "condition", character: id, condition: { wounds: 2 } });
    // A public note after it: the viewer got it, but never the secret change.
    await built.app.inject({
      method: "POST",
      url: `/api/tables/${t.id}/notes`,
      headers: auth(t.gmToken),
      payload: { text: "weiter" },
    });
    await viewer.waitFor((m) => m.kind === "note");
    expect(viewer.messages.some((m) => m.type === "condition" || m.kind === "condition")).toBe(false);
    expect(player.messages.some((m) => m.kind === "condition")).toBe(false);
    await Promise.all([player.close(), viewer.close()]);
  });
});
