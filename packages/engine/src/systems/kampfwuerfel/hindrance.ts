import { requireInt } from "../../errors.js";

/** What burdens a fighter: armour and other BE, a shield's BE and the skills that lower them. */
export interface HindranceInput {
  readonly combatDice: number;
  readonly reflexDice: number;
  /** BE of armour and anything else on the sheet that is not a shield. */
  readonly armorBE?: number;
  /**
   * Temporary BE the GM adds for outer and inner circumstances (heat, injuries: "können vom
   * Spielleiter bestimmt und zur Behinderung hinzugefügt werden"); counts like armour BE.
   */
  readonly extraBE?: number;
  readonly shieldBE?: number;
  /** Points in Schildkampf: lower only the shield's BE, and never on reflex dice. */
  readonly shieldSkill?: number;
  /** Points of Zähigkeit and similar skills: lower only non-shield BE. */
  readonly toughness?: number;
}

/**
 * Kampf- and Reflexwürfel after Behinderung. Schildkampf reduces only the shield's BE on the
 * combat dice; on reflex dice the shield's BE counts in full.
 *
 * @example
 * effectiveDice({ combatDice: 10, reflexDice: 4, armorBE: 2, shieldBE: 2, shieldSkill: 1 });
 * // { combatDice: 7, reflexDice: 0 }
 */
export function effectiveDice(h: HindranceInput): { combatDice: number; reflexDice: number } {
  const armor = Math.max(
    0,
    requireInt("armorBE", h.armorBE ?? 0, 0, 100) +
      requireInt("extraBE", h.extraBE ?? 0, 0, 100) -
      requireInt("toughness", h.toughness ?? 0, 0, 100),
  );
  const shield = requireInt("shieldBE", h.shieldBE ?? 0, 0, 100);
  const shieldOnCombat = Math.max(0, shield - requireInt("shieldSkill", h.shieldSkill ?? 0, 0, 100));
  return {
    combatDice: Math.max(0, requireInt("combatDice", h.combatDice, 0, 1000) - armor - shieldOnCombat),
    reflexDice: Math.max(0, requireInt("reflexDice", h.reflexDice, 0, 1000) - armor - shield),
  };
}
