import { z } from "zod";
import { characterEnvelopeSchema } from "./envelope.js";

const value = z.number().int().min(-100).max(100);

/**
 * The body of a Faar character file (CONTRACT §2). Shapes only: the engine judges the rules
 * (45 points, none above 12, skill attributes, the XP history) and reports them as issues with
 * paths, so a bad value is a finding on the sheet, not an unreadable file.
 *
 * @example
 * faarCharacterSchema.parse({ format: "spieltisch/character@1", system: "faar", name: "Dorn",
 *   attributes: { ST: 8, KO: 7, GE: 10, IN: 7, IT: 7, CH: 6 }, skills: [{ name: "Heimlichkeit", level: 3 }] });
 */
export const faarCharacterSchema = characterEnvelopeSchema.extend({
  system: z.literal("faar"),
  attributes: z.looseObject({ ST: value, KO: value, GE: value, IN: value, IT: value, CH: value }),
  skills: z
    .array(
      z.looseObject({
        name: z.string().min(1).max(100),
        level: value,
        attribute: z.string().optional(),
      }),
    )
    .max(200)
    .optional(),
  experience: z
    .looseObject({
      earned: z.number().int().min(0).max(10_000_000).optional(),
      spent: z
        .array(
          z.looseObject({
            kind: z.enum(["attribute", "skill", "new-skill"]),
            name: z.string().min(1).max(100),
            attribute: z.string().optional(),
            note: z.string().max(1000).optional(),
          }),
        )
        .max(10_000)
        .optional(),
    })
    .optional(),
  /**
   * For the NPC block (`char npc`): weapons (attack defaults to the sheet's melee or ranged
   * value), one armour value or six per hit zone, shield and loot.
   */
  npcBlock: z
    .looseObject({
      weapons: z
        .array(
          z.looseObject({
            name: z.string().min(1).max(100),
            damage: z.string().min(1).max(20),
            type: z.enum(["cut", "blunt", "shot"]).optional(),
            ranged: z.boolean().optional(),
            attack: value.optional(),
          }),
        )
        .max(20)
        .optional(),
      armor: z.union([value, z.array(value).length(6)]).optional(),
      shield: value.optional(),
      loot: z.array(z.string().max(200)).max(100).optional(),
    })
    .optional(),
});

/** A Faar character file as a type. */
export type FaarCharacterFile = z.infer<typeof faarCharacterSchema>;
