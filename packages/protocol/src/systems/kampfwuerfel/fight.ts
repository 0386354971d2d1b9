import { type CombatConditionSteps, everyFighter } from "../../combat/combat-condition-step.js";
import type { FightRules } from "../../combat/fight-rules.js";

/**
 * Kampfwürfel's fights keep their per-round state in the conditions: `start` is a new fight for
 * everyone (the heavy-hit threshold starts afresh, "bei jedem Kampf neu"), `join` for the
 * newcomers; each new round is a new Kampfphase — the KW budget and the reflex roll are there
 * again (kampfwuerfel.txt: the KW are allotted "für jeweils eine Kampfphase").
 */
const kampfwuerfelConditionSteps: CombatConditionSteps = (command, before, after) => {
  if (command.command === "start") return everyFighter(after, "new-fight");
  if (command.command === "join") {
    return command.participants.flatMap((p) =>
      p.characterId ? [{ characterId: p.characterId, command: { command: "new-fight" } }] : [],
    );
  }
  if (after.active && after.round > before.round) return everyFighter(after, "new-phase");
  return [];
};

/**
 * How Kampfwürfel fights: no order in the text — every fighter has its KW for each Kampfphase and
 * reacts at any time of it; the GM seats the order, each new round is a new Kampfphase. An attack
 * and its defence declare KW of the phase (the conditions fill them: `kwDeclared`), no sheet
 * value; a check rolls the KW after BE, a reflex the Reflexwürfel.
 */
export const kampfwuerfelFight: FightRules = {
  initiative: "kampfwuerfel-phases",
  conditionSteps: kampfwuerfelConditionSteps,
  preferredValues: {
    melee: { actor: [], opponent: [] },
    check: { actor: ["Kampfwürfel nach BE", "Kampfwürfel"] },
    reflex: { actor: ["Reflexwürfel"] },
  },
};
