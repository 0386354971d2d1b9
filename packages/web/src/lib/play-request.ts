import type { TableSettings } from "@spieltisch/engine";
import { gearOf, type SideRole } from "@spieltisch/protocol";
import { z } from "zod";
import type { TableAction } from "../actions/odds.js";
import type { PlayCharacterView, PlayFields } from "../session/types.js";
import { envelopeOf, sheetValuesOf } from "./play-state.js";

/**
 * Who rolls and against whom, as the dice view's picker and the fight panel hold it. A weapon is
 * named, never its numbers: the table fills them from the sheet (CONTRACT §6). `weapon`
 * undefined: the side's first weapon that suits the action; null: none (values by hand).
 */
export interface PlayChoice {
  readonly actor?: string | undefined;
  readonly opponent?: string | undefined;
  /**
   * The other side as a fighter of the running fight by its ref, for a fighter this member does
   * not see (a secret NPC: „Verborgene Gestalt“); `opponent` stays empty then.
   */
  readonly opponentFighter?: string | undefined;
  /** The actor's sheet value's name (its number is shown in the form's value field). */
  readonly skill?: string | undefined;
  readonly opponentSkill?: string | undefined;
  readonly weapon?: string | null | undefined;
  readonly opponentWeapon?: string | null | undefined;
  /** Book the result on the characters. */
  readonly apply?: boolean | undefined;
}

/** A {@link PlayChoice} as the browser keeps it (read back through this schema). */
export const playChoiceSchema: z.ZodType<PlayChoice> = z.object({
  actor: z.string().optional(),
  opponent: z.string().optional(),
  opponentFighter: z.string().optional(),
  skill: z.string().optional(),
  opponentSkill: z.string().optional(),
  weapon: z.string().nullable().optional(),
  opponentWeapon: z.string().nullable().optional(),
  apply: z.boolean().optional(),
});

/** The options typed by hand, per action, as the browser keeps them. */
export const typedSchema = z.record(z.string(), z.array(z.string()));

/** A form's values, as the browser keeps them. */
export const formValuesSchema = z.record(z.string(), z.unknown());

/** The dice view's form values per action, as the browser keeps them. */
export const actionValuesSchema = z.record(z.string(), formValuesSchema);

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

/** What the sheets give the form for a choice: the options' values and which options each side fills. */
export interface SheetFill {
  readonly options: Readonly<Record<string, unknown>>;
  readonly keys: Readonly<Record<SideRole, readonly string[]>>;
}

const SIDES = [
  { role: "actor", skill: "skill", weapon: "weapon" },
  { role: "opponent", skill: "opponentSkill", weapon: "opponentWeapon" },
] as const;

/** The character a side of the choice names, if this member sees it. */
const sideCharacter = (
  choice: PlayChoice,
  role: SideRole,
  characters: readonly PlayCharacterView[],
): PlayCharacterView | undefined => characters.find((c) => c.id === choice[role]);

/**
 * The weapons on a side's sheet that suit the action (`SystemGear.weaponsFor`); none where the side
 * takes no weapon or the system has no gear.
 *
 * @example
 * suitableWeapons("ews", "melee", "actor", lazaro); // [{ name: "Degen", damage: 4 }]
 */
export function suitableWeapons(
  system: string,
  action: string,
  role: SideRole,
  character: PlayCharacterView | undefined,
): readonly { readonly name: string; readonly [field: string]: unknown }[] {
  const sheet = character ? envelopeOf(character.character) : null;
  return sheet ? (gearOf(system)?.weaponsFor(sheet, action, role) ?? []) : [];
}

/**
 * The weapon a side fights with: the one chosen while it suits, else the first that does
 * (undefined: none chosen — `null` — or none on the sheet).
 */
export function weaponOf(
  system: string,
  action: string,
  role: SideRole,
  character: PlayCharacterView | undefined,
  chosen: string | null | undefined,
): string | undefined {
  if (chosen === null) return undefined;
  const weapons = suitableWeapons(system, action, role, character);
  return (weapons.find((w) => w.name === chosen) ?? weapons[0])?.name;
}

/**
 * What the sheets give the action for this choice, as the table will fill it: each side's named
 * value and what its gear gives (weapon, armour, shield; the system's `SystemGear.fill`). The form
 * shows these where nothing was typed; the request leaves them to the table. A side this member
 * does not see (a hidden fighter) fills its value option from a sheet only the table knows.
 */
export function sheetFill(
  entry: TableAction,
  choice: PlayChoice,
  characters: readonly PlayCharacterView[],
  system: string,
  table: TableSettings,
): SheetFill {
  const options: Record<string, unknown> = {};
  const keys: Record<SideRole, string[]> = { actor: [], opponent: [] };
  for (const side of SIDES) {
    const spec = entry.adapter.sides?.[side.role];
    if (!spec) continue;
    const character = sideCharacter(choice, side.role, characters);
    if (!character) {
      // A hidden fighter: its value and everything its gear may fill are the table's alone.
      if (side.role === "opponent" && choice.opponentFighter !== undefined) {
        if (spec.value !== undefined) keys.opponent.push(spec.value);
        keys.opponent.push(...(gearOf(system)?.optionsFor(entry.id, "opponent") ?? []));
      }
      continue;
    }
    const skill = choice[side.skill];
    const value =
      skill === undefined
        ? undefined
        : sheetValuesOf(system, character.character, table).find((v) => v.name === skill);
    if (value && spec.value !== undefined) {
      options[spec.value] = value.value;
      keys[side.role].push(spec.value);
    }
    // What the side's condition gives where the sheet value left it open (Kampfwürfel: the KW of
    // the phase an attack and a defence declare; a healing week's wounds next to the KO named),
    // as the table's preparation fills it (the protocol's fillSide).
    const fromCondition = spec.conditionOptions?.(character.play.condition) ?? {};
    for (const [key, v] of Object.entries(fromCondition)) {
      if (v === undefined || options[key] !== undefined) continue;
      options[key] = v;
      keys[side.role].push(key);
    }
    const sheet = envelopeOf(character.character);
    const weapon = weaponOf(system, entry.id, side.role, character, choice[side.weapon]);
    let gear: Readonly<Record<string, unknown>> = {};
    try {
      gear = (sheet && gearOf(system)?.fill(entry.id, side.role, sheet, weapon, table)?.options) ?? {};
    } catch {
      // A sheet the table would refuse: the odds say why.
    }
    for (const [key, v] of Object.entries(gear)) {
      options[key] = v;
      keys[side.role].push(key);
    }
  }
  return { options, keys };
}

/**
 * Builds the request of a roll as a character (CONTRACT §4, §6) from the form and the picker: a
 * side's value is sent as `skill` / `opponentSkill` and its weapon by name, and what the sheets
 * fill is left to the table unless typed (`typed`: the options the member changed by hand) — so
 * the odds are the sheets'. A value typed over the sheet's is sent as the option and listed as an
 * override, so the player sees what they changed (a typed weapon or armour value the table names
 * in the odds' `gear`). A hidden opponent goes as `opponentFighter`, its value the table's. Characters
 * the table no longer has are left out.
 *
 * @example
 * playRequest(check, { actor: "c1", skill: "Nahkampf" }, { value: 13, target: 12 }, chars, "ews", table, new Set());
 * // { options: { target: 12 }, play: { actor: "c1", skill: "Nahkampf" }, overrides: [] }
 */
export function playRequest(
  entry: TableAction,
  choice: PlayChoice,
  options: Readonly<Record<string, unknown>>,
  characters: readonly PlayCharacterView[],
  system: string,
  table: TableSettings,
  typed: ReadonlySet<string> = new Set(),
): PlayRequest {
  const out: Record<string, unknown> = { ...options };
  const play: { -readonly [K in keyof PlayFields]: PlayFields[K] } = {};
  const overrides: Override[] = [];
  const fill = sheetFill(entry, choice, characters, system, table);
  for (const side of SIDES) {
    const spec = entry.adapter.sides?.[side.role];
    if (!spec) continue;
    const character = sideCharacter(choice, side.role, characters);
    if (!character) {
      if (side.role === "opponent" && choice.opponentFighter !== undefined) {
        play.opponentFighter = choice.opponentFighter;
        for (const key of fill.keys.opponent) delete out[key];
      }
      continue;
    }
    play[side.role] = character.id;
    const weapon = weaponOf(system, entry.id, side.role, character, choice[side.weapon]);
    if (weapon !== undefined) play[side.weapon] = weapon;
    for (const key of fill.keys[side.role]) {
      if (key !== spec.value && !typed.has(key)) delete out[key];
    }
    const skill = choice[side.skill];
    if (skill === undefined || spec.value === undefined) continue;
    const sheet = sheetValuesOf(system, character.character, table).find((v) => v.name === skill);
    if (!sheet) continue;
    const value = out[spec.value];
    if (!typed.has(spec.value) || value === undefined || value === sheet.value) {
      delete out[spec.value];
      play[side.skill] = sheet.name;
    } else if (typeof value === "number") {
      overrides.push({ field: spec.value, from: sheet.value, to: value });
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
