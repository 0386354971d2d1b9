import { EngineError, requireInt } from "../../errors.js";
import { roundEws } from "../ews/rounding.js";
import type { Modifier } from "../modifier.js";

/**
 * The five Kampfverhalten (stances) of the text: Zurückweichen `retreat`, Reine Abwehr
 * `full-defense`, Defensiver Kampf `defensive`, ausgeglichener Stil `balanced`, Voller Angriff
 * `full-attack`.
 */
export type Stance = "retreat" | "full-defense" | "defensive" | "balanced" | "full-attack";

/** All stances, for schemas and loops. */
export const STANCES: readonly Stance[] = ["retreat", "full-defense", "defensive", "balanced", "full-attack"];

/** The stances that still attack: the attacker's (Zurückweichen and Reine Abwehr give it up). */
export type AttackerStance = "defensive" | "balanced" | "full-attack";

/**
 * The attacker's stances. Zurückweichen ("sich von seinem Gegner entfernt") and Reine Abwehr
 * ("verzichtet seinen Gegner anzugreifen") do not attack, so a side in them defends — as EWS FoKa
 * refuses a defensive stance for the attacker.
 */
export const ATTACKER_STANCES: readonly AttackerStance[] = ["defensive", "balanced", "full-attack"];

/** A gezielter Angriff: the hand (−6, damage capped at SR/3) or the head (−9, damage × 6). */
export type AimTarget = "hand" | "head";

/** What one fighter does in an exchange besides rolling: stance and manoeuvres. */
export interface Manoeuvres {
  readonly stance?: Stance;
  /** Metres given up while retreating: +6 +2/m instead of the flat +9. */
  readonly retreatMeters?: number;
  /** Heftiger Angriff: −n on the roll, +3n damage on a hit. */
  readonly heavy?: number;
  /** Schnittchen: −n on the roll, −5n damage on a hit (at least 1). */
  readonly cut?: number;
  readonly aim?: AimTarget;
}

/** The roll bonus of a stance (+9 / +6+2/m retreat, +6 full defence, +3 defensive, −3 full attack). */
export function stanceBonus(stance: Stance, retreatMeters?: number): number {
  switch (stance) {
    case "retreat":
      return retreatMeters === undefined ? 9 : 6 + 2 * requireInt("retreatMeters", retreatMeters, 0, 100);
    case "full-defense":
      return 6;
    case "defensive":
      return 3;
    case "balanced":
      return 0;
    case "full-attack":
      return -3;
  }
}

/** Damage a stance adds when its fighter hits (full attack +9, defensive −9). */
const stanceDamage = (stance: Stance): number =>
  stance === "full-attack" ? 9 : stance === "defensive" ? -9 : 0;

/** Retreat and full defence never deal damage, even when the roll is higher. */
export const dealsDamage = (stance: Stance): boolean => stance !== "retreat" && stance !== "full-defense";

const AIM_MALUS: Readonly<Record<AimTarget, number>> = { hand: -6, head: -9 };

/** The named roll modifiers of a fighter's stance and manoeuvres. */
export function manoeuvreModifiers(m: Manoeuvres): Modifier[] {
  const out: Modifier[] = [];
  const stance = m.stance ?? "balanced";
  const bonus = stanceBonus(stance, m.retreatMeters);
  if (bonus !== 0) out.push({ amount: bonus, source: `stance-${stance}` });
  const heavy = requireInt("heavy", m.heavy ?? 0, 0, 30);
  if (heavy > 0) out.push({ amount: -heavy, source: "heavy" });
  const cut = requireInt("cut", m.cut ?? 0, 0, 30);
  if (cut > 0) out.push({ amount: -cut, source: "cut" });
  if (m.aim) out.push({ amount: AIM_MALUS[m.aim], source: `aim-${m.aim}` });
  return out;
}

/** Everything the damage of one hit depends on. */
export interface HitInput {
  /** The winner's lead over the loser (≥ 0). */
  readonly difference: number;
  readonly weapon: number;
  readonly armor: number;
  readonly manoeuvres: Manoeuvres;
  /** The target's Schadensresistenz, needed for a hand hit's cap. */
  readonly targetResistance?: number;
}

/**
 * Damage of one hit: difference + weapon + heavy (3 per point) + stance − armour, at least 0;
 * then the aimed multiplier or cap (head × 6, hand ≤ SR/3), then a Schnittchen's −5 per point
 * (at least 1). Retreat and full defence deal none.
 *
 * @example
 * hitDamage({ difference: 4, weapon: 3, armor: 2, manoeuvres: {} }); // 5
 * hitDamage({ difference: 4, weapon: 3, armor: 2, manoeuvres: { aim: "head" } }); // 30
 */
export function hitDamage(hit: HitInput): number {
  const m = hit.manoeuvres;
  const stance = m.stance ?? "balanced";
  if (!dealsDamage(stance)) return 0;
  let damage = Math.max(
    0,
    hit.difference + hit.weapon + 3 * (m.heavy ?? 0) + stanceDamage(stance) - hit.armor,
  );
  if (m.aim === "head") damage *= 6;
  if (m.aim === "hand") damage = Math.min(damage, handDamageCap(hit.targetResistance));
  if ((m.cut ?? 0) > 0) damage = Math.max(1, damage - 5 * (m.cut ?? 0));
  return damage;
}

/** A hand takes at most SR/3 (EWS rounding); beyond it is useless, at SR damage it is off. */
export function handDamageCap(resistance: number | undefined): number {
  if (resistance === undefined) {
    throw new EngineError("missing-resistance", "An aimed hand attack needs the target's SR (resistance)", {
      name: "resistance",
    });
  }
  return roundEws(requireInt("resistance", resistance, 1, 100), 3);
}
