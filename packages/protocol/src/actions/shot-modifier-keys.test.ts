import * as ewsRules from "@spieltisch/engine/systems/ews";
import { describe, expect, it } from "vitest";
import { ewsShootOptionsSchema, SHOT_MODIFIER_KEYS } from "./ews-combat-actions.js";

describe("the shot's circumstances", () => {
  it("offer exactly the engine's MW modifiers", () => {
    expect([...SHOT_MODIFIER_KEYS].sort()).toEqual(Object.keys(ewsRules.SHOT_MODIFIERS).sort());
  });

  it("still pass an unknown key on to the engine, which names the known ones", () => {
    const parsed = ewsShootOptionsSchema.parse({ value: 12, range: "short", mods: ["magic-bullet"] });
    expect(parsed.mods).toEqual(["magic-bullet"]);
  });
});
