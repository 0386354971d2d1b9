import { jsonEqual, type SideRole } from "@spieltisch/protocol";
import { startValues } from "../actions/action-defaults.js";
import { type FieldSpec, fieldsOf } from "../actions/fields.js";
import type { TableAction } from "../actions/odds.js";
import type { SheetFill } from "./play-request.js";

/**
 * The form of a roll in play: what the member typed (kept per action) under what the sheets give
 * (`sheetFill`: a side's named value, its gear's numbers). The sheets' numbers are shown where
 * nothing was typed, never stored as if typed, and left to the table in the request — so a new
 * target's armour is its own, and a value typed by hand stays a change the odds name.
 */

/** The form as shown, its fields and what a change of it keeps. */
export interface PlayForm {
  /** The values shown: the system's start values, what was typed, the sheets' values where not typed. */
  readonly values: Record<string, unknown>;
  /** The fields to show (a hidden fighter's value is not one: only the table knows it). */
  readonly fields: FieldSpec[];
  /**
   * The options typed by hand as they count now: a value typed as the sheet gives it is not one
   * (it follows the sheet), so a sheet that rises later does not read as changed by hand.
   */
  readonly typed: ReadonlySet<string>;
  /** What a change of the form stores: the typed values and the options now typed by hand. */
  change(next: Record<string, unknown>): { values: Record<string, unknown>; typed: string[] };
}

/**
 * The form of `entry` from what was stored, the sheets' fill and the options typed by hand.
 *
 * @example
 * playForm("ews", melee, { attacker: 12 }, { options: { attackerWeapon: 4 }, keys }, new Set(), []).values.attackerWeapon; // 4
 */
export function playForm(
  system: string,
  entry: TableAction,
  stored: Readonly<Record<string, unknown>>,
  fill: SheetFill,
  typed: ReadonlySet<string>,
  hidden: readonly string[],
): PlayForm {
  // A value typed as the sheet gives it is the sheet's: it follows the sheet from here on.
  const byHand = new Set([...typed].filter((key) => !sheetGives(fill, key, stored[key])));
  const values: Record<string, unknown> = { ...startValues(system, entry, stored) };
  for (const [key, value] of Object.entries(fill.options)) if (!byHand.has(key)) values[key] = value;
  const fields = fieldsOf(entry.adapter.options, values).filter((f) => !hidden.includes(f.name));
  return {
    values,
    fields,
    typed: byHand,
    change(next) {
      const changed = [...new Set([...Object.keys(values), ...Object.keys(next)])].filter(
        (key) => !jsonEqual(next[key] ?? null, values[key] ?? null),
      );
      // Only a value a person changed counts as typed, and only while it differs from the sheet's.
      const nowTyped = new Set([...byHand, ...changed].filter((key) => !sheetGives(fill, key, next[key])));
      // The sheets' numbers are not kept as if typed: another target brings its own.
      const kept = Object.fromEntries(
        Object.entries(next).filter(([key]) => !Object.hasOwn(fill.options, key) || nowTyped.has(key)),
      );
      return { values: kept, typed: [...nowTyped] };
    },
  };
}

/** Whether the sheets fill `key` with exactly `value` (a value typed as the sheet gives it). */
const sheetGives = (fill: SheetFill, key: string, value: unknown): boolean =>
  Object.hasOwn(fill.options, key) && value !== undefined && jsonEqual(fill.options[key], value);

/**
 * The options typed by hand after a side's pick changed (a new character, value or weapon): that
 * side's sheet options (before and after the pick) are the sheet's again.
 *
 * @example
 * forgetSide(["attackerWeapon", "target"], before, after, "actor"); // ["target"]
 */
export function forgetSide(
  typed: readonly string[],
  before: SheetFill,
  after: SheetFill,
  role: SideRole,
): string[] {
  const side = new Set([...before.keys[role], ...after.keys[role]]);
  return typed.filter((key) => !side.has(key));
}
