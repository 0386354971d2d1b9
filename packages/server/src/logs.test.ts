import { connect } from "node:net";
import { PassThrough } from "node:stream";
import { expect, it } from "vitest";
import { buildApp } from "./app.js";
import { redactUrl } from "./log-redaction.js";
import { auth, newTable } from "./testing/backends.js";
import { connectLive } from "./testing/live-client.js";
import { waitUntil } from "./testing/wait-until.js";

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

it("tokens stay out of the logs however the query spells them (issue #15)", async () => {
  const stream = new PassThrough();
  let log = "";
  stream.on("data", (chunk) => {
    log += String(chunk);
  });
  const built = await buildApp({ databaseUrl: "sqlite::memory:", log: { level: "trace", stream } });
  const base = await built.app.listen({ port: 0, host: "127.0.0.1" });
  const t = await newTable(built.app);
  const token = t.playerToken;
  const encoded = encodeURIComponent(token).replace("st_", "st%5F");
  for (const query of [
    `?%74oken=${token}&after=0`,
    `?after=0;token=${token}`,
    `?after=0&TOKEN=${token}`,
    `?${token}`,
    `?token=${encoded}`,
    `?after=${token}`,
  ]) {
    await fetch(`${base}/api/tables/${t.id}/live${query}`);
    await fetch(`${base}/api/tables/${t.id}/events${query}`);
  }
  await fetch(`${base}/api/tables/${token}/events`);
  // In a path segment without its prefix, or percent-encoded (issue #31).
  const percentEncoded = [...token].map((c) => `%${c.charCodeAt(0).toString(16)}`).join("");
  await fetch(`${base}/api/tables/${token.slice(3)}/events`);
  await fetch(`${base}/api/tables/${t.id}/characters/${percentEncoded}`);
  // The socket itself with the token spelled %74oken: the server reads it, the log must not.
  const live = await connectLive(base, t.id, t.gmToken);
  await live.waitFor((m) => m.type === "ready");
  await live.close();
  await built.app.close();
  expect(log).toContain("after=0");
  for (const secret of [
    token,
    token.slice(3),
    encoded.slice(5),
    t.gmToken.slice(3),
    percentEncoded,
    percentEncoded.slice(9),
  ]) {
    expect(log).not.toContain(secret);
  }
});

it("a client breaking the WebSocket protocol is one warn line without a stack (issue #15)", async () => {
  const stream = new PassThrough();
  const records: Record<string, unknown>[] = [];
  stream.on("data", (chunk) => {
    for (const line of String(chunk).split("\n").filter(Boolean)) records.push(JSON.parse(line));
  });
  const built = await buildApp({ databaseUrl: "sqlite::memory:", log: { level: "info", stream } });
  const base = new URL(await built.app.listen({ port: 0, host: "127.0.0.1" }));
  const t = await newTable(built.app);
  await new Promise<void>((resolve, reject) => {
    const socket = connect(Number(base.port), "127.0.0.1");
    let upgraded = false;
    socket.on("data", (chunk) => {
      if (upgraded || !String(chunk).startsWith("HTTP/1.1 101")) return;
      upgraded = true;
      // An unmasked text frame: clients must mask theirs (RFC 6455 §5.1).
      socket.write(Buffer.from([0x81, 0x02, 0x68, 0x69]));
    });
    socket.on("close", () => resolve());
    socket.on("error", reject);
    socket.write(
      `GET /api/tables/${t.id}/live?token=${t.playerToken}&after=0 HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n` +
        "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n",
    );
  });
  await waitUntil(() => records.some((r) => r.msg === "websocket client error"), "the warn line");
  await built.app.close();
  const line = records.find((r) => r.msg === "websocket client error")!;
  expect(line.level).toBe(40);
  expect(String(line.code)).toMatch(/^WS_ERR_/);
  expect(JSON.stringify(line)).not.toContain("stack");
  expect(records.filter((r) => Number(r.level) >= 50)).toEqual([]);
});

it("redactUrl keeps plain numbers of after and limit and nothing else of the query", () => {
  expect(redactUrl("/api/tables/t/events?after=3&limit=50", { after: "3", limit: "50" })).toBe(
    "/api/tables/t/events?after=3&limit=50",
  );
  expect(redactUrl("/x?%74oken=st_abc&after=1", { token: "st_abc", after: "1" })).toBe(
    "/x?[redacted]=[redacted]&after=1",
  );
  expect(redactUrl("/x?after=0;token=st_abc", { after: "0;token=st_abc" })).toBe("/x?after=[redacted]");
  expect(redactUrl("/x?token=st_abc")).toBe("/x?[redacted]");
  expect(redactUrl("/api/tables/st_abcdefghijkl/events")).toBe("/api/tables/[redacted]/events");
});

it("redactUrl redacts a token in a path segment however it is spelled (issue #31)", () => {
  const token = `st_${"Ab9_-xYz".repeat(5)}Q2w`;
  const body = token.slice(3);
  const percent = (text: string) =>
    [...text].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`).join("");
  for (const segment of [
    token,
    body,
    percent(token),
    percent(body),
    `${percent("st_")}${body}`,
    encodeURIComponent(percent(token)),
    `${body.slice(0, 20)}%2D${body.slice(21)}`,
  ]) {
    const logged = redactUrl(`/api/tables/${segment}/events`);
    expect(logged, segment).toBe("/api/tables/[redacted]/events");
    expect(redactUrl(`/api/tables/t1/characters/${segment}`), segment).toBe(
      "/api/tables/t1/characters/[redacted]",
    );
  }
  // What a log needs stays readable: table and character ids, route words, a web asset's name.
  const id = "0b6c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d";
  expect(redactUrl(`/api/tables/${id}/characters/${id}/condition`)).toBe(
    `/api/tables/${id}/characters/${id}/condition`,
  );
  expect(redactUrl("/api/tables/t/roll-requests/abc")).toBe("/api/tables/t/roll-requests/abc");
  expect(redactUrl("/assets/index-BkS8xY2a.js")).toBe("/assets/index-BkS8xY2a.js");
});

it("routine rolls are logged at debug, other requests and failed rolls at info", async () => {
  const lines = async (level: string) => {
    const stream = new PassThrough();
    const records: Record<string, unknown>[] = [];
    stream.on("data", (chunk) => {
      for (const line of String(chunk).split("\n").filter(Boolean)) records.push(JSON.parse(line));
    });
    const built = await buildApp({ databaseUrl: "sqlite::memory:", log: { level, stream } });
    const t = await newTable(built.app);
    const roll = (payload: Record<string, unknown>) =>
      built.app.inject({
        method: "POST",
        url: `/api/tables/${t.id}/rolls`,
        headers: auth(t.playerToken),
        payload,
      });
    expect((await roll({ action: "check", value: 10, target: 12 })).statusCode).toBe(201);
    expect((await roll({ action: "nope" })).statusCode).toBe(400);
    await built.app.close();
    const requests = new Map(
      records
        .filter((r) => r.msg === "incoming request")
        .map((r) => [r.reqId, (r.req as { url: string }).url.replace(t.id, "T")]),
    );
    return records
      .filter((r) => r.msg === "incoming request" || r.msg === "request completed")
      .map((r) => `${String(r.msg).split(" ")[0]} ${requests.get(r.reqId) ?? "?"} ${String(r.level)}`);
  };
  // pino levels: 20 debug, 30 info. The second roll fails (400): at info its completion is
  // logged, its incoming line (debug) is not, hence no URL for it ("?").
  expect(await lines("info")).toEqual(["incoming /api/tables 30", "request /api/tables 30", "request ? 30"]);
  expect(await lines("debug")).toEqual([
    "incoming /api/tables 30",
    "request /api/tables 30",
    "incoming /api/tables/T/rolls 20",
    "request /api/tables/T/rolls 20",
    "incoming /api/tables/T/rolls 20",
    "request /api/tables/T/rolls 30",
  ]);
});
