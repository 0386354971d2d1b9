import { tableExportSchema, verifyExport } from "@spieltisch/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import DORN from "../../../examples/characters/dorn.json" with { type: "json" };
import LAZARO from "../../../examples/characters/lazaro.json" with { type: "json" };
import type { SpieltischApp } from "./app.js";
import { appOn, auth, type Backend, newTable, testBackends } from "./testing/backends.js";
import { ORK } from "./testing/ork.js";

const backends = await testBackends();

type Json = Record<string, unknown>;
type Fighter = {
  name?: string;
  characterId?: string;
  secret?: boolean;
  initiative?: number;
  tieBreak?: number;
};
type Fight = { active: boolean; round: number; turn: number; order: Fighter[]; rule?: string };

const SHADOW = { ...ORK, name: "Schatten", secret: true };
const TARUK = { ...DORN, name: "Taruk", attributes: { ...DORN.attributes, GE: 12, IT: 5 } };
const WOLF = { ...DORN, name: "Wolf", npc: true, attributes: { ...DORN.attributes, GE: 9, IT: 9 } };
const stunts = (name: string, speed: number, dexterity: number) => ({
  format: "spieltisch/character@1",
  system: "3w6-stunts",
  name,
  attributes: { Geschick: 3 },
  speed,
  dexterity,
});
const kw = (name: string) => ({
  format: "spieltisch/character@1",
  system: "kampfwuerfel",
  name,
  lp: 30,
  dailyRegeneration: 6,
  kraft: 5,
  geschick: 4,
  factor: 2,
  combatDice: 10,
  reflexDice: 5,
  armorBE: 2,
});

describe.each(backends)("Combat built on characters on $name", (backend: Backend) => {
  let built: SpieltischApp;
  let app: SpieltischApp["app"];

  /** A table of `system` with helpers bound to it. */
  const table = async (system: string, modules: string[] = []) => {
    const t = await newTable(app, { name: "Kampf", system, modules });
    const call = (method: "GET" | "POST", path: string, token: string, payload?: unknown) =>
      app.inject({
        method,
        url: `/api/tables/${t.id}${path}`,
        headers: auth(token),
        ...(payload ? { payload: payload as object } : {}),
      });
    const post = (path: string, payload: unknown, token = t.gmToken) => call("POST", path, token, payload);
    const get = (path: string, token = t.gmToken) => call("GET", path, token);
    const created = async (body: unknown, token = t.gmToken) => {
      const res = await post("/characters", body, token);
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: string }).id;
    };
    const combat = async (command: unknown, status = 201) => {
      const res = await post("/combat", command);
      expect(res.statusCode, res.body).toBe(status);
      return res.json() as Json & { state: Fight };
    };
    return { t, post, get, created, combat };
  };

  beforeAll(async () => {
    built = await appOn(backend);
    app = built.app;
  });
  afterAll(async () => {
    await app.close();
    await backend.cleanup();
  });

  it("Faar: the order is GE + IT from the sheets, ties to the higher GE; names come from the sheets", async () => {
    const { created, combat, get } = await table("faar");
    const dorn = await created(DORN);
    const taruk = await created(TARUK);
    const wolf = await created(WOLF);
    const started = await combat({
      command: "start",
      participants: [{ characterId: dorn }, { characterId: taruk }, { characterId: wolf }],
    });
    // Wolf 18; Dorn 17 and Taruk 17: Taruk's GE 12 goes first.
    expect(started.state.order.map((f) => [f.name, f.initiative])).toEqual([
      ["Wolf", 18],
      ["Taruk", 17],
      ["Dorn", 17],
    ]);
    expect(started.state.rule).toBe("faar-ge-it");
    expect((await get("/combat")).json()).toEqual(started.state);
  });

  it("3W6: the fight takes the order of a fair initiative roll in the log, and the export verifies", async () => {
    const { created, combat, post, get } = await table("3w6-stunts");
    const linda = await created(stunts("Linda", 3, 2));
    const grok = await created(stunts("Grok", 3, 2));
    const roll = await post("/rolls", {
      action: "initiative",
      participants: [
        { name: linda, speed: 3, dexterity: 2 },
        { name: grok, speed: 3, dexterity: 2 },
      ],
    });
    expect(roll.statusCode, roll.body).toBe(201);
    const rolled = roll.json() as { seq: number; order: { name: string; total: number }[] };
    const started = await combat({
      command: "start",
      participants: [{ characterId: linda }, { characterId: grok }],
      initiativeRoll: rolled.seq,
    });
    expect(started.state.order.map((f) => f.characterId)).toEqual(rolled.order.map((e) => e.name));
    expect(started.state.order.map((f) => f.initiative)).toEqual(rolled.order.map((e) => e.total));
    // The turn is the first fighter's: their condition says so.
    const first = started.state.order[0]!.characterId!;
    expect(((await get(`/characters/${first}`)).json() as Json).condition).toMatchObject({ onTurn: true });
    await combat({ command: "next" });
    expect(((await get(`/characters/${first}`)).json() as Json).condition).toMatchObject({ onTurn: false });

    const mismatch = await post("/combat", {
      command: "start",
      participants: [{ characterId: linda }],
      initiativeRoll: rolled.seq,
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().error).toMatchObject({
      code: "initiative-roll-mismatch",
      path: ["initiativeRoll"],
    });
    const noRoll = await post("/combat", {
      command: "start",
      participants: [{ characterId: linda }],
      initiativeRoll: 9999,
    });
    expect(noRoll.statusCode).toBe(422);
    expect(noRoll.json().error).toMatchObject({
      code: "initiative-roll-not-found",
      path: ["initiativeRoll"],
    });

    await post("/seeds/rotate", { stream: "table" });
    await post("/seeds/rotate", { stream: "gm" });
    const report = verifyExport(tableExportSchema.parse((await get("/export")).json()));
    expect(report.mismatch).toBeNull();
    expect(report.verified).toBeGreaterThan(0);
  });

  it("Kampfwürfel: each new round is a new Kampfphase — the KW are there again", async () => {
    const { created, combat, post, get } = await table("kampfwuerfel");
    const a = await created(kw("Arn"));
    const b = await created(kw("Bera"));
    await combat({ command: "start", participants: [{ characterId: a }, { characterId: b }] });
    const full = ((await get(`/characters/${a}`)).json() as { condition: { kwLeft: number } }).condition
      .kwLeft;
    expect(full).toBeGreaterThan(0);
    // The reflex roll of the phase takes the KW left.
    const reflex = await post(`/characters/${a}/condition`, { command: "reflex" });
    expect(reflex.statusCode, reflex.body).toBe(201);
    expect(
      ((await get(`/characters/${a}`)).json() as { condition: { kwLeft: number } }).condition.kwLeft,
    ).toBe(0);
    await combat({ command: "next" });
    expect(
      ((await get(`/characters/${a}`)).json() as { condition: { kwLeft: number } }).condition.kwLeft,
    ).toBe(0);
    const round2 = await combat({ command: "next" });
    expect(round2.state.round).toBe(2);
    expect(
      ((await get(`/characters/${a}`)).json() as { condition: { kwLeft: number } }).condition,
    ).toMatchObject({
      kwLeft: full,
      reflexUsed: false,
    });
  });

  it("EWS: the GM's order, moved by hand; a secret NPC is a nameless place for the players", async () => {
    const { t, created, combat, get } = await table("ews", ["foka"]);
    const lazaro = await created(LAZARO, t.playerToken);
    const ork = await created(ORK);
    const shadow = await created(SHADOW);
    const started = await combat({
      command: "start",
      participants: [{ characterId: lazaro }, { characterId: shadow }, { characterId: ork }],
    });
    expect(started.state.rule).toBe("gm-order");
    expect(started.state.order.map((f) => f.name)).toEqual([LAZARO.name, "Schatten", "Ork"]);
    const moved = await combat({ command: "move", participant: 2, to: 0 });
    expect(moved.state.order.map((f) => f.name)).toEqual(["Ork", LAZARO.name, "Schatten"]);

    const seen = (await get("/combat", t.playerToken)).json() as Fight;
    // Its ref stays: players can target the place (opponentFighter) without learning who it is.
    expect(seen.order[2]).toEqual({ ref: "f2", secret: true, wounds: 0 });
    const events = (await get("/events?after=0", t.playerToken)).json() as { events: Json[] };
    const text = JSON.stringify(events.events);
    expect(events.events.filter((e) => e.kind === "combat")).toHaveLength(2);
    expect(text).not.toContain("Schatten");
    expect(text).not.toContain(shadow);
    const exported = JSON.stringify((await get("/export", t.playerToken)).json());
    expect(exported).not.toContain("Schatten");
    expect(exported).not.toContain(shadow);
    // The GM sees everyone.
    expect(((await get("/combat")).json() as Fight).order[2]).toMatchObject({
      name: "Schatten",
      secret: true,
    });
  });

  it("refuses unknown characters, twins and bad places with a code and a path; old starts still work", async () => {
    const { t, created, combat, post } = await table("ews", ["foka"]);
    const ork = await created(ORK);
    const unknown = await post("/combat", { command: "start", participants: [{ characterId: "nobody" }] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({
      code: "character-not-found",
      path: ["participants", 0, "characterId"],
    });
    const twice = await post("/combat", {
      command: "start",
      participants: [{ characterId: ork }, { characterId: ork }],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error).toMatchObject({ code: "duplicate-participant", path: ["participants", 1] });
    const empty = await post("/combat", { command: "start", participants: [{}] });
    expect(empty.statusCode).toBe(400);
    const byPlayer = await post("/combat", { command: "next" }, t.playerToken);
    expect(byPlayer.statusCode).toBe(403);
    // A start as it was logged before participants were characters.
    const old = await combat({ command: "start", participants: [{ name: "Goblin", initiative: 3, tp: 8 }] });
    expect(old.state.order).toEqual([{ ref: "f1", name: "Goblin", initiative: 3, tp: 8, wounds: 0 }]);
    const last = await post("/combat", { command: "remove", participant: 0 });
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toMatchObject({ code: "last-participant" });
    const far = await post("/combat", { command: "move", participant: 5, to: 0 });
    expect(far.statusCode).toBe(400);
    expect(far.json().error).toMatchObject({ code: "unknown-participant", path: ["participant"] });
  });
});
