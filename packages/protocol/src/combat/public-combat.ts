import type { CombatState } from "./combat-state.js";

/** What the players' view reads of a participant or fighter. */
type Named = {
  readonly name?: string | undefined;
  readonly characterId?: string | undefined;
  readonly secret?: boolean | undefined;
};

/**
 * A participant or fighter as the players see it: a secret NPC keeps only `secret: true` and the
 * numbers of its place (initiative, tie-break) — no name, no character id — exactly as a secret
 * NPC's side of a roll keeps only its modifiers. Everyone else passes unchanged.
 *
 * @example
 * publicFighter({ name: "Ork", characterId: "c9", secret: true, initiative: 7, wounds: 0 });
 * // { secret: true, initiative: 7, wounds: 0 }
 */
export function publicFighter<T extends Named>(fighter: T): T {
  if (fighter.secret !== true) return fighter;
  const { name: _name, characterId: _id, ...rest } = fighter;
  return rest as T;
}

/**
 * A `combat` event's body as the table stream shows it: secret NPCs nameless in the command's
 * participants and in the state's order (see {@link publicFighter}). Bodies without secret NPCs
 * pass unchanged (the same object).
 *
 * @example
 * publicCombatBody({ command: { command: "next" }, state: { order: [{ name: "Ork", secret: true, wounds: 0 }] } });
 * // { command: { command: "next" }, state: { order: [{ secret: true, wounds: 0 }] } }
 */
export function publicCombatBody(body: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  const command = body.command as { participants?: Named[] } | undefined;
  const state = body.state as { order?: Named[] } | undefined;
  const hides = (list: Named[] | undefined) => Array.isArray(list) && list.some((p) => p?.secret === true);
  if (!hides(command?.participants) && !hides(state?.order)) return body;
  return {
    ...body,
    ...(command && hides(command.participants)
      ? { command: { ...command, participants: command.participants!.map(publicFighter) } }
      : {}),
    ...(state && hides(state.order) ? { state: { ...state, order: state.order!.map(publicFighter) } } : {}),
  };
}

/**
 * A combat state as the players see it.
 *
 * @example
 * publicCombatState({ active: true, round: 1, turn: 0, order: [{ name: "Ork", secret: true, wounds: 0 }] }).order;
 * // [{ secret: true, wounds: 0 }]
 */
export const publicCombatState = (state: CombatState): CombatState =>
  state.order.some((p) => p.secret === true) ? { ...state, order: state.order.map(publicFighter) } : state;
