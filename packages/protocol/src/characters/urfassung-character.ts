import * as urfassungRules from "@spieltisch/engine/systems/ews-urfassung";
import { z } from "zod";
import { characterEnvelopeSchema } from "./envelope.js";
import { damageNotation, gearList, gearNameSchema } from "./gear-parts.js";

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
 * A weapon of the Urfassung (ews-urfassung.txt L139–L146): its damage dice as the text writes them
 * (`1W6`, `1W3+2`, `2W6`, `1W+1W-6`, `1W-4`, or a fixed number), its Kraftschwelle (each point of
 * Stärke above it adds one damage; default 12, the average) and its Spannungswert (added to the
 * roll before even/odd decides, L146; 0 for a balanced weapon).
 */
export const urfassungWeaponSchema = z.looseObject({
  name: gearNameSchema,
  damage: damageNotation(30, urfassungRules.parseWeaponDamage),
  strengthThreshold: z.number().int().min(0).max(100).optional(),
  tension: z.number().int().min(0).max(30).optional(),
});

/**
 * A piece of armour of the Urfassung: its Rüstungsschutz, taken off every hit (L52). `worn: false`
 * marks a piece carried, not worn; of the worn pieces the strongest counts (one Rüstung, as in EWS
 * 2, RULINGS §7), the table option `armorStacking` adds them up.
 */
export const urfassungArmorSchema = z.looseObject({
  name: gearNameSchema,
  protection: z.number().int().min(0).max(100),
  worn: z.boolean().optional(),
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
  weapons: gearList(urfassungWeaponSchema).optional(),
  armor: gearList(urfassungArmorSchema).optional(),
});
