import { connect } from "node:net";
import { expect, it } from "vitest";
import { buildApp } from "./app.js";

// Issue #15 §4: bodies trickled a byte now and then kept their connections open for 80 s and more.
it("a request body that does not arrive in time is 408 body-timeout and the connection closes", async () => {
  const { app } = await buildApp({ databaseUrl: "sqlite::memory:", bodyTimeoutMs: 300 });
  const base = new URL(await app.listen({ port: 0, host: "127.0.0.1" }));
  try {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(base.port), "127.0.0.1");
      let received = "";
      socket.on("data", (chunk) => {
        received += String(chunk);
      });
      socket.on("close", () => resolve(received));
      socket.on("error", reject);
      socket.write(
        "POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
      );
      // A byte now and then, never the whole body; stops once the server has closed.
      const trickle = setInterval(() => {
        if (!socket.destroyed) socket.write(" ");
      }, 50);
      socket.on("close", () => clearInterval(trickle));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('"code":"body-timeout"');
  } finally {
    await app.close();
  }
});
