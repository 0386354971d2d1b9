import { PLAIN_TABLE, type TableSettings } from "@spieltisch/engine";
import { wornArmor } from "@spieltisch/protocol";

/**
 * FoKa's weapons and armour on an EWS sheet as play uses them (ews-2.txt L619 "Schaden = Diff +
 * Schadenswert − Schutz", L652 ff.): which option of `melee` / `shoot` takes the actor's weapon
 * and which the target's armour, the sheet's weapons for that action, and the target's Schutz.
 */

/** The options of an action that take a weapon's Schaden and the target's Schutz. */
export interface EquipmentOptions {
  readonly weapon: string;
  readonly armor: string;
  /** True for the Fernkampf: the action takes the sheet's ranged weapons. */
  readonly ranged: boolean;
}

/** A weapon from the sheet. */
export interface SheetWeapon {
  readonly name: string;
  readonly damage: number;
}

/** The armour on a sheet: its worn pieces and the Schutz that counts. */
export interface SheetArmor {
  readonly pieces: readonly { readonly name: string; readonly protection: number }[];
  readonly protection: number;
}

const OPTIONS: Readonly<Record<string, EquipmentOptions>> = {
  melee: { weapon: "attackerWeapon", armor: "defenderArmor", ranged: false },
  shoot: { weapon: "weapon", armor: "armor", ranged: true },
};

const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((v): v is Record<string, unknown> => typeof v === "object" && v !== null)
    : [];

const whole = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0;

/**
 * The options an EWS action fills from weapons and armour, or null (another system, an action
 * without weapons).
 *
 * @example
 * equipmentOptions("ews", "melee"); // { weapon: "attackerWeapon", armor: "defenderArmor", ranged: false }
 */
export function equipmentOptions(system: string, action: string): EquipmentOptions | null {
  return system === "ews" ? (OPTIONS[action] ?? null) : null;
}

/** The sheet's weapons that fit: melee weapons for `melee`, ranged ones for `shoot`. */
export function sheetWeapons(
  character: Readonly<Record<string, unknown>> | undefined,
  ranged: boolean,
): SheetWeapon[] {
  return records(character?.weapons)
    .filter((w) => typeof w.name === "string" && whole(w.damage) && (w.ranged === true) === ranged)
    .map((w) => ({ name: w.name as string, damage: w.damage as number }));
}

/**
 * The armour on a sheet as a roll counts it, or null when it wears none: the worn pieces (a piece
 * marked `worn: false` is carried, not worn) and their Schutz — one Rüstung counts, the strongest
 * (ews-2.txt L376, L619; RULINGS §7), all worn pieces together with the table option
 * `armorStacking` (the protocol's `wornArmor`, the same the server uses).
 */
export function sheetArmor(
  character: Readonly<Record<string, unknown>> | undefined,
  table: TableSettings = PLAIN_TABLE,
): SheetArmor | null {
  const pieces = records(character?.armor).flatMap((a) =>
    typeof a.name === "string" && whole(a.protection) && a.worn !== false
      ? [{ name: a.name, protection: a.protection }]
      : [],
  );
  const protection = wornArmor(pieces, table);
  return protection === undefined ? null : { pieces, protection };
}

/**
 * The action's values with the target's Schutz from its sheet where none was typed: a typed
 * value (also 0) always wins, and the form shows the number that is rolled.
 *
 * @example
 * withTargetArmor("ews", "melee", { attacker: 13, defender: 9 }, ork); // { …, defenderArmor: 2 }
 */
export function withTargetArmor(
  system: string,
  action: string,
  values: Readonly<Record<string, unknown>>,
  target: Readonly<Record<string, unknown>> | undefined,
  table: TableSettings = PLAIN_TABLE,
): Record<string, unknown> {
  const options = equipmentOptions(system, action);
  const armor = sheetArmor(target, table);
  if (!options || !armor || values[options.armor] !== undefined) return { ...values };
  return { ...values, [options.armor]: armor.protection };
}

/**
 * The action's values for a new target: its Schutz is the new target's again (the number kept for
 * the old one is dropped).
 */
export function forNewTarget(
  system: string,
  action: string,
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const options = equipmentOptions(system, action);
  if (!options) return { ...values };
  const { [options.armor]: _old, ...rest } = values;
  return rest;
}
