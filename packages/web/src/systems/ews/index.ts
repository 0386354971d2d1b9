import { ewsArmorSchema, ewsWeaponSchema } from "@spieltisch/protocol";
import type { WebSystem } from "../web-system.js";
import { ewsConditionFacts } from "./condition-facts.js";

/** EWS 2 at the web app's table: values and MWs around 12, every tab. */
export const ewsWeb: WebSystem<"ews"> = {
  id: "ews",
  tabs: { combat: true, heal: true },
  startNumber: 12,
  startValues: {
    heal: { value: 12, wounds: 2, weeks: 4 },
    "foka-heal": { wounds: 1 },
  },
  // EWS values and MWs live between 6 and 21.
  explorerSpan: { from: 6, to: 21 },
  draftRows: {
    required: {
      attributes: ["name"],
      skills: ["name"],
      professions: ["name"],
      traits: ["name"],
      weapons: ["name"],
      armor: ["name"],
    },
    gear: { weapons: ewsWeaponSchema, armor: ewsArmorSchema },
  },
  newCharacter: {
    powerLevel: "angehender-held",
    attributes: [],
    skills: [],
    professions: [],
    traits: [],
    woundAttribute: null,
  },
  conditionFacts: ewsConditionFacts,
};
