import type { CharacterEnvelope } from "../character-rules.js";
import type { ConditionEvent, ConditionExample } from "../condition-event.js";
import type { UrfassungCommand } from "./condition-command.js";
import type { UrfassungOutcome } from "./condition-outcome.js";

type Event = ConditionEvent<UrfassungOutcome, UrfassungCommand>;

const outcome = (o: UrfassungOutcome): Event => ({ type: "outcome", outcome: o });
const command = (k: UrfassungCommand): Event => ({ type: "command", command: k });

/** SR 12 (TP 24), KO 2: two actions make the exhaustion check due. */
const SHEET: CharacterEnvelope = {
  format: "spieltisch/character@1",
  system: "ews-urfassung",
  name: "Probe",
  attributes: [{ name: "Konstitution", short: "KO", value: 2 }],
  subAttributes: [{ name: "Schadensresistenz", short: "SR", base: "KO", value: 12 }],
};

/**
 * A fight and its weeks after: a wound and its daze, bleeding over a minute, a severe wound across
 * two thresholds, exhaustion, a bandage, a week of healing, the GM's hand, dying and death.
 */
export const URFASSUNG_CONDITION_EXAMPLES: readonly ConditionExample<UrfassungOutcome, UrfassungCommand>[] = [
  {
    name: "a fight with wounds, bleeding, thresholds and exhaustion; healing; dying and death",
    sheet: SHEET,
    table: { modules: [], options: { urfassungExhaustion: true } },
    events: [
      outcome({ kind: "hit", damage: 5, stun: false }),
      outcome({ kind: "daze-check", passed: false }),
      command({ command: "time-passes", seconds: 60 }),
      outcome({ kind: "hit", damage: 12, stun: false }),
      outcome({ kind: "threshold-check", threshold: "two-thirds", passed: true }),
      outcome({ kind: "threshold-check", threshold: "one-third", passed: true }),
      outcome({ kind: "daze-check", passed: true }),
      outcome({ kind: "acted", stance: "balanced" }),
      outcome({ kind: "acted", stance: "full-attack" }),
      outcome({ kind: "exhaustion-check", passed: false }),
      outcome({
        kind: "bled",
        woundKind: "wound",
        wound: null,
        count: 1,
        intervals: 1,
        damage: 1,
        stillBleeding: 1,
      }),
      outcome({ kind: "bandaged", woundKind: "wound", tpRestored: 1, stopsBleeding: true }),
      // No week of healing while a wound bleeds (RULINGS §7): the severe one is bandaged first.
      outcome({ kind: "bandaged", woundKind: "severe", tpRestored: 0, stopsBleeding: true }),
      command({ command: "rest" }),
      command({ command: "week-passes", situation: { mode: "treatment", physician: 0, equipment: 0 } }),
      outcome({ kind: "healed", tpChange: 2 }),
      command({ command: "heal", amount: 3 }),
      command({ command: "add-wound", woundKind: "wound" }),
      command({ command: "clear-wound", wound: 1 }),
      command({ command: "damage", amount: 14, stun: true }),
      outcome({ kind: "threshold-check", threshold: "one-third", passed: false }),
      command({ command: "wake" }),
      command({ command: "damage", amount: 20, hit: false }),
      outcome({ kind: "threshold-check", threshold: "zero", passed: false }),
      command({ command: "rounds-pass", rounds: 1 }),
      command({ command: "stabilise" }),
      command({ command: "damage", amount: 100 }),
      outcome({ kind: "threshold-check", threshold: "minus-two-sr", passed: false }),
    ],
  },
];
