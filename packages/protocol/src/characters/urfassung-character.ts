import { z } from "zod";
import { characterEnvelopeSchema } from "./envelope.js";

const name = z.string().min(1).max(200);
const value = z.number().int().min(0).max(100);

const attribute = z.looseObject({
  name,
  short: z.string().min(1).max(10).optional(),
  value,
  standard: value.optional(),
});

const trait = z.looseObject({
  name,
  level: z.number().int().min(0).max(100).optional(),
  costPerLevel: z.number().int().min(0).max(1000).optional(),
});

/**
 * The body of an `ews-urfassung` character file (documented in the engine's
 * `systems/ews-urfassung/README.md`). Loose objects: unknown fields survive a round trip.
 */
export const urfassungCharacterSchema = characterEnvelopeSchema.extend({
  system: z.literal("ews-urfassung"),
  creation: z.enum(["objective", "subjective"]).optional(),
  pool: z.number().int().min(0).max(10_000).optional(),
  lowPower: z.boolean().optional(),
  attributes: z.array(attribute).max(50),
  subAttributes: z
    .array(attribute.extend({ base: name }))
    .max(50)
    .optional(),
  skills: z
    .array(
      z.looseObject({
        name,
        attribute: name,
        level: z.number().int().min(-100).max(100),
        specialKnowledge: z.boolean().optional(),
        backstory: z.string().max(5000).optional(),
      }),
    )
    .max(200)
    .optional(),
  specialisations: z
    .array(z.looseObject({ name, skill: name, level: z.number().int().min(0).max(100) }))
    .max(200)
    .optional(),
  advantages: z.array(trait).max(100).optional(),
  disadvantages: z.array(trait).max(100).optional(),
  backstory: z.string().max(20_000).optional(),
});
