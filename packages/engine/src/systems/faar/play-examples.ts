import type { CharacterEnvelope } from "../character-rules.js";
import type { ConditionEvent, ConditionExample } from "../condition-event.js";
import { PLAIN_TABLE } from "../table-settings.js";
import type { FaarCommand, FaarOutcome } from "./play-events.js";

type Event = ConditionEvent<FaarOutcome, FaarCommand>;

const outcome = (o: FaarOutcome): Event => ({ type: "outcome", outcome: o });
const command = (k: FaarCommand): Event => ({ type: "command", command: k });

/** Dorn: ST 8 + KO 7 = 15 LP. */
const SHEET: CharacterEnvelope = {
  format: "spieltisch/character@1",
  system: "faar",
  name: "Dorn",
  attributes: { ST: 8, KO: 7, GE: 10, IN: 7, IT: 7, CH: 6 },
};

/**
 * A fight with every restriction, a severe injury, a fumble and the Grauen; healing, rest slowed by
 * the injury, and relief; the lethal head cut.
 */
export const FAAR_CONDITION_EXAMPLES: readonly ConditionExample<FaarOutcome, FaarCommand>[] = [
  {
    name: "critical hits, a fumble, the Grauen, healing and the lethal head cut",
    sheet: SHEET,
    table: PLAIN_TABLE,
    events: [
      outcome({ kind: "damage", amount: 3 }),
      outcome({ kind: "critical", type: "cut", level: 3, zone: 2 }),
      command({ command: "next-round" }),
      outcome({ kind: "critical", type: "blunt", level: 7, zone: null }),
      outcome({ kind: "fumble" }),
      outcome({ kind: "grauen", pointsBefore: 0, passed: false, consequence: null }),
      command({ command: "heal", amount: 2 }),
      command({ command: "rest", days: 1 }),
      outcome({ kind: "critical", type: "shot", level: 12, zone: 3 }),
      // With the severe injury, rest takes two days per LP: 9 → 10 with a day carried, then 11.
      outcome({ kind: "damage", amount: 6 }),
      outcome({ kind: "rest", days: 3, lpAfter: 10 }),
      command({ command: "rest", days: 2 }),
      command({ command: "heal-injury", index: 0 }),
      command({ command: "grauen-relief", points: 1 }),
      command({ command: "next-round" }),
      command({ command: "next-round" }),
      command({ command: "damage", amount: 20 }),
      outcome({ kind: "critical", type: "cut", level: 12, zone: 6 }),
    ],
  },
];
