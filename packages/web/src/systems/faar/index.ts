import { faarArmorSchema, faarShieldSchema, faarWeaponSchema } from "@spieltisch/protocol";
import type { WebSystem } from "../web-system.js";
import { faarConditionFacts } from "./condition-facts.js";

/** Faar at the web app's table: d20 values, a melee explored over attack and defence. */
export const faarWeb: WebSystem<"faar"> = {
  id: "faar",
  tabs: { combat: true, heal: true },
  // Its other checks kept the app's first starting value and explorer span.
  startNumber: 12,
  explorerAxes: {
    // A d20 under attack, then under defence: both live between 1 and 20.
    melee: [
      { field: "attack", from: 4, to: 20 },
      { field: "defense", from: 4, to: 20 },
    ],
  },
  explorerSpan: { from: 6, to: 21 },
  draftRows: {
    required: { skills: ["name"], weapons: ["name"], armor: ["name"], shields: ["name"] },
    gear: { weapons: faarWeaponSchema, armor: faarArmorSchema, shields: faarShieldSchema },
    damageIssue: "web-gear-damage-faar",
  },
  newCharacter: { attributes: { ST: 7, KO: 7, GE: 7, IN: 7, IT: 7, CH: 7 }, skills: [] },
  conditionFacts: faarConditionFacts,
};
