import {
  isMessageKey,
  LOCAL_TABLE_FORMAT,
  PlayError,
  parseLocalTableText,
  tableEventSchema,
  translate,
} from "@spieltisch/protocol";
import { beforeEach, describe, expect, it } from "vitest";
import LAZARO from "../../../../examples/characters/lazaro.json" with { type: "json" };
import { ewsNpcFile } from "../components/npc-form.js";
import { reasonOf } from "../lib/play-commands.js";
import { createLocalTable, LocalSession, loadLocalTable } from "./local-session.js";

beforeEach(() => localStorage.clear());

const ORK = ewsNpcFile(
  { name: "Ork", attribute: "Stark", attributeLevel: "+", skill: "Nahkampf", skillLevel: "+", secret: false },
  true,
);

/** A FoKa table played alone with Lazaro and an Ork NPC. */
async function fokaTable() {
  const session = new LocalSession(
    createLocalTable({ name: "T", system: "ews", modules: ["foka"], houseRules: {} }),
  );
  const lazaro = await session.saveCharacter(null, LAZARO, null);
  const ork = await session.saveCharacter(null, ORK, null);
  return { session, lazaro: lazaro.id, ork: ork.id };
}

const conditionOf = (session: LocalSession, id: string) =>
  session.playCharacters().find((c) => c.id === id)!.play;

describe("play at a local table", () => {
  it("starts every character with the condition of its sheet (FoKa: TP of the Eigenschaft, WS)", async () => {
    const { session, lazaro } = await fokaTable();
    expect(conditionOf(session, lazaro)).toMatchObject({
      condition: { kind: "foka", tp: 12, tpMax: 12, woundThreshold: 4, wounds: 0 },
      status: "active",
      due: [],
      modifiers: { action: [] },
    });
  });

  it("an applied melee books the side it hurt like the server, and a reload keeps the conditions", async () => {
    const { session, lazaro, ork } = await fokaTable();
    const event = await session.roll(
      "melee",
      { attackerWeapon: 4 },
      { actor: ork, skill: "Nahkampf", opponent: lazaro, opponentSkill: "Nahkampf", apply: true },
    );
    expect(tableEventSchema.parse(event)).toEqual(event);
    expect(event.actor).toMatchObject({ character: ork, name: "Ork" });
    expect(event.opponent).toMatchObject({ character: lazaro, name: LAZARO.name });
    // Booked on the side the blow hurt; the other's condition did not change: no entry.
    const hurt = event.hit === "defender" ? lazaro : ork;
    expect(event.applied?.map((a) => a.character)).toEqual([hurt]);
    const entry = event.applied!.find((a) => a.character === hurt)!;
    expect(entry.after.tp).toBe(Number(entry.before.tp) - Number(event.damage));
    const reloaded = new LocalSession(loadLocalTable()!);
    expect(conditionOf(reloaded, hurt).condition).toEqual(entry.after);
    const file = parseLocalTableText(await reloaded.exportJson());
    expect(file.ok && file.table.conditions?.[hurt]).toEqual(entry.after);
  });

  it("a roll without apply changes nothing, but its odds and roll carry the condition's mali", async () => {
    const { session, lazaro } = await fokaTable();
    await session.conditionCommand(lazaro, { command: "wounds", change: 1 });
    const odds = await session.playOdds("check", { target: 12 }, { actor: lazaro, skill: "Nahkampf" });
    expect(odds.actor?.modifiers).toEqual([{ amount: -3, source: "wounds" }]);
    const event = await session.roll("check", { target: 12 }, { actor: lazaro, skill: "Nahkampf" });
    expect(event.applied).toBeUndefined();
    expect(event.options).toMatchObject({ value: 13, target: 12 });
    expect(conditionOf(session, lazaro).condition).toMatchObject({ wounds: 1 });
  });

  it("a GM command is logged as a condition event with before and after", async () => {
    const { session, lazaro } = await fokaTable();
    await session.conditionCommand(lazaro, { command: "damage", amount: 9 });
    const event = session.events().at(-1)!;
    expect(event).toMatchObject({
      kind: "condition",
      character: lazaro,
      command: { command: "damage", amount: 9 },
      before: { tp: 12 },
      after: { tp: 3, wounds: 1 },
    });
    expect(conditionOf(session, lazaro).modifiers.action).toEqual([
      { amount: -1, source: "low-tp" },
      { amount: -3, source: "wounds" },
    ]);
  });

  it("a due check is rolled with dueCheck and apply, and answers the check", async () => {
    const { session, lazaro } = await fokaTable();
    await session.conditionCommand(lazaro, { command: "damage", amount: 12 });
    const [check] = conditionOf(session, lazaro).due;
    expect(check).toMatchObject({ id: "low-tp-1", reason: "low-tp-out" });
    const event = await session.roll(check!.action, {}, { actor: lazaro, dueCheck: check!.id, apply: true });
    expect(event.dueCheck).toBe("low-tp-1");
    expect(conditionOf(session, lazaro).due).toEqual([]);
    expect(conditionOf(session, lazaro).status).toBe(event.success ? "active" : "out");
  });

  it("refuses what the rules refuse, with the catalogue's code, and logs nothing", async () => {
    const { session, lazaro } = await fokaTable();
    await expect(
      session.roll("check", { target: 12 }, { actor: lazaro, skill: "Fliegen" }),
    ).rejects.toMatchObject({ code: "unknown-sheet-value" });
    await session.conditionCommand(lazaro, {
      command: "set",
      condition: {
        ...conditionOf(session, lazaro).condition,
        status: "out",
        tp: -3,
        levelReached: 1,
        passedZero: true,
      },
    });
    const count = session.events().length;
    const refused = session.roll("check", { target: 12 }, { actor: lazaro, skill: "Nahkampf" });
    await expect(refused).rejects.toBeInstanceOf(PlayError);
    await expect(refused).rejects.toMatchObject({ code: "character-not-active" });
    const error = await refused.catch((e: unknown) => e);
    const tk = (key: string, fallback: string, params?: Record<string, unknown>) =>
      isMessageKey(key) ? translate("de", key, params) : fallback;
    expect(reasonOf(error, { tk, lang: "de" })).toBe("Der Charakter kann nicht handeln (kampfunfähig)");
    expect(session.events()).toHaveLength(count);
  });

  it("a file written before play state (no conditions) still loads, its characters fresh", async () => {
    const old = {
      format: LOCAL_TABLE_FORMAT,
      config: {
        id: "local",
        name: "Alt",
        system: "ews",
        modules: [],
        houseRules: {},
        role: "gm",
        local: true,
      },
      events: [],
      characters: [{ id: "c1", version: 1, character: LAZARO }],
    };
    localStorage.setItem("spieltisch.local-table", JSON.stringify(old));
    const session = new LocalSession(loadLocalTable()!);
    expect(conditionOf(session, "c1")).toMatchObject({
      condition: { kind: "basic", wounds: 0 },
      status: "active",
    });
  });
});
