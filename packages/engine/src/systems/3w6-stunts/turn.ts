import { assertNever, fail, ok, type Result } from "../../result.js";

/** What a participant can do on their turn: one action, one bonus action, in either order, both optional. */
export type TurnEvent =
  | { readonly type: "action" }
  | { readonly type: "bonus-action" }
  | { readonly type: "end-turn" };

/** What a turn has used so far: its one action and its one bonus action. */
export interface TurnUse {
  readonly actionUsed: boolean;
  readonly bonusActionUsed: boolean;
}

/** A turn with nothing used yet. */
export const FRESH_TURN_USE: TurnUse = { actionUsed: false, bonusActionUsed: false };

/** The turn in progress. */
export interface TurnState extends TurnUse {
  readonly actor: string;
}

/** Where a fight stands: the order, the round (from 1) and whose turn it is. */
export interface RoundState {
  readonly order: readonly string[];
  readonly round: number;
  /** Index into `order` of the acting participant. */
  readonly index: number;
  readonly turn: TurnState;
}

const freshTurn = (actor: string): TurnState => ({ actor, ...FRESH_TURN_USE });

/**
 * Uses the action or the bonus action of a turn — in either order, each once. A second one is an
 * issue (`action-used`, `bonus-action-used`) naming `actor`, and the turn stays as it was.
 *
 * @example
 * useInTurn(FRESH_TURN_USE, "bonus-action", "Linda"); // ok: { actionUsed: false, bonusActionUsed: true }
 */
export function useInTurn<T extends TurnUse>(
  turn: T,
  type: "action" | "bonus-action",
  actor: string,
): Result<T> {
  switch (type) {
    case "action":
      if (turn.actionUsed) {
        return fail([{ code: "action-used", path: ["turn"], severity: "error", params: { actor } }]);
      }
      return ok({ ...turn, actionUsed: true });
    case "bonus-action":
      if (turn.bonusActionUsed) {
        return fail([{ code: "bonus-action-used", path: ["turn"], severity: "error", params: { actor } }]);
      }
      return ok({ ...turn, bonusActionUsed: true });
    default:
      return assertNever(type);
  }
}

/**
 * Starts round 1 with the first of the combat order.
 *
 * @example
 * startRounds(["Ork", "Linda"]).turn.actor; // "Ork"
 */
export function startRounds(order: readonly string[]): RoundState {
  if (order.length === 0) throw new RangeError("A fight needs at least one participant");
  return { order: [...order], round: 1, index: 0, turn: freshTurn(order[0]!) };
}

/** The events the acting participant may still send. */
export function availableEvents(state: RoundState): TurnEvent["type"][] {
  return [
    ...(state.turn.actionUsed ? [] : (["action"] as const)),
    ...(state.turn.bonusActionUsed ? [] : (["bonus-action"] as const)),
    "end-turn",
  ];
}

/**
 * Applies one event. A second action or a second bonus action in a turn is an issue (the state
 * stays as it was); ending the turn passes to the next in order, after the last to round + 1.
 * Using both ends nothing by itself: the player may still move or talk, so only `end-turn` ends.
 *
 * @example
 * let s = startRounds(["Ork", "Linda"]);
 * s = (applyTurnEvent(s, { type: "bonus-action" }) as { value: RoundState }).value; // bonus first is fine
 */
export function applyTurnEvent(state: RoundState, event: TurnEvent): Result<RoundState> {
  switch (event.type) {
    case "action":
    case "bonus-action": {
      const used = useInTurn(state.turn, event.type, state.turn.actor);
      return used.ok ? ok({ ...state, turn: used.value }) : fail(used.issues);
    }
    case "end-turn": {
      const last = state.index === state.order.length - 1;
      const index = last ? 0 : state.index + 1;
      return ok({
        ...state,
        index,
        round: last ? state.round + 1 : state.round,
        turn: freshTurn(state.order[index]!),
      });
    }
  }
}

/**
 * Takes someone out of the order (down, fled). If it was their turn, the next in order acts; the
 * round count goes on. Removing the last participant is an issue (`unknown-participant` for a
 * name not in the order).
 *
 * @example
 * removeFromOrder(startRounds(["Ork", "Linda"]), "Ork"); // Linda's turn, round 1
 */
export function removeFromOrder(state: RoundState, name: string): Result<RoundState> {
  const at = state.order.indexOf(name);
  if (at < 0) {
    return fail([{ code: "unknown-participant", path: ["order"], severity: "error", params: { name } }]);
  }
  if (state.order.length === 1) {
    return fail([{ code: "last-participant", path: ["order"], severity: "error", params: { name } }]);
  }
  const order = state.order.filter((n) => n !== name);
  if (at > state.index) return ok({ ...state, order });
  if (at < state.index) return ok({ ...state, order, index: state.index - 1 });
  // It was their turn: the next one acts, wrapping into the next round after the last.
  const wraps = at === order.length;
  const index = wraps ? 0 : at;
  return ok({
    ...state,
    order,
    index,
    round: wraps ? state.round + 1 : state.round,
    turn: freshTurn(order[index]!),
  });
}
