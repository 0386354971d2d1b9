import { lastCommitment, tableExportSchema, verifyExport } from "@spieltisch/protocol";
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

  it("a roll names the seed commitment its client saw: another one now is 409 seed-changed, nothing rolled", async () => {
    const table = await newTable(app);
    const at = (path: string, payload: unknown, token = table.playerToken) =>
      app.inject({
        method: "POST",
        url: `/api/tables/${table.id}${path}`,
        headers: auth(token),
        payload: payload as object,
      });
    const events = async () =>
      (await app.inject({ url: `/api/tables/${table.id}/events`, headers: auth(table.gmToken) })).json() as {
        events: { kind: string }[];
      };
    const seen = lastCommitment((await events()).events, "table");
    expect(seen).toMatch(/^[0-9a-f]{64}$/);
    const roll = { action: "check", value: 12, target: 12, clientSeed: "QUJDREVGR0hJSktMTU5PUFFS" };
    const fine = await at("/rolls", { ...roll, seenCommitment: seen });
    expect(fine.statusCode, fine.body).toBe(201);
    const before = (await events()).events.length;
    const other = await at("/rolls", {
      ...roll,
      clientSeed: "c2Vjb25kLWNsaWVudC1zZWVk",
      seenCommitment: "0".repeat(64),
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toMatchObject({ code: "seed-changed", path: ["seenCommitment"] });
    expect((await at("/seeds/rotate", { stream: "table" }, table.gmToken)).statusCode).toBe(200);
    const stale = await at("/rolls", {
      ...roll,
      clientSeed: "dGhpcmQtY2xpZW50LXNlZWQx",
      seenCommitment: seen,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe("seed-changed");
    // Refused rolls leave nothing; the rotation is the one event since.
    expect((await events()).events.length).toBe(before + 1);
    const malformed = await at("/rolls", { ...roll, seenCommitment: "abc" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.path).toEqual(["seenCommitment"]);
    const fresh = lastCommitment((await events()).events, "table");
    expect(fresh).not.toBe(seen);
    const after = await at("/rolls", {
      ...roll,
      clientSeed: "Zm91cnRoLWNsaWVudC1zZWVk",
      seenCommitment: fresh,
    });
    expect(after.statusCode, after.body).toBe(201);
  });

  it("a secret request shows its addressee the GM seed's commitment; the answer is bound to it", async () => {
    const table = await newTable(app);
    const at = (path: string, payload: unknown, token: string) =>
      app.inject({
        method: "POST",
        url: `/api/tables/${table.id}${path}`,
        headers: auth(token),
        payload: payload as object,
      });
    const read = async (token: string) =>
      (await app.inject({ url: `/api/tables/${table.id}/events`, headers: auth(token) })).json() as {
        events: { kind: string }[];
        addressed?: { kind: string; requestId?: string; commitment?: string }[];
      };
    const ina = (await at("/join", { name: "Ina" }, table.playerToken)).json() as {
      credentialId: string;
      token: string;
    };
    const ask = async () => {
      const asked = await at(
        "/roll-requests",
        { action: "check", options: { value: 12, target: 12 }, secret: true, to: ina.credentialId },
        table.gmToken,
      );
      expect(asked.statusCode, asked.body).toBe(201);
      const { requestId } = asked.json() as { requestId: string };
      const request = (await read(ina.token)).addressed?.find((e) => e.requestId === requestId);
      return { requestId, commitment: request?.commitment };
    };
    const first = await ask();
    // Her log holds no GM-stream commitment; the request shows the one its answer rolls from.
    expect(lastCommitment((await read(ina.token)).events, "gm")).toBeUndefined();
    expect(first.commitment).toBe(lastCommitment((await read(table.gmToken)).events, "gm"));
    const answer = await at(
      "/rolls",
      {
        action: "check",
        requestId: first.requestId,
        clientSeed: "aW5hcy1lcnN0ZS1hbnR3b3J0",
        seenCommitment: first.commitment,
      },
      ina.token,
    );
    expect(answer.statusCode, answer.body).toBe(201);
    // The GM swaps the seed after asking: the answer bound to what Ina saw is refused.
    const second = await ask();
    expect((await at("/seeds/rotate", { stream: "gm" }, table.gmToken)).statusCode).toBe(200);
    const stale = await at(
      "/rolls",
      {
        action: "check",
        requestId: second.requestId,
        clientSeed: "aW5hcy16d2VpdGUtYW50d29y",
        seenCommitment: second.commitment,
      },
      ina.token,
    );
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().error).toMatchObject({ code: "seed-changed", path: ["seenCommitment"] });
  });
});
