import {
  memberEventSchemas,
  rollRequestInfoSchema,
  tableExportSchema,
  verifyExport,
} from "@spieltisch/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import LAZARO from "../../../examples/characters/lazaro.json" with { type: "json" };
import type { SpieltischApp } from "./app.js";
import { DEFAULT_RATE_LIMITS } from "./rate-limits.js";
import { appOn, auth, type Backend, newTable, type TestTable, testBackends } from "./testing/backends.js";
import { connectLive } from "./testing/live-client.js";
import { ORK } from "./testing/ork.js";

// CONTRACT §6, found in play: a roll request could not name a character, so Lazaro at −12 was
// asked for „Probe Wert 16, MW 15“ at the odds of a healthy man and answered without the malus.
// Now the request names the actor (and opponent, weapons, apply), its odds include the
// conditions, and the answer rolls as that actor with the conditions of the moment.
const backends = await testBackends();

type Json = Record<string, unknown>;

const BRUNO = { ...LAZARO, name: "Bruno" };
const SHADOW = { ...ORK, name: "Schatten", secret: true };

describe.each(backends)("roll requests to a character on $name", (backend: Backend) => {
  let built: SpieltischApp;
  let app: SpieltischApp["app"];
  let t: TestTable;
  let ina: { credentialId: string; token: string };
  let bo: { credentialId: string; token: string };
  let lazaro: string;
  let bruno: string;
  let ork: string;
  let shadow: string;

  const post = (path: string, payload: unknown, token = t.gmToken) =>
    app.inject({
      method: "POST",
      url: `/api/tables/${t.id}${path}`,
      headers: auth(token),
      payload: payload as object,
    });
  const get = (path: string, token = t.gmToken) =>
    app.inject({ method: "GET", url: `/api/tables/${t.id}${path}`, headers: auth(token) });
  const created = async (body: unknown, token: string) => {
    const res = await post("/characters", body, token);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  };
  const ask = async (payload: Json) => {
    const res = await post("/roll-requests", payload);
    expect(res.statusCode, res.body).toBe(201);
    return memberEventSchemas["roll-request"].parse(res.json());
  };
  const errorOf = (res: { statusCode: number; body: string }) =>
    (JSON.parse(res.body) as { error: Json & { path?: unknown[] } }).error;
  const wound = async (character: string, change: number) => {
    const res = await post(`/characters/${character}/condition`, { command: "wounds", change });
    expect(res.statusCode, res.body).toBe(201);
  };
  const woundMalus = (side: { modifiers: { amount: number; source: string }[] } | undefined) =>
    side?.modifiers.filter((m) => m.source === "wounds").reduce((sum, m) => sum + m.amount, 0);

  beforeAll(async () => {
    built = await appOn(backend, {
      rateLimits: { ...DEFAULT_RATE_LIMITS, tableWrites: { max: 1_000_000, windowMs: 1 } },
    });
    app = built.app;
    t = await newTable(app, { name: "Anfragen", system: "ews", modules: ["foka"] });
    const join = async (name: string) => {
      const res = await post("/join", { name }, t.playerToken);
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { credentialId: string; token: string };
    };
    ina = await join("Ina");
    bo = await join("Bo");
    lazaro = await created(LAZARO, ina.token);
    bruno = await created(BRUNO, bo.token);
    ork = await created(ORK, t.gmToken);
    shadow = await created(SHADOW, t.gmToken);
  });
  afterAll(async () => {
    await app.close();
    await backend.cleanup();
  });

  it("asks the owner for a check of their wounded character: odds with the malus, answered as that actor", async () => {
    await wound(lazaro, 1);
    const asked = await ask({
      action: "check",
      options: { target: 15 },
      actor: lazaro,
      skill: "Nahkampf",
      label: "Nahkampf-Probe",
    });
    // No `to`: a player's character is asked of its owner.
    expect(asked).toMatchObject({
      to: ina.credentialId,
      actor: lazaro,
      skill: "Nahkampf",
      options: { target: 15 },
    });
    expect(asked.odds.actor).toMatchObject({ character: lazaro, name: LAZARO.name });
    expect(woundMalus(asked.odds.actor)).toBe(-3);
    // The request's odds are the odds of that roll of play.
    const same = await post("/odds", { action: "check", actor: lazaro, skill: "Nahkampf", target: 15 });
    expect(asked.odds).toEqual(same.json());

    // Another wound before the answer: the prompt's odds now count it, and so does the roll.
    await wound(lazaro, 1);
    const now = rollRequestInfoSchema.parse(
      (await get(`/roll-requests/${asked.requestId}`, ina.token)).json(),
    );
    expect(now).toMatchObject({ status: "open", actor: lazaro, skill: "Nahkampf", to: ina.credentialId });
    expect(woundMalus(now.odds.actor)).toBe(-6);
    expect(now.odds.pSuccess).toBeLessThan(Number(asked.odds.pSuccess));

    // Bo may not answer it; Ina answers with one tap: action and request id, nothing else.
    const foreign = await post("/rolls", { action: "check", requestId: asked.requestId }, bo.token);
    expect(foreign.statusCode).toBe(403);
    expect(errorOf(foreign)).toMatchObject({ code: "request-not-yours", path: ["requestId"] });
    const answer = await post(
      "/rolls",
      { action: "check", requestId: asked.requestId, clientSeed: "A".repeat(22) },
      ina.token,
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const roll = memberEventSchemas.roll.parse(answer.json());
    expect(roll).toMatchObject({ requestId: asked.requestId, label: "Nahkampf-Probe", by: ina.credentialId });
    expect(roll.actor).toMatchObject({ character: lazaro, name: LAZARO.name });
    expect(woundMalus(roll.actor)).toBe(-6);
    expect(roll.options).toMatchObject({ target: 15, value: (asked.odds.options as Json).value });
    expect(roll.applied).toBeUndefined();
    expect((await get(`/roll-requests/${asked.requestId}`, ina.token)).json()).toMatchObject({
      status: "done",
    });
    await wound(lazaro, -2);
  });

  it("books the answer when the GM asked for apply, in the same commit, also for an NPC's roll", async () => {
    const before = (await get(`/characters/${lazaro}`)).json() as { condition: Json };
    let booked: Json | undefined;
    // The Ork's blows at Lazaro, rolled by Ina as the GM asks (she does not own the Ork): until one lands.
    for (let i = 0; i < 30 && !booked; i++) {
      const asked = await ask({
        action: "melee",
        options: { attackerWeapon: 6 },
        actor: ork,
        skill: "Keule",
        opponent: lazaro,
        opponentSkill: "Nahkampf",
        apply: true,
        to: ina.credentialId,
      });
      expect(asked).toMatchObject({ apply: true, to: ina.credentialId, opponent: lazaro });
      const answer = await post("/rolls", { action: "melee", requestId: asked.requestId }, ina.token);
      expect(answer.statusCode, answer.body).toBe(201);
      const roll = answer.json() as Json & { applied?: Json[] };
      if (roll.applied) booked = roll;
    }
    expect(booked, "no blow landed in 30 exchanges").toBeDefined();
    const applied = (booked as { applied: { character: string; before: Json; after: Json }[] }).applied;
    const entry = applied.at(-1)!;
    const after = (await get(`/characters/${entry.character}`)).json() as { condition: Json };
    expect(after.condition).toEqual(entry.after);
    // Back to the start, so the other tests see a healthy Lazaro and Ork.
    for (const id of [lazaro, ork]) {
      const res = await post(`/characters/${id}/condition`, {
        command: "set",
        condition:
          id === lazaro ? before.condition : ((await get(`/characters/${ork}`)).json() as Json).condition,
      });
      expect(res.statusCode).toBe(201);
    }
  });

  it("refuses bad requests with code and path, never a 5xx", async () => {
    const cases: [Json, number, string, unknown[]][] = [
      [
        { action: "check", options: { target: 12 }, actor: "nobody", skill: "Nahkampf" },
        404,
        "character-not-found",
        ["actor"],
      ],
      [
        { action: "melee", options: {}, actor: lazaro, skill: "Nahkampf", opponent: "nobody" },
        404,
        "character-not-found",
        ["opponent"],
      ],
      [
        { action: "check", options: { target: 12 }, actor: lazaro, skill: "Nahkampf", to: bo.credentialId },
        422,
        "request-not-theirs",
        ["to"],
      ],
      [
        { action: "check", options: { target: 12 }, actor: shadow, skill: "Keule" },
        422,
        "request-secret-actor",
        ["actor"],
      ],
      [{ action: "check", options: { value: 10, target: 12 }, apply: true }, 400, "invalid-body", ["apply"]],
      [
        { action: "check", options: { target: 12 }, actor: lazaro, skill: "Tanzen" },
        422,
        "unknown-sheet-value",
        ["skill"],
      ],
      [
        { action: "check", options: { value: 10, target: 12 }, actor: lazaro, skill: "Nahkampf" },
        400,
        "invalid-body",
        ["options", "value"],
      ],
      [
        { action: "check", options: { target: "hoch" }, actor: lazaro, skill: "Nahkampf" },
        400,
        "invalid-body",
        ["options", "target"],
      ],
      [
        { action: "check", options: { target: "hoch", value: 3 } },
        400,
        "invalid-body",
        ["options", "target"],
      ],
      [
        { action: "melee", options: {}, actor: lazaro, skill: "Nahkampf", opponent: ork, weapon: "Säbel" },
        422,
        "weapon-not-found",
        ["weapon"],
      ],
      [
        { action: "check", options: { value: 10, target: 12 }, weapon: "Degen" },
        400,
        "invalid-body",
        ["weapon"],
      ],
      [{ action: "check", options: { target: 12 }, actor: 5 }, 400, "invalid-body", ["actor"]],
      [{ action: "check", options: { target: 12 }, skill: "Nahkampf" }, 400, "invalid-body", ["skill"]],
      [
        { action: "check", options: { target: 12 }, actor: lazaro, opponent: lazaro },
        400,
        "invalid-body",
        ["opponent"],
      ],
      [{ action: "check", options: { value: 10, target: 12 }, to: "nobody" }, 400, "unknown-member", ["to"]],
    ];
    for (const [payload, status, code, path] of cases) {
      const res = await post("/roll-requests", payload);
      expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(status);
      expect(errorOf(res), JSON.stringify(payload)).toMatchObject({ code, path });
    }
    const notTheirs = errorOf(
      await post("/roll-requests", {
        action: "check",
        options: { target: 12 },
        actor: lazaro,
        skill: "Nahkampf",
        to: bo.credentialId,
      }),
    );
    expect(notTheirs.reason).toEqual({
      de: `${LAZARO.name} gehört nicht Bo: um eine Probe von ${LAZARO.name} wird gebeten, wer ${LAZARO.name} spielt`,
      en: `${LAZARO.name} is not Bo's character: a roll of ${LAZARO.name} is asked of whoever plays ${LAZARO.name}`,
    });
    // Only a player is asked: the GM rolls without asking, a viewer can never answer.
    const you = async (token: string) =>
      ((await get("", token)).json() as { you: { credentialId: string } }).you.credentialId;
    for (const [who, token] of [
      ["GM", t.gmToken],
      ["viewer", t.viewerToken],
    ] as const) {
      const res = await post("/roll-requests", {
        action: "check",
        options: { value: 10, target: 12 },
        to: await you(token),
      });
      expect(res.statusCode, `${who}: ${res.body}`).toBe(422);
      expect(errorOf(res), who).toMatchObject({ code: "request-not-a-player", path: ["to"] });
    }
    // Only the GM asks.
    const byPlayer = await post(
      "/roll-requests",
      { action: "check", options: { target: 12 }, actor: lazaro },
      ina.token,
    );
    expect(byPlayer.statusCode).toBe(403);
  });

  it("an answer rolls as the request says: its body cannot change actor, sheet value, weapon or apply", async () => {
    const asked = await ask({ action: "check", options: { target: 12 }, actor: bruno, skill: "Nahkampf" });
    expect(asked.to).toBe(bo.credentialId);
    for (const [change, path] of [
      [{ actor: lazaro }, ["actor"]],
      [{ skill: "Kunst des Flirtens" }, ["skill"]],
      [{ apply: true }, ["apply"]],
      [{ opponent: ork }, ["opponent"]],
    ] as const) {
      const res = await post("/rolls", { action: "check", requestId: asked.requestId, ...change }, bo.token);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: "invalid-body", path });
    }
    // Ina cannot roll Bruno through Bo's request, nor book a roll of his on her own.
    expect(
      (await post("/rolls", { action: "check", requestId: asked.requestId }, ina.token)).statusCode,
    ).toBe(403);
    const direct = await post(
      "/rolls",
      { action: "check", actor: bruno, skill: "Nahkampf", target: 12, apply: true },
      ina.token,
    );
    expect(errorOf(direct)).toMatchObject({ code: "not-owner" });
    // Repeating the request's own fields is fine.
    const same = await post(
      "/rolls",
      { action: "check", requestId: asked.requestId, actor: bruno, skill: "Nahkampf", apply: false },
      bo.token,
    );
    expect(same.statusCode, same.body).toBe(201);
    expect((same.json() as { actor: Json }).actor).toMatchObject({ character: bruno });
  });

  it("a secret NPC opponent stays hidden from the player who is asked, on the socket, in GET and in the answer", async () => {
    const live = await connectLive(await app.listen({ port: 0, host: "127.0.0.1" }), t.id, ina.token);
    try {
      await live.waitFor((m) => m.type === "ready");
      const asked = await ask({
        action: "melee",
        options: { attackerWeapon: 2 },
        actor: lazaro,
        skill: "Nahkampf",
        opponent: shadow,
        opponentSkill: "Keule",
      });
      // The GM sees everything.
      expect(asked).toMatchObject({ opponent: shadow, opponentSkill: "Keule" });
      expect(asked.odds.opponent).toMatchObject({ name: "Schatten", secret: true });
      const frame = await live.waitFor((m) => m.kind === "roll-request" && m.requestId === asked.requestId);
      expect(JSON.stringify(frame)).not.toContain("Schatten");
      expect(JSON.stringify(frame)).not.toContain(shadow);
      expect(frame).toMatchObject({
        actor: lazaro,
        to: ina.credentialId,
        odds: { opponent: { modifiers: [] } },
      });
      const info = await get(`/roll-requests/${asked.requestId}`, ina.token);
      expect(info.statusCode, info.body).toBe(200);
      expect(info.body).not.toContain("Schatten");
      expect(info.body).not.toContain(shadow);
      const answer = await post("/rolls", { action: "melee", requestId: asked.requestId }, ina.token);
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.body).not.toContain("Schatten");
      expect(answer.json()).toMatchObject({ actor: { character: lazaro }, opponent: { modifiers: [] } });
      // Ina's export does not name it either; the GM's does and verifies.
      const exported = await get("/export", ina.token);
      expect(exported.body).not.toContain("Schatten");
      expect((await post("/seeds/rotate", {})).statusCode).toBe(200);
      const full = tableExportSchema.parse((await get("/export")).json());
      const report = verifyExport(full);
      expect(report.mismatch).toBeNull();
      expect(report.verified).toBeGreaterThan(0);
      // The requests' play fields travel with the export and back in.
      const imported = await app.inject({ method: "POST", url: "/api/tables/import", payload: full });
      expect(imported.statusCode, imported.body).toBe(201);
    } finally {
      live.close();
    }
  });

  it("a secret request of a player's character goes to its owner alone", async () => {
    const asked = await ask({
      action: "check",
      options: { target: 12 },
      actor: lazaro,
      skill: "Nahkampf",
      secret: true,
      label: "Geheime Probe",
    });
    expect(asked).toMatchObject({ secret: true, to: ina.credentialId });
    const inaEvents = (await get("/events?after=0", ina.token)).json() as { addressed?: Json[] };
    expect(inaEvents.addressed?.some((e) => e.requestId === asked.requestId)).toBe(true);
    const boEvents = await get("/events?after=0", bo.token);
    expect(boEvents.body).not.toContain(asked.requestId);
    const answer = await post("/rolls", { action: "check", requestId: asked.requestId }, ina.token);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ secret: true, actor: { character: lazaro } });
  });

  it("asks for a due check: the answer rolls the check as it is due and books its outcome", async () => {
    const start = ((await get(`/characters/${bruno}`)).json() as { condition: Json }).condition;
    // 15 damage of his 12 TP: TP ≤ 0, the low-TP check is due.
    expect((await post(`/characters/${bruno}/condition`, { command: "damage", amount: 15 })).statusCode).toBe(
      201,
    );
    const due = ((await get(`/characters/${bruno}`)).json() as { due: { id: string }[] }).due;
    expect(due.map((d) => d.id)).toEqual(["low-tp-1"]);
    const asked = await ask({
      action: "check",
      options: {},
      actor: bruno,
      dueCheck: "low-tp-1",
      apply: true,
      label: "Bleibt Bruno stehen?",
    });
    expect(asked).toMatchObject({ to: bo.credentialId, dueCheck: "low-tp-1", apply: true });
    expect(asked.odds.options).toMatchObject({ target: 12 });
    const answer = await post("/rolls", { action: "check", requestId: asked.requestId }, bo.token);
    expect(answer.statusCode, answer.body).toBe(201);
    const roll = answer.json() as Json & { applied: { character: string; after: Json }[] };
    expect(roll).toMatchObject({ dueCheck: "low-tp-1", actor: { character: bruno } });
    expect(roll.applied.map((a) => a.character)).toEqual([bruno]);
    expect((roll.applied[0]!.after as { pending: unknown[] }).pending).toEqual([]);
    // A check no longer due cannot be asked for.
    const gone = await post("/roll-requests", {
      action: "check",
      options: {},
      actor: bruno,
      dueCheck: "low-tp-1",
    });
    expect(gone.statusCode).toBe(422);
    expect(errorOf(gone)).toMatchObject({ code: "no-check-due", path: ["dueCheck"] });
    expect(
      (await post(`/characters/${bruno}/condition`, { command: "set", condition: start })).statusCode,
    ).toBe(201);
  });

  it("the odds now and the answer are refused in words when the actor cannot act any more", async () => {
    const asked = await ask({ action: "check", options: { target: 12 }, actor: bruno, skill: "Nahkampf" });
    const start = ((await get(`/characters/${bruno}`)).json() as { condition: Json }).condition;
    const out = await post(`/characters/${bruno}/condition`, {
      command: "set",
      condition: { ...start, status: "out" },
    });
    expect(out.statusCode, out.body).toBe(201);
    const info = await get(`/roll-requests/${asked.requestId}`, bo.token);
    expect(info.statusCode).toBe(422);
    expect(errorOf(info)).toMatchObject({ code: "character-not-active", path: ["actor"] });
    const answer = await post("/rolls", { action: "check", requestId: asked.requestId }, bo.token);
    expect(answer.statusCode).toBe(422);
    expect(errorOf(answer)).toMatchObject({ code: "character-not-active", path: ["actor"] });
    // Still open: once Bruno is back on his feet, Bo answers it.
    expect(
      (await post(`/characters/${bruno}/condition`, { command: "set", condition: start })).statusCode,
    ).toBe(201);
    expect((await post("/rolls", { action: "check", requestId: asked.requestId }, bo.token)).statusCode).toBe(
      201,
    );
  });

  it("a player books on someone else's character only with the sheets' numbers, unless the table allows typed ones", async () => {
    const blow = { action: "melee", actor: lazaro, skill: "Nahkampf", weapon: "Degen", opponent: bruno };
    // Issue "Fair rolls, round three" item 11: Ina typed Bruno's defence down to 0 and booked it.
    const typed = await post("/rolls", { ...blow, defender: 0, apply: true }, ina.token);
    expect(typed.statusCode, typed.body).toBe(403);
    expect(errorOf(typed)).toMatchObject({ code: "typed-values-gm-only", path: ["defender"] });
    // Typed over Bruno's gear: the same.
    const overGear = await post(
      "/rolls",
      { ...blow, opponentSkill: "Nahkampf", opponentWeapon: "Degen", defenderWeapon: 1, apply: true },
      ina.token,
    );
    expect(overGear.statusCode, overGear.body).toBe(403);
    expect(errorOf(overGear)).toMatchObject({ code: "typed-values-gm-only", path: ["defenderWeapon"] });
    // From his sheet (her own side is hers to type), or without booking, or by the GM: as before.
    for (const [body, token] of [
      [{ ...blow, opponentSkill: "Nahkampf", apply: true }, ina.token],
      [{ ...blow, skill: undefined, attacker: 14, opponentSkill: "Nahkampf", apply: true }, ina.token],
      [{ ...blow, defender: 0 }, ina.token],
      [{ ...blow, defender: 0, apply: true }, t.gmToken],
    ] as const) {
      const res = await post("/rolls", body, token);
      expect(res.statusCode, res.body).toBe(201);
    }
    // The table may allow it (Tisch → „Spieler:innen buchen auch mit Werten von Hand“).
    const allow = await app.inject({
      method: "PATCH",
      url: `/api/tables/${t.id}/options`,
      headers: auth(t.gmToken),
      payload: { playersTypeValues: true },
    });
    expect(allow.statusCode, allow.body).toBe(200);
    const allowed = await post("/rolls", { ...blow, defender: 0, apply: true }, ina.token);
    expect(allowed.statusCode, allowed.body).toBe(201);
    await app.inject({
      method: "PATCH",
      url: `/api/tables/${t.id}/options`,
      headers: auth(t.gmToken),
      payload: { playersTypeValues: false },
    });
  });
});
