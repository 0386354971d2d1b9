import type { TableSettings } from "@spieltisch/engine";
import {
  type AnyActionAdapter,
  type ApiResponse,
  fighterByRef,
  gearOf,
  PlayError,
  type PlayRefs,
  type PlaySides,
  playRefused,
  withFighterDefaults,
} from "@spieltisch/protocol";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { ApiError } from "../errors.js";
import { combatState } from "./combat-state.js";
import type { PlayCharacter } from "./play-characters.js";
import type { Principal } from "./principal.js";

/**
 * A roll's or odds' other side named as a fighter of the running fight (`opponentFighter`, its
 * `ref`): how a player targets a secret NPC without ever learning its character id. The ref is
 * resolved against the fight as it is now — a secret NPC outside the fight stays 404 for players,
 * as every character they may not see — and such a side, hidden from the player, takes its value
 * and weapon from its sheet alone; a refusal of the rules about it says nothing of it.
 */

/** The request field of a fighter target. */
const FIELD = "opponentFighter";

/**
 * The character id of the fighter `ref` in the table's running fight: 404 `fighter-not-found`
 * when there is no fight or no such fighter, 422 `fighter-not-a-character` for a bare name (a
 * fight logged before fighters were characters).
 *
 * @example
 * await fighterCharacter(db, "t1", "f2"); // "c7"
 */
export async function fighterCharacter(db: Kysely<Database>, tableId: string, ref: string): Promise<string> {
  const fighter = fighterByRef(await combatState({ db }, tableId), ref);
  if (!fighter) {
    throw new ApiError(404, "fighter-not-found", "No fighter with this ref in the running fight", [FIELD]);
  }
  if (fighter.characterId === undefined) {
    throw new ApiError(422, "fighter-not-a-character", "This fighter is a bare name, not a character", [
      FIELD,
    ]);
  }
  return fighter.characterId;
}

/** The opponent when it is a fighter this member may not see (a secret NPC, for a player). */
export const hiddenOpponent = (
  principal: Principal,
  viaFight: boolean,
  sides: PlaySides<PlayCharacter>,
): PlayCharacter | undefined =>
  viaFight && principal.role !== "gm" && sides.opponent?.secret === true ? sides.opponent : undefined;

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
  opponent: PlayCharacter | undefined,
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
const OPPONENT_FIELDS = new Set<string | number>(["opponent", "opponentSkill", "opponentWeapon", FIELD]);

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
    if (hidden) throw playRefused("fighter-refused", {}, [FIELD]);
    const path = error.path[0] === "opponent" ? [FIELD, ...error.path.slice(1)] : error.path;
    throw new PlayError(error.kind, error.code, error.message, path, error.params);
  }
}

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

/** The answer of `POST …/odds`. */
type OddsAnswer = ApiResponse<"POST /api/tables/:id/odds">;
