import { EngineError, requireInt } from "../../errors.js";

/** A fighter's Kampfwürfel during one Kampfphase. */
export interface PhaseState {
  /** KW not yet declared. */
  readonly dice: number;
  /** The one reflex roll of the phase is spent. */
  readonly reflexUsed: boolean;
}

/** A new phase with the fighter's (hindrance-reduced) KW. */
export const startPhase = (dice: number): PhaseState => ({
  dice: requireInt("dice", dice, 0, 1000),
  reflexUsed: false,
});

/**
 * Declares `n` KW for an attack, a defence or a spell; the fighter allocates freely, but not more
 * than are left.
 */
export function declare(state: PhaseState, n: number): PhaseState {
  requireInt("declared", n, 0, 1000);
  if (n > state.dice) {
    throw new EngineError("not-enough-dice", `Only ${state.dice} KW are left in this phase, ${n} declared`, {
      left: state.dice,
      declared: n,
    });
  }
  return { ...state, dice: state.dice - n };
}

/** An attack with fewer than 2 successes: the defender gets the declared KW back. */
export const giveBack = (state: PhaseState, n: number): PhaseState => ({
  ...state,
  dice: state.dice + requireInt("returned", n, 0, 1000),
});

/** The reflex roll: once per phase; the KW still left are lost with it. */
export function useReflex(state: PhaseState): PhaseState {
  if (state.reflexUsed) throw new EngineError("reflex-used", "The reflex roll of this phase is already used");
  return { dice: 0, reflexUsed: true };
}
