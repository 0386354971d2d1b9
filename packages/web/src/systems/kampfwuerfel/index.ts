import {
  kampfwuerfelArmorSchema,
  kampfwuerfelShieldSchema,
  kampfwuerfelWeaponSchema,
} from "@spieltisch/protocol";
import type { WebSystem } from "../web-system.js";
import { kampfwuerfelConditionFacts } from "./condition-facts.js";

/**
 * Kampfwürfel at the web app's table: pools of dice, so a check and an attack start with the
 * engine README's fighter (twelve dice almost always succeed; an attack without a damage ratio has
 * no odds at all).
 */
export const kampfwuerfelWeb: WebSystem<"kampfwuerfel"> = {
  id: "kampfwuerfel",
  tabs: { combat: true, heal: true },
  // The reflex and phase forms kept the app's first starting value and explorer span.
  startNumber: 12,
  startValues: {
    check: { pool: 5 },
    melee: { attackDice: 5, defenseDice: 3, damage: "2-3" },
  },
  explorerAxes: {
    // A pool of 1..12 dice against 1..6 needed successes (5s and 6s).
    check: [
      { field: "pool", from: 1, to: 12 },
      { field: "need", from: 1, to: 6 },
    ],
    melee: [
      { field: "attackDice", from: 1, to: 12 },
      { field: "defenseDice", from: 0, to: 10 },
    ],
  },
  explorerSpan: { from: 6, to: 21 },
  draftRows: {
    required: { skills: ["name"], weapons: ["name"], armor: ["name"], shields: ["name"] },
    gear: {
      weapons: kampfwuerfelWeaponSchema,
      armor: kampfwuerfelArmorSchema,
      shields: kampfwuerfelShieldSchema,
    },
    damageIssue: "web-damage-ratio",
  },
  // The card starts with the engine README's example fighter, so every number a fight needs is
  // there at once; the player overwrites them.
  newCharacter: {
    lp: 30,
    dailyRegeneration: 6,
    kraft: 5,
    geschick: 4,
    factor: 2,
    combatDice: 10,
    reflexDice: 5,
    skills: [],
    weapons: [],
    armor: [],
  },
  conditionFacts: kampfwuerfelConditionFacts,
  // Every pool counts only 5s and 6s (kampfwuerfel.txt: „Erfolge, also die gewürfelten Augenzahlen
  // Fünf und Sechs“), the two apart for the damage ratio; a 1 is a miss like 2, 3 and 4.
  countedFaces: { sides: 6, faces: [6, 5], missFace: 1 },
};
