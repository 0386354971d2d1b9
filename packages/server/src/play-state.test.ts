import * as ewsRules from "@spieltisch/engine/systems/ews";
import { conditionSchemas, tableExportSchema, verifyExport } from "@spieltisch/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import LAZARO from "../../../examples/characters/lazaro.json" with { type: "json" };
import type { SpieltischApp } from "./app.js";
import { DEFAULT_RATE_LIMITS } from "./rate-limits.js";
import { appOn, auth, type Backend, newTable, type TestTable, testBackends } from "./testing/backends.js";
import { ORK } from "./testing/ork.js";

const backends = await testBackends();

type Json = Record<string, unknown>;

const SHADOW = { ...ORK, name: "Schatten", secret: true };

describe.each(backends)("Play state (CONTRACT §4) on $name", (backend: Backend) => {
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
  const character = async (id: string, token = t.gmToken) =>
    (await get(`/characters/${id}`, token)).json() as Json;
  const conditionOf = async (id: string, token = t.gmToken) => (await character(id, token)).condition as Json;

  beforeAll(async () => {
    // One table takes every test's writes, some in loops: its write limit is not what these test
    // (table-write-limits.test.ts does), and a fast machine would meet it.
    built = await appOn(backend, {
      rateLimits: { ...DEFAULT_RATE_LIMITS, tableWrites: { max: 1_000_000, windowMs: 1 } },
    });
    app = built.app;
    t = await newTable(app, { name: "Kampfabend", system: "ews", modules: ["foka"] });
    const created = async (body: unknown, token: string) => {
      const res = await post("/characters", body, token);
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: string }).id;
    };
    lazaro = await created(LAZARO, t.playerToken);
    ork = await created(ORK, t.gmToken);
    shadow = await created(SHADOW, t.gmToken);
  });
  afterAll(async () => {
    await app.close();
    await backend.cleanup();
  });

  it("shows a fresh FoKa condition with nothing due and no mali", async () => {
    const body = await character(lazaro);
    expect(conditionSchemas.ews.condition.parse(body.condition)).toMatchObject({
      kind: "foka",
      status: "active",
    });
    expect(body.status).toBe("active");
    expect(body.due).toEqual([]);
    expect(body.modifiers).toEqual({ action: [], "condition-check": [], healing: [] });
  });

  it("odds read the condition as it is now: a change by hand and a secret wound show at once", async () => {
    const odds = async () =>
      (
        (await post("/odds", { action: "check", actor: ork, skill: "Keule", target: 12 })).json() as {
          actor: { modifiers: { source: string; value: number }[] };
        }
      ).actor.modifiers;
    const start = await conditionOf(ork);
    expect(await odds()).toEqual([]);
    // The odds of a fresh Ork are remembered now; each write below must be seen by the next odds.
    expect((await post(`/characters/${ork}/condition`, { command: "wounds", change: 1 })).statusCode).toBe(
      201,
    );
    expect(await odds()).toContainEqual(expect.objectContaining({ source: "wounds" }));
    expect(
      (await post(`/characters/${ork}/condition`, { command: "set", condition: start })).statusCode,
    ).toBe(201);
    expect(await odds()).toEqual([]);
    // A secret wound counts for the GM's odds at once, while the table still sees the old condition.
    const secret = await post(`/characters/${ork}/condition`, { command: "wounds", change: 1, secret: true });
    expect(secret.statusCode, secret.body).toBe(201);
    expect(await odds()).toContainEqual(expect.objectContaining({ source: "wounds" }));
    expect((await conditionOf(ork, t.playerToken)).wounds).toBe(start.wounds);
    expect((await conditionOf(ork)).wounds).toBe(Number(start.wounds) + 1);
    // A public change moves the table's view along to the whole condition.
    expect((await post(`/characters/${ork}/condition`, { command: "wounds", change: 1 })).statusCode).toBe(
      201,
    );
    expect((await conditionOf(ork, t.playerToken)).wounds).toBe(Number(start.wounds) + 2);
    expect(
      (await post(`/characters/${ork}/condition`, { command: "set", condition: start })).statusCode,
    ).toBe(201);
    expect(await odds()).toEqual([]);
  });

  it("takes a side's value from its sheet by name: the odds equal those with the value typed", async () => {
    const named = await post("/odds", { action: "check", actor: lazaro, skill: "Nahkampf", target: 12 });
    expect(named.statusCode, named.body).toBe(200);
    const json = named.json() as Json;
    const value = (json.options as Json).value;
    expect(typeof value).toBe("number");
    const typed = (await post("/odds", { action: "check", value, target: 12 })).json() as Json;
    expect(json.pSuccessExact).toBe(typed.pSuccessExact);
    expect(json.actor).toEqual({ character: lazaro, name: LAZARO.name, modifiers: [] });
  });

  it("a GM command changes the condition, is logged, and the next odds pay for it", async () => {
    const res = await post(`/characters/${lazaro}/condition`, { command: "wounds", change: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const event = res.json() as Json;
    expect(event.kind).toBe("condition");
    expect((event.before as Json).wounds).toBe(0);
    expect((event.after as Json).wounds).toBe(1);
    const body = await character(lazaro, t.playerToken);
    expect(body.condition).toEqual(event.after);
    const mali = (body.modifiers as { action: { amount: number; source: string }[] }).action;
    expect(mali).toContainEqual({ amount: -3, source: "wounds" });
    const named = (
      await post("/odds", { action: "check", actor: lazaro, skill: "Nahkampf", target: 12 })
    ).json() as Json;
    const value = (named.options as Json).value as number;
    const sum = mali.reduce((s, m) => s + m.amount, 0);
    const typed = (await post("/odds", { action: "check", value, target: 12, mod: [sum] })).json() as Json;
    expect(named.pSuccessExact).toBe(typed.pSuccessExact);
    expect((named.actor as Json).modifiers).toEqual(mali);
  });

  it("a roll with apply books its consequences in the same event, on the side it hurt", async () => {
    const before = { [ork]: await conditionOf(ork), [lazaro]: await conditionOf(lazaro) };
    const res = await post("/rolls", {
      action: "melee",
      actor: ork,
      opponent: lazaro,
      skill: "Keule",
      opponentSkill: "Nahkampf",
      attackerWeapon: 6,
      apply: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const roll = res.json() as Json & { applied: { character: string; before: Json; after: Json }[] };
    // Whoever the exchange hit lost TP by its damage (weapon +6: every blow gets through); the
    // other side is unchanged and has no entry.
    const struck = roll.hit === "defender" ? lazaro : ork;
    const spared = roll.hit === "defender" ? ork : lazaro;
    expect(roll.applied.map((a) => a.character)).toEqual([struck]);
    const [entry] = roll.applied;
    expect(entry!.before).toEqual(before[struck]);
    expect(entry!.after.tp).toBe((before[struck]!.tp as number) - (roll.damage as number));
    expect(await conditionOf(struck)).toEqual(entry!.after);
    expect(await conditionOf(spared)).toEqual(before[spared]);
    // Without apply a roll changes nobody.
    const plain = await post("/rolls", {
      action: "melee",
      actor: ork,
      opponent: lazaro,
      skill: "Keule",
      defender: 10,
    });
    expect(plain.statusCode, plain.body).toBe(201);
    expect((plain.json() as Json).applied).toBeUndefined();
    expect(await conditionOf(struck)).toEqual(entry!.after);
  });

  it("players book only rolls of their own characters, and change conditions only where the table allows", async () => {
    const foreign = await post(
      "/rolls",
      { action: "check", actor: ork, skill: "Keule", target: 9, apply: true },
      t.playerToken,
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toMatchObject({ code: "not-owner", path: ["apply"] });
    const own = await post(
      "/rolls",
      { action: "check", actor: lazaro, skill: "Nahkampf", target: 9, apply: true },
      t.playerToken,
    );
    expect(own.statusCode, own.body).toBe(201);
    const hand = await post(
      `/characters/${lazaro}/condition`,
      { command: "wounds", change: -1 },
      t.playerToken,
    );
    expect(hand.statusCode).toBe(403);
    expect(hand.json().error.code).toBe("condition-gm-only");
    const viewer = await post(
      "/rolls",
      { action: "check", actor: lazaro, value: 9, target: 9 },
      t.viewerToken,
    );
    expect(viewer.statusCode).toBe(403);
  });

  it("a secret NPC does not exist for players; what it suffers is the GM's alone", async () => {
    expect((await get(`/characters/${shadow}`, t.playerToken)).statusCode).toBe(404);
    const list = (await get("/characters", t.playerToken)).json() as { characters: Json[] };
    expect(list.characters.map((c) => c.id)).not.toContain(shadow);
    const odds = await post("/odds", { action: "check", actor: shadow, value: 9, target: 9 }, t.playerToken);
    expect(odds.statusCode).toBe(404);
    expect(odds.json().error).toMatchObject({ code: "character-not-found", path: ["actor"] });

    // Blows until each side was hurt once, both set back to full health by the GM before each
    // blow: earlier tests' random dice may have left Lazaro wounded or down, and a fighter with
    // mali or at low TP lands so few blows that the loop could run out (it once did at 100).
    const healthy = async (id: string) => {
      const now = await conditionOf(id);
      expect(now.kind).toBe("foka");
      // A fresh fighter as the engine makes one, out of a fight (no adrenaline), nothing healing.
      const fighter = ewsRules.createFighter(now.attribute as number);
      return { kind: "foka", ...fighter, adrenaline: false, woundRecoveryTp: 0, criticalRecoveryTp: 0 };
    };
    const fresh = { [lazaro]: await healthy(lazaro), [shadow]: await healthy(shadow) };
    const hurt = new Map<string, Json & { applied: Json[] }>();
    for (let i = 0; i < 400 && hurt.size < 2; i++) {
      for (const id of [lazaro, shadow]) {
        const set = await post(`/characters/${id}/condition`, { command: "set", condition: fresh[id] });
        expect(set.statusCode, set.body).toBe(201);
      }
      const res = await post("/rolls", {
        action: "melee",
        actor: lazaro,
        opponent: shadow,
        skill: "Nahkampf",
        opponentSkill: "Keule",
        attackerWeapon: 6,
        apply: true,
      });
      expect(res.statusCode, res.body).toBe(201);
      const gmView = res.json() as Json & { applied?: Json[] };
      // A blow that hurt nobody (a tie, armour that stopped it) books nothing: no `applied` at all.
      for (const entry of gmView.applied ?? [])
        hurt.set(entry.character as string, { ...gmView, applied: gmView.applied ?? [] });
    }
    const shadowHurt = hurt.get(shadow);
    const lazaroHurt = hurt.get(lazaro);
    if (!shadowHurt || !lazaroHurt) throw new Error(`hurt in 400 blows: ${JSON.stringify([...hurt.keys()])}`);
    expect(shadowHurt.applied).toEqual([expect.objectContaining({ character: shadow, secret: true })]);
    expect(lazaroHurt.applied.map((a) => a.character)).toEqual([lazaro]);
    const seq = shadowHurt.seq as number;
    const playerEvents = (await get("/events?after=0", t.playerToken)).json() as { events: Json[] };
    // The player's stream numbers a public roll by its counter.
    const seenAs = (gmView: Json) => playerEvents.events.find((e) => e.seq === gmView.counter)!;
    expect(seenAs(shadowHurt)).toMatchObject({ kind: "roll", opponent: { modifiers: [] } });
    expect(seenAs(shadowHurt).applied).toBeUndefined();
    expect((seenAs(lazaroHurt).applied as Json[]).map((a) => a.character)).toEqual([lazaro]);
    expect(JSON.stringify(playerEvents.events)).not.toContain(shadow);
    expect(JSON.stringify(playerEvents.events)).not.toContain("Schatten");
    const playerExport = (await get("/export", t.playerToken)).json() as Json;
    expect(JSON.stringify(playerExport)).not.toContain(shadow);
    expect(JSON.stringify(playerExport)).not.toContain("Schatten");
    expect(seq).toBeGreaterThan(0);
  });

  it("refuses unknown characters, unknown sheet values and actors who cannot act, with a reason", async () => {
    const unknown = await post("/rolls", { action: "check", actor: "nobody", value: 9, target: 9 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ code: "character-not-found", path: ["actor"] });
    const noValue = await post("/odds", { action: "check", actor: lazaro, skill: "Fliegen", target: 9 });
    expect(noValue.statusCode).toBe(422);
    expect(noValue.json().error).toMatchObject({ code: "unknown-sheet-value", path: ["skill"] });
    expect(noValue.json().error.reason.de).toContain("Fliegen");
    const both = await post("/odds", {
      action: "check",
      actor: lazaro,
      skill: "Nahkampf",
      value: 9,
      target: 9,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.path).toEqual(["value"]);
    const self = await post("/odds", { action: "contest", actor: lazaro, opponent: lazaro, a: 9, b: 9 });
    expect(self.statusCode).toBe(400);

    const out = { ...(await conditionOf(ork)), status: "out" };
    const set = await post(`/characters/${ork}/condition`, { command: "set", condition: out });
    expect(set.statusCode, set.body).toBe(201);
    const attack = await post("/rolls", { action: "melee", actor: ork, attacker: 12, defender: 9 });
    expect(attack.statusCode).toBe(422);
    expect(attack.json().error).toMatchObject({ code: "character-not-active", path: ["actor"] });
    expect(attack.json().error.reason).toEqual({
      de: "Der Charakter kann nicht handeln (kampfunfähig)",
      en: "The character cannot act (out of action)",
    });
    const badCommand = await post(`/characters/${ork}/condition`, { command: "explode" });
    expect(badCommand.statusCode).toBe(400);
  });

  it("rows a write made stale never refuse a roll, nor let one through that the rules refuse", async () => {
    const active = { ...(await conditionOf(ork)), status: "active", tp: 12, pending: [] };
    const setStatus = async (status: string) => {
      const res = await post(`/characters/${ork}/condition`, {
        command: "set",
        condition: { ...active, status },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    const attack = () => post("/rolls", { action: "melee", actor: ork, attacker: 12, defender: 9 });
    // The process remembers the Ork out of action (the refusal read him so)…
    await setStatus("out");
    expect((await attack()).statusCode).toBe(422);
    // …then the GM gets him up: the roll right after is not refused on what was remembered.
    await setStatus("active");
    const up = await attack();
    expect(up.statusCode, up.body).toBe(201);
    // The other way round: remembered active, now out — the commit decides on fresh rows.
    expect((await post("/odds", { action: "melee", actor: ork, attacker: 12, defender: 9 })).statusCode).toBe(
      200,
    );
    await setStatus("out");
    const down = await attack();
    expect(down.statusCode).toBe(422);
    expect(down.json().error).toMatchObject({ code: "character-not-active", path: ["actor"] });
    await setStatus("active");
  });

  it("concurrent changes to one character all land, in order (no lost update)", async () => {
    const start = await conditionOf(ork);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => post(`/characters/${ork}/condition`, { command: "damage", amount: 1 })),
    );
    for (const res of results) expect(res.statusCode, res.body).toBe(201);
    const events = results.map((r) => r.json() as Json).sort((a, b) => (a.seq as number) - (b.seq as number));
    expect(events[0]!.before).toEqual(start);
    for (let i = 1; i < events.length; i++) expect(events[i]!.before).toEqual(events[i - 1]!.after);
    expect(await conditionOf(ork)).toEqual(events.at(-1)!.after);
  });

  it("an export verifies its applied conditions; a changed one fails; import keeps the conditions", async () => {
    await post("/seeds/rotate", { stream: "table" });
    await post("/seeds/rotate", { stream: "gm" });
    const exported = tableExportSchema.parse((await get("/export")).json());
    const report = verifyExport(exported);
    expect(report.mismatch).toBeNull();
    expect(report.verified).toBeGreaterThan(0);
    const forged = structuredClone(exported);
    const roll = forged.events.find((e) => e.kind === "roll" && (e.applied?.length ?? 0) > 0);
    expect(roll).toBeDefined();
    if (roll?.kind !== "roll") throw new Error("no applied roll");
    roll.applied![0]!.after = { ...roll.applied![0]!.after, tp: 99 };
    expect(verifyExport(forged).mismatch?.reason).toMatch(/applied\.0\.after/);

    const imported = await app.inject({ method: "POST", url: "/api/tables/import", payload: exported });
    expect(imported.statusCode, imported.body).toBe(201);
    const copy = imported.json() as { id: string; gmToken: string };
    const list = (await request("GET", `/api/tables/${copy.id}/characters`, copy.gmToken)).json() as {
      characters: Json[];
    };
    const original = (await get("/characters")).json() as { characters: Json[] };
    const conditionsByName = (rows: Json[]) =>
      Object.fromEntries(rows.map((c) => [(c.character as Json).name, c.condition]));
    expect(conditionsByName(list.characters)).toEqual(conditionsByName(original.characters));
  });

  it("verify follows a character's condition across an import (issue #31); a secret NPC's renaming stays the GM's", async () => {
    const exported = (await get("/export")).json();
    const imported = await app.inject({ method: "POST", url: "/api/tables/import", payload: exported });
    expect(imported.statusCode, imported.body).toBe(201);
    const copy = imported.json() as { id: string; gmToken: string; playerToken: string };
    const copyRequest = (method: "GET" | "POST", path: string, payload?: unknown, token = copy.gmToken) =>
      request(method, `/api/tables/${copy.id}${path}`, token, payload);
    const rows = (await copyRequest("GET", "/characters")).json() as { characters: Json[] };
    const lazaroCopy = rows.characters.find((c) => (c.character as Json).name === LAZARO.name)!.id as string;
    const now = (await copyRequest("GET", `/characters/${lazaroCopy}`)).json().condition as Json;
    const set = await copyRequest("POST", `/characters/${lazaroCopy}/condition`, {
      command: "set",
      condition: now,
    });
    expect(set.statusCode, set.body).toBe(201);
    const again = tableExportSchema.parse((await copyRequest("GET", "/export")).json());
    expect(verifyExport(again).mismatch).toBeNull();
    const renaming = again.events.find((e) => e.kind === "imported");
    if (renaming?.kind !== "imported") throw new Error("no imported event");
    expect(renaming.characters).toEqual({ [lazaro]: lazaroCopy, [ork]: expect.any(String) });
    expect(Object.keys(renaming.characters ?? {})).not.toContain(shadow);
    // The first change after the import claims another condition than the one imported.
    const forged = structuredClone(again);
    const change = forged.events.find((e) => e.kind === "condition" && e.character === lazaroCopy);
    if (change?.kind !== "condition") throw new Error("no condition event");
    const shifted = { ...change.before, tp: (change.before.tp as number) + 1 };
    change.before = shifted;
    change.after = shifted;
    change.command = { command: "set", condition: shifted };
    expect(verifyExport(forged).mismatch).toMatchObject({
      fullSeq: change.fullSeq,
      reason: expect.stringMatching(/^before differs from .*imported as/),
    });
  });
});
