import * as ewsRules from "@spieltisch/engine/systems/ews";
import { tableEventSchema, tableExportSchema, verifyExport } from "@spieltisch/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import LAZARO from "../../../examples/characters/lazaro.json" with { type: "json" };
import type { SpieltischApp } from "./app.js";
import { appOn, auth, type Backend, newTable, type TestTable, testBackends } from "./testing/backends.js";

const backends = await testBackends();

type Json = Record<string, unknown>;

const MONK = {
  format: "spieltisch/character@1",
  system: "ews",
  name: "Reisender Mönch",
  budget: 1,
  attributes: [{ name: "Fromm", level: "+" }],
  skills: [],
  professions: [],
  traits: [],
};
const ORK = { ...MONK, name: "Ork", npc: true, budget: 0, attributes: [] };

describe.each(backends)("SteM Striche (award, spend, ledger) on $name", (backend: Backend) => {
  let built: SpieltischApp;
  let app: SpieltischApp["app"];
  let t: TestTable;
  let lazaro: string;
  let monk: string;
  let ork: string;

  const request = (
    method: "GET" | "POST" | "PUT",
    url: string,
    token: string,
    payload?: unknown,
    version?: number,
  ) =>
    app.inject({
      method,
      url,
      headers: { ...auth(token), ...(version !== undefined ? { "if-match": String(version) } : {}) },
      ...(payload ? { payload: payload as object } : {}),
    });
  const post = (path: string, payload: unknown, token = t.gmToken) =>
    request("POST", `/api/tables/${t.id}${path}`, token, payload);
  const get = (path: string, token = t.gmToken) => request("GET", `/api/tables/${t.id}${path}`, token);
  const sheet = async (id: string) => {
    const body = (await get(`/characters/${id}`)).json() as {
      version: number;
      character: ewsRules.EwsCharacter;
    };
    return body;
  };
  const put = (id: string, character: unknown, version: number, token = t.playerToken) =>
    request("PUT", `/api/tables/${t.id}/characters/${id}`, token, character, version);

  beforeAll(async () => {
    built = await appOn(backend);
    app = built.app;
    t = await newTable(app, { name: "Seefahrt", system: "ews", modules: ["stem"] });
    const created = async (body: unknown, token: string) => {
      const res = await post("/characters", body, token);
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: string }).id;
    };
    // Lazaro arrives with 1 Strich already spent elsewhere: it must not use up the awards.
    lazaro = await created({ ...LAZARO, striche: { Gewandt: 1 }, advancements: [] }, t.playerToken);
    monk = await created(MONK, t.gmToken);
    ork = await created(ORK, t.gmToken);
  });
  afterAll(async () => {
    await app.close();
    await backend.cleanup();
  });

  it("refuses spending before any award: 422 with the path and a German and English reason", async () => {
    const { version, character } = await sheet(lazaro);
    const res = await put(lazaro, ewsRules.advance(character, "Stilvoll", 1), version);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({
      error: {
        code: "striche-over-award",
        message: "1 Strich(e) spent, but only 0 awarded Strich(e) are left",
        path: ["striche"],
        params: { spend: 1, available: 0 },
        reason: {
          de: "1 Strich(e) ausgegeben, aber nur 0 vergebene Strich(e) sind noch frei",
          en: "1 Strich(e) spent, but only 0 awarded Strich(e) are left",
        },
      },
    });
  });

  it("the GM awards 4 Striche to every player character (not the NPC), visible to the table", async () => {
    const res = await post("/striche", { striche: 4, note: "Seefahrt" });
    expect(res.statusCode, res.body).toBe(201);
    const event = tableEventSchema.parse(res.json());
    expect(event).toMatchObject({ kind: "striche-awarded", note: "Seefahrt" });
    if (event.kind !== "striche-awarded") throw new Error("not an award");
    expect(event.awards).toEqual([
      { character: lazaro, name: LAZARO.name, striche: 4, spentBefore: 1 },
      { character: monk, name: MONK.name, striche: 4, spentBefore: 0 },
    ]);
    const seen = (await get("/events", t.playerToken)).json() as { events: Json[] };
    expect(seen.events.filter((e) => e.kind === "striche-awarded")).toHaveLength(1);
  });

  it("a player spends awarded Striche as in the text: 2 on Stilvoll, 2 on Flirten; a fifth is 422", async () => {
    let { version, character } = await sheet(lazaro);
    const voyage = ewsRules.advance(ewsRules.advance(character, "Stilvoll", 2), "Kunst des Flirtens", 2);
    const ok = await put(lazaro, voyage, version);
    expect(ok.statusCode, ok.body).toBe(200);
    ({ version, character } = await sheet(lazaro));
    expect(character.striche).toEqual({ Gewandt: 1, Stilvoll: 2, "Kunst des Flirtens": 2 });
    const greedy = await put(lazaro, ewsRules.advance(character, "Kunst des Flirtens", 1), version);
    expect(greedy.statusCode).toBe(422);
    expect((greedy.json() as { error: Json }).error).toMatchObject({
      code: "striche-over-award",
      path: ["striche"],
      params: { spend: 1, available: 0 },
    });
    // An undo gives the Striche back; spending them again is fine.
    const undone = await put(lazaro, ewsRules.undoAdvance(character), version);
    expect(undone.statusCode, undone.body).toBe(200);
    const again = await sheet(lazaro);
    const respend = await put(
      lazaro,
      ewsRules.advance(again.character, "Kunst des Flirtens", 2),
      again.version,
    );
    expect(respend.statusCode, respend.body).toBe(200);
  });

  it("a stale version is 409 even for a valid spend; the sheet edit stays a versioned PUT", async () => {
    await post("/striche", { striche: 1, character: lazaro });
    const { version, character } = await sheet(lazaro);
    const res = await put(lazaro, ewsRules.advance(character, "Gewandt", 1), version - 1);
    expect(res.statusCode).toBe(409);
    const fresh = await put(lazaro, ewsRules.advance(character, "Gewandt", 1), version);
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it("refuses bad awards: players, NPCs, unknown characters, bad numbers", async () => {
    expect((await post("/striche", { striche: 2 }, t.playerToken)).statusCode).toBe(403);
    const npc = await post("/striche", { striche: 2, character: ork });
    expect(npc.statusCode).toBe(422);
    expect((npc.json() as { error: Json }).error).toMatchObject({
      code: "npc-no-striche",
      path: ["character"],
    });
    const unknown = await post("/striche", { striche: 2, character: "nobody" });
    expect(unknown.statusCode).toBe(404);
    expect((unknown.json() as { error: Json }).error).toMatchObject({ path: ["character"] });
    for (const striche of [0, 31, 1.5, "2"]) {
      const bad = await post("/striche", { striche });
      expect(bad.statusCode, String(striche)).toBe(400);
      expect((bad.json() as { error: Json }).error).toMatchObject({
        code: "invalid-body",
        path: ["striche"],
      });
    }
  });

  it("a table without SteM neither awards nor lets Striche be spent", async () => {
    const plain = await newTable(app, { name: "Ohne SteM", system: "ews" });
    const res = await app.inject({
      method: "POST",
      url: `/api/tables/${plain.id}/striche`,
      headers: auth(plain.gmToken),
      payload: { striche: 1 },
    });
    expect(res.statusCode).toBe(422);
    expect((res.json() as { error: Json }).error).toMatchObject({ code: "module-required" });
    const created = await app.inject({
      method: "POST",
      url: `/api/tables/${plain.id}/characters`,
      headers: auth(plain.playerToken),
      payload: MONK,
    });
    const { id, version } = created.json() as { id: string; version: number };
    const spend = await app.inject({
      method: "PUT",
      url: `/api/tables/${plain.id}/characters/${id}`,
      headers: { ...auth(plain.playerToken), "if-match": String(version) },
      payload: ewsRules.advance(MONK as ewsRules.EwsCharacter, "Fromm", 1),
    });
    expect(spend.statusCode).toBe(422);
    expect((spend.json() as { error: Json }).error).toMatchObject({
      code: "stem-off",
      path: ["striche"],
      reason: { de: expect.stringContaining("Steigerung (SteM)") },
    });
  });

  it("exports carry the awards, verify accepts them and an import keeps the ledger", async () => {
    const exported = tableExportSchema.parse((await get("/export")).json());
    expect(verifyExport(exported).mismatch).toBeNull();
    expect(exported.events.filter((e) => e.kind === "striche-awarded")).toHaveLength(2);
    const imported = await app.inject({ method: "POST", url: "/api/tables/import", payload: exported });
    expect(imported.statusCode, imported.body).toBe(201);
    const copy = imported.json() as { id: string; gmToken: string };
    const events = await app.inject({
      method: "GET",
      url: `/api/tables/${copy.id}/events`,
      headers: auth(copy.gmToken),
    });
    const awards = (events.json() as { events: Json[] }).events.filter((e) => e.kind === "striche-awarded");
    expect(awards.map((e) => (e.awards as Json[]).length)).toEqual([2, 1]);
    // The copy's monk still has his 4 awarded Striche: he spends 4, and a fifth is refused.
    const list = await app.inject({
      method: "GET",
      url: `/api/tables/${copy.id}/characters`,
      headers: auth(copy.gmToken),
    });
    const copied = (list.json() as { characters: { id: string; version: number; character: Json }[] })
      .characters;
    const monkCopy = copied.find((c) => c.character.name === MONK.name)!;
    const spend = (character: unknown, version: number) =>
      app.inject({
        method: "PUT",
        url: `/api/tables/${copy.id}/characters/${monkCopy.id}`,
        headers: { ...auth(copy.gmToken), "if-match": String(version) },
        payload: character as object,
      });
    const four = ewsRules.advance(monkCopy.character as ewsRules.EwsCharacter, "Fromm", 4);
    const ok = await spend(four, monkCopy.version);
    expect(ok.statusCode, ok.body).toBe(200);
    const five = await spend(ewsRules.advance(four, "Fromm", 1), monkCopy.version + 1);
    expect(five.statusCode).toBe(422);
  });
});
