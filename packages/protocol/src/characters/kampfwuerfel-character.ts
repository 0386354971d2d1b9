import { z } from "zod";
import { characterEnvelopeSchema } from "./envelope.js";
import { gearList, gearNameSchema } from "./gear-parts.js";

/**
 * The body of a Kampfwürfel character file. The text (kampfwuerfel.txt) has no character chapter:
 * the sheet is the "Charakterdokument" its combat rules read — flat numbers (documented in the
 * engine's `systems/kampfwuerfel/README.md` and read by `readKampfwuerfelSheet`), skills, and the
 * gear of the Waffentabelle and the armour. Shapes and ranges only; which numbers a fight needs
 * the engine says when it reads the sheet.
 */

const count = (max: number) => z.number().int().min(0).max(max);
/** The dice pools of the text: at most 40 dice (the engine's `MAX_POOL`). */
const pool = count(40);
const sheetNumber = count(1000);

/** The RS of one body zone (kampfwuerfel.txt L7–L9: a zone attacked on purpose uses only its RS). */
const zonesSchema = z.looseObject({
  head: sheetNumber.optional(),
  torso: sheetNumber.optional(),
  arms: sheetNumber.optional(),
  legs: sheetNumber.optional(),
});

/**
 * Stabilität (OPTIONAL, L21): every `per` successes of an attack or defence with the item lower
 * its `value` by one; at 0 it is broken.
 */
export const kampfwuerfelStabilitySchema = z.looseObject({
  per: z.number().int().min(1).max(100),
  value: count(100),
});

/**
 * A weapon line of the Waffentabelle (L23–L51): Basisschaden as the ratio `a-b` (each 5 deals a,
 * each 6 deals b), the points in its Waffenfertigkeit (`skill`), the Zusatzschaden — the value of
 * the Persönlichkeitsmerkmal named in `extraAttribute`, counting only with a skill point (`extra`)
 * —, up to which skill value it turns skill into Fertigkeitsschaden (`cap`, default the whole
 * skill), and its Stabilität.
 */
export const kampfwuerfelWeaponSchema = z.looseObject({
  name: gearNameSchema,
  damage: z.string().regex(/^\s*\d{1,3}\s*[-–]\s*\d{1,3}\s*$/, "a damage ratio like 2-3"),
  skill: sheetNumber.optional(),
  extra: sheetNumber.optional(),
  extraAttribute: z.string().max(80).optional(),
  cap: sheetNumber.optional(),
  stability: kampfwuerfelStabilitySchema.optional(),
});

/**
 * A piece of armour (L5–L11): its Rüstungswert (counted into the Gesamtschutz, Σ : 3), the RS it
 * gives each zone, and its Behinderung (BE, off the Kampf- and Reflexwürfel, L13).
 */
export const kampfwuerfelArmorSchema = z.looseObject({
  name: gearNameSchema,
  value: sheetNumber.optional(),
  zones: zonesSchema.optional(),
  be: count(100).optional(),
});

/**
 * A shield (L17): counted into the Gesamtschutz like armour (`value`), its BE lowers the KW (only
 * Schildkampf lowers it) and the reflex dice in full, and in a defence it gives `parry` extra KW.
 * The first shield listed is the one carried.
 */
export const kampfwuerfelShieldSchema = z.looseObject({
  name: gearNameSchema,
  value: sheetNumber.optional(),
  be: count(100).optional(),
  parry: pool.optional(),
  stability: kampfwuerfelStabilitySchema.optional(),
});

/** The body of a Kampfwürfel character file. Loose at every level: unknown fields are kept. */
export const kampfwuerfelCharacterSchema = characterEnvelopeSchema.extend({
  system: z.literal("kampfwuerfel"),
  lp: z.number().int().min(1).max(10_000).optional(),
  dailyRegeneration: count(10_000).optional(),
  kraft: pool.optional(),
  geschick: sheetNumber.optional(),
  factor: count(100).optional(),
  heavyHitMod: z.number().int().min(-100).max(100).optional(),
  combatDice: pool.optional(),
  reflexDice: pool.optional(),
  /** BE of everything worn that is not a listed piece or shield (and the GM's lasting BE). */
  armorBE: count(100).optional(),
  /** BE of a shield not listed in `shields`. */
  shieldBE: count(100).optional(),
  shieldSkill: count(100).optional(),
  toughness: count(100).optional(),
  /** The parry bonus of a shield not listed in `shields`. */
  shieldBonus: pool.optional(),
  skills: z
    .array(z.looseObject({ name: z.string().min(1).max(100), value: sheetNumber.optional() }))
    .max(200)
    .optional(),
  weapons: gearList(kampfwuerfelWeaponSchema).optional(),
  armor: gearList(kampfwuerfelArmorSchema).optional(),
  shields: gearList(kampfwuerfelShieldSchema).optional(),
});

/** A Kampfwürfel character file as a type. */
export type KampfwuerfelCharacterFile = z.infer<typeof kampfwuerfelCharacterSchema>;
