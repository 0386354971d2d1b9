import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp, type SpieltischApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { type ConnectionLimits, DEFAULT_CONNECTION_LIMITS } from "./connection-limits.js";
import { auth, newTable } from "./testing/backends.js";
import { connectLive, type LiveClient } from "./testing/live-client.js";
import { waitUntil } from "./testing/wait-until.js";

// Issue #31 §9: 21 000 idle connections from one address reached the file-descriptor limit and
// 10 of 10 normal requests failed; each idle connection lasted 67 s; the 408 was Fastify's shape.

/** A raw TCP client: what it received, and a promise of everything once the server closed it. */
interface RawClient {
  readonly socket: Socket;
  received(): string;
  /** Everything received, once the connection has closed. */
  readonly closed: Promise<string>;
  /** Resolves once what was received matches. */
  waitFor(pattern: RegExp): Promise<string>;
}

const clients: RawClient[] = [];
const lives: LiveClient[] = [];
let built: SpieltischApp | undefined;

afterEach(async () => {
  for (const client of clients.splice(0)) client.socket.destroy();
  for (const live of lives.splice(0)) await live.close();
  await built?.app.close();
  built = undefined;
});

/** Connects from `from` (any 127.x.y.z is this machine) and resolves once connected. */
function open(port: number, from = "127.0.0.1"): Promise<RawClient> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: "127.0.0.1", localAddress: from });
    let text = "";
    const waiters: (() => void)[] = [];
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      text += chunk;
      for (const wake of waiters.splice(0)) wake();
    });
    const closed = new Promise<string>((done) => socket.on("close", () => done(text)));
    socket.on("error", () => {});
    const client: RawClient = {
      socket,
      received: () => text,
      closed,
      waitFor: async (pattern) => {
        while (!pattern.test(text)) {
          if (socket.destroyed) throw new Error(`closed; got ${JSON.stringify(text)}`);
          await Promise.race([new Promise<void>((wake) => waiters.push(wake)), closed]);
        }
        return text;
      },
    };
    clients.push(client);
    socket.once("connect", () => resolve(client));
    socket.once("error", reject);
  });
}

/** `GET /healthz` on an open connection: its answer's status line. */
async function healthz(client: RawClient): Promise<string> {
  const before = client.received().length;
  client.socket.write("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");
  const text = await client.waitFor(/\{"ok":true\}$/);
  return text.slice(before).split("\r\n")[0]!;
}

/** The JSON body of a raw HTTP answer. */
const bodyOf = (answer: string): unknown => JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4));

async function start(connections: Partial<ConnectionLimits>): Promise<number> {
  built = await buildApp({ databaseUrl: "sqlite::memory:", connections });
  const url = new URL(await built.app.listen({ port: 0, host: "127.0.0.1" }));
  return Number(url.port);
}

/** Resolves once the server holds `count` connections (it lets go of a closed one a moment later). */
const serverHolds = (count: number) =>
  waitUntil(
    () =>
      new Promise<boolean>((resolve) =>
        built!.app.server.getConnections((_error, open) => resolve(open === count)),
      ),
    `the server to hold ${count} connections`,
  );

describe("connection caps", () => {
  it("per address: the connection over the cap is answered 503 too-many-connections and closed; others go on", async () => {
    const port = await start({ maxPerAddress: 3, maxTotal: 100 });
    const admitted = [await open(port), await open(port), await open(port)];
    const refused = await (await open(port)).closed;
    expect(refused).toMatch(/^HTTP\/1\.1 503 /);
    expect(refused.toLowerCase()).toContain("connection: close");
    expect(bodyOf(refused)).toEqual({
      error: { code: "too-many-connections", message: "At most 3 open connections per address" },
    });
    // The admitted connections work; another address is not affected.
    for (const client of admitted) expect(await healthz(client)).toBe("HTTP/1.1 200 OK");
    expect(await healthz(await open(port, "127.0.0.2"))).toBe("HTTP/1.1 200 OK");
    // A place is free again once a connection has closed.
    admitted[0]!.socket.destroy();
    await serverHolds(3);
    expect(await healthz(await open(port))).toBe("HTTP/1.1 200 OK");
  });

  it("in all, and live sockets count: over the total cap 503, also for a new address", async () => {
    const port = await start({ maxPerAddress: 2, maxTotal: 3 });
    const t = await newTable(built!.app);
    const base = `http://127.0.0.1:${port}`;
    for (const token of [t.gmToken, t.playerToken]) {
      const live = await connectLive(base, t.id, token);
      lives.push(live);
      await live.waitFor((m) => m.type === "ready");
    }
    // Two live sockets are this address's two connections.
    const sameAddress = await (await open(port)).closed;
    expect(sameAddress).toMatch(/^HTTP\/1\.1 503 /);
    const third = await open(port, "127.0.0.2");
    expect(await healthz(third)).toBe("HTTP/1.1 200 OK");
    const overTotal = await (await open(port, "127.0.0.3")).closed;
    expect(bodyOf(overTotal)).toEqual({
      error: { code: "too-many-connections", message: "The server has its 3 connections open" },
    });
    // The live sockets were not touched: a roll still reaches them.
    await built!.app.inject({
      method: "POST",
      url: `/api/tables/${t.id}/notes`,
      headers: auth(t.gmToken),
      payload: { text: "still here" },
    });
    for (const live of lives) await live.waitFor((m) => m.kind === "note");
    await lives.pop()!.close();
    await serverHolds(2);
    expect(await healthz(await open(port, "127.0.0.3"))).toBe("HTTP/1.1 200 OK");
  });

  it("a trusted proxy's connections are not capped per address (it speaks for many clients)", async () => {
    built = await buildApp({
      databaseUrl: "sqlite::memory:",
      connections: { maxPerAddress: 1, maxTotal: 3 },
      trustProxy: "127.0.0.2",
    });
    const port = Number(new URL(await built.app.listen({ port: 0, host: "127.0.0.1" })).port);
    const proxied = [await open(port, "127.0.0.2"), await open(port, "127.0.0.2")];
    for (const client of proxied) expect(await healthz(client)).toBe("HTTP/1.1 200 OK");
    expect(await healthz(await open(port))).toBe("HTTP/1.1 200 OK");
    // The total still holds.
    expect(await (await open(port, "127.0.0.2")).closed).toMatch(/^HTTP\/1\.1 503 /);
  });
});

describe("connection timeouts", () => {
  it("a request whose headers do not arrive in time is 408 request-timeout in the API's error shape", async () => {
    const port = await start({ headersTimeoutMs: 200 });
    const slow = await open(port);
    slow.socket.write("GET /healthz HTTP/1.1\r\nHost: x\r\n");
    // A connection that never sends a byte goes the same way.
    const silent = await open(port);
    for (const answer of [await slow.closed, await silent.closed]) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(bodyOf(answer)).toEqual({
        error: { code: "request-timeout", message: "The request did not arrive in time" },
      });
    }
  }, 20_000);

  it("a kept-alive connection closes after its idle time; a live socket stays", async () => {
    const port = await start({ keepAliveTimeoutMs: 200, idleTimeoutMs: 200, headersTimeoutMs: 200 });
    const t = await newTable(built!.app);
    const live = await connectLive(`http://127.0.0.1:${port}`, t.id, t.playerToken);
    lives.push(live);
    await live.waitFor((m) => m.type === "ready");
    const kept = await open(port);
    expect(await healthz(kept)).toBe("HTTP/1.1 200 OK");
    await kept.closed;
    // Opened before the kept-alive connection, quiet since: still there, and events still come.
    await built!.app.inject({
      method: "POST",
      url: `/api/tables/${t.id}/notes`,
      headers: auth(t.gmToken),
      payload: { text: "still here" },
    });
    expect((await live.waitFor((m) => m.kind === "note")).kind).toBe("note");
  }, 20_000);

  it("what is not HTTP is 400 bad-request in the API's error shape", async () => {
    const port = await start({});
    const client = await open(port);
    client.socket.write("HELLO\r\n\r\n");
    const answer = await client.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toMatchObject({ error: { code: "bad-request" } });
  });
});

describe("connection settings", () => {
  it("come from the environment; the defaults where not set", () => {
    expect(loadConfig({}).connections).toBeUndefined();
    expect(
      loadConfig({
        MAX_CONNECTIONS: "1000",
        MAX_CONNECTIONS_PER_ADDRESS: "64",
        HEADERS_TIMEOUT: "5",
        KEEP_ALIVE_TIMEOUT: "65",
      }).connections,
    ).toEqual({
      ...DEFAULT_CONNECTION_LIMITS,
      maxTotal: 1000,
      maxPerAddress: 64,
      headersTimeoutMs: 5000,
      keepAliveTimeoutMs: 65_000,
    });
    expect(loadConfig({ IDLE_TIMEOUT: "30" }).connections?.idleTimeoutMs).toBe(30_000);
    for (const [name, bad] of [
      ["MAX_CONNECTIONS", "0"],
      ["MAX_CONNECTIONS_PER_ADDRESS", "many"],
      ["HEADERS_TIMEOUT", "-1"],
      ["KEEP_ALIVE_TIMEOUT", "1.5"],
    ] as const) {
      expect(() => loadConfig({ [name]: bad }), `${name}=${bad}`).toThrow(ConfigError);
    }
  });
});
