import { requireInt } from "../../errors.js";

/** Life points a resting character regains per day ("einen Trefferpunkt pro Tag"). */
export const REST_HEALING_PER_DAY = 1;

/**
 * Life points after `days` of enough rest: +1 per day, never above the maximum. Bandages and
 * potions that shorten this are the GM's call.
 *
 * @example
 * restHealing({ current: 9, max: 15, days: 4 }); // 13
 */
export function restHealing({ current, max, days }: { current: number; max: number; days: number }): number {
  requireInt("max", max, 0, 1000);
  requireInt("current", current, -1000, max);
  requireInt("days", days, 0, 100_000);
  return Math.min(max, current + REST_HEALING_PER_DAY * days);
}

/** Days of rest until the character is at full life points again. @example daysToFullHealth(9, 15); // 6 */
export const daysToFullHealth = (current: number, max: number): number =>
  Math.max(0, Math.ceil((max - current) / REST_HEALING_PER_DAY));
