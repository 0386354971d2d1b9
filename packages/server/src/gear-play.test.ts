import { tableExportSchema, verifyExport } from "@spieltisch/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import LAZARO from "../../../examples/characters/lazaro.json" with { type: "json" };
import type { SpieltischApp } from "./app.js";
import { DEFAULT_RATE_LIMITS } from "./rate-limits.js";
import { appOn, auth, type Backend, newTable, type TestTable, testBackends } from "./testing/backends.js";
import { ORK } from "./testing/ork.js";

const backends = await testBackends();

type Json = Record<string, unknown>;

/** The Ork with a club and a leather jerkin (and a mail shirt carried, not worn). */
const ARMED_ORK = {
  ...ORK,
  weapons: [
    { name: "Keule", damage: 3 },
    { name: "Wurfspeer", damage: 4, ranged: true },
  ],
  armor: [
    { name: "Lederwams", protection: 1 },
    { name: "Kettenhemd", protection: 3, worn: false },
  ],
};

/**
 * Gear from the sheets at a shared table (CONTRACT §6): the server fills both sides' weapons and
 * armour into the roll, records what it used, refuses a weapon the sheet lacks with its path, and
 * hides a secret NPC's gear from the players.
 */
describe.each(backends)("Gear from the sheets (CONTRACT §6) on $name", (backend: Backend) => {
  let built: SpieltischApp;
  let app: SpieltischApp["app"];
  let t: TestTable;
  let lazaro: string;
  let ork: string;
  let shadow: string;

  const request = (method: "GET" | "POST", url: string, token: string, payload?: unknown) =>
    app.inject({ method, url, headers: auth(token), ...(payload ? { payload: payload as object } : {}) });
  const post = (path: string, payload: unknown, token = t.gmToken) =>
    request("POST", `/api/tables/${t.id}${path}`, token, payload);
  const get = (path: string, token = t.gmToken) => request("GET", `/api/tables/${t.id}${path}`, token);

  beforeAll(async () => {
    built = await appOn(backend, {
      rateLimits: { ...DEFAULT_RATE_LIMITS, tableWrites: { max: 1_000_000, windowMs: 1 } },
    });
    app = built.app;
    t = await newTable(app, { name: "Waffenprobe", system: "ews", modules: ["foka"] });
    const created = async (body: unknown, token: string) => {
      const res = await post("/characters", body, token);
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: string }).id;
    };
    lazaro = await created(LAZARO, t.playerToken);
    ork = await created(ARMED_ORK, t.gmToken);
    shadow = await created({ ...ARMED_ORK, name: "Schatten", secret: true }, t.gmToken);
  });
  afterAll(async () => {
    await app.close();
    await backend.cleanup();
  });

  const melee = {
    action: "melee",
    skill: "Keule",
    opponentSkill: "Nahkampf",
    weapon: "Keule",
    opponentWeapon: "Degen",
  };

  it("odds take both weapons and the defender's worn armour from the sheets, and say so", async () => {
    const res = await post("/odds", { ...melee, actor: ork, opponent: lazaro });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Json;
    expect(body.options).toMatchObject({ attackerWeapon: 3, defenderWeapon: 4, attackerArmor: 1 });
    expect((body.options as Json).defenderArmor).toBeUndefined();
    expect(body.gear).toEqual({
      actor: { weapon: { name: "Keule", damage: 3 }, armor: 1 },
      opponent: { weapon: { name: "Degen", damage: 4 } },
    });
    // The same numbers typed give the same odds.
    const typed = (
      await post("/odds", {
        action: "melee",
        attacker: (body.options as Json).attacker,
        defender: (body.options as Json).defender,
        attackerWeapon: 3,
        defenderWeapon: 4,
        attackerArmor: 1,
      })
    ).json() as Json;
    expect(typed.outcomes).toEqual(body.outcomes);
  });

  it("a roll books Diff + Schadenswert − Schutz from the sheets and records the gear", async () => {
    const res = await post("/rolls", { ...melee, actor: ork, opponent: lazaro, apply: true });
    expect(res.statusCode, res.body).toBe(201);
    const event = res.json() as Json & { attacker: Json; defender: Json };
    expect(event.gear).toMatchObject({
      actor: { weapon: { name: "Keule" } },
      opponent: { weapon: { name: "Degen" } },
    });
    const lead = Number(event.attacker.result) - Number(event.defender.result);
    const expected = lead >= 0 ? Math.max(0, lead + 3 - 0) : Math.max(0, -lead + 4 - 1);
    expect(event.damage).toBe(expected);
    expect(event.hit).toBe(lead >= 0 ? "defender" : "attacker");
  });

  it("a typed value wins over the sheet and the event names it", async () => {
    const res = await post("/odds", { ...melee, actor: ork, opponent: lazaro, attackerWeapon: 6 });
    expect(res.statusCode, res.body).toBe(200);
    const gear = (res.json() as { gear: { actor: Json } }).gear;
    expect(gear.actor.overrides).toEqual([{ option: "attackerWeapon", sheet: 3, typed: 6 }]);
  });

  it("refuses an unknown weapon (422 with its path), one of the wrong kind, and one without a character", async () => {
    const unknown = await post("/rolls", { ...melee, actor: ork, opponent: lazaro, weapon: "Säbel" });
    expect(unknown.statusCode).toBe(422);
    expect((unknown.json() as { error: Json }).error).toMatchObject({
      code: "weapon-not-found",
      path: ["weapon"],
    });
    const theirs = await post("/odds", { ...melee, actor: ork, opponent: lazaro, opponentWeapon: "Keule" });
    expect(theirs.statusCode).toBe(422);
    expect((theirs.json() as { error: Json }).error).toMatchObject({ path: ["opponentWeapon"] });
    const ranged = await post("/odds", { ...melee, actor: ork, opponent: lazaro, weapon: "Wurfspeer" });
    expect((ranged.json() as { error: Json }).error).toMatchObject({
      code: "weapon-unsuitable",
      path: ["weapon"],
    });
    const alone = await post("/odds", { action: "melee", attacker: 12, defender: 12, weapon: "Keule" });
    expect(alone.statusCode).toBe(400);
    expect((alone.json() as { error: Json }).error).toMatchObject({ path: ["weapon"] });
  });

  it("a shot takes the ranged weapon by name and the target's armour; a number stays the option", async () => {
    const named = await post("/odds", {
      action: "shoot",
      actor: ork,
      opponent: lazaro,
      value: 12,
      range: "short",
      weapon: "Wurfspeer",
    });
    expect(named.statusCode, named.body).toBe(200);
    expect((named.json() as Json).options).toMatchObject({ weapon: 4 });
    expect((named.json() as { gear: Json }).gear).toEqual({
      actor: { weapon: { name: "Wurfspeer", damage: 4, ranged: true } },
    });
    const typed = await post("/odds", { action: "shoot", value: 12, range: "short", weapon: 4 });
    expect(typed.statusCode, typed.body).toBe(200);
    expect((typed.json() as Json).options).toMatchObject({ weapon: 4 });
  });

  it("refuses gear out of the text's bounds with the field's path, and saves nothing", async () => {
    const before = (await get("/characters")).json() as { characters: unknown[] };
    for (const [gear, path] of [
      [{ weapons: [{ name: "Keule", damage: -1 }] }, ["weapons", 0, "damage"]],
      [
        {
          armor: [
            { name: "Platte", protection: 2 },
            { name: " platte ", protection: 1 },
          ],
        },
        ["armor", 1, "name"],
      ],
      [{ weapons: [{ name: "", damage: 2 }] }, ["weapons", 0, "name"]],
    ] as const) {
      const res = await post("/characters", { ...ARMED_ORK, name: "Fehlerhaft", ...gear });
      expect(res.statusCode, res.body).toBe(422);
      expect((res.json() as { error: Json }).error).toMatchObject({ code: "invalid-character", path });
    }
    const after = (await get("/characters")).json() as { characters: unknown[] };
    expect(after.characters.length).toBe(before.characters.length);
  });

  it("hides a secret NPC's gear from the players, shows it to the GM, and the export verifies", async () => {
    const res = await post("/rolls", { ...melee, actor: shadow, opponent: lazaro, apply: true });
    expect(res.statusCode, res.body).toBe(201);
    const gm = res.json() as Json;
    expect((gm.gear as Json).actor).toMatchObject({ weapon: { name: "Keule" }, armor: 1 });
    const events = (await get("/events", t.playerToken)).json() as { events: Json[] };
    const seen = events.events.filter((e) => e.kind === "roll").at(-1)!;
    expect(seen.gear).toEqual({ opponent: { weapon: { name: "Degen", damage: 4 } } });
    expect(JSON.stringify(seen)).not.toContain("Schatten");
    for (const token of [t.gmToken, t.playerToken]) {
      const exported = tableExportSchema.parse((await get("/export", token)).json());
      expect(verifyExport(exported).mismatch).toBeNull();
    }
  });
});
