import { tableExportSchema, verifyExport } from "@spieltisch/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SpieltischApp } from "./app.js";
import { appOn, auth, type Backend, newTable, type TestTable, testBackends } from "./testing/backends.js";

const backends = await testBackends();

describe.each(backends)("Client seeds (CONTRACT §5) on $name", (backend: Backend) => {
  let built: SpieltischApp;
  let app: SpieltischApp["app"];
  let t: TestTable;

  const post = (path: string, payload: unknown, token = t.playerToken) =>
    app.inject({
      method: "POST",
      url: `/api/tables/${t.id}${path}`,
      headers: auth(token),
      payload: payload as object,
    });

  beforeAll(async () => {
    built = await appOn(backend);
    app = built.app;
    t = await newTable(app);
  });
  afterAll(async () => {
    await app.close();
    await backend.cleanup();
  });

  it("a client seed is bound into the roll, once per table; the log verifies and counts server-only rolls", async () => {
    const clientSeed = "Zm9vYmFyYmF6cXV4cXV1eA";
    const first = await post("/rolls", {
      action: "check",
      value: 12,
      target: 12,
      clientSeed,
      label: "Klettern",
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      clientSeed,
      derivation: 3,
      proof: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    const again = await post("/rolls", { action: "check", value: 12, target: 12, clientSeed });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: "client-seed-reused", path: ["clientSeed"] });
    const other = await newTable(app);
    const elsewhere = await app.inject({
      method: "POST",
      url: `/api/tables/${other.id}/rolls`,
      headers: auth(other.playerToken),
      payload: { action: "check", value: 12, target: 12, clientSeed },
    });
    expect(elsewhere.statusCode, "another table may use the same client seed").toBe(201);
    const short = await post("/rolls", { action: "check", value: 12, target: 12, clientSeed: "kurz" });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.path).toEqual(["clientSeed"]);

    expect((await post("/rolls", { action: "check", value: 9, target: 12 })).statusCode).toBe(201);
    expect((await post("/seeds/rotate", { stream: "table" }, t.gmToken)).statusCode).toBe(200);
    const exported = tableExportSchema.parse(
      (
        await app.inject({ method: "GET", url: `/api/tables/${t.id}/export`, headers: auth(t.gmToken) })
      ).json(),
    );
    expect(verifyExport(exported)).toEqual({
      verified: 2,
      unrevealed: 0,
      serverOnly: 1,
      entered: 0,
      mismatch: null,
    });
    const forged = structuredClone(exported);
    const roll = forged.events.find((e) => e.kind === "roll" && e.clientSeed === clientSeed);
    if (roll?.kind !== "roll") throw new Error("no client-seeded roll");
    roll.byName = "Jemand anderes";
    expect(verifyExport(forged).mismatch?.reason).toMatch(/proof does not match/);
  });
});
