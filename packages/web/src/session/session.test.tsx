import { beforeEach, describe, expect, it } from "vitest";
import { createLocalTable, LocalSession, loadLocalTable, settingsOf } from "./local-session.js";
import { combatFromLog, type LogEvent } from "./types.js";

beforeEach(() => localStorage.clear());

describe("local table", () => {
  it("rolls through the adapter and keeps the log across a reload", async () => {
    const session = new LocalSession(
      createLocalTable({ name: "T", system: "ews", modules: [], houseRules: {} }),
    );
    const event = await session.roll("check", { value: 12, target: 9 }, { secret: true });
    expect(event).toMatchObject({ seq: 1, kind: "roll", action: "check", target: 9, secret: true });
    expect(typeof event.success).toBe("boolean");
    const reloaded = new LocalSession(loadLocalTable()!);
    expect(reloaded.events()).toHaveLength(1);
    expect(JSON.parse(await reloaded.exportJson()).events[0].seq).toBe(1);
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
    await expect(session.roll("fly", { value: 12, target: 9 })).rejects.toThrow("no adapter for fly");
    expect(session.events()).toHaveLength(0);
  });

  it("bumps character versions and refuses a stale one", async () => {
    const session = new LocalSession(
      createLocalTable({ name: "T", system: "ews", modules: [], houseRules: {} }),
    );
    const first = await session.saveCharacter(null, { name: "A" }, null);
    const second = await session.saveCharacter(first.id, { name: "B" }, 1);
    expect(second.version).toBe(2);
    await expect(session.saveCharacter(first.id, { name: "C" }, 1)).rejects.toThrow("conflict");
  });
});

describe("combat from the log", () => {
  const e = (seq: number, fields: Record<string, unknown>): LogEvent => ({
    seq,
    kind: "combat",
    by: null,
    at: "",
    ...fields,
  });
  it("sorts by initiative, advances turns and rounds, applies wounds", () => {
    const state = combatFromLog([
      e(1, {
        command: "start",
        participants: [
          { name: "Ork", initiative: 3, tp: 0, wounds: 0 },
          { name: "Lazaro", initiative: 9, tp: 0, wounds: 0 },
        ],
      }),
      e(2, { command: "next" }),
      e(3, { command: "next" }),
      e(4, { command: "update", participant: 1, wounds: 2 }),
    ]);
    expect(state?.participants.map((p) => p.name)).toEqual(["Lazaro", "Ork"]);
    expect(state?.round).toBe(2);
    expect(state?.turn).toBe(0);
    expect(state?.participants[1]?.wounds).toBe(2);
    expect(
      combatFromLog([e(1, { command: "start", participants: [] }), e(2, { command: "end" })]),
    ).toBeNull();
  });
});
