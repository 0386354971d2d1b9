import { z } from "zod";
import { ewsMeleeOptionsSchema, ewsShootOptionsSchema } from "../../actions/ews-combat-actions.js";
import { ewsArmorSchema, ewsWeaponSchema } from "../../characters/ews-character.js";
import { actionGear, defineSystemGear } from "../../gear/system-gear.js";
import { wornArmor } from "../../gear/worn-armor.js";

/**
 * EWS's gear in play (module FoKa): a weapon's Schadenswert goes to the Diff of a hit, the armour's
 * Schutz comes off it (ews-2.txt L619 "Schaden = Diff + Schadenswert − Schutz"); in a shot the
 * margin is added to the ranged weapon's Schadenswert and the target's Schutz comes off (L652 ff.).
 * One worn Rüstung counts, the strongest; the table option `armorStacking` adds them (RULINGS §7).
 */

/** A weapon as the roll records it: the sheet entry's own fields, nothing else. */
const weaponSchema = z.object(ewsWeaponSchema.shape);
const armorSchema = z.object(ewsArmorSchema.shape);
type EwsWeapon = z.output<typeof weaponSchema>;

const entries = <T>(schema: z.ZodType<T>, value: unknown): T[] =>
  Array.isArray(value) ? value.flatMap((v) => schema.safeParse(v).data ?? []) : [];

type EwsArmorPiece = z.output<typeof armorSchema>;

const melee = actionGear(ewsMeleeOptionsSchema, {
  actor: {
    fills: ["attackerWeapon", "attackerArmor"],
    weapon: (w: EwsWeapon) => ({ attackerWeapon: w.damage }),
    fits: (w: EwsWeapon) => w.ranged !== true,
    armor: (armor: number) => ({ attackerArmor: armor }),
  },
  opponent: {
    fills: ["defenderWeapon", "defenderArmor"],
    weapon: (w: EwsWeapon) => ({ defenderWeapon: w.damage }),
    fits: (w: EwsWeapon) => w.ranged !== true,
    armor: (armor: number) => ({ defenderArmor: armor }),
  },
});

const shoot = actionGear(ewsShootOptionsSchema, {
  actor: {
    fills: ["weapon"],
    weapon: (w: EwsWeapon) => ({ weapon: w.damage }),
    fits: (w: EwsWeapon) => w.ranged === true,
  },
  opponent: { fills: ["armor"], armor: (armor: number) => ({ armor }) },
});

/** EWS's gear rules. */
export const ewsGear = defineSystemGear<EwsWeapon, number, EwsArmorPiece[]>({
  weapons: (sheet) => entries(weaponSchema, sheet.weapons),
  pieces: (sheet) => entries(armorSchema, sheet.armor),
  armor: wornArmor,
  armorRecord: (armor) => ({ armor }),
  actions: { melee, shoot },
});
