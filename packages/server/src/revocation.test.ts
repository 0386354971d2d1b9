import { afterAll, describe, expect, it } from "vitest";
import { buildApp, type SpieltischApp } from "./app.js";
import { auth, type Backend, newTable, testBackends } from "./testing/backends.js";
import { connectLive, type LiveClient } from "./testing/live-client.js";

// Issue #15 §2: a revoked co-GM kept receiving secret rolls and notes on a socket opened before
// the revocation. Revoking closes that credential's sockets at once (4401), on every process.
const backends = await testBackends();

/** Resolves with the close code once the server closed the socket. */
const closed = (client: LiveClient) =>
  new Promise<number>((resolve) => {
    if (client.socket.readyState === client.socket.CLOSED) resolve(-1);
    client.socket.once("close", (code) => resolve(code));
  });

async function coGm(app: SpieltischApp["app"], tableId: string, gmToken: string) {
  const res = await app.inject({
    method: "POST",
    url: `/api/tables/${tableId}/invites`,
    headers: auth(gmToken),
    payload: { role: "gm", name: "Ko-SL" },
  });
  return res.json() as { credentialId: string; token: string };
}

describe.each(backends)("revocation on $name", (backend: Backend) => {
  afterAll(() => backend.cleanup());

  it("closes the revoked credential's open sockets with 4401; other sockets stay", async () => {
    const built = await buildApp({ databaseUrl: backend.url() });
    try {
      const base = await built.app.listen({ port: 0, host: "127.0.0.1" });
      const t = await newTable(built.app);
      const co = await coGm(built.app, t.id, t.gmToken);
      const revokedSocket = await connectLive(base, t.id, co.token);
      const gmSocket = await connectLive(base, t.id, t.gmToken);
      await Promise.all([revokedSocket, gmSocket].map((c) => c.waitFor((m) => m.type === "ready")));
      const closing = closed(revokedSocket);
      const revoke = await built.app.inject({
        method: "DELETE",
        url: `/api/tables/${t.id}/credentials/${co.credentialId}`,
        headers: auth(t.gmToken),
      });
      expect(revoke.statusCode).toBe(204);
      expect(await closing).toBe(4401);
      expect(revokedSocket.messages.at(-1)).toMatchObject({
        type: "error",
        status: 401,
        error: { code: "revoked" },
      });
      const secret = await built.app.inject({
        method: "POST",
        url: `/api/tables/${t.id}/notes`,
        headers: auth(t.gmToken),
        payload: { text: "Nur für die SL", secret: true },
      });
      await gmSocket.waitFor((m) => m.seq === secret.json().seq);
      expect(JSON.stringify(revokedSocket.messages)).not.toContain("Nur für die SL");
      expect(gmSocket.socket.readyState).toBe(gmSocket.socket.OPEN);
      await gmSocket.close();
    } finally {
      await built.app.close();
    }
  });

  it.skipIf(backend.name !== "postgres")(
    "a revocation on one process closes the sockets and forgets the token on another",
    { timeout: 30_000 },
    async () => {
      const url = backend.url();
      const a = await buildApp({ databaseUrl: url });
      const b = await buildApp({ databaseUrl: url });
      try {
        const baseB = await b.app.listen({ port: 0, host: "127.0.0.1" });
        const t = await newTable(a.app);
        const co = await coGm(a.app, t.id, t.gmToken);
        const socket = await connectLive(baseB, t.id, co.token);
        await socket.waitFor((m) => m.type === "ready");
        // B has the token cached now (a REST call), which it would trust for up to a second.
        const before = await b.app.inject({ url: `/api/tables/${t.id}`, headers: auth(co.token) });
        expect(before.statusCode).toBe(200);
        const closing = closed(socket);
        const revoke = await a.app.inject({
          method: "DELETE",
          url: `/api/tables/${t.id}/credentials/${co.credentialId}`,
          headers: auth(t.gmToken),
        });
        expect(revoke.statusCode).toBe(204);
        expect(await closing).toBe(4401);
        // The notice that closed the socket also made B forget the cached token.
        const after = await b.app.inject({ url: `/api/tables/${t.id}`, headers: auth(co.token) });
        expect(after.statusCode).toBe(401);
      } finally {
        await Promise.all([a.app.close(), b.app.close()]);
      }
    },
  );
});
