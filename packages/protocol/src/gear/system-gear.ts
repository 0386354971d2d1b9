import type { CharacterEnvelope, TableSettings } from "@spieltisch/engine";
import type { z } from "zod";
import type { SideRole } from "../actions/adapter-sides.js";
import { PlayError, playRefused } from "../actions/play-error.js";
import { gearKey } from "../characters/gear-parts.js";
import type { SideGear } from "./side-gear.js";

/**
 * How a rule system's sheets arm the sides of its actions (CONTRACT §6): which of an action's
 * options a side's weapon fills, which its armour and shield fill, and what the roll records.
 * One file per system (`systems/<id>/gear.ts`) says it with {@link defineSystemGear}; the play state
 * (`preparePlay`) asks it through the type-free {@link SystemGear}.
 */

/** The request field that names a side's weapon. */
export const WEAPON_FIELD: Readonly<Record<SideRole, "weapon" | "opponentWeapon">> = {
  actor: "weapon",
  opponent: "opponentWeapon",
};

/** What one side's gear gives one action: the options it fills and what the roll records. */
export interface GearFill {
  /** The action's options the sheet's gear gives (a value typed in the request wins). */
  readonly options: Readonly<Record<string, unknown>>;
  /** The side's gear as the roll event records it (without overrides). */
  readonly gear: SideGear;
}

/** A weapon entry as a system reads it from the sheet: its name and its system's values. */
export interface NamedGear {
  readonly name: string;
  readonly [field: string]: unknown;
}

/**
 * How one side of one action takes its gear: the options its weapon fills (absent: the side takes
 * no weapon), which weapons suit the action (a ranged weapon for a shot), and the options its
 * armour fills. `O` is the action's options as its schema takes them, so a misspelt option is a
 * type error.
 */
export interface GearSide<W extends NamedGear, A, O> {
  /**
   * Every option this side's weapon and armour may fill: what a client leaves out for a side it
   * does not see (a hidden fighter's numbers are the table's), checked against the fills by test.
   */
  readonly fills: readonly (keyof O & string)[];
  readonly weapon?: (weapon: W, sheet: CharacterEnvelope) => Partial<O>;
  readonly fits?: (weapon: W) => boolean;
  readonly armor?: (armor: A) => Partial<O>;
}

/** The gear of one action: its sides. */
export interface ActionGear<W extends NamedGear, A> {
  readonly actor?: GearSide<W, A, Record<string, unknown>>;
  readonly opponent?: GearSide<W, A, Record<string, unknown>>;
}

/**
 * One action's gear, its options typed by the action's options schema.
 *
 * @example
 * actionGear(ewsShootOptionsSchema, { actor: { weapon: (w) => ({ weapon: w.damage }) } });
 */
export function actionGear<S extends z.ZodObject, W extends NamedGear, A>(
  _options: S,
  sides: {
    readonly actor?: GearSide<W, A, z.input<S>>;
    readonly opponent?: GearSide<W, A, z.input<S>>;
  },
): ActionGear<W, A> {
  // The options schema only types the sides' option names; the fill is a plain record.
  return sides;
}

/** What a system says about its sheets' gear. */
export interface SystemGearSpec<W extends NamedGear, A, P = unknown> {
  /** The sheet's weapons its system can use (entries its schema would refuse are left out). */
  weapons(sheet: CharacterEnvelope): readonly W[];
  /** The sheet's armour (and shield) entries its system can use, read once per sheet. */
  pieces(sheet: CharacterEnvelope): P;
  /** The armour the wearer of `pieces` has, as the system's rule counts it at this table; undefined: none. */
  armor(pieces: P, table: TableSettings): A | undefined;
  /** What the roll records of the armour: its value and the shield. */
  armorRecord(armor: A): Pick<SideGear, "armor" | "shield">;
  /** The actions whose sides take gear, by action id. */
  readonly actions: Readonly<Record<string, ActionGear<W, A>>>;
}

/** A system's gear rules as the play state asks them. */
export interface SystemGear {
  /** Whether this side of the action takes a weapon from the sheet. */
  takesWeapon(action: string, role: SideRole): boolean;
  /** Every option this side's gear may fill, whatever the sheet (none: the side takes no gear). */
  optionsFor(action: string, role: SideRole): readonly string[];
  /** The sheet's weapons that suit this side of the action (the web's weapon pickers). */
  weaponsFor(sheet: CharacterEnvelope, action: string, role: SideRole): readonly NamedGear[];
  /**
   * The options this side's gear fills and what the roll records, or undefined when the action
   * takes no gear on this side or the sheet has none. A named weapon the sheet lacks is the
   * refusal `weapon-not-found`, one that does not suit the action `weapon-unsuitable` (422), a
   * weapon for a side that takes none `invalid` (400) — each at the request's weapon field.
   */
  fill(
    action: string,
    role: SideRole,
    sheet: CharacterEnvelope,
    weapon: string | undefined,
    table: TableSettings,
  ): GearFill | undefined;
}

/**
 * A system's {@link SystemGear} from what it says about its sheets.
 *
 * @example
 * export const ewsGear = defineSystemGear({ weapons, pieces, armor, armorRecord, actions: { melee, shoot } });
 */
export function defineSystemGear<W extends NamedGear, A, P>(spec: SystemGearSpec<W, A, P>): SystemGear {
  // A sheet never changes (a new version is a new object), and reading its gear through the
  // schemas is most of what gear costs a roll: each sheet's weapons are read once.
  const weaponsOf = memoBySheet((sheet) => spec.weapons(sheet));
  const weaponByKey = memoBySheet((sheet) => new Map(weaponsOf(sheet).map((w) => [gearKey(w.name), w])));
  const piecesOf = memoBySheet((sheet) => spec.pieces(sheet));
  const sideOf = (action: string, role: SideRole) =>
    Object.hasOwn(spec.actions, action) ? spec.actions[action]?.[role] : undefined;
  const suits = (side: GearSide<W, A, Record<string, unknown>>, weapon: W) => side.fits?.(weapon) ?? true;
  return {
    takesWeapon: (action, role) => sideOf(action, role)?.weapon !== undefined,
    optionsFor: (action, role) => sideOf(action, role)?.fills ?? [],
    weaponsFor(sheet, action, role) {
      const side = sideOf(action, role);
      if (!side?.weapon) return [];
      return weaponsOf(sheet).filter((w) => suits(side, w));
    },
    fill(action, role, sheet, weaponName, table) {
      // The same sheet, table and request give the same fill: remembered per sheet and settings
      // object (both immutable; the server keeps one settings object per table row), so a fight's
      // odds and rolls read the gear once. Refusals are thrown anew each time.
      const key = `${action}|${role}|${weaponName === undefined ? "" : gearKey(weaponName)}`;
      const known = fillsOf(sheet, table).get(key);
      if (known !== undefined) return known ?? undefined;
      const fill = fillFresh(action, role, sheet, weaponName, table);
      fillsOf(sheet, table).set(key, fill ?? null);
      return fill;
    },
  };

  function fillFresh(
    action: string,
    role: SideRole,
    sheet: CharacterEnvelope,
    weaponName: string | undefined,
    table: TableSettings,
  ): GearFill | undefined {
    const side = sideOf(action, role);
    const field = WEAPON_FIELD[role];
    if (weaponName !== undefined && !side?.weapon) {
      throw new PlayError("invalid", "invalid-body", `"${action}" takes no weapon for the ${role}`, [field]);
    }
    if (!side) return undefined;
    const options: Record<string, unknown> = {};
    const gear: { -readonly [K in keyof SideGear]: SideGear[K] } = {};
    if (weaponName !== undefined && side.weapon) {
      const weapon = weaponByKey(sheet).get(gearKey(weaponName));
      const params = { character: sheet.name, name: weaponName };
      if (!weapon) throw playRefused("weapon-not-found", params, [field]);
      if (!suits(side, weapon)) throw playRefused("weapon-unsuitable", params, [field]);
      addDefined(options, side.weapon(weapon, sheet));
      // The cached entry itself: nothing downstream changes a roll's gear.
      gear.weapon = weapon;
    }
    const armor = side.armor ? spec.armor(piecesOf(sheet), table) : undefined;
    if (armor !== undefined && side.armor) {
      addDefined(options, side.armor(armor));
      Object.assign(gear, spec.armorRecord(armor));
    }
    if (gear.weapon === undefined && Object.keys(options).length === 0) return undefined;
    return Object.freeze({ options: Object.freeze(options), gear: Object.freeze(gear) });
  }
}

/** The fills of one sheet at one table's settings, by request (`null`: the side takes no gear). */
const FILLS = new WeakMap<CharacterEnvelope, WeakMap<TableSettings, Map<string, GearFill | null>>>();

function fillsOf(sheet: CharacterEnvelope, table: TableSettings): Map<string, GearFill | null> {
  let bySettings = FILLS.get(sheet);
  if (!bySettings) {
    bySettings = new WeakMap();
    FILLS.set(sheet, bySettings);
  }
  let fills = bySettings.get(table);
  if (!fills) {
    fills = new Map();
    bySettings.set(table, fills);
  }
  return fills;
}

/**
 * `read` remembered per sheet object (sheets are immutable: the server caches one object per
 * character version, the CLI reads each file once).
 */
function memoBySheet<T>(read: (sheet: CharacterEnvelope) => T): (sheet: CharacterEnvelope) => T {
  const seen = new WeakMap<CharacterEnvelope, T>();
  return (sheet) => {
    const known = seen.get(sheet);
    if (known !== undefined) return known;
    const value = read(sheet);
    seen.set(sheet, value);
    return value;
  };
}

/** Copies the defined values of `from` into `to` (an option the gear leaves open stays absent). */
function addDefined(to: Record<string, unknown>, from: Readonly<Record<string, unknown>>): void {
  for (const key in from) {
    const value = from[key];
    if (value !== undefined) to[key] = value;
  }
}
