import type { CharacterEnvelope } from "../character-rules.js";
import type { ConditionEvent, ConditionExample } from "../condition-event.js";
import type { KampfwuerfelCommand, KampfwuerfelOutcome } from "./play-events.js";

type Event = ConditionEvent<KampfwuerfelOutcome, KampfwuerfelCommand>;

const outcome = (o: KampfwuerfelOutcome): Event => ({ type: "outcome", outcome: o });
const command = (k: KampfwuerfelCommand): Event => ({ type: "command", command: k });

/** 30 LP, RLP 6, Kraft 5, Geschick 4 and factor 2 (heavy-hit threshold 18), 10 KW, 5 reflex dice. */
const SHEET: CharacterEnvelope = {
  format: "spieltisch/character@1",
  system: "kampfwuerfel",
  name: "Probe",
  lp: 30,
  dailyRegeneration: 6,
  kraft: 5,
  geschick: 4,
  factor: 2,
  combatDice: 10,
  reflexDice: 5,
  armorBE: 2,
};

/**
 * A Kampfphase and its aftermath at a table that plays the OPTIONAL heavy hits: KW declared, the
 * reflex the GM called and one rolled, hits down to below the RLP (one over K + G lowers the
 * threshold), the Kraft check failed, rest, Behinderung, the heavy-hit threshold, a heavy hit
 * below 0 LP, the GM's stabilise, rest while stabilised, and death.
 */
export const KAMPFWUERFEL_CONDITION_EXAMPLES: readonly ConditionExample<
  KampfwuerfelOutcome,
  KampfwuerfelCommand
>[] = [
  {
    name: "a fight down to the Kraft check, rest, dying, stabilised and death",
    sheet: SHEET,
    table: { modules: [], options: { kampfwuerfelHeavyHits: true } },
    events: [
      outcome({ kind: "spend-kw", dice: 3 }),
      outcome({ kind: "damage", amount: 6 }),
      command({ command: "reflex" }),
      outcome({ kind: "check", id: "reflex-1", passed: true }),
      command({ command: "new-phase" }),
      outcome({ kind: "spend-kw", dice: 2 }),
      outcome({ kind: "reflex" }),
      outcome({ kind: "damage", amount: 8 }),
      outcome({ kind: "damage", amount: 12 }),
      outcome({ kind: "check", id: "kraft-2", passed: false }),
      command({ command: "rest", days: 1 }),
      command({ command: "hindrance", be: 1 }),
      command({ command: "threshold", threshold: 10 }),
      command({ command: "new-fight" }),
      command({ command: "heal", amount: 5 }),
      command({ command: "damage", amount: 40 }),
      command({ command: "wake" }),
      command({ command: "stabilise" }),
      command({ command: "rest", days: 1 }),
      outcome({ kind: "damage", amount: 1 }),
      command({ command: "die" }),
    ],
  },
];
