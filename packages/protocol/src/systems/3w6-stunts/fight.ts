import { type CombatConditionSteps, fighterOnTurn } from "../../combat/combat-condition-step.js";
import type { FightRules } from "../../combat/fight-rules.js";

/**
 * The one whose turn ends gets `end-turn`, the one whose turn begins `start-turn` (action and bonus
 * action fresh, RULINGS §6).
 */
const stuntsConditionSteps: CombatConditionSteps = (command, before, after) => {
  const turnMoved =
    command.command === "start" ||
    command.command === "end" ||
    before.round !== after.round ||
    fighterOnTurn(before) !== fighterOnTurn(after);
  if (!turnMoved) return [];
  const ending = fighterOnTurn(before);
  const beginning = fighterOnTurn(after);
  return [
    ...(ending ? [{ characterId: ending, command: { command: "end-turn" } }] : []),
    ...(beginning ? [{ characterId: beginning, command: { command: "start-turn" } }] : []),
  ];
};

/**
 * How 3W6 + Stunts fights: 1W6 + Geschwindigkeit, ties to the higher Geschicklichkeit, then
 * Stechen (its `initiative` action); each turn gives a fresh action and bonus action.
 */
export const threeD6StuntsFight: FightRules = {
  initiative: "3w6-roll",
  conditionSteps: stuntsConditionSteps,
};
