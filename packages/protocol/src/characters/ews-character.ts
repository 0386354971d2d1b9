import { z } from "zod";
import { characterEnvelopeSchema } from "./envelope.js";
import { gearList, gearNameSchema } from "./gear-parts.js";

/**
 * A creation level: "+", "++", … or "-", "--", … (ASCII hyphen, en dash "–" or minus sign "−"),
 * "±" / "0" / "" for the average. Kept as written so a round trip changes nothing.
 */
export const ewsLevelSchema = z
  .string()
  .regex(/^\s*(\++|[-\u2013\u2212]+|±|0|)\s*$/, 'a level like "+", "++", "-" or "--"')
  .describe('Level: "+", "++", … or "-", "--", … (also "–"); "±", "0" or "" for average.');

const name = z.string().min(1).max(200);

/** An Eigenschaft or Merkmal: name and level. Loose: unknown fields survive. */
export const ewsEntrySchema = z.looseObject({ name, level: ewsLevelSchema });

/** A Fertigkeit with the Eigenschaften that give it their bonus (the rules allow two; checked later). */
export const ewsSkillSchema = z.looseObject({
  name,
  level: ewsLevelSchema,
  attributes: z.array(name).max(20).optional(),
});

/** A Beruf (`profession`) or Hintergrund (`background`). */
export const ewsProfessionSchema = z.looseObject({
  name,
  level: ewsLevelSchema,
  kind: z.enum(["profession", "background"]).optional(),
});

/**
 * A Spezialisierung: a Fertigkeit (`skill`, a name from `skills`) narrowed to one Unterbereich;
 * its level is a bonus on top of the Fertigkeit (3 per plus).
 */
export const ewsSpecialisationSchema = z.looseObject({ name, level: ewsLevelSchema, skill: name });

/**
 * A weapon of FoKa (ews-2.txt L236–239 "Waffe: Degen; Schaden: 4"): its Schadenswert, added to
 * the Diff of a hit (L619 "Schaden = Diff + Schadenswert − Schutz"); `ranged` marks a weapon of
 * the Fernkampf (L652 ff., the shot's margin over the MW is added to the same Schadenswert).
 */
export const ewsWeaponSchema = z.looseObject({
  name: gearNameSchema,
  damage: z.number().int().min(0).max(1000),
  ranged: z.boolean().optional(),
});

/**
 * A piece of armour of FoKa: its Schutz, taken off the damage of every hit (L619). `worn: false`
 * marks a piece carried, not worn. Of the worn pieces one Rüstung counts, the strongest (L376,
 * L619; RULINGS §7); the table option `armorStacking` adds them up.
 */
export const ewsArmorSchema = z.looseObject({
  name: gearNameSchema,
  protection: z.number().int().min(0).max(1000),
  worn: z.boolean().optional(),
});

const stricheRecord = z.record(z.string(), z.number().int().min(0).max(100_000));

/** One SteM advance in the history (newest last). */
export const ewsAdvancementSchema = z.looseObject({
  value: name,
  striche: z.number().int().min(1).max(10_000),
  added: z.enum(["attribute", "skill", "profession", "trait", "specialisation"]).optional(),
  note: z.string().max(2000).optional(),
  at: z.string().max(200).optional(),
});

/** An award of SteM Striche kept in the file (`spieltisch char award`). */
export const ewsFileAwardSchema = z.looseObject({
  striche: z.number().int().min(1).max(30),
  spentBefore: z.number().int().min(0),
  note: z.string().max(500).optional(),
  at: z.string().max(200).optional(),
});

/**
 * The body of an EWS character file (CONTRACT §2): Δ budget or Machtstufe, the four lists of
 * values with creation levels, Spezialisierungen, the Wundschwelle's Eigenschaft, Striche spent at
 * creation ("in Strichen erschaffen", counted against the budget) and in SteM, and their history,
 * and FoKa's weapons and armour (at most 20 each). Loose at every level: fields this version does
 * not know are kept.
 */
export const ewsCharacterSchema = characterEnvelopeSchema.extend({
  system: z.literal("ews"),
  budget: z.number().int().min(0).max(10_000).optional(),
  powerLevel: z.enum(["angehender-held", "beweger"]).optional(),
  attributes: z.array(ewsEntrySchema).optional(),
  skills: z.array(ewsSkillSchema).optional(),
  professions: z.array(ewsProfessionSchema).optional(),
  traits: z.array(ewsEntrySchema).optional(),
  specialisations: z.array(ewsSpecialisationSchema).optional(),
  woundAttribute: name.nullable().optional(),
  creationStriche: stricheRecord.optional(),
  striche: stricheRecord.optional(),
  advancements: z.array(ewsAdvancementSchema).optional(),
  stricheAwards: z.array(ewsFileAwardSchema).optional(),
  weapons: gearList(ewsWeaponSchema).optional(),
  armor: gearList(ewsArmorSchema).optional(),
  attributeMalus: z.boolean().optional(),
  wounds: z.number().int().min(0).max(100).optional(),
  notes: z.string().optional(),
});

/** An EWS character file as a type. */
export type EwsCharacterFile = z.infer<typeof ewsCharacterSchema>;
