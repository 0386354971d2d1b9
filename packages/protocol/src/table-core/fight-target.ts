import type { TableSettings } from "@spieltisch/engine";
import type { AnyActionAdapter } from "../actions/action-adapter.js";
import { PlayError, playRefused } from "../actions/play-error.js";
import type { PlayRefs, PlaySides } from "../actions/play-roll.js";
import type { ApiResponse } from "../api/responses.js";
import { withFighterDefaults } from "../combat/combat-defaults.js";
import { ApiError } from "../errors/api-error.js";
import { gearOf } from "../gear/registry.js";
import { FIGHTER_FIELD } from "./play-request.js";
import type { TableActor, TableCharacter } from "./table-store.js";

/*
 * A roll's or odds' other side named as a fighter of the running fight (`opponentFighter`, its
 * `ref`): how a player targets a secret NPC without ever learning its character id. The ref is
 * resolved against the fight as it is now — a secret NPC outside the fight stays 404 for players,
 * as every character they may not see — and such a side, hidden from the player, takes its value
 * and weapon from its sheet alone; a refusal of the rules about it says nothing of it.
 */

/** The opponent when it is a fighter this member may not see (a secret NPC, for a player). */
export const hiddenOpponent = <C extends TableCharacter>(
  actor: Pick<TableActor, "role">,
  viaFight: boolean,
  sides: PlaySides<C>,
): C | undefined =>
  viaFight && actor.role !== "gm" && sides.opponent?.secret === true ? sides.opponent : undefined;

/**
 * The play refs of an opponent named as a fighter: where the body names no value of its sheet
 * (nor types the value option) and no weapon, its best combat value and its first fitting weapon —
 * what the fight panel opens on for any fighter. A hidden opponent (`hidden`) takes these from its
 * sheet alone: nothing typed for its side counts (`sheetOnly`), and a player naming a value or
 * weapon of that sheet is 400 — they cannot know it, and an answer about it would tell them.
 */
export function fighterOpponentRefs(
  system: string,
  action: string,
  adapter: AnyActionAdapter,
  settings: TableSettings,
  refs: PlayRefs,
  rawOptions: Readonly<Record<string, unknown>>,
  opponent: TableCharacter | undefined,
  hidden: boolean,
): PlayRefs {
  if (!opponent) return refs;
  if (hidden && refs.opponentSkill !== undefined) {
    throw new ApiError(400, "invalid-body", "A hidden fighter's values are the GM's to name", [
      "opponentSkill",
    ]);
  }
  if (hidden && refs.opponentWeapon !== undefined) {
    throw new ApiError(400, "invalid-body", "A hidden fighter's weapon is the GM's to name", [
      "opponentWeapon",
    ]);
  }
  return withFighterDefaults(system, action, adapter, settings, refs, rawOptions, opponent, hidden);
}

/**
 * The options a hidden opponent's sheet fills for this action: its value option and everything its
 * gear may fill (weapon, armour, shield) — left out of the odds a player sees.
 */
export function hiddenSheetOptions(system: string, action: string, adapter: AnyActionAdapter): string[] {
  const value = adapter.sides?.opponent?.value;
  return [...(value !== undefined ? [value] : []), ...(gearOf(system)?.optionsFor(action, "opponent") ?? [])];
}

/** The fields of a request that are about the opponent's side. */
const OPPONENT_FIELDS = new Set<string | number>([
  "opponent",
  "opponentSkill",
  "opponentWeapon",
  FIGHTER_FIELD,
]);

/**
 * Runs a step of play with an opponent named as a fighter (`viaFight`): a refusal about that side
 * names the field the body used (`opponentFighter`), and about a hidden opponent (its status, its
 * condition, its sheet) becomes `fighter-refused`, with no name, value or status in it.
 *
 * @example
 * const prepared = fighterRefusals(true, hidden, () => preparePlay(…));
 */
export function fighterRefusals<T>(viaFight: boolean, hidden: boolean, step: () => T): T {
  if (!viaFight) return step();
  try {
    return step();
  } catch (error) {
    if (!(error instanceof PlayError) || !OPPONENT_FIELDS.has(error.path[0] ?? "")) throw error;
    if (hidden) throw playRefused("fighter-refused", {}, [FIGHTER_FIELD]);
    const path = error.path[0] === "opponent" ? [FIGHTER_FIELD, ...error.path.slice(1)] : error.path;
    throw new PlayError(error.kind, error.code, error.message, path, error.params);
  }
}

/** The answer of `POST …/odds`. */
export type OddsAnswer = ApiResponse<"POST /api/tables/:id/odds">;

/**
 * The odds answer as a player sees it when the opponent is hidden: the odds (which count that
 * side's condition) without the side itself — no name, no modifiers that would tell its wounds —
 * nor its gear, nor the options its sheet filled (its value, its weapon, its armour).
 */
export function hiddenOpponentOdds(answer: OddsAnswer, sheetOptions: readonly string[]): OddsAnswer {
  const options = Object.fromEntries(
    Object.entries(answer.options).filter(([key]) => !sheetOptions.includes(key)),
  );
  const { gear, opponent: _hidden, ...rest } = answer;
  return { ...rest, options, ...(gear?.actor ? { gear: { actor: gear.actor } } : {}) };
}
