import type { Rng } from "../../dice/rng.js";
import { requireInt } from "../../errors.js";
import { Dist } from "../../odds/distribution.js";
import { Fraction } from "../../odds/fraction.js";
import type { ActionDef, RollConsequences } from "../rule-system.js";
import type { TableSettings } from "../table-settings.js";
import type { UrfassungOutcome } from "./condition-outcome.js";

/**
 * The dice of a weapon, all rolled with the W6: `W3` = ⌈W6/2⌉ (daggers, stabbing weapons),
 * `W6`, `2W6` = W6 × 2 (a linear, "more random" spread), `W+W` = two W6 added (the whip's
 * 1W+1W−6, written with bonus −6), `none` = a fixed value.
 */
export type WeaponDice = "none" | "W3" | "W6" | "2W6" | "W+W";

/** Every {@link WeaponDice}, for schemas, loops and checks of params from outside. */
export const WEAPON_DICE: readonly WeaponDice[] = ["none", "W3", "W6", "2W6", "W+W"];

/** A weapon's damage: dice, a fixed bonus, and the Kraftschwelle above which strength adds. */
export interface WeaponDamageParams {
  readonly dice: WeaponDice;
  readonly bonus?: number;
  readonly strength?: number;
  /** Kraftschwelle; each point of strength above it adds 1 damage. Default 12. */
  readonly strengthThreshold?: number;
  /** Betäubungsschaden (unarmed): the target takes stun, not real damage. */
  readonly stun?: boolean;
}

/** Unarmed: 1W−4 stun damage, Kraftschwelle 12 (the average). */
export const UNARMED: WeaponDamageParams = { dice: "W6", bonus: -4, strengthThreshold: 12, stun: true };

/**
 * The fixed part of the damage: bonus plus strength over the threshold.
 *
 * @example
 * // "ein Mensch mit herausragender Stärke (18) allerdings 1W+2 (1W−4 +18−12)"
 * damageBonus({ ...UNARMED, strength: 18 }); // 2
 */
export function damageBonus(p: WeaponDamageParams): number {
  const bonus = requireInt("bonus", p.bonus ?? 0, -100, 100);
  if (p.strength === undefined) return bonus;
  const over =
    requireInt("strength", p.strength, 0, 100) -
    requireInt("strengthThreshold", p.strengthThreshold ?? 12, 0, 100);
  return bonus + Math.max(0, over);
}

/** Rolls the dice part: one d6 (two for `W+W`, none for `none`). */
export function rollWeaponDice(dice: WeaponDice, rng: Rng): { faces: number[]; value: number } {
  switch (dice) {
    case "none":
      return { faces: [], value: 0 };
    case "W3": {
      const f = rng.die(6);
      return { faces: [f], value: Math.ceil(f / 2) };
    }
    case "W6": {
      const f = rng.die(6);
      return { faces: [f], value: f };
    }
    case "2W6": {
      const f = rng.die(6);
      return { faces: [f], value: 2 * f };
    }
    case "W+W": {
      const a = rng.die(6);
      const b = rng.die(6);
      return { faces: [a, b], value: a + b };
    }
  }
}

const D6 = Dist.die(6);
const DICE_DIST: Readonly<Record<WeaponDice, Dist>> = {
  none: Dist.constant(0),
  W3: D6.map((f) => Math.ceil(f / 2)),
  W6: D6,
  "2W6": D6.map((f) => 2 * f),
  "W+W": D6.add(D6),
};

/** A rolled damage. */
export interface WeaponDamageResult {
  readonly faces: readonly number[];
  readonly damage: number;
}

/** The exact damage distribution of a weapon (bonus and strength included). */
export const weaponDamageDist = (p: WeaponDamageParams): Dist => DICE_DIST[p.dice].shift(damageBonus(p));

/**
 * A damage roll booked on a target (the opponent): a blow of that much (stun with `stun`), nothing
 * below 1. For damage outside the exchange (a fist in a brawl, a trap); in the Basiskampf the
 * `melee` rolls the winner's weapon dice itself (its side's `damage`) and its consequences book the
 * hit — booking both would count the weapon twice.
 */
export function damageConsequences(
  result: WeaponDamageResult,
  params: WeaponDamageParams,
): RollConsequences<UrfassungOutcome> {
  const stun = params.stun === true;
  return { actor: [], opponent: result.damage > 0 ? [{ kind: "hit", damage: result.damage, stun }] : [] };
}

/** Weapon damage as a registry action (`damage`). Values may be negative: they add to a difference. */
export const urfassungDamageAction: ActionDef<
  WeaponDamageParams,
  WeaponDamageResult,
  { distribution: Dist; mean: Fraction },
  UrfassungOutcome
> = {
  id: "damage",
  roll: (p: WeaponDamageParams, rng: Rng, _table: TableSettings) => {
    const bonus = damageBonus(p);
    const { faces, value } = rollWeaponDice(p.dice, rng);
    return { faces, damage: value + bonus };
  },
  odds: (p) => {
    const distribution = weaponDamageDist(p);
    return { distribution, mean: distribution.expectation() };
  },
  outcomes: (p) => {
    const d = weaponDamageDist(p);
    return d
      .entries()
      .map(({ value, weight }) => ({ key: String(value), probability: Fraction.of(weight, d.total) }));
  },
  outcomeKey: (r) => String(r.damage),
  consequences: damageConsequences,
  examples: [
    { dice: "W3", bonus: 2 },
    { ...UNARMED, strength: 18 },
    { dice: "2W6" },
    { dice: "W+W", bonus: -6 },
  ],
};
