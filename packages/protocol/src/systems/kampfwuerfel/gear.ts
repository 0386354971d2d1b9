import type { CharacterEnvelope, TableSettings } from "@spieltisch/engine";
import * as kampfwuerfelRules from "@spieltisch/engine/systems/kampfwuerfel";
import { z } from "zod";
import { kampfwuerfelMeleeOptionsSchema } from "../../actions/kampfwuerfel-actions.js";
import {
  kampfwuerfelArmorSchema,
  kampfwuerfelShieldSchema,
  kampfwuerfelWeaponSchema,
} from "../../characters/kampfwuerfel-character.js";
import { actionGear, defineSystemGear } from "../../gear/system-gear.js";

/**
 * Kampfwürfel's gear in play (kampfwuerfel.txt): the attacker's weapon line gives the Basisschaden
 * ratio, the Zusatzschaden (its PM value, with a skill point) and the Fertigkeitsschaden (skill ×
 * the Erfahrungswert's factor up to the weapon's cap); the defender's armour and shield give the
 * Gesamtschutz (Σ of all armour values, shield included, : 3, L5–L9, L17), and the shield's bonus
 * KW in the defence (L17). The BE of the pieces lowers the dice through the sheet's values.
 */

const weaponSchema = z.object(kampfwuerfelWeaponSchema.shape);
const armorSchema = z.object(kampfwuerfelArmorSchema.shape);
const shieldSchema = z.object(kampfwuerfelShieldSchema.shape);
type KwWeapon = z.output<typeof weaponSchema>;
type KwShield = z.output<typeof shieldSchema>;

/** What the defender's sheet puts between a blow and its LP. */
interface KwArmor {
  /** Every armour value of the pieces and the shield, as the Gesamtschutz sums them. */
  readonly values: readonly number[];
  /** The Gesamtschutz of `values` at this table (its rounding). */
  readonly total: number;
  /** The shield carried (the first listed), if any. */
  readonly shield: KwShield | undefined;
  /** The KW the shield adds to a defence (its `parry`, or the sheet's `shieldBonus`). */
  readonly parry: number;
}

const entries = <T>(schema: z.ZodType<T>, value: unknown): T[] =>
  Array.isArray(value) ? value.flatMap((v) => schema.safeParse(v).data ?? []) : [];

const whole = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 40 ? value : undefined;

/** The sheet's armour values, the shield carried and its parry bonus, read once per sheet. */
interface KwPieces {
  readonly values: readonly number[];
  readonly shield: KwShield | undefined;
  readonly parry: number;
}

function kwPieces(sheet: CharacterEnvelope): KwPieces {
  const pieces = entries(armorSchema, sheet.armor);
  const shield = entries(shieldSchema, sheet.shields)[0];
  const values = [...pieces, ...(shield ? [shield] : [])].flatMap((p) =>
    p.value === undefined ? [] : [p.value],
  );
  return { values, shield, parry: shield?.parry ?? whole(sheet.shieldBonus) ?? 0 };
}

function kwArmor(pieces: KwPieces, table: TableSettings): KwArmor | undefined {
  const { values, shield, parry } = pieces;
  if (values.length === 0 && parry === 0) return undefined;
  return { values, total: kampfwuerfelRules.totalProtection(values, table), shield, parry };
}

const melee = actionGear(kampfwuerfelMeleeOptionsSchema, {
  actor: {
    fills: ["damage", "extraDamage", "weaponSkill", "skillFactor", "skillCap"],
    weapon: (w: KwWeapon, sheet) => {
      const factor = typeof sheet.factor === "number" ? sheet.factor : undefined;
      return {
        damage: w.damage,
        ...(w.extra !== undefined ? { extraDamage: w.extra } : {}),
        ...(w.skill !== undefined ? { weaponSkill: w.skill } : {}),
        ...(factor !== undefined ? { skillFactor: factor } : {}),
        ...(w.cap !== undefined ? { skillCap: w.cap } : {}),
      };
    },
  },
  opponent: {
    fills: ["armorValues", "shieldDice"],
    armor: (a: KwArmor) => ({
      ...(a.values.length > 0 ? { armorValues: [...a.values] } : {}),
      ...(a.parry > 0 ? { shieldDice: a.parry } : {}),
    }),
  },
});

/** Kampfwürfel's gear rules. */
export const kampfwuerfelGear = defineSystemGear<KwWeapon, KwArmor, KwPieces>({
  weapons: (sheet) => entries(weaponSchema, sheet.weapons),
  pieces: kwPieces,
  armor: kwArmor,
  armorRecord: (a) => ({
    ...(a.values.length > 0 ? { armor: a.total } : {}),
    ...(a.shield ? { shield: { ...a.shield } } : {}),
  }),
  actions: { melee },
});
