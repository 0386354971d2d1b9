import { findActionAdapter } from "@spieltisch/protocol";
import { beforeEach, describe, expect, it } from "vitest";
import LAZARO from "../../../../examples/characters/lazaro.json" with { type: "json" };
import { computeOdds, mainProbability, tableActions } from "../actions/odds.js";
import { createLocalTable, LocalSession, settingsOf } from "../session/local-session.js";
import { rollChance } from "./roll-chance.js";

beforeEach(() => localStorage.clear());

const table = (modules: string[] = []) =>
  new LocalSession(createLocalTable({ name: "T", system: "ews", modules, houseRules: {} }));

/** The headline the dice view shows before a roll of `action` with `options` at this table. */
const diceViewChance = (session: LocalSession, action: string, options: Record<string, unknown>) => {
  const entry = tableActions("ews", session.config.modules).find((a) => a.id === action)!;
  const odds = computeOdds(entry, options, settingsOf(session.config));
  return odds.ok ? mainProbability(odds.json) : null;
};

describe("the chance a logged roll had before the dice fell", () => {
  it("a check: the chance the dice view showed before it", async () => {
    const session = table();
    const options = { value: 12, target: 14, mod: 1 };
    const event = await session.roll("check", options);
    expect(rollChance(event)).toEqual(diceViewChance(session, "check", options));
    expect(rollChance(event)?.key).toBe("pSuccess");
  });

  it("an action whose result logs no chance: the odds of what the event says decided it", async () => {
    const session = table();
    const options = findActionAdapter("ews", "heal")!.examples[0]!;
    const event = await session.roll("heal", options);
    expect(Object.keys(event).some((k) => /^p[A-Z]/.test(k))).toBe(false);
    expect(rollChance(event)).toEqual(diceViewChance(session, "heal", options));
    expect(rollChance(event)).not.toBeNull();
  });

  it("a wounded character's roll: the recomputed chance counts the mali the event logged, as the roll did", async () => {
    const session = table(["foka"]);
    const lazaro = (await session.saveCharacter(null, LAZARO, null)).id;
    await session.conditionCommand(lazaro, { command: "damage", amount: 9 });
    const event = await session.roll("check", { target: 14 }, { actor: lazaro, skill: "Nahkampf" });
    expect(event.actor?.modifiers.length).toBeGreaterThan(0);
    const logged = rollChance(event);
    // Without the logged chance, the pipeline gives the same from the options and the mali.
    const recomputed = rollChance({ ...event, pSuccess: undefined, pSuccessExact: undefined });
    expect(recomputed).toEqual(logged);
    // And not the chance without the mali.
    expect(recomputed).not.toEqual(diceViewChance(session, "check", event.options));
  });

  it("none for an action the rules do not know", async () => {
    const event = await table().roll("check", { value: 12, target: 14 });
    expect(rollChance({ ...event, action: "tanzen", pSuccess: undefined })).toBeNull();
  });
});
