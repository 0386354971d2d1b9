import { verifyExport } from "@spieltisch/protocol";
import { afterAll, describe, expect, it } from "vitest";
import type { SpieltischApp } from "./app.js";
import { buildApp } from "./app.js";
import { PostgresEventBus } from "./events/postgres-event-bus.js";
import { testBackends } from "./testing/backends.js";
import { connectLive, type LiveClient } from "./testing/live-client.js";
import { ORK } from "./testing/ork.js";
import { allEvents, call, type ServerProcess, startServerProcess } from "./testing/processes.js";
import { waitUntil } from "./testing/wait-until.js";

// Several server processes on one Postgres: only meaningful there. testBackends() fails the run
// with CI=true when Postgres is unreachable, and otherwise prints a loud notice before the skip.
const postgres = (await testBackends()).find((b) => b.name === "postgres");

type Json = Record<string, unknown>;
const seqsOf = (events: Json[]) => events.map((e) => Number(e.seq));
const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/**
 * Walks a GM log in order and checks that every roll used the seed that was current for its
 * stream at that point: a roll after a rotation must never use the seed just revealed.
 */
function expectCurrentSeeds(gmLog: Json[]): void {
  const current = new Map<string, string>();
  for (const event of gmLog) {
    const seed = (event.seed ?? event.next) as { stream?: string; seedId: string } | undefined;
    if (event.kind === "table-created") current.set("table", seed!.seedId);
    if (event.kind === "seed-committed") current.set("gm", seed!.seedId);
    if (event.kind === "seed-rotated") current.set(String(event.stream), seed!.seedId);
    if (event.kind === "roll")
      expect(event.seedId, `roll ${String(event.seq)}`).toBe(current.get(String(event.stream)));
  }
}

describe.skipIf(!postgres)("scale-out: several processes on one Postgres", () => {
  afterAll(() => postgres?.cleanup());

  it("two writers on different connections number every event once; a rotation on one is seen by the other", {
    timeout: 60_000,
  }, async () => {
    const url = postgres!.url();
    const a = await buildApp({ databaseUrl: url });
    const b = await buildApp({ databaseUrl: url });
    try {
      const created = await a.app.inject({
        method: "POST",
        url: "/api/tables",
        payload: { name: "Zwei", system: "ews" },
      });
      const table = created.json() as { id: string; gmToken: string; playerToken: string };
      const apps: SpieltischApp[] = [a, b];
      const acked: Json[] = [];
      const jobs: Promise<void>[] = [];
      for (let i = 0; i < 240; i++) {
        const app = apps[i % 2]!.app;
        const rotate = i % 40 === 39;
        jobs.push(
          (async () => {
            const res = rotate
              ? await app.inject({
                  method: "POST",
                  url: `/api/tables/${table.id}/seeds/rotate`,
                  headers: { authorization: `Bearer ${table.gmToken}` },
                  payload: { stream: i % 80 === 79 ? "gm" : "table" },
                })
              : await app.inject({
                  method: "POST",
                  url: `/api/tables/${table.id}/rolls`,
                  headers: { authorization: `Bearer ${i % 3 === 0 ? table.gmToken : table.playerToken}` },
                  payload: {
                    action: "check",
                    value: i % 20,
                    target: 12,
                    ...(i % 3 === 0 ? { secret: true } : {}),
                  },
                });
            expect(res.statusCode, res.body).toBeLessThan(300);
            if (!rotate) acked.push({ ...(res.json() as Json), viaGm: i % 3 === 0 });
          })(),
        );
      }
      await Promise.all(jobs);
      // Reveal both current seeds, so every roll can be recomputed.
      for (const stream of ["table", "gm"]) {
        const res = await b.app.inject({
          method: "POST",
          url: `/api/tables/${table.id}/seeds/rotate`,
          headers: { authorization: `Bearer ${table.gmToken}` },
          payload: { stream },
        });
        expect(res.statusCode).toBe(200);
      }
      const exported = (
        await a.app.inject({
          url: `/api/tables/${table.id}/export`,
          headers: { authorization: `Bearer ${table.gmToken}` },
        })
      ).json() as Parameters<typeof verifyExport>[0] & { events: Json[] };
      const fullSeqs = exported.events.map((e) => Number(e.fullSeq));
      expect(fullSeqs).toEqual(upTo(fullSeqs.length));
      const tableSeqs = exported.events.filter((e) => e.tableSeq !== null).map((e) => Number(e.tableSeq));
      expect(tableSeqs).toEqual(upTo(tableSeqs.length));
      expect(exported.events.filter((e) => e.kind === "roll")).toHaveLength(acked.length);
      const report = verifyExport(exported);
      expect(report.mismatch).toBeNull();
      expect(report.verified).toBe(acked.length);
      const gmLog = (
        await b.app.inject({
          url: `/api/tables/${table.id}/events?limit=1000`,
          headers: { authorization: `Bearer ${table.gmToken}` },
        })
      ).json().events as Json[];
      expectCurrentSeeds(gmLog);
      // Each acknowledged roll is in the log as it was answered (a player's answer carries the
      // table-stream seq, so compare by counter and seed).
      const rolls = new Set(
        gmLog.filter((e) => e.kind === "roll").map((e) => `${String(e.seedId)}:${String(e.counter)}`),
      );
      for (const roll of acked)
        expect(rolls.has(`${String(roll.seedId)}:${String(roll.counter)}`)).toBe(true);
    } finally {
      await a.app.close();
      await b.app.close();
    }
  });

  describe("as real processes", () => {
    const running: ServerProcess[] = [];
    const sockets: LiveClient[] = [];
    afterAll(async () => {
      for (const s of sockets) await s.close();
      for (const p of running) await p.stop();
    });
    const start = async (url: string) => {
      const p = await startServerProcess(url);
      running.push(p);
      return p;
    };
    const live = async (base: string, tableId: string, token: string) => {
      const client = await connectLive(base, tableId, token);
      sockets.push(client);
      await client.waitFor((m) => m.type === "ready");
      return client;
    };

    it("a table created on one is rolled on the other; log and live sockets agree on both", {
      timeout: 60_000,
    }, async () => {
      const url = postgres!.url();
      const [a, b] = await Promise.all([start(url), start(url)]);
      const created = await call(a!.base, "POST", "/api/tables", undefined, {
        name: "Geteilt",
        system: "ews",
      });
      expect(created.status).toBe(201);
      const t = created.body as { id: string; gmToken: string; playerToken: string };
      const gmA = await live(a!.base, t.id, t.gmToken);
      const gmB = await live(b!.base, t.id, t.gmToken);
      const playerA = await live(a!.base, t.id, t.playerToken);
      const playerB = await live(b!.base, t.id, t.playerToken);

      const rolled = await call(b!.base, "POST", `/api/tables/${t.id}/rolls`, t.playerToken, {
        action: "check",
        value: 10,
        target: 12,
      });
      expect(rolled.status).toBe(201);
      const secret = await call(a!.base, "POST", `/api/tables/${t.id}/rolls`, t.gmToken, {
        action: "check",
        value: 10,
        target: 12,
        secret: true,
      });
      expect(secret.status).toBe(201);
      const note = await call(a!.base, "POST", `/api/tables/${t.id}/notes`, t.playerToken, { text: "Hallo" });
      expect(note.status).toBe(201);
      // Too big for a NOTIFY payload (each control character is six bytes of JSON): it travels as a
      // range and the other process reads it from the log.
      const big = await call(a!.base, "POST", `/api/tables/${t.id}/notes`, t.playerToken, {
        text: `Glocke${"\u0007".repeat(1990)}`,
      });
      expect(big.status).toBe(201);

      for (const base of [a!.base, b!.base]) {
        expect(seqsOf(await allEvents(base, t.id, t.gmToken))).toEqual([1, 2, 3, 4, 5, 6]);
        const playerLog = await allEvents(base, t.id, t.playerToken);
        expect(playerLog.map((e) => e.kind)).toEqual(["table-created", "roll", "note", "note"]);
        expect(playerLog[1]).toEqual(rolled.body);
      }
      for (const gm of [gmA, gmB]) {
        await gm.waitFor((m) => m.seq === 6 && m.kind === "note");
        expect(seqsOf(gm.events())).toEqual([1, 2, 3, 4, 5, 6]);
        expect(gm.events()[3]).toEqual(secret.body);
      }
      for (const player of [playerA, playerB]) {
        await player.waitFor((m) => m.seq === 4 && m.kind === "note");
        expect(seqsOf(player.events())).toEqual([1, 2, 3, 4]);
        expect(player.events()[1]).toEqual(rolled.body);
        expect(player.events()[3]).toEqual(big.body);
        expect(player.events().some((e) => e.secret === true || e.kind === "seed-committed")).toBe(false);
        expect(player.messages.some((m) => m.type === "resync")).toBe(false);
      }
    });

    // The timeout only guards against a hang: the storm runs until enough rolls are acknowledged.
    it("SIGKILL of one process mid-storm: every acknowledged roll is found through the survivor", {
      timeout: 180_000,
    }, async () => {
      const url = postgres!.url();
      const [a, b] = await Promise.all([start(url), start(url)]);
      const t = (await call(a!.base, "POST", "/api/tables", undefined, { name: "Sturm", system: "ews" }))
        .body as {
        id: string;
        gmToken: string;
        playerToken: string;
      };
      const gmB = await live(b!.base, t.id, t.gmToken);
      const acked: Json[] = [];
      let stop = false;
      const storm = async (base: string, worker: number) => {
        for (let i = 0; !stop; i++) {
          try {
            const secret = i % 3 === 0;
            const res = await call(base, "POST", `/api/tables/${t.id}/rolls`, t.gmToken, {
              action: "check",
              value: (worker + i) % 20,
              target: 12,
              secret,
            });
            if (res.status === 201) acked.push(res.body);
          } catch {
            return; // that server is gone
          }
        }
      };
      const workers = Array.from({ length: 24 }, (_, w) => storm(w % 2 === 0 ? a!.base : b!.base, w));
      try {
        await waitUntil(() => acked.length > 50, "more than 50 acknowledged rolls", 60_000);
        await a!.stop("SIGKILL");
        // The storm goes on against the survivor for a while after the kill.
        const atKill = acked.length;
        await waitUntil(() => acked.length >= atKill + 20, "20 more rolls on the survivor", 60_000);
      } finally {
        await a!.stop("SIGKILL");
        stop = true;
        await Promise.all(workers);
      }
      expect(acked.length).toBeGreaterThan(50);

      const log = await allEvents(b!.base, t.id, t.gmToken);
      expect(seqsOf(log)).toEqual(upTo(log.length));
      const bySeq = new Map(log.map((e) => [e.seq, e]));
      for (const roll of acked) expect(bySeq.get(roll.seq)).toEqual(roll);
      // The survivor's live socket got the whole GM stream, in order, once.
      await gmB.waitFor((m) => m.seq === log.length);
      expect(seqsOf(gmB.events())).toEqual(upTo(log.length));
    });
  });

  it("a notice that never comes (its sender died after the commit) is made up for by the sweep", {
    timeout: 30_000,
  }, async () => {
    const url = postgres!.url();
    const a = await buildApp({ databaseUrl: url });
    const b = await buildApp({ databaseUrl: url });
    try {
      const base = await a.app.listen({ port: 0, host: "127.0.0.1" });
      const t = (
        await b.app.inject({ method: "POST", url: "/api/tables", payload: { name: "Stille", system: "ews" } })
      ).json() as { id: string; playerToken: string };
      const client = await connectLive(base, t.id, t.playerToken);
      await client.waitFor((m) => m.type === "ready");
      // B commits but tells nobody, as if it died right after the commit.
      (b.context.bus as PostgresEventBus).muteNotices = true;
      const res = await b.app.inject({
        method: "POST",
        url: `/api/tables/${t.id}/rolls`,
        headers: { authorization: `Bearer ${t.playerToken}` },
        payload: { action: "check", value: 10, target: 12 },
      });
      expect(res.statusCode).toBe(201);
      await client.waitFor((m) => m.seq === 2);
      expect(seqsOf(client.events())).toEqual(upTo(2));
      expect(client.events()[1]).toEqual(res.json());
      await client.close();
    } finally {
      await a.app.close();
      await b.app.close();
    }
  });

  it("a dropped LISTEN connection reconnects and replays what it missed", { timeout: 30_000 }, async () => {
    const url = postgres!.url();
    const a = await buildApp({ databaseUrl: url });
    const b = await buildApp({ databaseUrl: url });
    try {
      const base = await a.app.listen({ port: 0, host: "127.0.0.1" });
      const t = (
        await b.app.inject({
          method: "POST",
          url: "/api/tables",
          payload: { name: "Funkloch", system: "ews" },
        })
      ).json() as { id: string; playerToken: string };
      const client = await connectLive(base, t.id, t.playerToken);
      await client.waitFor((m) => m.type === "ready");
      const bus = a.context.bus;
      expect(bus).toBeInstanceOf(PostgresEventBus);
      const roll = () =>
        b.app.inject({
          method: "POST",
          url: `/api/tables/${t.id}/rolls`,
          headers: { authorization: `Bearer ${t.playerToken}` },
          payload: { action: "check", value: 10, target: 12 },
        });
      await roll();
      await client.waitFor((m) => m.seq === 2);
      (bus as PostgresEventBus).simulateDisconnect();
      for (let i = 0; i < 5; i++) await roll();
      await client.waitFor((m) => m.seq === 7);
      expect(seqsOf(client.events())).toEqual(upTo(7));
      await roll();
      await client.waitFor((m) => m.seq === 8);
      expect(seqsOf(client.events())).toEqual(upTo(8));
      await client.close();
    } finally {
      await a.app.close();
      await b.app.close();
    }
  });

  it("another process's write reaches this one's cached characters through its notice", {
    timeout: 30_000,
  }, async () => {
    const url = postgres!.url();
    const a = await buildApp({ databaseUrl: url });
    const b = await buildApp({ databaseUrl: url });
    try {
      const t = (
        await a.app.inject({
          method: "POST",
          url: "/api/tables",
          payload: { name: "Zwei Hälften", system: "ews", modules: ["foka"] },
        })
      ).json() as { id: string; gmToken: string };
      const gm = { authorization: `Bearer ${t.gmToken}` };
      const ork = (
        await a.app.inject({
          method: "POST",
          url: `/api/tables/${t.id}/characters`,
          headers: gm,
          payload: ORK,
        })
      ).json() as { id: string };
      const modifiersOnA = async () =>
        (
          (
            await a.app.inject({
              method: "POST",
              url: `/api/tables/${t.id}/odds`,
              headers: gm,
              payload: { action: "check", actor: ork.id, skill: "Keule", target: 12 },
            })
          ).json() as { actor: { modifiers: unknown[] } }
        ).actor.modifiers;
      expect(await modifiersOnA()).toEqual([]);
      // Told through the bus: the table-change listener hears b's write, not only a's own.
      const heard: string[] = [];
      a.context.bus.onTableChange((tableId) => heard.push(tableId));
      const wound = await b.app.inject({
        method: "POST",
        url: `/api/tables/${t.id}/characters/${ork.id}/condition`,
        headers: gm,
        payload: { command: "wounds", change: 1 },
      });
      expect(wound.statusCode, wound.body).toBe(201);
      await waitUntil(() => heard.includes(t.id), "a's bus hearing b's write");
      expect(await modifiersOnA()).toContainEqual(expect.objectContaining({ source: "wounds" }));
    } finally {
      await a.app.close();
      await b.app.close();
    }
  });
});
