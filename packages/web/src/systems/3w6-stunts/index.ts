import type { WebSystem } from "../web-system.js";
import { stuntsConditionFacts } from "./condition-facts.js";

/** 3W6 + Stunts at the web app's table: 3W6 + a small bonus against a difficulty of 5 to 20. */
export const threeD6StuntsWeb: WebSystem<"3w6-stunts"> = {
  id: "3w6-stunts",
  // Its heal tab says it has no healing (it kept the tab every table had).
  tabs: { combat: true, heal: true },
  startNumber: 12,
  startValues: {
    // Linda's Stärke +2 (the text's example) against a middling difficulty (the text: 5 to 20).
    check: { value: 2, target: 12 },
    // The initiative's participants start as the table's characters (InitiativeParticipants).
  },
  explorerAxes: {
    // 3W6 + value against 5..20: values from −2 to +6 span sure failure to sure success.
    check: [
      { field: "value", from: -2, to: 6 },
      { field: "target", from: 5, to: 20 },
    ],
  },
  explorerSpan: { from: 6, to: 21 },
  newCharacter: { attributes: {}, skills: [] },
  conditionFacts: stuntsConditionFacts,
};
