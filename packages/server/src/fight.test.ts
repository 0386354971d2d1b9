import { sideDigest } from "@spieltisch/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import LAZARO from "../../../examples/characters/lazaro.json" with { type: "json" };
import type { SpieltischApp } from "./app.js";
import { DEFAULT_RATE_LIMITS } from "./rate-limits.js";
import { appOn, auth, type Backend, newTable, type TestTable, testBackends } from "./testing/backends.js";
import { ORK } from "./testing/ork.js";

/**
 * A fight the GM can run (issue #26): fighters' refs, a player targeting a secret NPC by its ref
 * (nothing of it leaks), newcomers joining, and the turn moving on in the commit of the acting
 * fighter's roll (table option combatAutoAdvance).
 */

const backends = await testBackends();

type Json = Record<string, unknown>;
type Fight = { active: boolean; round: number; turn: number; order: Json[]; lastRef?: number };

const SHADOW = {
  ...ORK,
  name: "Schatten",
  secret: true,
  weapons: [{ name: "Dolch", damage: 3 }],
  armor: [{ name: "Fell", protection: 1 }],
};
const BRIDA = { ...LAZARO, name: "Brida" };

describe.each(backends)("A fight the GM can run on $name", (backend: Backend) => {
  let built: SpieltischApp;
  let app: SpieltischApp["app"];

  const request = (
    t: TestTable,
    method: "GET" | "POST" | "PATCH",
    path: string,
    token: string,
    payload?: unknown,
  ) =>
    app.inject({
      method,
      url: `/api/tables/${t.id}${path}`,
      headers: auth(token),
      ...(payload ? { payload: payload as object } : {}),
    });

  /** A FoKa table with Lazaro (the player's), a secret Schatten and an Ork, and a fight of the three. */
  const fight = async (options: Json = {}) => {
    const t = await newTable(app, { name: "Kampf", system: "ews", modules: ["foka"], houseRules: options });
    const post = (path: string, payload: unknown, token = t.gmToken) =>
      request(t, "POST", path, token, payload);
    const get = async (path: string, token = t.gmToken) =>
      (await request(t, "GET", path, token)).json() as Json;
    const created = async (body: unknown, token = t.gmToken) => {
      const res = await post("/characters", body, token);
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: string }).id;
    };
    const lazaro = await created(LAZARO, t.playerToken);
    const shadow = await created(SHADOW);
    const ork = await created(ORK);
    const started = await post("/combat", {
      command: "start",
      participants: [{ characterId: lazaro }, { characterId: shadow }, { characterId: ork }],
    });
    expect(started.statusCode, started.body).toBe(201);
    const combat = async (token = t.gmToken) => (await get("/combat", token)) as Fight;
    return { t, post, get, created, lazaro, shadow, ork, combat };
  };

  beforeAll(async () => {
    built = await appOn(backend, {
      rateLimits: { ...DEFAULT_RATE_LIMITS, tableWrites: { max: 1_000_000, windowMs: 1 } },
    });
    app = built.app;
  });
  afterAll(async () => {
    await app.close();
    await backend.cleanup();
  });

  it("every fighter has a ref; the players see a secret NPC's place with its ref and nothing else", async () => {
    const { combat, t, shadow } = await fight();
    const gm = await combat();
    expect(gm.order.map((f) => f.ref)).toEqual(["f1", "f2", "f3"]);
    expect(gm.lastRef).toBe(3);
    const seen = await combat(t.playerToken);
    expect(seen.order[1]).toEqual({ ref: "f2", secret: true, wounds: 0 });
    expect(JSON.stringify(seen)).not.toContain(shadow);
  });

  it("a player's odds against the „Verborgene Gestalt“: the number, none of its name, values, condition or gear", async () => {
    const { post, t, lazaro, shadow } = await fight();
    const body = {
      action: "melee",
      actor: lazaro,
      skill: "Nahkampf",
      weapon: "Degen",
      opponentFighter: "f2",
    };
    const res = await post("/odds", body, t.playerToken);
    expect(res.statusCode, res.body).toBe(200);
    const odds = res.json() as Json & { options: Json; gear: Json };
    expect(typeof odds.pDefenderHit).toBe("number");
    // The side itself is left out: its modifiers would tell its wounds.
    expect(odds).not.toHaveProperty("opponent");
    expect(odds.gear).toEqual({ actor: { weapon: { name: "Degen", damage: 4 } } });
    expect(odds.options).toMatchObject({ attackerWeapon: 4 });
    for (const hidden of ["defender", "defenderWeapon", "defenderArmor"])
      expect(odds.options).not.toHaveProperty(hidden);
    const text = JSON.stringify(odds);
    for (const leak of [shadow, "Schatten", "Dolch", "Fell"]) expect(text).not.toContain(leak);
    // The GM's odds of the same roll name everything the sheet gave.
    const gm = (await post("/odds", body)).json() as Json & { options: Json; gear: { opponent: Json } };
    expect(gm.opponent).toMatchObject({ character: shadow, name: "Schatten", secret: true });
    expect(gm.gear.opponent).toEqual({ weapon: { name: "Dolch", damage: 3 }, armor: 1 });
    expect(gm.options).toMatchObject({ defenderWeapon: 3, defenderArmor: 1 });
    expect(gm.pDefenderHit).toBe(odds.pDefenderHit);
  });

  it("a player books a blow on the secret NPC by its ref; the event hides that side; the turn moves on", async () => {
    const { post, get, combat, t, lazaro, shadow } = await fight();
    const res = await post(
      "/rolls",
      {
        action: "melee",
        actor: lazaro,
        skill: "Nahkampf",
        weapon: "Degen",
        opponentFighter: "f2",
        // Typed for the hidden side: its sheet decides instead.
        defender: 3,
        defenderArmor: 0,
        apply: true,
      },
      t.playerToken,
    );
    expect(res.statusCode, res.body).toBe(201);
    const seen = res.json() as Json;
    // Its modifiers and the digest the dice are bound to (third derivation), nothing else.
    expect(seen.opponent).toEqual({
      modifiers: [],
      digest: sideDigest({ character: shadow, name: "Schatten" }),
    });
    expect(JSON.stringify(seen)).not.toContain("Schatten");
    expect(JSON.stringify(seen)).not.toContain(shadow);
    // The GM's log: the side named, its values from its sheet, not the typed ones.
    const gmEvents = (await get("/events?after=0")).events as Json[];
    const roll = gmEvents.find((e) => e.kind === "roll")! as Json & { options: Json };
    expect(roll.opponent).toMatchObject({ character: shadow, secret: true });
    expect(roll.options.defenderArmor).toBe(1);
    expect(roll.options.defender).not.toBe(3);
    // Lazaro was on turn and rolled with his result booked: the next fighter's turn, same commit.
    const next = gmEvents.find((e) => e.kind === "combat" && (e.command as Json).command === "next")!;
    expect(next.command).toEqual({ command: "next", afterRoll: true });
    expect((next.seq as number) > (roll.seq as number)).toBe(true);
    expect((await combat()).turn).toBe(1);
    const playerEvents = (await get("/events?after=0", t.playerToken)).events as Json[];
    expect(JSON.stringify(playerEvents)).not.toContain("Schatten");
    expect(JSON.stringify(playerEvents)).not.toContain(shadow);
  });

  it("refuses what a player may not do with a ref, and says nothing of a hidden fighter in a refusal", async () => {
    const { post, t, lazaro, shadow } = await fight();
    const ask = (body: Json) =>
      post("/odds", { action: "melee", actor: lazaro, skill: "Nahkampf", ...body }, t.playerToken);
    const error = async (body: Json) => (await ask(body)).json().error as Json;
    expect((await ask({ opponentFighter: "f9" })).statusCode).toBe(404);
    expect(await error({ opponentFighter: "f9" })).toMatchObject({
      code: "fighter-not-found",
      path: ["opponentFighter"],
    });
    expect((await ask({ opponentFighter: "f2", opponent: shadow })).statusCode).toBe(400);
    const named = await ask({ opponentFighter: "f2", opponentSkill: "Keule" });
    expect(named.statusCode).toBe(400);
    expect(named.json().error).toMatchObject({ path: ["opponentSkill"] });
    // By its id the secret NPC stays unknown to players, in the fight or not.
    expect((await ask({ opponent: shadow })).statusCode).toBe(404);

    // Out of action, it cannot take the other side of a contest: the refusal names nothing.
    const out = await post(`/characters/${shadow}/condition`, {
      command: "set",
      condition: {
        ...(((await (await request(t, "GET", `/characters/${shadow}`, t.gmToken)).json()) as Json)
          .condition as Json),
        status: "out",
      },
    });
    expect(out.statusCode, out.body).toBe(201);
    const refused = await post(
      "/odds",
      { action: "contest", actor: lazaro, skill: "Nahkampf", opponentFighter: "f2" },
      t.playerToken,
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: "fighter-refused",
      path: ["opponentFighter"],
      params: {},
    });
    expect(refused.body).not.toMatch(/kampfunfähig|out of action|"out"|Schatten/);
    // The GM hears the real reason.
    const gm = await post("/odds", {
      action: "contest",
      actor: lazaro,
      skill: "Nahkampf",
      opponentFighter: "f2",
    });
    expect(gm.json().error).toMatchObject({ code: "character-not-active", path: ["opponentFighter"] });

    // Taken out of the fight, its ref names nobody.
    expect((await post("/combat", { command: "remove", participant: 1 })).statusCode).toBe(201);
    expect((await ask({ opponentFighter: "f2" })).statusCode).toBe(404);
  });

  it("newcomers join the running fight with fresh refs; one already fighting is refused", async () => {
    const { post, created, combat, lazaro } = await fight();
    const brida = await created(BRIDA);
    const joined = await post("/combat", { command: "join", participants: [{ characterId: brida }] });
    expect(joined.statusCode, joined.body).toBe(201);
    const state = await combat();
    expect(state.order.map((f) => [f.name, f.ref])).toEqual([
      [LAZARO.name, "f1"],
      ["Schatten", "f2"],
      ["Ork", "f3"],
      ["Brida", "f4"],
    ]);
    expect(state.turn).toBe(0);
    const again = await post("/combat", { command: "join", participants: [{ characterId: lazaro }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: "already-fighting" });
    const unknown = await post("/combat", { command: "join", participants: [{ characterId: "nobody" }] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ path: ["participants", 0, "characterId"] });
  });

  it("the turn stays without apply, for someone not on turn, for a due check, and when the GM switches it off", async () => {
    const { post, get, combat, t, lazaro, ork } = await fight();
    const unbooked = await post(
      "/rolls",
      { action: "melee", actor: lazaro, skill: "Nahkampf", opponentFighter: "f3" },
      t.playerToken,
    );
    expect(unbooked.statusCode, unbooked.body).toBe(201);
    expect((await combat()).turn).toBe(0);
    const notOnTurn = await post("/rolls", {
      action: "melee",
      actor: ork,
      skill: "Keule",
      opponent: lazaro,
      opponentSkill: "Nahkampf",
      apply: true,
    });
    expect(notOnTurn.statusCode, notOnTurn.body).toBe(201);
    expect((await combat()).turn).toBe(0);

    // A check that came due (TP ≤ 0) is no action of his turn.
    const now = ((await get(`/characters/${lazaro}`)) as { condition: Json }).condition;
    const down = await post(`/characters/${lazaro}/condition`, {
      command: "damage",
      amount: (now.tp as number) + 1,
    });
    expect(down.statusCode, down.body).toBe(201);
    const due = await post(
      "/rolls",
      { action: "check", actor: lazaro, dueCheck: "low-tp-1", apply: true },
      t.playerToken,
    );
    expect(due.statusCode, due.body).toBe(201);
    expect((await combat()).turn).toBe(0);
    expect(
      (await post(`/characters/${lazaro}/condition`, { command: "set", condition: now })).statusCode,
    ).toBe(201);

    const player = await request(t, "PATCH", "/options", t.playerToken, { combatAutoAdvance: false });
    expect(player.statusCode).toBe(403);
    const off = await request(t, "PATCH", "/options", t.gmToken, { combatAutoAdvance: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ houseRules: { combatAutoAdvance: false } });
    expect(((await get("")) as { houseRules: Json }).houseRules).toEqual({ combatAutoAdvance: false });
    // The fight has rolled: an option that decides rolls stays as it is.
    const armor = await request(t, "PATCH", "/options", t.gmToken, { armorStacking: true });
    expect(armor.statusCode).toBe(409);
    expect(armor.json()).toMatchObject({ error: { code: "table-in-play", path: ["armorStacking"] } });
    const booked = await post(
      "/rolls",
      { action: "melee", actor: lazaro, skill: "Nahkampf", opponentFighter: "f3", apply: true },
      t.playerToken,
    );
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await combat()).turn).toBe(0);
    const on = await request(t, "PATCH", "/options", t.gmToken, { combatAutoAdvance: true });
    expect(on.statusCode).toBe(200);
    const again = await post(
      "/rolls",
      { action: "melee", actor: lazaro, skill: "Nahkampf", opponentFighter: "f3", apply: true },
      t.playerToken,
    );
    expect(again.statusCode, again.body).toBe(201);
    expect((await combat()).turn).toBe(1);
  });

  it("a table created with the option off never moves the turn by itself", async () => {
    const { post, combat, t, lazaro } = await fight({ combatAutoAdvance: false });
    const res = await post(
      "/rolls",
      { action: "melee", actor: lazaro, skill: "Nahkampf", opponentFighter: "f3", apply: true },
      t.playerToken,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((await combat()).turn).toBe(0);
  });
});
