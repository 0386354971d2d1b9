import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SpieltischApp } from "./app.js";
import { appOn, auth, type Backend, newTable, type TestTable, testBackends } from "./testing/backends.js";

// The attacks of issue #15 §3 that answered 500: each must be a 4xx with a code and the field.
const backends = await testBackends();

describe.each(backends)("hostile input on $name", (backend: Backend) => {
  let built: SpieltischApp;
  let app: SpieltischApp["app"];
  let ews: TestTable;
  let faar: TestTable;
  let exported: Record<string, unknown> & {
    events: Record<string, unknown>[];
    seeds: Record<string, unknown>[];
    characters: { versions: Record<string, unknown>[] }[];
  };

  const post = (url: string, payload: unknown, token?: string) =>
    app.inject({
      method: "POST",
      url,
      payload: payload as object,
      ...(token ? { headers: auth(token) } : {}),
    });
  const get = (url: string, token: string) => app.inject({ method: "GET", url, headers: auth(token) });

  beforeAll(async () => {
    built = await appOn(backend);
    app = built.app;
    ews = await newTable(app);
    faar = await newTable(app, { name: "Faar", system: "faar" });
    // A table with something of everything an import restores: public and secret events, two
    // seeds per stream (rotated), a character with two versions.
    await post(`/api/tables/${ews.id}/rolls`, { action: "check", value: 12, target: 11 }, ews.playerToken);
    await post(`/api/tables/${ews.id}/notes`, { text: "geheim", secret: true }, ews.gmToken);
    await post(`/api/tables/${ews.id}/notes`, { text: "offen" }, ews.gmToken);
    const character = await post(
      `/api/tables/${ews.id}/characters`,
      { format: "spieltisch/character@1", system: "ews", name: "Probe" },
      ews.gmToken,
    );
    await app.inject({
      method: "PUT",
      url: `/api/tables/${ews.id}/characters/${character.json().id}`,
      payload: { format: "spieltisch/character@1", system: "ews", name: "Probe II" },
      headers: { ...auth(ews.gmToken), "if-match": "1" },
    });
    await post(`/api/tables/${ews.id}/seeds/rotate`, {}, ews.gmToken);
    exported = (await get(`/api/tables/${ews.id}/export`, ews.gmToken)).json();
  });
  afterAll(async () => {
    await app.close();
    await backend.cleanup();
  });

  it("actions named like Object properties are unknown actions on rolls, odds and roll requests", async () => {
    for (const action of ["toString", "constructor", "valueOf", "__proto__", "hasOwnProperty"]) {
      for (const [route, body] of [
        ["rolls", { action, value: 1, target: 1 }],
        ["odds", { action, value: 1, target: 1 }],
        ["roll-requests", { action, options: {} }],
      ] as const) {
        const res = await post(`/api/tables/${ews.id}/${route}`, body, ews.gmToken);
        expect(res.statusCode, `${route} ${action}`).toBe(400);
        expect(res.json().error).toMatchObject({ code: "unknown-action", path: ["action"] });
      }
    }
  });

  it("a character whose system is named like an Object property is 422 at system", async () => {
    for (const system of ["__proto__", "toString", "constructor", "valueOf"]) {
      const res = await post(
        `/api/tables/${ews.id}/characters`,
        { format: "spieltisch/character@1", system, name: "X" },
        ews.gmToken,
      );
      expect(res.statusCode, system).toBe(422);
      expect(res.json().error).toMatchObject({ code: "invalid-character", path: ["system"] });
    }
  });

  it("Faar damage dice too large for exact odds are 400, the largest allowed roll", async () => {
    for (const damage of ["8W100", "9W60", "9W100/2+1"]) {
      const options = { attack: 12, defense: 8, damage };
      for (const [route, body] of [
        ["rolls", { action: "melee", ...options }],
        ["odds", { action: "melee", ...options }],
        ["roll-requests", { action: "melee", options }],
      ] as const) {
        const res = await post(`/api/tables/${faar.id}/${route}`, body, faar.gmToken);
        expect(res.statusCode, `${route} ${damage}`).toBe(400);
        expect(res.json().error.code).toBe("damage-dice-too-large");
        expect(res.json().error.message).toContain(damage);
      }
    }
    const largest = await post(
      `/api/tables/${faar.id}/rolls`,
      { action: "melee", attack: 12, defense: 8, damage: "7W100", zones: true },
      faar.gmToken,
    );
    expect(largest.statusCode, largest.body).toBe(201);
  });

  describe("import refuses what the database would refuse, with the path", () => {
    const expectInvalid = async (body: unknown, path: (string | number)[]) => {
      const res = await post("/api/tables/import", body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error).toMatchObject({ code: "invalid-export", path });
    };
    const publicIndex = () => exported.events.findIndex((e, i) => i > 0 && e.tableSeq !== null);

    it("the unchanged export imports", async () => {
      expect((await post("/api/tables/import", exported)).statusCode).toBe(201);
    });

    it("a duplicate tableSeq", async () => {
      const i = publicIndex();
      const events = exported.events.map((e, j) => (j === i ? { ...e, tableSeq: 1 } : e));
      await expectInvalid({ ...exported, events }, ["events", i, "tableSeq"]);
    });

    it("a tableSeq of 2^53 − 1 (every later roll would fail)", async () => {
      const last = exported.events.length - 1;
      const events = exported.events.map((e, j) =>
        j === last ? { ...e, secret: false, tableSeq: Number.MAX_SAFE_INTEGER } : e,
      );
      await expectInvalid({ ...exported, events }, ["events", last, "tableSeq"]);
    });

    it("a secret event with a table-stream number", async () => {
      const i = exported.events.findIndex((e) => e.secret === true);
      const events = exported.events.map((e, j) => (j === i ? { ...e, tableSeq: 2 } : e));
      await expectInvalid({ ...exported, events }, ["events", i, "tableSeq"]);
    });

    it("a seed id twice", async () => {
      expect(exported.seeds.length).toBeGreaterThanOrEqual(2);
      const seeds = [...exported.seeds, exported.seeds[0]];
      await expectInvalid({ ...exported, seeds }, ["seeds", exported.seeds.length, "seedId"]);
    });

    it("a character version twice", async () => {
      const [character] = exported.characters;
      expect(character!.versions.length).toBe(2);
      const versions = [character!.versions[0], character!.versions[0]];
      await expectInvalid({ ...exported, characters: [{ ...character, versions }] }, [
        "characters",
        0,
        "versions",
        1,
        "version",
      ]);
    });
  });
});
