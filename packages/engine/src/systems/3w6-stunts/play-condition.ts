import { invalidCondition } from "../condition-refusals.js";
import type { TurnUse } from "./turn.js";

/**
 * What play keeps of a 3W6 + Stunts character (RULINGS §5): the text has no damage rules, and
 * stunt points belong to their check and expire with it ("gelten immer nur für die aktuelle Probe
 * und verfallen danach"), so the condition is the round state alone — whether it is the
 * character's turn, and which of the turn's action and bonus action are used (either order, both
 * optional). The order of the round is the table's (`turn.ts`, `RoundState`).
 */
export interface StuntsCondition extends TurnUse {
  readonly onTurn: boolean;
}

/**
 * What a 3W6 roll does to a character's condition: nothing. A check is an action only if the
 * table says so (`action` / `bonus-action` commands), and its stunt points are spent with it.
 */
export type StuntsOutcome = never;

/**
 * The turn, by hand (the table's or the player's):
 * - `start-turn`: the character is at the front of the combat order;
 * - `action` / `bonus-action`: the turn's action or bonus action is used, in either order;
 * - `end-turn`: the turn is over (only this ends it, RULINGS §6);
 * - `set`: the whole condition, as it is to be (the inverse of every step).
 */
export type StuntsCommand =
  | { readonly command: "start-turn" }
  | { readonly command: "action" }
  | { readonly command: "bonus-action" }
  | { readonly command: "end-turn" }
  | { readonly command: "set"; readonly condition: StuntsCondition };

/** Not on turn: nothing used. */
export const OFF_TURN: StuntsCondition = { onTurn: false, actionUsed: false, bonusActionUsed: false };

/** Throws `invalid-condition` when a character off turn has something used. */
export function requireLegalStuntsCondition(c: StuntsCondition): StuntsCondition {
  if (!c.onTurn && (c.actionUsed || c.bonusActionUsed)) {
    throw invalidCondition("onTurn", "only a character on turn has used an action");
  }
  return c;
}
