import type { CombatCommand, Participant } from "./combat-command.js";
import { type CombatState, type Fighter, NO_COMBAT } from "./combat-state.js";

/** A participant of `start` or `join` as a fighter with its ref: its fields as given, wounds from 0. */
const fighterOf = (p: Participant, ref: number): Fighter => ({ ref: `f${ref}`, ...p, wounds: p.wounds ?? 0 });

/** The number of the last ref handed out in a fight (fights logged before refs: their highest). */
const lastRefOf = (state: CombatState): number =>
  state.lastRef ?? Math.max(0, ...state.order.map((f) => Number(f.ref?.slice(1) ?? 0)));

/**
 * Whether a newcomer goes before a fighter already in the order: by initiative, highest first,
 * then the higher tie-break; on a tie the one already fighting stays ahead. A newcomer without
 * initiative (the GM's order) goes last, as do fighters without one ahead of them.
 */
const goesBefore = (newcomer: Fighter, fighter: Fighter): boolean =>
  newcomer.initiative !== undefined &&
  fighter.initiative !== undefined &&
  (newcomer.initiative > fighter.initiative ||
    (newcomer.initiative === fighter.initiative && (newcomer.tieBreak ?? 0) > (fighter.tieBreak ?? 0)));

/** The fight with one newcomer put in its place; the one on turn keeps the turn. */
function joined(state: CombatState, newcomer: Fighter): CombatState {
  const at = state.order.findIndex((f) => goesBefore(newcomer, f));
  const place = at < 0 ? state.order.length : at;
  const order = [...state.order.slice(0, place), newcomer, ...state.order.slice(place)];
  return { ...state, order, turn: place <= state.turn ? state.turn + 1 : state.turn };
}

/** The order with the fighter at `from` moved to `to` (clamped to the order). */
function moved<T>(order: readonly T[], from: number, to: number): T[] {
  const out = [...order];
  const [item] = out.splice(from, 1);
  out.splice(Math.min(to, out.length), 0, item!);
  return out;
}

/**
 * Applies one command to a combat state. Pure, so the state is always the fold of the logged
 * commands and replays identically on the server, in a shared table's browser and at a local
 * table. Order at `start`: by initiative, highest first; equal or missing initiatives keep the
 * given order — the server and a local table give the participants already in the order of the
 * table's rule (3W6's Stechen, Faar's GE, the GM's seating; see `initiative-rule.ts`), so the
 * sort only ever confirms it. `move` and `remove` keep the turn with the fighter who has it.
 * `join` puts each newcomer in by its initiative (see `goesBefore`; without one, last) and keeps
 * the turn with the fighter who has it. Every fighter gets a `ref` (`f1`, `f2`, … in the order
 * they entered the fight, never reused in it).
 * TP and LP changes are not clamped (FoKa checks at TP ≤ 0 and below, RULINGS §1.8); wounds never
 * fall below 0. A command that makes no sense in the state (see {@link combatProblem}) changes
 * nothing.
 */
export function applyCombat(state: CombatState, command: CombatCommand): CombatState {
  if (combatProblem(state, command) !== null) return state;
  switch (command.command) {
    case "start": {
      const order = command.participants
        .map((p, i) => ({ p, i }))
        .sort((x, y) => (y.p.initiative ?? 0) - (x.p.initiative ?? 0) || x.i - y.i)
        .map(({ p, i }) => fighterOf(p, i + 1));
      return {
        active: true,
        round: 1,
        turn: 0,
        order,
        ...(command.rule ? { rule: command.rule } : {}),
        lastRef: order.length,
      };
    }
    case "join": {
      const first = lastRefOf(state);
      const after = command.participants.reduce(
        (fight, p, i) => joined(fight, fighterOf(p, first + i + 1)),
        state,
      );
      return { ...after, lastRef: first + command.participants.length };
    }
    case "next": {
      const turn = state.turn + 1;
      return turn >= state.order.length ? { ...state, round: state.round + 1, turn: 0 } : { ...state, turn };
    }
    case "update": {
      const fighter = state.order[command.participant]!;
      const changed: Fighter = {
        ...fighter,
        ...(command.tp !== undefined ? { tp: (fighter.tp ?? 0) + command.tp } : {}),
        ...(command.lp !== undefined ? { lp: (fighter.lp ?? 0) + command.lp } : {}),
        wounds: Math.max(0, fighter.wounds + (command.wounds ?? 0)),
      };
      return { ...state, order: state.order.map((f, i) => (i === command.participant ? changed : f)) };
    }
    case "move": {
      const current = state.order[state.turn];
      const order = moved(state.order, command.participant, command.to);
      return { ...state, order, turn: order.indexOf(current!) };
    }
    case "remove": {
      const order = state.order.filter((_, i) => i !== command.participant);
      if (command.participant < state.turn) return { ...state, order, turn: state.turn - 1 };
      // The one on turn left: the next in the order acts; past the end a new round begins.
      if (state.turn >= order.length) return { ...state, order, turn: 0, round: state.round + 1 };
      return { ...state, order };
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

/**
 * Why a command cannot be applied to a state: there is no fight, no such participant, the last
 * one would leave (a fight needs someone in it; `end` ends it), or a newcomer is in the fight
 * already (the same character, or the same bare name).
 */
export type CombatProblem = "no-combat" | "unknown-participant" | "last-participant" | "already-fighting";

/**
 * The reason a command would be refused, or null when it applies. The server answers 409/400 with
 * it and a local table throws it, so both refuse the same commands.
 */
export function combatProblem(state: CombatState, command: CombatCommand): CombatProblem | null {
  if (command.command === "start") return null;
  if (!state.active) return "no-combat";
  switch (command.command) {
    case "update":
    case "move":
      return state.order[command.participant] ? null : "unknown-participant";
    case "remove":
      if (!state.order[command.participant]) return "unknown-participant";
      return state.order.length < 2 ? "last-participant" : null;
    case "join":
      return command.participants.some((p) => fightingAt(state, p) >= 0) ? "already-fighting" : null;
    default:
      return null;
  }
}

/**
 * Where a participant already fights: the place of the fighter with its character id (or, for a
 * bare name, its name), or −1.
 *
 * @example
 * fightingAt(state, { characterId: "c1" }); // 0
 */
export function fightingAt(state: CombatState, p: Pick<Participant, "characterId" | "name">): number {
  // A secret NPC as the players' log shows it has neither: the GM's side checked it already.
  if (p.characterId === undefined && p.name === undefined) return -1;
  return state.order.findIndex((f) =>
    p.characterId !== undefined
      ? f.characterId === p.characterId
      : f.characterId === undefined && f.name === p.name,
  );
}
