import type { TableSettings } from "@spieltisch/engine";
import { describe, expect, it } from "vitest";
import { AFTER_ROLL_NEXT, nextAfterRoll } from "./auto-advance.js";
import { applyCombat } from "./combat-reducer.js";
import { NO_COMBAT } from "./combat-state.js";

const ON: TableSettings = { modules: ["foka"], options: {} };
const OFF: TableSettings = { modules: ["foka"], options: { combatAutoAdvance: false } };
const fight = applyCombat(NO_COMBAT, {
  command: "start",
  participants: [
    { characterId: "a", name: "A" },
    { characterId: "b", name: "B" },
  ],
});

describe("the turn moves on after the acting fighter's roll", () => {
  it("when the one on turn acts, at a table that has it on (the default)", () => {
    expect(nextAfterRoll("ews", ON, "melee", "a", fight)).toEqual(AFTER_ROLL_NEXT);
    expect(nextAfterRoll("ews", ON, "check", "a", fight)).toEqual(AFTER_ROLL_NEXT);
    expect(applyCombat(fight, AFTER_ROLL_NEXT).turn).toBe(1);
  });

  it("not for someone else, not without a fight, not when switched off, not for a reaction or a heal", () => {
    expect(nextAfterRoll("ews", ON, "melee", "b", fight)).toBeNull();
    expect(nextAfterRoll("ews", ON, "melee", "a", NO_COMBAT)).toBeNull();
    expect(nextAfterRoll("ews", OFF, "melee", "a", fight)).toBeNull();
    expect(nextAfterRoll("kampfwuerfel", ON, "reflex", "a", fight)).toBeNull();
    expect(nextAfterRoll("ews", ON, "foka-heal", "a", fight)).toBeNull();
    expect(nextAfterRoll("ews", ON, "no-such-action", "a", fight)).toBeNull();
  });
});
