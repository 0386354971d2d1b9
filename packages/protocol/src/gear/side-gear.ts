import { z } from "zod";

/**
 * The gear a roll used, on the wire (CONTRACT §6): per side the weapon named from its sheet (its
 * name and values as the sheet gives them), the armour value its system's rule counted, the
 * shield, and every option a value typed in the request took over from the sheet. The values
 * themselves are in the roll's `options` (what the dice derive from); this says where they came
 * from. A secret NPC's side is left out of what the players see.
 */

/** A JSON value as an override carries it (numbers, texts, flags, lists of numbers). */
const optionValue = z.union([z.number(), z.string(), z.boolean(), z.array(z.number())]);

/** One option a typed value took from the sheet: the option, the sheet's value and the typed one. */
export const gearOverrideSchema = z.strictObject({
  option: z.string().min(1).max(60),
  sheet: optionValue,
  typed: optionValue,
});

/** A weapon or shield entry of a sheet as a roll records it: its name and its system's values. */
export const gearItemJsonSchema = z.looseObject({ name: z.string().min(1).max(80) });

/**
 * One side's gear in a roll: the weapon named by `weapon` / `opponentWeapon`, the armour value
 * counted (one number, or one per hit zone where the system has zones), the shield, and the
 * options typed over the sheet's values.
 */
export const sideGearSchema = z.strictObject({
  weapon: gearItemJsonSchema.optional(),
  armor: z.union([z.number().int(), z.array(z.number().int()).max(6)]).optional(),
  shield: gearItemJsonSchema.optional(),
  overrides: z.array(gearOverrideSchema).max(40).optional(),
});

/** A roll's gear: each side that had any. */
export const rollGearSchema = z.strictObject({
  actor: sideGearSchema.optional(),
  opponent: sideGearSchema.optional(),
});

/** One option typed over the sheet's value. */
export type GearOverride = z.infer<typeof gearOverrideSchema>;
/** One side's gear in a roll. */
export type SideGear = z.infer<typeof sideGearSchema>;
/** A roll's gear. */
export type RollGear = z.infer<typeof rollGearSchema>;
