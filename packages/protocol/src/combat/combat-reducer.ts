import type { CombatCommand } from "./combat-command.js";
import { type CombatState, type Fighter, NO_COMBAT } from "./combat-state.js";

/**
 * Applies one command to a combat state. Pure, so the state is always the fold of the logged
 * commands and replays identically on the server, in a shared table's browser and at a local
 * table. Order: by initiative (highest first, ties in the given order) where given, else the given
 * order; none of the systems has an initiative rule yet, and `start` is where one plugs in.
 * TP and LP changes are not clamped (FoKa checks at TP ≤ 0 and below, RULINGS §1.8); wounds never
 * fall below 0. A command that makes no sense in the state (see {@link combatProblem}) changes
 * nothing.
 */
export function applyCombat(state: CombatState, command: CombatCommand): CombatState {
  switch (command.command) {
    case "start": {
      const order = command.participants
        .map((p, i) => ({ p, i }))
        .sort((x, y) => (y.p.initiative ?? 0) - (x.p.initiative ?? 0) || x.i - y.i)
        .map(({ p }) => ({ ...p, wounds: p.wounds ?? 0 }));
      return { active: true, round: 1, turn: 0, order };
    }
    case "next": {
      if (!state.active) return state;
      const turn = state.turn + 1;
      return turn >= state.order.length ? { ...state, round: state.round + 1, turn: 0 } : { ...state, turn };
    }
    case "update": {
      const fighter = state.order[command.participant];
      if (!state.active || !fighter) return state;
      const changed: Fighter = {
        ...fighter,
        ...(command.tp !== undefined ? { tp: (fighter.tp ?? 0) + command.tp } : {}),
        ...(command.lp !== undefined ? { lp: (fighter.lp ?? 0) + command.lp } : {}),
        wounds: Math.max(0, fighter.wounds + (command.wounds ?? 0)),
      };
      return { ...state, order: state.order.map((f, i) => (i === command.participant ? changed : f)) };
    }
    case "end":
      return NO_COMBAT;
  }
}

/** Applies commands in order, starting from `from` (no fight by default). */
export const foldCombat = (commands: Iterable<CombatCommand>, from: CombatState = NO_COMBAT): CombatState => {
  let state = from;
  for (const command of commands) state = applyCombat(state, command);
  return state;
};

/** Why a command cannot be applied to a state: there is no fight, or no such participant. */
export type CombatProblem = "no-combat" | "unknown-participant";

/**
 * The reason a command would be refused, or null when it applies. The server answers 409/400 with
 * it and a local table throws it, so both refuse the same commands.
 */
export function combatProblem(state: CombatState, command: CombatCommand): CombatProblem | null {
  if (command.command !== "start" && !state.active) return "no-combat";
  if (command.command === "update" && !state.order[command.participant]) return "unknown-participant";
  return null;
}
