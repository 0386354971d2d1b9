import type { CharacterEnvelope } from "../../character-rules.js";
import type { ConditionEvent, ConditionExample } from "../../condition-event.js";
import { PLAIN_TABLE, withModules } from "../../table-settings.js";
import type { EwsCommand } from "./command.js";
import type { EwsOutcome } from "./outcome.js";

type Event = ConditionEvent<EwsOutcome, EwsCommand>;

const outcome = (o: EwsOutcome): Event => ({ type: "outcome", outcome: o });
const command = (k: EwsCommand): Event => ({ type: "command", command: k });

/** A sheet with only the TP Eigenschaft: Konstitution at 12, so TP 12 and WS 4. */
const SHEET: CharacterEnvelope = {
  format: "spieltisch/character@1",
  system: "ews",
  name: "Probe",
  attributes: [{ name: "Konstitution", level: "" }],
  woundAttribute: "Konstitution",
};

/**
 * EWS play under both rule sets: the basic rules' wounds, a lost Ein-Wurf fight and a healing
 * week; FoKa's scratch, wound and critical wound, both kinds of low-TP checks passed, healing,
 * the GM's hand and death.
 */
export const EWS_CONDITION_EXAMPLES: readonly ConditionExample<EwsOutcome, EwsCommand>[] = [
  {
    name: "basic rules: a wound, a lost Ein-Wurf fight, a healing week",
    sheet: SHEET,
    table: PLAIN_TABLE,
    events: [
      outcome({ kind: "damage", amount: 5 }),
      outcome({ kind: "confrontation", wounds: 1, lost: true }),
      command({ command: "fight-over" }),
      outcome({ kind: "heal-week", change: -1 }),
      command({ command: "wounds", change: 2 }),
      command({ command: "damage", amount: 3 }),
      // FoKa's TP do not exist under the basic rules: refused as `condition-rules`.
      command({ command: "regenerate", tp: 2 }),
      command({
        command: "set",
        condition: { kind: "basic", wounds: 0, woundThreshold: 4, status: "active" },
      }),
    ],
  },
  {
    name: "FoKa: wounds, both low-TP checks, healing and death",
    sheet: SHEET,
    table: withModules("foka"),
    events: [
      command({ command: "fight-start" }),
      outcome({ kind: "damage", amount: 3 }),
      outcome({ kind: "damage", amount: 6 }),
      outcome({ kind: "damage", amount: 12 }),
      outcome({ kind: "check", id: "low-tp-1", passed: true }),
      outcome({ kind: "damage", amount: 8 }),
      command({ command: "resolve-check", id: "low-tp-2", passed: true }),
      outcome({ kind: "tp-healing", tp: 20 }),
      command({ command: "rest", situation: "bed", weeks: 1 }),
      command({ command: "regenerate", tp: -3 }),
      command({ command: "wounds", change: 1, critical: true }),
      command({ command: "fight-over" }),
      outcome({ kind: "confrontation", wounds: 1, lost: false }),
      outcome({ kind: "damage", amount: 100 }),
    ],
  },
];
