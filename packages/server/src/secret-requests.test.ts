import { eventsResponseSchema, tableExportSchema, verifyExport } from "@spieltisch/protocol";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.js";
import { auth, type Backend, newTable, testBackends } from "./testing/backends.js";
import { connectLive } from "./testing/live-client.js";

// Issue #18, bug 2: a GM's secret roll request addressed to one player never reached that player
// (secret requests were GM-only). Now the addressee sees the request and their answering roll, and
// nobody else but the GM does: not a third player, not a viewer (the public stream), not on the
// socket, in `GET /events` or in an export.
const backends = await testBackends();

type Json = Record<string, unknown>;
const LABEL = "Sinnesschärfe im Nebel";

describe.each(backends)("secret roll requests addressed to one player on $name", (backend: Backend) => {
  afterAll(() => backend.cleanup());

  it("reach the addressee and the GM only: REST, live socket and export", { timeout: 30_000 }, async () => {
    const built = await buildApp({ databaseUrl: backend.url() });
    try {
      const app = built.app;
      const base = await app.listen({ port: 0, host: "127.0.0.1" });
      const t = await newTable(app);
      const call = (method: "GET" | "POST", path: string, token: string, payload?: unknown) =>
        app.inject({
          method,
          url: `/api/tables/${t.id}${path}`,
          headers: auth(token),
          ...(payload ? { payload: payload as object } : {}),
        });
      const join = async (name: string) => {
        const res = await call("POST", "/join", t.playerToken, { name });
        expect(res.statusCode, res.body).toBe(201);
        return res.json() as { credentialId: string; token: string };
      };
      const anna = await join("Anna");
      const bert = await join("Bert");
      const sockets = {
        gm: await connectLive(base, t.id, t.gmToken),
        anna: await connectLive(base, t.id, anna.token),
        bert: await connectLive(base, t.id, bert.token),
        viewer: await connectLive(base, t.id, t.viewerToken),
      };
      await Promise.all(Object.values(sockets).map((s) => s.waitFor((m) => m.type === "ready")));

      const asked = await call("POST", "/roll-requests", t.gmToken, {
        action: "check",
        options: { value: 11, target: 12 },
        label: LABEL,
        to: anna.credentialId,
        secret: true,
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const requestId = (asked.json() as Json).requestId as string;

      // The addressee: on the socket, outside the numbered stream.
      const frame = await sockets.anna.waitFor((m) => m.type === "addressed");
      expect(frame.event).toMatchObject({
        kind: "roll-request",
        requestId,
        label: LABEL,
        to: anna.credentialId,
        secret: true,
        odds: { action: "check" },
      });
      expect(sockets.anna.events().some((e) => e.requestId === requestId)).toBe(false);
      // … in GET /events, whatever `after` says, and never in the stream itself.
      const annaEvents = eventsResponseSchema.parse(
        (await call("GET", "/events?after=0", anna.token)).json(),
      );
      expect(annaEvents.events.some((e) => "requestId" in e && e.requestId === requestId)).toBe(false);
      expect(annaEvents.addressed?.map((e) => [e.kind, e.seq])).toEqual([
        ["roll-request", frame.event && (frame.event as Json).seq],
      ]);
      const late = eventsResponseSchema.parse((await call("GET", "/events?after=1000", anna.token)).json());
      expect(late.addressed).toHaveLength(1);
      // … and the request itself with its odds.
      const detail = await call("GET", `/roll-requests/${requestId}`, anna.token);
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({ status: "open", label: LABEL, to: anna.credentialId });

      // A third player may neither read nor answer it; it does not exist for them.
      expect((await call("GET", `/roll-requests/${requestId}`, bert.token)).statusCode).toBe(404);
      expect((await call("POST", "/rolls", bert.token, { action: "check", requestId })).statusCode).toBe(404);
      expect((await call("GET", `/roll-requests/${requestId}`, t.viewerToken)).statusCode).toBe(404);

      // Anna answers: the roll is secret like the request, she sees it, the GM sees it.
      const rolled = await call("POST", "/rolls", anna.token, { action: "check", requestId });
      expect(rolled.statusCode, rolled.body).toBe(201);
      const roll = rolled.json() as Json;
      expect(roll).toMatchObject({ kind: "roll", requestId, label: LABEL, secret: true, stream: "gm" });
      const gmRoll = await sockets.gm.waitFor((m) => m.kind === "roll" && m.requestId === requestId);
      expect(gmRoll).toMatchObject({ secret: true, by: anna.credentialId, seq: roll.seq });
      await sockets.anna.waitFor(
        (m) =>
          m.type === "addressed" && (m.event as Json).kind === "roll" && (m.event as Json).seq === roll.seq,
      );
      const done = await call("GET", `/roll-requests/${requestId}`, anna.token);
      expect(done.json()).toMatchObject({ status: "done" });

      // A public note after it: once the others have it, they would have had the secret ones too.
      const note = await call("POST", "/notes", t.gmToken, { text: "Weiter geht's" });
      expect(note.statusCode).toBe(201);
      for (const s of [sockets.bert, sockets.viewer, sockets.anna]) {
        await s.waitFor((m) => m.kind === "note" && m.text === "Weiter geht's");
      }
      for (const [who, s] of [
        ["bert", sockets.bert],
        ["viewer", sockets.viewer],
      ] as const) {
        const seen = JSON.stringify(s.messages);
        expect(seen, who).not.toContain(requestId);
        expect(seen, who).not.toContain(LABEL);
        expect(seen, who).not.toContain('"addressed"');
      }
      // The public stream stays gap-free: the secret events took no table-stream number.
      const tableSeqs = sockets.viewer.events().map((e) => e.seq);
      expect(tableSeqs).toEqual(tableSeqs.map((_, i) => i + 1));

      // REST and export for the others: nothing.
      for (const [who, token] of [
        ["bert", bert.token],
        ["viewer", t.viewerToken],
      ] as const) {
        const listed = await call("GET", "/events?after=0", token);
        expect(listed.json(), who).toMatchObject({ addressed: [] });
        expect(listed.body, who).not.toContain(requestId);
        const exported = await call("GET", "/export", token);
        expect(exported.statusCode).toBe(200);
        expect(exported.body, who).not.toContain(requestId);
        expect(exported.body, who).not.toContain(LABEL);
      }
      // Anna's export holds her table stream, which still verifies; the GM's holds both events.
      const annaExport = tableExportSchema.parse((await call("GET", "/export", anna.token)).json());
      expect(JSON.stringify(annaExport)).not.toContain(requestId);
      expect(verifyExport(annaExport).mismatch).toBeNull();
      const gmExport = (await call("GET", "/export", t.gmToken)).body;
      expect(gmExport.split(requestId).length - 1).toBeGreaterThanOrEqual(2);

      // Reconnecting, Anna gets both addressed events again before `ready`, whatever her `after`.
      await sockets.anna.close();
      const again = await connectLive(base, t.id, anna.token, 1000);
      const ready = await again.waitFor((m) => m.type === "ready");
      const before = again.messages.slice(0, again.messages.indexOf(ready));
      expect(before.map((m) => (m.event as Json).kind)).toEqual(["roll-request", "roll"]);
      await Promise.all([again, sockets.gm, sockets.bert, sockets.viewer].map((s) => s.close()));
    } finally {
      await built.app.close();
    }
  });

  it("a secret request to one player stays hidden from another player's answer and from viewers' REST", async () => {
    const built = await buildApp({ databaseUrl: backend.url() });
    try {
      const app = built.app;
      const t = await newTable(app);
      const post = (path: string, token: string, payload: unknown) =>
        app.inject({
          method: "POST",
          url: `/api/tables/${t.id}${path}`,
          headers: auth(token),
          payload: payload as object,
        });
      const anna = (await post("/join", t.playerToken, { name: "Anna" })).json() as {
        credentialId: string;
        token: string;
      };
      // Addressed to nobody: secret stays GM-only, as before.
      const open = await post("/roll-requests", t.gmToken, {
        action: "check",
        options: { value: 5, target: 9 },
        secret: true,
      });
      const openId = (open.json() as Json).requestId as string;
      const listed = await app.inject({
        method: "GET",
        url: `/api/tables/${t.id}/events`,
        headers: auth(anna.token),
      });
      expect(listed.body).not.toContain(openId);
      expect((await post("/rolls", anna.token, { action: "check", requestId: openId })).statusCode).toBe(404);
      // A player still cannot roll in secret on their own.
      expect(
        (await post("/rolls", anna.token, { action: "check", value: 5, target: 9, secret: true })).statusCode,
      ).toBe(403);
    } finally {
      await built.app.close();
    }
  });
});
