import { type ExportedEvent, tableExportSchema, verifyExport } from "@spieltisch/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import LAZARO from "../../../examples/characters/lazaro.json" with { type: "json" };
import type { SpieltischApp } from "./app.js";
import { DEFAULT_RATE_LIMITS } from "./rate-limits.js";
import { appOn, auth, type Backend, newTable, type TestTable, testBackends } from "./testing/backends.js";
import { ORK } from "./testing/ork.js";

const backends = await testBackends();

type Json = Record<string, unknown>;

/**
 * Dice rolled at the table (CONTRACT §7): with the table option `tableDice` members enter the
 * faces of physical dice; the result, booking and log are what those faces give, the event is
 * marked `entered`, and `verify` checks such rolls against their faces.
 */
describe.each(backends)("Dice rolled at the table (CONTRACT §7) on $name", (backend: Backend) => {
  let built: SpieltischApp;
  let app: SpieltischApp["app"];
  let t: TestTable;
  let lazaro: string;
  let ork: string;

  const request = (method: "GET" | "POST" | "PATCH", url: string, token: string, payload?: unknown) =>
    app.inject({ method, url, headers: auth(token), ...(payload ? { payload: payload as object } : {}) });
  const post = (path: string, payload: unknown, token = t.playerToken) =>
    request("POST", `/api/tables/${t.id}${path}`, token, payload);
  const get = (path: string, token = t.gmToken) => request("GET", `/api/tables/${t.id}${path}`, token);
  const events = async () => ((await get("/events")).json() as { events: Json[] }).events;
  const orkCondition = async () =>
    ((await get(`/characters/${ork}`)).json() as { condition?: unknown }).condition;

  beforeAll(async () => {
    built = await appOn(backend, {
      rateLimits: { ...DEFAULT_RATE_LIMITS, tableWrites: { max: 1_000_000, windowMs: 1 } },
    });
    app = built.app;
    t = await newTable(app, {
      name: "Würfelbecher",
      system: "ews",
      modules: ["foka"],
      houseRules: { tableDice: "players" },
    });
    const created = async (body: unknown, token: string) => {
      const res = await post("/characters", body, token);
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: string }).id;
    };
    lazaro = await created(LAZARO, t.playerToken);
    ork = await created(ORK, t.gmToken);
  });
  afterAll(async () => {
    await app.close();
    await backend.cleanup();
  });

  const blow = () => ({
    action: "melee",
    actor: lazaro,
    skill: "Nahkampf",
    weapon: "Degen",
    opponent: ork,
    opponentSkill: "Keule",
    apply: true,
  });

  it("a player's entered faces make the roll and its booking; the event is marked and carries no seed", async () => {
    const res = await post("/rolls", { ...blow(), dice: [6, 1] });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as Json;
    expect(body).toMatchObject({ entered: true, apply: true, action: "melee" });
    for (const field of ["seedId", "counter", "proof", "derivation", "clientSeed"]) {
      expect(body).not.toHaveProperty(field);
    }
    const applied = body.applied as { character: string; after: unknown }[] | undefined;
    const onOrk = applied?.find((entry) => entry.character === ork);
    if (onOrk) expect(await orkCondition()).toEqual(onOrk.after);
    // A flat `dice` that is no list is still the action's own option (the Urfassung's care dice).
    const plain = await post("/rolls", { action: "check", value: 12, target: 9, dice: [3] });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({ entered: true, dice: [3] });
  });

  it("refuses faces a die cannot show, too few and too many, at the path, and books nothing", async () => {
    const before = (await events()).length;
    const condition = await orkCondition();
    // At `dice` (CONTRACT §7); which face, and the die asked for there, beside it.
    const cases: [unknown, string, Json][] = [
      [[7, 1], "impossible-face", { index: 0, sides: 6 }],
      [[3, 0], "impossible-face", { index: 1, sides: 6 }],
      [[6], "too-few-dice", { index: 1, sides: 6 }],
      [[6, 1, 4], "too-many-dice", { index: 2 }],
    ];
    for (const [dice, code, where] of cases) {
      const res = await post("/rolls", { ...blow(), dice });
      expect(res.statusCode, `${JSON.stringify(dice)}: ${res.body}`).toBe(422);
      expect((res.json() as { error: Json }).error).toMatchObject({ code, path: ["dice"], ...where });
    }
    const notFaces = await post("/rolls", { ...blow(), dice: [2.5, 1] });
    expect(notFaces.statusCode).toBe(400);
    expect((notFaces.json() as { error: Json }).error).toMatchObject({ path: ["dice", 0] });
    // With "players", the GM's dice are still the server's.
    const gm = await post("/rolls", { action: "check", value: 12, target: 9, dice: [3] }, t.gmToken);
    expect(gm.statusCode).toBe(422);
    expect((gm.json() as { error: Json }).error).toMatchObject({ code: "table-dice-off", path: ["dice"] });
    const viewer = await post("/rolls", { action: "check", value: 12, target: 9, dice: [3] }, t.viewerToken);
    expect(viewer.statusCode).toBe(403);
    expect((await events()).length).toBe(before);
    expect(await orkCondition()).toEqual(condition);
  });

  it("the GM enters a secret roll when everyone may; off again, nobody enters", async () => {
    const everyone = await request("PATCH", `/api/tables/${t.id}/options`, t.gmToken, {
      tableDice: "everyone",
    });
    expect(everyone.statusCode, everyone.body).toBe(200);
    const secret = await post(
      "/rolls",
      { action: "check", value: 12, target: 9, dice: [2], secret: true },
      t.gmToken,
    );
    expect(secret.statusCode, secret.body).toBe(201);
    expect(secret.json()).toMatchObject({ entered: true, stream: "gm" });
    const off = await request("PATCH", `/api/tables/${t.id}/options`, t.gmToken, { tableDice: "off" });
    expect(off.statusCode).toBe(200);
    const refused = await post("/rolls", { action: "check", value: 12, target: 9, dice: [2] });
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as { error: Json }).error).toMatchObject({
      code: "table-dice-off",
      path: ["dice"],
    });
  });

  it("verify counts entered rolls and fails when one's faces, result or booking were edited", async () => {
    expect((await post("/rolls", { action: "check", value: 12, target: 9 })).statusCode).toBe(201);
    expect((await post("/seeds/rotate", { stream: "table" }, t.gmToken)).statusCode).toBe(200);
    expect((await post("/seeds/rotate", { stream: "gm" }, t.gmToken)).statusCode).toBe(200);
    const exported = tableExportSchema.parse((await get("/export")).json());
    const report = verifyExport(exported);
    expect(report).toMatchObject({ entered: 3, verified: 1, mismatch: null });

    const forge = (edit: (roll: Extract<ExportedEvent, { kind: "roll" }>) => void) => {
      const copy = structuredClone(exported);
      const roll = copy.events.find((e) => e.kind === "roll" && e.entered === true && e.action === "melee");
      if (roll?.kind !== "roll") throw new Error("no entered blow");
      edit(roll);
      return verifyExport(copy).mismatch?.reason ?? null;
    };
    expect(forge((roll) => Object.assign(roll, { hit: !(roll as Json).hit }))).toMatch(/hit is/);
    expect(
      forge((roll) => {
        const entry = roll.applied?.[0];
        if (!entry) throw new Error("the blow booked nothing");
        Object.assign(entry.after, { wounds: 9 });
      }),
    ).not.toBeNull();
    expect(forge((roll) => Object.assign(roll, { seedId: "s1" }))).toMatch(/carries seedId/);
    expect(
      forge((roll) => {
        const weapon = roll.gear?.actor?.weapon;
        if (!weapon) throw new Error("the blow logged no weapon");
        Object.assign(weapon, { name: "Zweihänder" });
      }),
    ).toMatch(/gear\.actor\.weapon/);
    expect(forge((roll) => Object.assign(roll, { entered: undefined }))).not.toBeNull();
  });
});
