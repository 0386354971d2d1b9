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

/** The armour on a sheet: its pieces and the Schutz they give together. */
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
 * The armour on a sheet, or null when it wears none. Pieces worn together add their Schutz (the
 * text names one "Rüstung" per fighter; a file may list a helmet beside a coat).
 */
export function sheetArmor(character: Readonly<Record<string, unknown>> | undefined): SheetArmor | null {
  const pieces = records(character?.armor)
    .filter((a) => typeof a.name === "string" && whole(a.protection))
    .map((a) => ({ name: a.name as string, protection: a.protection as number }));
  if (pieces.length === 0) return null;
  return { pieces, protection: pieces.reduce((sum, p) => sum + p.protection, 0) };
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
): Record<string, unknown> {
  const options = equipmentOptions(system, action);
  const armor = sheetArmor(target);
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
