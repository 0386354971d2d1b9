import type { CharacterEnvelope } from "../character-rules.js";
import type { TableSettings } from "../table-settings.js";
import { type HeavyHitState, heavyHitStart } from "./condition.js";
import {
  type ArmorPiece,
  type DamageRatio,
  extraDamage,
  parseDamageRatio,
  skillDamage,
  totalProtection,
  zoneProtection,
} from "./damage.js";
import { effectiveDice } from "./hindrance.js";
import { sheetBurden } from "./sheet-burden.js";

/** The body zones a Kampfwürfel sheet gives its armour RS for (Kopf, Torso, Arme, Beine). */
export const KW_ARMOR_ZONES = ["head", "torso", "arms", "legs"] as const;

/** One of {@link KW_ARMOR_ZONES}. */
export type KwArmorZone = (typeof KW_ARMOR_ZONES)[number];

/** A weapon line of the sheet with the damage a hit deals, as the Waffentabelle is read. */
export interface KwWeaponLine {
  readonly name: string;
  /** The Basisschaden as written on the sheet (`"2-3"`). */
  readonly damage: string;
  /** The ratio, or undefined when the sheet's text is no `a-b`. */
  readonly ratio: DamageRatio | undefined;
  /** Points in the weapon skill. */
  readonly skill: number;
  /** Zusatzschaden: the weapon's PM value, counting only with at least one skill point. */
  readonly extraDamage: number;
  /** Fertigkeitsschaden: min(skill, cap) × factor. */
  readonly skillDamage: number;
  /** Zusatz- plus Fertigkeitsschaden: what every hit adds to the Basisschaden. */
  readonly perHit: number;
  /** Up to which skill value the weapon turns skill into damage (undefined: the whole skill). */
  readonly cap: number | undefined;
}

/** Everything a Kampfwürfel sheet derives from its entries (the Charakterheft's numbers). */
export interface KampfwuerfelDerived {
  /** KW and reflex dice as written, before Behinderung. */
  readonly combatDice: number;
  readonly reflexDice: number;
  /** KW and reflex dice after Behinderung (`effectiveDice`). */
  readonly effective: { readonly combatDice: number; readonly reflexDice: number };
  /** The BE that counts: armour and other BE, the shield's BE, Schildkampf and Zähigkeit. */
  readonly hindrance: {
    readonly armorBE: number;
    readonly shieldBE: number;
    readonly shieldSkill: number;
    readonly toughness: number;
  };
  /**
   * Sum of all armour values, the shield carried included (L17), and the Gesamtschutz (sum ÷ 3,
   * rounded per the table).
   */
  readonly armorSum: number;
  readonly totalProtection: number;
  /** RS per body zone: the sum of what the pieces give the zone. */
  readonly zones: Readonly<Record<KwArmorZone, number>>;
  /** The optional heavy-hit threshold; undefined without Geschick and factor on the sheet. */
  readonly heavyHit: HeavyHitState | undefined;
  readonly weapons: readonly KwWeaponLine[];
}

const int = (value: unknown, min: number, max: number): number | undefined =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max ? value : undefined;

const record = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? { ...value } : {};

const list = (value: unknown): Readonly<Record<string, unknown>>[] =>
  Array.isArray(value) ? value.map(record) : [];

function ratioOf(text: string): DamageRatio | undefined {
  try {
    return parseDamageRatio(text);
  } catch {
    return undefined;
  }
}

/**
 * The derived numbers of a Kampfwürfel sheet (body as the web builder writes it: the flat fields of
 * `sheet.ts`, `weapons: [{name, damage, skill, extra, cap}]`, `armor: [{name, value, zones}]`,
 * `shields: [{name, value}]`):
 * the dice after Behinderung, the Gesamtschutz and RS per zone, the heavy-hit threshold and every
 * weapon's damage per hit. Total on any body: an entry that is not a whole number in its range
 * counts as absent (0), a weapon without a name or damage text is left out, so a sheet being
 * typed still shows what it can.
 *
 * @example
 * // Brom: KW 10, reflex 5, armour BE 2, armour 3 + 2 + 2, Schwert 2-3 with skill 7, PM 2, factor 2, cap 5
 * kampfwuerfelDerived(brom, PLAIN_TABLE);
 * // effective { combatDice: 8, reflexDice: 3 }, totalProtection 2, weapons[0].perHit 12
 */
export function kampfwuerfelDerived(sheet: CharacterEnvelope, table: TableSettings): KampfwuerfelDerived {
  const combatDice = int(sheet.combatDice, 0, 1000) ?? 0;
  const reflexDice = int(sheet.reflexDice, 0, 1000) ?? 0;
  const hindrance = {
    ...sheetBurden(sheet),
    shieldSkill: int(sheet.shieldSkill, 0, 100) ?? 0,
    toughness: int(sheet.toughness, 0, 100) ?? 0,
  };
  const pieces: ArmorPiece[] = list(sheet.armor).map((a) => ({
    name: typeof a.name === "string" ? a.name : "",
    value: int(a.value, 0, 1000) ?? 0,
    zones: Object.fromEntries(KW_ARMOR_ZONES.map((z) => [z, int(record(a.zones)[z], 0, 1000) ?? 0])),
  }));
  // L17: the shield carried (the first of `shields`) goes into the Gesamtschutz like any piece.
  const shield = int(record(list(sheet.shields)[0]).value, 0, 1000) ?? 0;
  const armorSum = pieces.reduce((s, p) => s + p.value, 0) + shield;
  const kraft = int(sheet.kraft, 0, 1000);
  const geschick = int(sheet.geschick, 0, 1000);
  const factor = int(sheet.factor, 0, 100);
  const weapons = list(sheet.weapons).flatMap((w): KwWeaponLine[] => {
    if (typeof w.name !== "string" || typeof w.damage !== "string") return [];
    const skill = int(w.skill, 0, 1000) ?? 0;
    const cap = int(w.cap, 0, 1000);
    const extra = extraDamage(int(w.extra, 0, 1000) ?? 0, skill);
    const fromSkill = skillDamage({ skill, factor: factor ?? 0, cap: cap ?? skill });
    return [
      {
        name: w.name,
        damage: w.damage,
        ratio: ratioOf(w.damage),
        skill,
        extraDamage: extra,
        skillDamage: fromSkill,
        perHit: extra + fromSkill,
        cap,
      },
    ];
  });
  return {
    combatDice,
    reflexDice,
    effective: effectiveDice({ combatDice, reflexDice, ...hindrance }),
    hindrance,
    armorSum,
    totalProtection: totalProtection([...pieces.map((p) => p.value), shield], table),
    zones: Object.fromEntries(KW_ARMOR_ZONES.map((z) => [z, zoneProtection(pieces, z)])) as Record<
      KwArmorZone,
      number
    >,
    heavyHit:
      kraft !== undefined && geschick !== undefined && factor !== undefined
        ? heavyHitStart({ kraft, geschick, factor, mod: int(sheet.heavyHitMod, -100, 100) ?? 0 })
        : undefined,
    weapons,
  };
}
