import type { CharacterEnvelope } from "../character-rules.js";
import type { ConditionEvent, ConditionExample } from "../condition-event.js";
import { PLAIN_TABLE } from "../table-settings.js";
import { OFF_TURN, type StuntsCommand, type StuntsOutcome } from "./play-condition.js";

const command = (k: StuntsCommand): ConditionEvent<StuntsOutcome, StuntsCommand> => ({
  type: "command",
  command: k,
});

/** The text has no character sheet: the envelope is all a condition needs. */
const SHEET: CharacterEnvelope = { format: "spieltisch/character@1", system: "3w6-stunts", name: "Probe" };

/** Two turns: bonus action before the action, then the action alone; a `set` back to off turn. */
export const STUNTS_CONDITION_EXAMPLES: readonly ConditionExample<StuntsOutcome, StuntsCommand>[] = [
  {
    name: "two turns and a set",
    sheet: SHEET,
    table: PLAIN_TABLE,
    events: [
      command({ command: "start-turn" }),
      command({ command: "bonus-action" }),
      command({ command: "action" }),
      command({ command: "end-turn" }),
      command({ command: "start-turn" }),
      command({ command: "action" }),
      command({ command: "set", condition: OFF_TURN }),
    ],
  },
];
