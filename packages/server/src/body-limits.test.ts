import { type AddressInfo, connect } from "node:net";
import { HOUSE_RULE_CODES } from "@spieltisch/protocol";
import { describe, expect, it } from "vitest";
import { buildApp } from "./app.js";
import { CREATE_TABLE_BODY_LIMIT } from "./routes.js";

// Issue #15 §4: table creations with 840 made-up house rules (260 KB each) were read and parsed
// every time, and took the normal table's roll latency to 3.5×.
describe("body limits per route", () => {
  it("a table creation bigger than its limit is 413 body-too-large at the root, and the connection closes", async () => {
    const { app } = await buildApp({ databaseUrl: "sqlite::memory:" });
    try {
      const houseRules = Object.fromEntries(
        Array.from({ length: 840 }, (_, i) => [`k${i}`, "x".repeat(300)]),
      );
      const res = await app.inject({
        method: "POST",
        url: "/api/tables",
        payload: { name: "H", system: "ews", houseRules },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toMatchObject({ code: "body-too-large", path: [] });
      expect(res.headers.connection).toBe("close");
    } finally {
      await app.close();
    }
  });

  it("is refused from Content-Length, before the body arrives", async () => {
    const { app } = await buildApp({ databaseUrl: "sqlite::memory:" });
    try {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = app.server.address() as AddressInfo;
      const socket = connect(port, "127.0.0.1");
      let answer = "";
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => {
        answer += chunk;
      });
      const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
      // Below the server's general limit (256 KB), above the route's; only the head is sent.
      socket.write(
        "POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200000\r\n\r\n{",
      );
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 413/);
      expect(answer).toContain("body-too-large");
    } finally {
      await app.close();
    }
  });

  it("leaves room for every known house rule", async () => {
    const { app } = await buildApp({ databaseUrl: "sqlite::memory:" });
    try {
      const payload = {
        name: "N".repeat(200),
        system: "ews",
        modules: ["foka"],
        houseRules: { houseRules: [...HOUSE_RULE_CODES], attributeMalus: true, healingMaxWounds: 60 },
      };
      expect(JSON.stringify(payload).length).toBeLessThan(CREATE_TABLE_BODY_LIMIT / 4);
      const res = await app.inject({ method: "POST", url: "/api/tables", payload });
      expect(res.statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });
});
