import { z } from "zod";
import { characterEnvelopeSchema } from "./envelope.js";

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

/** One SteM advance in the history (newest last). */
export const ewsAdvancementSchema = z.looseObject({
  value: name,
  striche: z.number().int().min(1).max(10_000),
  added: z.enum(["attribute", "skill", "profession", "trait"]).optional(),
  note: z.string().max(2000).optional(),
  at: z.string().max(200).optional(),
});

/**
 * The body of an EWS character file (CONTRACT §2): Δ budget or Machtstufe, the four lists of
 * values with creation levels, the Wundschwelle's Eigenschaft, Striche spent (SteM) and their
 * history. Loose at every level: fields this version does not know are kept.
 */
export const ewsCharacterSchema = characterEnvelopeSchema.extend({
  system: z.literal("ews"),
  budget: z.number().int().min(0).max(10_000).optional(),
  powerLevel: z.enum(["angehender-held", "beweger"]).optional(),
  attributes: z.array(ewsEntrySchema).optional(),
  skills: z.array(ewsSkillSchema).optional(),
  professions: z.array(ewsProfessionSchema).optional(),
  traits: z.array(ewsEntrySchema).optional(),
  woundAttribute: name.nullable().optional(),
  striche: z.record(z.string(), z.number().int().min(0).max(100_000)).optional(),
  advancements: z.array(ewsAdvancementSchema).optional(),
  attributeMalus: z.boolean().optional(),
  wounds: z.number().int().min(0).max(100).optional(),
  notes: z.string().optional(),
});

/** An EWS character file as a type. */
export type EwsCharacterFile = z.infer<typeof ewsCharacterSchema>;
