import * as faarRules from "@spieltisch/engine/systems/faar";
import { z } from "zod";
import { characterEnvelopeSchema } from "./envelope.js";
import { damageNotation, gearList, gearNameSchema } from "./gear-parts.js";

const value = z.number().int().min(-100).max(100);

/** The kinds of damage of Faar's crit list (faar.txt L113–L133): Schnitt, Schlag, Schuss. */
export const faarDamageTypeSchema = z.enum(["cut", "blunt", "shot"]);

/** A hit zone of Faar (L143–L149): 1 left leg, 2 right leg, 3 left arm, 4 right arm, 5 torso, 6 head. */
export const faarHitZoneSchema = z.number().int().min(1).max(6);

/** Armour, shields: Faar's values are small (Lederpanzer 1 … Plattenpanzer 3, L100–L103). */
const protection = z.number().int().min(0).max(20);

/**
 * A weapon of Faar: its damage dice (`2W6` for a sword, `1W6` unarmed, `1W6/2+1`; L95 ff.), the
 * kind of damage for the crit list, whether it is a ranged weapon, whether it is a blade of the
 * Meermenschen (breaks at 5 damage or more, L153–L160), and an attack value of its own (NPC
 * blocks: default the sheet's melee or ranged value).
 */
export const faarWeaponSchema = z.looseObject({
  name: gearNameSchema,
  damage: damageNotation(20, faarRules.parseDamageDice),
  type: faarDamageTypeSchema.optional(),
  ranged: z.boolean().optional(),
  seaBlade: z.boolean().optional(),
  attack: value.optional(),
});

/**
 * A piece of Faar armour: its value and the hit zones it covers (L139, L150: a chain shirt does
 * not protect the legs); without `zones` it covers the whole body. A zone's armour is the sum of
 * the worn pieces covering it.
 */
export const faarArmorSchema = z.looseObject({
  name: gearNameSchema,
  protection,
  zones: z
    .array(faarHitZoneSchema)
    .min(1)
    .max(6)
    .refine((zones) => new Set(zones).size === zones.length, "each zone once")
    .optional(),
  worn: z.boolean().optional(),
});

/** A Faar shield: its bonus is taken off every damage roll wherever the blow lands, not from behind (L141–L142). */
export const faarShieldSchema = z.looseObject({ name: gearNameSchema, protection });

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
  weapons: gearList(faarWeaponSchema).optional(),
  armor: gearList(faarArmorSchema).optional(),
  shields: gearList(faarShieldSchema).optional(),
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
