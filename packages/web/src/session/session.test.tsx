import {
  ApiError,
  type CombatCommand,
  foldCombat,
  LOCAL_TABLE_FORMAT,
  memberEventSchemas,
  parseLocalTableText,
  tableEventSchema,
} from "@spieltisch/protocol";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import LAZARO from "../../../../examples/characters/lazaro.json" with { type: "json" };
import { ewsNpcFile } from "../components/npc-form.js";
import { callRoute } from "./api.js";
import {
  createLocalTable,
  importLocalTable,
  LocalSession,
  LocalTableImportError,
  listLocalTables,
  loadLocalTable,
  settingsOf,
} from "./local-session.js";
import { loadMembership } from "./memberships.js";
import { parseLiveFrame, RemoteSession } from "./remote-session.js";
import type { PlayCharacterView } from "./types.js";

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const newSession = () =>
  new LocalSession(createLocalTable({ name: "T", system: "ews", modules: [], houseRules: {} }));

describe("local table", () => {
  it("rolls through the adapter and keeps the log across a reload", async () => {
    const session = newSession();
    const event = await session.roll("check", { value: 12, target: 9 }, { secret: true });
    expect(event).toMatchObject({ seq: 1, kind: "roll", action: "check", target: 9, secret: true });
    expect(typeof event.success).toBe("boolean");
    const reloaded = new LocalSession(loadLocalTable()!);
    expect(reloaded.events()).toHaveLength(1);
    expect(JSON.parse(await reloaded.exportJson()).events[0].seq).toBe(1);
  });

  it("logs every event in the server's shape", async () => {
    const session = newSession();
    await session.roll("check", { value: 12, target: 9 }, { label: "Schloss" });
    await session.note("Hallo");
    await session.requestRoll("check", { value: 12, target: 12 }, "GE-Probe");
    // The server's request: a character that is not at the table is refused where it was named.
    await expect(
      session.requestRoll("check", { target: 12 }, "Nahkampf", { actor: "c1", skill: "Nahkampf" }),
    ).rejects.toMatchObject({ status: 404, code: "character-not-found", path: ["actor"] });
    await session.combat({ command: "start", participants: [{ name: "Ork" }] });
    for (const event of session.events()) expect(tableEventSchema.parse(event)).toEqual(event);
    const [roll, note, request, combat] = session.events();
    expect(roll).toMatchObject({
      system: "ews",
      modules: [],
      byName: null,
      stream: "table",
      label: "Schloss",
    });
    expect(note).toMatchObject({ text: "Hallo", byName: null });
    expect(request).toMatchObject({ kind: "roll-request", odds: { action: "check", pSuccess: 0.5 } });
    expect(memberEventSchemas.combat.parse(combat)).toMatchObject({ command: { command: "start" } });
  });

  it("reads a table stored with older house-rule flags in the one option shape", () => {
    const config = createLocalTable({
      name: "T",
      system: "ews",
      modules: ["krit"],
      houseRules: { "houseRule.ews.over-budget": true, attributeMalus: true, healingMaxWounds: 8 },
    }).config;
    expect(settingsOf(config)).toEqual({
      modules: ["krit"],
      options: { houseRules: ["ews.over-budget"], attributeMalus: true, healingMaxWounds: 8 },
    });
  });

  it("refuses options the action does not take, as the server does", async () => {
    const session = new LocalSession(
      createLocalTable({ name: "T", system: "ews", modules: [], houseRules: {} }),
    );
    await expect(session.roll("check", { value: 12 })).rejects.toThrow();
    await expect(session.roll("fly", { value: 12, target: 9 })).rejects.toMatchObject({
      status: 400,
      code: "unknown-action",
      path: ["action"],
    });
    expect(session.events()).toHaveLength(0);
  });

  it("offers FoKa's melee only at a table with the foka module, as the server does", async () => {
    const melee = { attacker: 12, defender: 12 };
    await expect(newSession().roll("melee", melee)).rejects.toMatchObject({
      status: 400,
      code: "module-required",
      path: ["action"],
    });
    await expect(
      newSession().requestRoll("shoot", { value: 12, range: "short" }, "Schuss"),
    ).rejects.toThrow();
    const foka = new LocalSession(
      createLocalTable({ name: "T", system: "ews", modules: ["foka"], houseRules: {} }),
    );
    expect(await foka.roll("melee", melee)).toMatchObject({ action: "melee", modules: ["foka"] });
  });

  it("bumps character versions and refuses a stale one", async () => {
    const session = newSession();
    const first = await session.saveCharacter(null, LAZARO, null);
    const second = await session.saveCharacter(first.id, { ...LAZARO, name: "Bruno" }, 1);
    expect(second.version).toBe(2);
    // Logged as the server logs it.
    expect(session.events().filter((e) => e.kind === "character-saved")).toMatchObject([
      { characterId: first.id, version: 1, name: LAZARO.name },
      { characterId: first.id, version: 2, name: "Bruno" },
    ]);
    await expect(session.saveCharacter(first.id, { ...LAZARO, name: "C" }, 1)).rejects.toMatchObject({
      status: 409,
      code: "version-conflict",
      extra: { currentVersion: 2 },
    });
  });

  it("checks a character file as the server does: not one, or another system's, is 422 with its issues", async () => {
    const session = newSession();
    await expect(session.saveCharacter(null, { name: "A" }, null)).rejects.toMatchObject({
      status: 422,
      code: "invalid-character",
    });
    await expect(session.saveCharacter(null, { ...LAZARO, system: "faar" }, null)).rejects.toMatchObject({
      status: 422,
      code: "invalid-character",
    });
    expect(session.characters()).toEqual([]);
  });
});

describe("combat at a local table", () => {
  const fight: CombatCommand[] = [
    {
      command: "start",
      participants: [
        { name: "Ork", initiative: 3, tp: 2, wounds: 0 },
        { name: "Lazaro", initiative: 9, tp: 0, wounds: 0 },
      ],
    },
    { command: "next" },
    { command: "next" },
    { command: "update", participant: 1, wounds: 2, tp: -5 },
  ];

  it("sorts by initiative, advances turns and rounds, applies wounds; TP may fall below 0", async () => {
    const session = newSession();
    for (const command of fight) await session.combat(command);
    const last = session.events().at(-1);
    if (last?.kind !== "combat") throw new Error("no combat event");
    const state = last.state;
    expect(state.order.map((p) => p.name)).toEqual(["Lazaro", "Ork"]);
    expect(state.round).toBe(2);
    expect(state.turn).toBe(0);
    expect(state.order[1]?.wounds).toBe(2);
    expect(state.order[1]?.tp).toBe(-3);
    // The same commands give the same state the server computes (the protocol's reducer), the
    // start resolved with the table's initiative rule as the server resolves it.
    expect(state).toEqual({ ...foldCombat(fight), rule: "gm-order" });
    await session.combat({ command: "end" });
    const ended = session.events().at(-1);
    expect(ended?.kind === "combat" && ended.state.active).toBe(false);
  });

  it("refuses what the server refuses, and logs nothing for it", async () => {
    const session = newSession();
    await expect(session.combat({ command: "next" })).rejects.toMatchObject({
      status: 409,
      code: "no-combat",
    });
    await session.combat(fight[0]!);
    await expect(session.combat({ command: "update", participant: 5, tp: 1 })).rejects.toMatchObject({
      status: 400,
      code: "unknown-participant",
      path: ["participant"],
    });
    expect(session.events()).toHaveLength(1);
  });
});

describe("local-table files", () => {
  const exported = async () => {
    const session = newSession();
    await session.roll("check", { value: 12, target: 9 });
    await session.combat({ command: "start", participants: [{ name: "Ork" }] });
    return session.exportJson();
  };

  it("import makes a new local table and leaves the one kept here untouched", async () => {
    const text = await exported();
    const before = localStorage.getItem("spieltisch.local-table");
    const imported = importLocalTable(text);
    expect(imported.config.id).toMatch(/^local-/);
    expect(localStorage.getItem("spieltisch.local-table")).toBe(before);
    expect(loadLocalTable(imported.config.id)?.events).toHaveLength(2);
    expect(listLocalTables().map((t) => t.config.id)).toEqual(["local", imported.config.id]);
  });

  it("a broken file is refused with the JSON path of the bad field, and nothing is stored", async () => {
    const file = JSON.parse(await exported());
    file.events[1].state.order[0].wounds = -1;
    const before = { ...localStorage };
    const error = (() => {
      try {
        importLocalTable(JSON.stringify(file));
      } catch (e) {
        if (e instanceof LocalTableImportError) return e;
      }
      throw new Error("no LocalTableImportError");
    })();
    expect(error.problem.path).toEqual(["events", 1, "state", "order", 0, "wounds"]);
    expect({ ...localStorage }).toEqual(before);
    expect(() => importLocalTable("not json")).toThrow(LocalTableImportError);
    expect(() => importLocalTable(JSON.stringify({ ...file, format: "x" }))).toThrow("format");
  });

  it("a damaged stored table does not open (and is not overwritten by opening)", () => {
    localStorage.setItem("spieltisch.local-table", JSON.stringify({ format: LOCAL_TABLE_FORMAT, events: 3 }));
    expect(loadLocalTable()).toBeNull();
    expect(listLocalTables()).toEqual([]);
    expect(parseLocalTableText(localStorage.getItem("spieltisch.local-table")!).ok).toBe(false);
  });
});

describe("what a shared table receives", () => {
  const note = {
    seq: 4,
    kind: "note",
    by: "c",
    at: "2024-01-01T00:00:00.000Z",
    text: "Hallo",
    byName: "Ana",
  };

  it("a live message is an event or a control message; anything else is logged and dropped", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(parseLiveFrame(JSON.stringify(note))).toEqual(note);
    expect(parseLiveFrame(JSON.stringify({ type: "resync", after: 3 }))).toEqual({
      type: "resync",
      after: 3,
    });
    expect(parseLiveFrame(JSON.stringify({ ...note, kind: "telepathy" }))).toBeNull();
    expect(parseLiveFrame(JSON.stringify({ ...note, text: 42 }))).toBeNull();
    expect(parseLiveFrame("{ not json")).toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it("an HTTP answer is parsed with its route's schema; errors keep the server's code", async () => {
    const answer = (status: number, body: unknown) =>
      vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
    const call = { params: { id: "x y" }, token: "st_t", query: { after: 3 } };
    const fetched = answer(200, { events: [note] });
    expect(await callRoute("GET /api/tables/:id/events", call)).toEqual({ events: [note] });
    // Method and path from the route's key, its parameters encoded.
    expect(fetched.mock.lastCall?.[0]).toBe("/api/tables/x%20y/events?after=3");
    expect(fetched.mock.lastCall?.[1]).toMatchObject({
      method: "GET",
      headers: { authorization: "Bearer st_t" },
    });
    answer(200, { events: [{ ...note, seq: "vier" }] });
    await expect(callRoute("GET /api/tables/:id/events", call)).rejects.toThrow("events.0.seq");
    answer(409, { error: { code: "version-conflict", message: "reload", currentVersion: 3 } });
    const error = await callRoute("PUT /api/tables/:id/characters/:cid", {
      params: { id: "x", cid: "c" },
      body: { name: "Bo" },
    }).catch((e: unknown) => e);
    if (!(error instanceof ApiError)) throw new Error("no ApiError");
    expect(error.code).toBe("version-conflict");
    expect(error.extra).toMatchObject({ currentVersion: 3 });
  });

  it("a stored membership that does not parse is no membership", () => {
    localStorage.setItem("spieltisch.table.t1", JSON.stringify({ token: "x", config: { id: "t1" } }));
    expect(loadMembership("t1")).toBeNull();
    localStorage.setItem("spieltisch.table.t2", "{ broken");
    expect(loadMembership("t2")).toBeNull();
  });
});

describe("a shared table in play", () => {
  /** A WebSocket the test speaks through: the frames the server would send. */
  class ScriptedSocket {
    static last: ScriptedSocket | null = null;
    onopen = null;
    onmessage: ((message: { data: string }) => void) | null = null;
    onclose = null;
    constructor() {
      ScriptedSocket.last = this;
    }
    close() {}
    receive(frame: unknown) {
      this.onmessage?.({ data: JSON.stringify(frame) });
    }
  }

  beforeEach(() => vi.stubGlobal("WebSocket", ScriptedSocket));
  afterEach(() => vi.unstubAllGlobals());

  /**
   * An applied melee as a server logs it — rolled by a local FoKa table, which rolls through the
   * same adapters and books like the server — with the characters before it and the play state
   * the server shows after it (the local table's: the same `conditionViewOf`).
   */
  async function appliedMelee() {
    const local = new LocalSession(
      createLocalTable({ name: "T", system: "ews", modules: ["foka"], houseRules: {} }),
    );
    const lazaro = await local.saveCharacter(null, LAZARO, null);
    const orkSheet = ewsNpcFile(
      {
        name: "Ork",
        attribute: "Stark",
        attributeLevel: "+",
        skill: "Nahkampf",
        skillLevel: "+",
        secret: false,
      },
      true,
    );
    const ork = await local.saveCharacter(null, orkSheet, null);
    const before = local.playCharacters();
    const event = await local.roll(
      "melee",
      { attackerWeapon: 4 },
      { actor: ork.id, skill: "Nahkampf", opponent: lazaro.id, opponentSkill: "Nahkampf", apply: true },
    );
    return {
      config: { ...local.config, local: false, role: "gm" as const },
      before,
      // The log's first event here: a session that sees a gap before it fetches what is missing.
      event: { ...event, seq: 1 },
      after: local.playCharacters(),
    };
  }

  /** `GET …/characters` answering with these characters; every other request fails the test. */
  const serveCharacters = (characters: readonly PlayCharacterView[]) =>
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      if (!String(input).endsWith("/characters")) throw new Error(`unexpected request ${String(input)}`);
      const listed = characters.map((c) => ({
        id: c.id,
        owner: "c-gm",
        version: c.version,
        updatedAt: "2026-12-01T20:00:00.000Z",
        character: c.character,
        ...c.play,
      }));
      return new Response(JSON.stringify({ characters: listed }));
    });

  /** A turn of the event loop: time for a read the session started to be asked. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("an applied roll updates the characters' play state from its `applied`, reading nothing again", async () => {
    const { config, before, event, after } = await appliedMelee();
    expect(event.applied?.length).toBeGreaterThan(0);
    const fetch = serveCharacters(before);
    const session = new RemoteSession(config, "personal", localStorage, "c-gm");
    await vi.waitFor(() => expect(session.playCharacters()).toHaveLength(2));
    expect(fetch).toHaveBeenCalledTimes(1);
    ScriptedSocket.last!.receive(event);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(session.events().at(-1)).toEqual(event);
    expect(session.playCharacters().map((c) => [c.id, c.play])).toEqual(after.map((c) => [c.id, c.play]));
    const hurt = event.applied![0]!;
    expect(session.playCharacters().find((c) => c.id === hurt.character)?.play.condition).toEqual(hurt.after);
    session.close();
  });

  it("an applied roll naming a character not in play here reads the characters again", async () => {
    const { config, before, event } = await appliedMelee();
    const hurt = event.applied![0]!.character;
    const fetch = serveCharacters(before.filter((c) => c.id !== hurt));
    const session = new RemoteSession(config, "personal", localStorage, "c-gm");
    await vi.waitFor(() => expect(session.playCharacters()).toHaveLength(1));
    ScriptedSocket.last!.receive(event);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    session.close();
  });
});
