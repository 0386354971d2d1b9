import type { CharacterEnvelope } from "@spieltisch/engine";
import { z } from "zod";
import { urfassungMeleeOptionsSchema } from "../../actions/urfassung-actions.js";
import { urfassungArmorSchema, urfassungWeaponSchema } from "../../characters/urfassung-character.js";
import { actionGear, defineSystemGear } from "../../gear/system-gear.js";
import { wornArmor } from "../../gear/worn-armor.js";

/**
 * The Urfassung's gear in play (ews-urfassung.txt L52 "Differenz … plus dem Schadenswert der
 * benutzten Waffe abzüglich seines Rüstungsschutzes", L139–L146): the winner's weapon dice are
 * rolled in the exchange, its wielder's Stärke over the weapon's Kraftschwelle adds to them, its
 * Spannungswert goes to the wielder's ±W6, and the one hit takes off its worn Rüstung (the
 * strongest worn piece, as in EWS 2; `armorStacking` adds them).
 */

const weaponSchema = z.object(urfassungWeaponSchema.shape);
const armorSchema = z.object(urfassungArmorSchema.shape);
type UrfassungWeapon = z.output<typeof weaponSchema>;

const entries = <T>(schema: z.ZodType<T>, value: unknown): T[] =>
  Array.isArray(value) ? value.flatMap((v) => schema.safeParse(v).data ?? []) : [];

/** The names the Stärke goes by on an Urfassung sheet (its attributes are named by the player). */
const STRENGTH = /^(st|st(ä|ae)rke|kraft)$/i;

/**
 * The wielder's Stärke (L146): the attribute or sub-attribute named or abbreviated Stärke, ST or
 * Kraft; undefined when the sheet has none (then only the weapon's own bonus counts).
 *
 * @example
 * urfassungStrength({ ...sliingach, attributes: [{ name: "Stärke", short: "ST", value: 15 }] }); // 15
 */
export function urfassungStrength(sheet: CharacterEnvelope): number | undefined {
  const lists = [sheet.attributes, sheet.subAttributes].flatMap((list) => (Array.isArray(list) ? list : []));
  const found = lists
    .flatMap(
      (entry) =>
        z
          .object({ name: z.string(), short: z.string().optional(), value: z.number().int().min(0).max(100) })
          .safeParse(entry).data ?? [],
    )
    .find((a) => STRENGTH.test(a.name.trim()) || (a.short !== undefined && STRENGTH.test(a.short.trim())));
  return found?.value;
}

type UrfassungArmorPiece = z.output<typeof armorSchema>;

/** What a weapon gives its wielder's side: the dice, the wielder's Stärke, Kraftschwelle and Spannungswert. */
function weaponValues(w: UrfassungWeapon, sheet: CharacterEnvelope) {
  return {
    damage: w.damage,
    strength: urfassungStrength(sheet),
    threshold: w.strengthThreshold,
    tension: w.tension !== undefined && w.tension > 0 ? w.tension : undefined,
  };
}

const melee = actionGear(urfassungMeleeOptionsSchema, {
  actor: {
    fills: [
      "attackerDamage",
      "attackerStrength",
      "attackerStrengthThreshold",
      "attackerTension",
      "attackerArmor",
    ],
    weapon: (w: UrfassungWeapon, sheet) => {
      const v = weaponValues(w, sheet);
      return {
        attackerDamage: v.damage,
        ...(v.strength !== undefined ? { attackerStrength: v.strength } : {}),
        ...(v.threshold !== undefined ? { attackerStrengthThreshold: v.threshold } : {}),
        ...(v.tension !== undefined ? { attackerTension: v.tension } : {}),
      };
    },
    armor: (armor: number) => ({ attackerArmor: armor }),
  },
  opponent: {
    fills: [
      "defenderDamage",
      "defenderStrength",
      "defenderStrengthThreshold",
      "defenderTension",
      "defenderArmor",
    ],
    weapon: (w: UrfassungWeapon, sheet) => {
      const v = weaponValues(w, sheet);
      return {
        defenderDamage: v.damage,
        ...(v.strength !== undefined ? { defenderStrength: v.strength } : {}),
        ...(v.threshold !== undefined ? { defenderStrengthThreshold: v.threshold } : {}),
        ...(v.tension !== undefined ? { defenderTension: v.tension } : {}),
      };
    },
    armor: (armor: number) => ({ defenderArmor: armor }),
  },
});

/** The Urfassung's gear rules. */
export const urfassungGear = defineSystemGear<UrfassungWeapon, number, UrfassungArmorPiece[]>({
  weapons: (sheet) => entries(weaponSchema, sheet.weapons),
  pieces: (sheet) => entries(armorSchema, sheet.armor),
  armor: wornArmor,
  armorRecord: (armor) => ({ armor }),
  actions: { melee },
});
