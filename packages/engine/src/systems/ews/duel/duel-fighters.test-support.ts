import fc from "fast-check";
import type { DuelFighter, DuelStance } from "./duel-params.js";

/**
 * A random duellist for property tests: any value, weapon, armour, Eigenschaft and stance, often
 * hurt at the start (down to the lowest TP the Eigenschaft allows).
 */
export const randomFighter: fc.Arbitrary<DuelFighter> = fc
  .record({
    value: fc.integer({ min: -3, max: 21 }),
    weapon: fc.integer({ min: 0, max: 8 }),
    armor: fc.integer({ min: 0, max: 4 }),
    attribute: fc.integer({ min: 1, max: 15 }),
    hurt: fc.integer({ min: 0, max: 40 }),
    stance: fc.constantFrom<DuelStance>("attack", "full-defence", "defend-when-low"),
  })
  .map(({ hurt, ...f }) => ({ ...f, tp: f.attribute - Math.min(hurt, 3 * f.attribute) }));
