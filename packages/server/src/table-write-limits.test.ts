import { type AddressInfo, connect } from "node:net";
import { describe, expect, it } from "vitest";
import { buildApp } from "./app.js";
import { DEFAULT_RATE_LIMITS } from "./rate-limits.js";
import { TableWriteLimiter } from "./table-write-limiter.js";
import { auth, newTable } from "./testing/backends.js";

// Issue #15 §4: one table writing as fast as it could (notes to 100 sockets that never read,
// failing jobs, 100-participant combat commands) doubled the other tables' roll latency.
const minute = 60_000;
const roll = { action: "check", value: 12, target: 11 };

describe("TableWriteLimiter", () => {
  it("lets a burst of max through, then refills at max per window", () => {
    let now = 0;
    const limiter = new TableWriteLimiter({ max: 3, windowMs: 3000 }, () => now);
    expect([limiter.take("a"), limiter.take("a"), limiter.take("a")]).toEqual([0, 0, 0]);
    expect(limiter.take("a")).toBe(1);
    expect(limiter.waitSeconds("b")).toBe(0);
    now = 500;
    expect(limiter.take("a")).toBe(1);
    now = 1000;
    expect(limiter.take("a")).toBe(0);
    expect(limiter.take("a")).toBe(1);
    now = 100_000;
    expect([limiter.take("a"), limiter.take("a"), limiter.take("a"), limiter.take("a")]).toEqual([
      0, 0, 0, 1,
    ]);
  });

  it("keeps nothing for tables that are only asked about", () => {
    const limiter = new TableWriteLimiter({ max: 1, windowMs: 10_000 }, () => 0);
    for (let i = 0; i < 1000; i++) expect(limiter.waitSeconds(`stranger-${i}`)).toBe(0);
    expect(limiter.tables).toBe(0);
    limiter.take("a");
    expect(limiter.tables).toBe(1);
  });

  it("says how many whole seconds to wait", () => {
    const limiter = new TableWriteLimiter({ max: 1, windowMs: 10_000 }, () => 0);
    expect(limiter.take("a")).toBe(0);
    expect(limiter.waitSeconds("a")).toBe(10);
  });
});

describe("writes per table", () => {
  const limited = (max: number) =>
    buildApp({
      databaseUrl: "sqlite::memory:",
      rateLimits: { ...DEFAULT_RATE_LIMITS, tableWrites: { max, windowMs: minute } },
      refusalDelayMs: 0,
    });

  it("beyond the bucket a member's write is 429 table-rate-limited; reads and other tables go on", async () => {
    const { app } = await limited(3);
    try {
      const t = await newTable(app);
      const other = await newTable(app);
      const rollOn = (id: string, token: string) =>
        app.inject({ method: "POST", url: `/api/tables/${id}/rolls`, headers: auth(token), payload: roll });
      for (let i = 0; i < 3; i++) expect((await rollOn(t.id, t.playerToken)).statusCode).toBe(201);
      const refused = await rollOn(t.id, t.gmToken);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe("table-rate-limited");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
      const note = await app.inject({
        method: "POST",
        url: `/api/tables/${t.id}/notes`,
        headers: auth(t.gmToken),
        payload: { text: "Hallo" },
      });
      expect(note.statusCode).toBe(429);
      expect(
        (await app.inject({ url: `/api/tables/${t.id}/events`, headers: auth(t.playerToken) })).statusCode,
      ).toBe(200);
      expect((await rollOn(other.id, other.playerToken)).statusCode).toBe(201);
      // The refused writes are not in the log.
      const events = (
        await app.inject({ url: `/api/tables/${t.id}/events`, headers: auth(t.gmToken) })
      ).json().events as { kind: string }[];
      expect(events.filter((e) => e.kind === "roll")).toHaveLength(3);
    } finally {
      await app.close();
    }
  });

  it("odds are no write: a slider asking them again and again neither uses the bucket nor is refused", async () => {
    const { app } = await limited(2);
    try {
      const t = await newTable(app);
      const odds = () =>
        app.inject({
          method: "POST",
          url: `/api/tables/${t.id}/odds`,
          headers: auth(t.playerToken),
          payload: { action: "check", value: 12, target: 12 },
        });
      for (let i = 0; i < 20; i++) expect((await odds()).statusCode).toBe(200);
      const rollOn = () =>
        app.inject({
          method: "POST",
          url: `/api/tables/${t.id}/rolls`,
          headers: auth(t.playerToken),
          payload: roll,
        });
      expect((await rollOn()).statusCode).toBe(201);
      expect((await rollOn()).statusCode).toBe(201);
      expect((await rollOn()).statusCode).toBe(429);
      // With the bucket empty, the odds still answer.
      expect((await odds()).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("a stranger's refused writes do not use up the table's bucket", async () => {
    const { app } = await limited(2);
    try {
      const t = await newTable(app);
      for (let i = 0; i < 5; i++) {
        const guess = await app.inject({
          method: "POST",
          url: `/api/tables/${t.id}/rolls`,
          headers: auth(`st_guess${i}`),
          payload: roll,
        });
        expect(guess.statusCode).toBe(401);
      }
      const member = await app.inject({
        method: "POST",
        url: `/api/tables/${t.id}/rolls`,
        headers: auth(t.playerToken),
        payload: roll,
      });
      expect(member.statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });

  it("a write to a table whose bucket is empty is refused before its body is read", async () => {
    const { app } = await limited(1);
    try {
      const t = await newTable(app);
      const note = { text: "x" };
      expect(
        (
          await app.inject({
            method: "POST",
            url: `/api/tables/${t.id}/notes`,
            headers: auth(t.gmToken),
            payload: note,
          })
        ).statusCode,
      ).toBe(201);
      await app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = app.server.address() as AddressInfo;
      const socket = connect(port, "127.0.0.1");
      let answer = "";
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => {
        answer += chunk;
      });
      const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
      // Announces 60 KB but sends only the head: a server that read the body would wait for it.
      socket.write(
        `POST /api/tables/${t.id}/notes HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${t.gmToken}\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n{`,
      );
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 429/);
      expect(answer).toContain("table-rate-limited");
      expect(answer.toLowerCase()).toContain("retry-after:");
    } finally {
      await app.close();
    }
  });

  it("refusals wait before they are answered, so a client that ignores Retry-After slows down", async () => {
    const { app } = await buildApp({
      databaseUrl: "sqlite::memory:",
      rateLimits: { ...DEFAULT_RATE_LIMITS, tableWrites: { max: 1, windowMs: minute } },
      refusalDelayMs: 300,
    });
    try {
      const t = await newTable(app);
      const rollNow = () =>
        app.inject({
          method: "POST",
          url: `/api/tables/${t.id}/rolls`,
          headers: auth(t.gmToken),
          payload: roll,
        });
      expect((await rollNow()).statusCode).toBe(201);
      let answered = false;
      const refused = rollNow().then((res) => {
        answered = true;
        return res;
      });
      // Not answered while the event loop turns over a few times.
      for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
      expect(answered).toBe(false);
      expect((await refused).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it("the defaults let a table of six roll as fast as they can, all at once", async () => {
    const { app } = await buildApp({ databaseUrl: "sqlite::memory:" });
    try {
      const t = await newTable(app);
      const rolls = await Promise.all(
        Array.from({ length: 6 * 15 }, () =>
          app.inject({
            method: "POST",
            url: `/api/tables/${t.id}/rolls`,
            headers: auth(t.playerToken),
            payload: roll,
          }),
        ),
      );
      expect(rolls.every((res) => res.statusCode === 201)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it("is configured from the environment as MAX/SECONDS", async () => {
    const { loadConfig } = await import("./config.js");
    expect(loadConfig({ RATE_LIMIT_TABLE_WRITES: "30/5" }).rateLimits?.tableWrites).toEqual({
      max: 30,
      windowMs: 5000,
    });
  });
});
