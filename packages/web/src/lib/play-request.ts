import type { TableSettings } from "@spieltisch/engine";
import type { TableAction } from "../actions/odds.js";
import type { PlayCharacterView, PlayFields } from "../session/types.js";
import { sheetValuesOf } from "./play-state.js";

/** Who rolls and against whom, as the dice view's picker holds it. */
export interface PlayChoice {
  readonly actor?: string | undefined;
  readonly opponent?: string | undefined;
  /** The actor's sheet value's name (its number is put into the form's value field). */
  readonly skill?: string | undefined;
  readonly opponentSkill?: string | undefined;
  /** Book the result on the characters. */
  readonly apply?: boolean | undefined;
}

/** A value typed over the sheet's: the option, the sheet's number and the typed one. */
export interface Override {
  readonly field: string;
  readonly from: number;
  readonly to: number;
}

/** A roll or odds request of play: the action's options, the play fields and what was overridden. */
export interface PlayRequest {
  readonly options: Record<string, unknown>;
  readonly play: PlayFields;
  readonly overrides: readonly Override[];
}

/**
 * Builds the request of a roll as a character (CONTRACT §4) from the form and the picker: a side
 * whose value field still holds its sheet value is sent as `skill` / `opponentSkill` (the server
 * reads the sheet, so the odds are the sheet's); a value typed over it is sent as the option and
 * listed as an override, so the player sees what they changed. Characters the table no longer
 * has are left out.
 *
 * @example
 * playRequest(check, { actor: "c1", skill: "Nahkampf" }, { value: 13, target: 12 }, chars, table);
 * // { options: { target: 12 }, play: { actor: "c1", skill: "Nahkampf" }, overrides: [] }
 */
export function playRequest(
  entry: TableAction,
  choice: PlayChoice,
  options: Readonly<Record<string, unknown>>,
  characters: readonly PlayCharacterView[],
  system: string,
  table: TableSettings,
): PlayRequest {
  const out: Record<string, unknown> = { ...options };
  const play: { -readonly [K in keyof PlayFields]: PlayFields[K] } = {};
  const overrides: Override[] = [];
  const sides = [
    { role: "actor", id: choice.actor, skill: choice.skill, skillField: "skill" },
    { role: "opponent", id: choice.opponent, skill: choice.opponentSkill, skillField: "opponentSkill" },
  ] as const;
  for (const side of sides) {
    const spec = entry.adapter.sides?.[side.role];
    const character = characters.find((c) => c.id === side.id);
    if (!spec || !character) continue;
    play[side.role] = character.id;
    if (side.skill === undefined || spec.value === undefined) continue;
    const sheet = sheetValuesOf(system, character.character, table).find((v) => v.name === side.skill);
    if (!sheet) continue;
    const typed = out[spec.value];
    if (typed === undefined || typed === sheet.value) {
      delete out[spec.value];
      play[side.skillField] = sheet.name;
    } else if (typeof typed === "number") {
      overrides.push({ field: spec.value, from: sheet.value, to: typed });
    }
  }
  return { options: out, play, overrides };
}

/**
 * Whether this member may book the result of a roll with these sides (CONTRACT §4): the GM always,
 * a player only for a roll whose actor is their own character.
 */
export function mayApply(
  choice: PlayChoice,
  characters: readonly PlayCharacterView[],
  isGm: boolean,
): boolean {
  const actor = characters.find((c) => c.id === choice.actor);
  if (actor) return actor.mine;
  return isGm && characters.some((c) => c.id === choice.opponent);
}
