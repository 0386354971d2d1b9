import type { CharacterEnvelope } from "@spieltisch/engine";
import { z } from "zod";
import { faarMeleeOptionsSchema } from "../../actions/faar-actions.js";
import { faarArmorSchema, faarShieldSchema, faarWeaponSchema } from "../../characters/faar-character.js";
import { actionGear, defineSystemGear } from "../../gear/system-gear.js";

/**
 * Faar's gear in play (faar.txt L95–L160): the attacker's weapon gives its damage dice, the kind of
 * damage for the crit list and whether it is a blade of the Meermenschen; the defender's armour
 * comes off the damage roll — per hit zone where the pieces cover different zones (the zone die is
 * then rolled, L139–L150) — and a shield's bonus off every damage roll wherever the blow lands, not
 * from behind (L141–L142). NPC blocks keep their gear in `npcBlock`; a sheet without gear lists of
 * its own uses it.
 */

const weaponSchema = z.object(faarWeaponSchema.shape);
const armorSchema = z.object(faarArmorSchema.shape);
const shieldSchema = z.object(faarShieldSchema.shape);
type FaarWeapon = z.output<typeof weaponSchema>;
type FaarShield = z.output<typeof shieldSchema>;

/** The NPC block's gear (`char npc`): weapons like the sheet's, armour as one value or six. */
const npcBlockSchema = z.object({
  weapons: z.array(z.unknown()).optional(),
  armor: z
    .union([z.number().int().min(0).max(20), z.array(z.number().int().min(0).max(20)).length(6)])
    .optional(),
  shield: z.number().int().min(0).max(20).optional(),
});

/** What the defender wears: armour per zone 1..6 and the shield. */
interface FaarArmor {
  /** The armour of hit zones 1..6. */
  readonly zones: readonly number[];
  readonly shield: FaarShield | undefined;
}

const entries = <T>(schema: z.ZodType<T>, value: unknown): T[] =>
  Array.isArray(value) ? value.flatMap((v) => schema.safeParse(v).data ?? []) : [];

const npcBlockOf = (sheet: CharacterEnvelope) => npcBlockSchema.safeParse(sheet.npcBlock).data;

/**
 * The armour of each hit zone: the sum of the worn pieces covering it (a piece without `zones`
 * covers them all), each zone at most 20 (the melee's bound).
 *
 * @example
 * faarZoneArmor([{ name: "Kettenhemd", protection: 2, zones: [3, 4, 5] }, { name: "Helm", protection: 1, zones: [6] }]);
 * // [0, 0, 2, 2, 2, 1]
 */
export function faarZoneArmor(
  pieces: readonly {
    readonly protection: number;
    readonly zones?: readonly number[] | undefined;
    readonly worn?: boolean | undefined;
  }[],
): number[] {
  return [1, 2, 3, 4, 5, 6].map((zone) =>
    Math.min(
      20,
      pieces
        .filter((p) => p.worn !== false && (p.zones === undefined || p.zones.includes(zone)))
        .reduce((sum, p) => sum + p.protection, 0),
    ),
  );
}

/** The worn armour per hit zone and the shield, or undefined when the sheet has neither. */
function faarArmor(sheet: CharacterEnvelope): FaarArmor | undefined {
  const pieces = entries(armorSchema, sheet.armor);
  const shields = entries(shieldSchema, sheet.shields);
  const block = npcBlockOf(sheet);
  const fromBlock = (): number[] | undefined => {
    const armor = block?.armor;
    if (armor === undefined) return undefined;
    return typeof armor === "number" ? [armor, armor, armor, armor, armor, armor] : [...armor];
  };
  const zones = pieces.length > 0 ? faarZoneArmor(pieces) : fromBlock();
  const shield =
    shields[0] ?? (block?.shield !== undefined ? { name: "Schild", protection: block.shield } : undefined);
  if (zones === undefined && shield === undefined) return undefined;
  return { zones: zones ?? [0, 0, 0, 0, 0, 0], shield };
}

/** One value when every zone has the same armour, else the six (the zone die decides). */
const armorOption = (zones: readonly number[]): number | number[] =>
  zones.every((z) => z === zones[0]) ? (zones[0] ?? 0) : [...zones];

const melee = actionGear(faarMeleeOptionsSchema, {
  actor: {
    fills: ["damage", "damageType", "seaBlade"],
    weapon: (w: FaarWeapon) => ({
      damage: w.damage,
      ...(w.type !== undefined ? { damageType: w.type } : {}),
      ...(w.seaBlade === true ? { seaBlade: true } : {}),
    }),
  },
  opponent: {
    fills: ["armor", "shield"],
    armor: (a: FaarArmor) => {
      const armor = armorOption(a.zones);
      return {
        ...(armor !== 0 ? { armor } : {}),
        ...(a.shield !== undefined && a.shield.protection > 0 ? { shield: a.shield.protection } : {}),
      };
    },
  },
});

/** Faar's gear rules. */
export const faarGear = defineSystemGear<FaarWeapon, FaarArmor, FaarArmor | undefined>({
  weapons: (sheet) => {
    const own = entries(weaponSchema, sheet.weapons);
    return own.length > 0 ? own : entries(weaponSchema, npcBlockOf(sheet)?.weapons);
  },
  pieces: faarArmor,
  // Faar's armour does not depend on the table's options.
  armor: (armor) => armor,
  armorRecord: (a) => ({ armor: armorOption(a.zones), ...(a.shield ? { shield: { ...a.shield } } : {}) }),
  actions: { melee },
});
