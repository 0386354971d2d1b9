import type { CharacterEnvelope, TableSettings } from "@spieltisch/engine";
import type { z } from "zod";
import type { SideRole } from "../actions/adapter-sides.js";
import { PlayError, playRefused } from "../actions/play-error.js";
import { gearKey } from "../characters/gear-parts.js";
import type { SideGear } from "./side-gear.js";

/**
 * How a rule system's sheets arm the sides of its actions (CONTRACT §6): which of an action's
 * options a side's weapon fills, which its armour and shield fill, and what the roll records.
 * One file per system (`ews-gear.ts`, …) says it with {@link defineSystemGear}; the play state
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
export interface SystemGearSpec<W extends NamedGear, A> {
  /** The sheet's weapons its system can use (entries its schema would refuse are left out). */
  weapons(sheet: CharacterEnvelope): readonly W[];
  /** The armour (and shield) the sheet's wearer has, as the system's rule counts it; undefined: none. */
  armor(sheet: CharacterEnvelope, table: TableSettings): A | undefined;
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
 * export const ewsGear = defineSystemGear({ weapons, armor, armorRecord, actions: { melee, shoot } });
 */
export function defineSystemGear<W extends NamedGear, A>(spec: SystemGearSpec<W, A>): SystemGear {
  const sideOf = (action: string, role: SideRole) =>
    Object.hasOwn(spec.actions, action) ? spec.actions[action]?.[role] : undefined;
  const suits = (side: GearSide<W, A, Record<string, unknown>>, weapon: W) => side.fits?.(weapon) ?? true;
  return {
    takesWeapon: (action, role) => sideOf(action, role)?.weapon !== undefined,
    optionsFor: (action, role) => sideOf(action, role)?.fills ?? [],
    weaponsFor(sheet, action, role) {
      const side = sideOf(action, role);
      if (!side?.weapon) return [];
      return spec.weapons(sheet).filter((w) => suits(side, w));
    },
    fill(action, role, sheet, weaponName, table) {
      const side = sideOf(action, role);
      const field = WEAPON_FIELD[role];
      if (weaponName !== undefined && !side?.weapon) {
        throw new PlayError("invalid", "invalid-body", `"${action}" takes no weapon for the ${role}`, [
          field,
        ]);
      }
      if (!side) return undefined;
      let options: Partial<Record<string, unknown>> = {};
      let gear: SideGear = {};
      if (weaponName !== undefined && side.weapon) {
        const key = gearKey(weaponName);
        const weapon = spec.weapons(sheet).find((w) => gearKey(w.name) === key);
        const params = { character: sheet.name, name: weaponName };
        if (!weapon) throw playRefused("weapon-not-found", params, [field]);
        if (!suits(side, weapon)) throw playRefused("weapon-unsuitable", params, [field]);
        options = { ...side.weapon(weapon, sheet) };
        gear = { weapon: { ...weapon } };
      }
      const armor = side.armor ? spec.armor(sheet, table) : undefined;
      if (armor !== undefined && side.armor) {
        options = { ...options, ...side.armor(armor) };
        gear = { ...gear, ...spec.armorRecord(armor) };
      }
      const defined = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
      if (Object.keys(defined).length === 0 && gear.weapon === undefined) return undefined;
      return { options: defined, gear };
    },
  };
}
