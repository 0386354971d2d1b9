import type { CombatCommand } from "./combat-command.js";
import type { CombatState } from "./combat-state.js";

/** A condition command a combat step gives a character (logged as its own `condition` event). */
export interface CombatConditionStep {
  readonly characterId: string;
  readonly command: { readonly command: string };
}

/**
 * What one combat step (`command`, from `before` to `after`) does to the fighters' conditions in a
 * system that keeps per-round state in them (`FightRules.conditionSteps`).
 */
export type CombatConditionSteps = (
  command: CombatCommand,
  before: CombatState,
  after: CombatState,
) => CombatConditionStep[];

/** Each fighter with a character, given the same condition command. */
export const everyFighter = (after: CombatState, command: string): CombatConditionStep[] =>
  after.order.flatMap((f) => (f.characterId ? [{ characterId: f.characterId, command: { command } }] : []));

/** The character of the fighter on turn, if the fight runs and that fighter is one. */
export const fighterOnTurn = (state: CombatState): string | undefined =>
  state.active ? state.order[state.turn]?.characterId : undefined;
