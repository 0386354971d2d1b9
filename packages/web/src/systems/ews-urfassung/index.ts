import { urfassungArmorSchema, urfassungWeaponSchema } from "@spieltisch/protocol";
import type { WebSystem } from "../web-system.js";
import { urfassungConditionFacts } from "./condition-facts.js";

/** The EWS-Urfassung at the web app's table: values around 12 as in EWS 2, every tab. */
export const ewsUrfassungWeb: WebSystem<"ews-urfassung"> = {
  id: "ews-urfassung",
  tabs: { combat: true, heal: true },
  startNumber: 12,
  startValues: {
    damage: { dice: "W6" },
    // One wound bleeding for three intervals: at KO 12 it never stops on its own, at 15 it may.
    bleed: { constitution: 15, count: 1, intervals: 3 },
    // A hit of 4 on KO 14: the check is KO − damage = 10 against 12.
    daze: { constitution: 14, damage: 4 },
    // SR 12, from 30 TP down to 15: the hit crosses the ⅔ threshold (20), one check.
    injury: { resistance: 12, before: 30, after: 15 },
  },
  // The Urfassung's values and MWs live between 6 and 21, as EWS 2's.
  explorerSpan: { from: 6, to: 21 },
  draftRows: {
    required: {
      attributes: ["name"],
      subAttributes: ["name", "base"],
      skills: ["name", "attribute"],
      specialisations: ["name", "skill"],
      advantages: ["name"],
      disadvantages: ["name"],
      weapons: ["name"],
      armor: ["name"],
    },
    gear: { weapons: urfassungWeaponSchema, armor: urfassungArmorSchema },
    damageIssue: "web-gear-damage-ur",
  },
  // Objective creation from a middling pool (the text: 50 low power … 250 high power); KO at the
  // human standard, so the TP show from the start.
  newCharacter: {
    creation: "objective",
    pool: 100,
    attributes: [{ name: "Konstitution", short: "KO", value: 12 }],
    skills: [],
    specialisations: [],
    advantages: [],
    disadvantages: [],
  },
  conditionFacts: urfassungConditionFacts,
};
