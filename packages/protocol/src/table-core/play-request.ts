import type { PlayAction, PlayRefs, PlaySides } from "../actions/play-roll.js";
import { skillNameOf } from "../api/rolls.js";
import { fighterByRef } from "../combat/combat-state.js";
import { ApiError } from "../errors/api-error.js";
import { tableActionAdapter, tableActionOptions } from "./table-actions.js";
import type { CharacterRef, TableCharacter, TableReads, TableRow } from "./table-store.js";

/** The request field of a fighter target. */
export const FIGHTER_FIELD = "opponentFighter";

/** What a roll, odds or request body says about the sides in play (CONTRACT §4, §6). */
export interface PlayFieldsBody {
  readonly actor?: string | undefined;
  readonly opponent?: string | undefined;
  readonly opponentFighter?: string | undefined;
  readonly skill?: string | number | undefined;
  readonly opponentSkill?: string | undefined;
  readonly dueCheck?: string | undefined;
  readonly weapon?: string | number | undefined;
  readonly opponentWeapon?: string | undefined;
}

/** The play refs of a body's play fields (a numeric `skill` or `weapon` is an option, not a name). */
export const playRefsOf = (body: PlayFieldsBody): PlayRefs => ({
  actor: body.actor,
  opponent: body.opponent,
  skill: skillNameOf(body.skill),
  opponentSkill: body.opponentSkill,
  dueCheck: body.dueCheck,
  weapon: skillNameOf(body.weapon),
  opponentWeapon: body.opponentWeapon,
});

/**
 * The character id of the fighter `ref` in the table's running fight: 404 `fighter-not-found`
 * when there is no fight or no such fighter, 422 `fighter-not-a-character` for a bare name (a
 * fight logged before fighters were characters).
 */
async function fighterCharacter(reads: Pick<TableReads, "combatState">, ref: string): Promise<string> {
  const fighter = fighterByRef(await reads.combatState(), ref);
  if (!fighter) {
    throw new ApiError(404, "fighter-not-found", "No fighter with this ref in the running fight", [
      FIGHTER_FIELD,
    ]);
  }
  if (fighter.characterId === undefined) {
    throw new ApiError(422, "fighter-not-a-character", "This fighter is a bare name, not a character", [
      FIGHTER_FIELD,
    ]);
  }
  return fighter.characterId;
}

/**
 * The play refs of a body with its `opponentFighter` resolved to the character of that fighter in
 * the running fight; `opponent` and `opponentFighter` together are 400.
 */
export async function playRefsWithFight(
  reads: Pick<TableReads, "combatState">,
  body: PlayFieldsBody,
): Promise<PlayRefs> {
  const refs = playRefsOf(body);
  if (body.opponentFighter === undefined) return refs;
  if (body.opponent !== undefined) {
    throw new ApiError(400, "invalid-body", "opponent and opponentFighter both name the other side", [
      FIGHTER_FIELD,
    ]);
  }
  return { ...refs, opponent: await fighterCharacter(reads, body.opponentFighter) };
}

/**
 * The characters play refs name, each with the field that named it; one character cannot be both,
 * and a weapon is named on a side's sheet, so it needs that side's character. An opponent named
 * as a fighter of the running fight (`viaFight`), and any character the GM's roll request named
 * (`byGm`), may be a secret NPC even for a player.
 */
export function characterRefs(refs: PlayRefs, viaFight = false, byGm = false): CharacterRef[] {
  if (refs.actor !== undefined && refs.actor === refs.opponent) {
    throw new ApiError(400, "invalid-body", "A character cannot be its own opponent", ["opponent"]);
  }
  if (refs.weapon !== undefined && refs.actor === undefined) {
    throw new ApiError(400, "invalid-body", "weapon needs actor", ["weapon"]);
  }
  if (refs.opponentWeapon !== undefined && refs.opponent === undefined) {
    throw new ApiError(400, "invalid-body", "opponentWeapon needs opponent", ["opponentWeapon"]);
  }
  const evenSecret = byGm ? { evenSecret: true } : {};
  return [
    ...(refs.actor !== undefined ? [{ id: refs.actor, path: ["actor"], ...evenSecret }] : []),
    ...(refs.opponent !== undefined
      ? [
          viaFight
            ? { id: refs.opponent, path: [FIGHTER_FIELD], evenSecret: true }
            : { id: refs.opponent, path: ["opponent"], ...evenSecret },
        ]
      : []),
  ];
}

/** The loaded characters in the order {@link characterRefs} named them, by side. */
export function sidesOf<C extends TableCharacter>(refs: PlayRefs, loaded: readonly C[]): PlaySides<C> {
  const [first, second] = loaded;
  return refs.actor !== undefined ? { actor: first, opponent: second } : { opponent: first };
}

/** `apply` books on the sides' characters: it needs at least one. */
export function requireApply(hasCharacters: boolean): void {
  if (!hasCharacters) {
    throw new ApiError(400, "invalid-body", "apply needs actor or opponent", ["apply"]);
  }
}

/** An action of the table for play: its adapter, its options checked as every roll's are. */
export const playActionOf = (table: TableRow, action: string): PlayAction => ({
  system: table.system,
  action,
  adapter: tableActionAdapter(table.system, action),
  parseOptions: (raw) => tableActionOptions(table.system, action, raw, table.modules),
});
