import { requireInt } from "../../errors.js";

/**
 * Waffenloser Kampf deals only Erschöpfungsschaden (stun). Once the stun damage exceeds KO, a
 * third of the excess (rounded down: only full thirds hurt) counts as real damage.
 *
 * @example
 * unarmedRealDamage(20, 12); // 2
 */
export function unarmedRealDamage(stunDamage: number, constitution: number): number {
  const over =
    requireInt("stunDamage", stunDamage, 0, 10_000) - requireInt("constitution", constitution, 0, 100);
  return over > 0 ? Math.floor(over / 3) : 0;
}

/**
 * Kneipenschlägerei: drunkards roll plain checks against 12 and nobody parries; the damage is the
 * margin over 12 (a miss deals none). Someone who really fights may still defend, the others not.
 *
 * @example
 * barBrawlDamage(16); // 4
 */
export const barBrawlDamage = (result: number): number => Math.max(0, requireInt("result", result) - 12);
