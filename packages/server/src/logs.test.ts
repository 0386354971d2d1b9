import { PassThrough } from "node:stream";
import { expect, it } from "vitest";
import { buildApp } from "./app.js";
import { auth, newTable } from "./testing/backends.js";
import { connectLive } from "./testing/live-client.js";

it("tokens never appear in the logs", async () => {
  const stream = new PassThrough();
  let log = "";
  stream.on("data", (chunk) => {
    log += String(chunk);
  });
  const built = await buildApp({ databaseUrl: "sqlite::memory:", log: { level: "trace", stream } });
  const base = await built.app.listen({ port: 0, host: "127.0.0.1" });
  const t = await newTable(built.app);
  const tokens = [t.gmToken, t.playerToken, t.viewerToken];
  const { app } = built;
  await app.inject({
    method: "POST",
    url: `/api/tables/${t.id}/rolls`,
    headers: auth(t.playerToken),
    payload: { action: "check", value: 1, target: 2 },
  });
  await app.inject({ method: "GET", url: `/api/tables/${t.id}/events`, headers: auth(t.viewerToken) });
  await app.inject({
    method: "POST",
    url: `/api/tables/${t.id}/rolls`,
    headers: auth(t.viewerToken),
    payload: { action: "x" },
  });
  const joined = await app.inject({
    method: "POST",
    url: `/api/tables/${t.id}/join`,
    headers: auth(t.playerToken),
    payload: { name: "Ada" },
  });
  tokens.push(joined.json().token);
  // Tokens in the query string (sockets) and in a wrong place (an attacker probing).
  const live = await connectLive(base, t.id, t.gmToken);
  await live.waitFor((m) => m.type === "ready");
  await live.close();
  await fetch(`${base}/api/tables/${t.id}/events?token=${t.playerToken}`);
  await fetch(`${base}/api/tables/${t.id}/events`, { headers: auth(t.gmToken) });
  await app.close();
  expect(log).toContain("incoming request");
  expect(log).toContain("[redacted]");
  for (const token of tokens) {
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.slice(3));
  }
});
