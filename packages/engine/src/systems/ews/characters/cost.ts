import type { EwsCharacter } from "./character.js";
import { parseLevel } from "./levels.js";

/**
 * Δ cost of a level with n pluses: 1 + 2 + … + n = n(n+1)/2 (rule 3). A level with n minuses gives
 * the same amount back (rule 4), so the result is negative.
 *
 * @example
 * levelCost(2); // 3
 * levelCost(-2); // -3
 */
export function levelCost(pluses: number): number {
  const n = Math.abs(pluses);
  return Math.sign(pluses) * ((n * (n + 1)) / 2);
}

/**
 * The Δ a character spends at creation: every Eigenschaft, Fertigkeit, Beruf/Hintergrund and
 * Merkmal by its level. Striche (SteM) are growth after creation and do not count. Minus levels of
 * Fertigkeiten and Berufe are errors elsewhere and count 0 here, so they buy nothing.
 *
 * @example
 * characterCost({ format: "spieltisch/character@1", system: "ews", name: "x",
 *   attributes: [{ name: "Stilvoll", level: "++" }] }); // 3
 */
export function characterCost(character: EwsCharacter): number {
  let cost = 0;
  for (const entry of [...(character.attributes ?? []), ...(character.traits ?? [])]) {
    cost += levelCost(parseLevel(entry.level));
  }
  for (const entry of [...(character.skills ?? []), ...(character.professions ?? [])]) {
    cost += levelCost(Math.max(0, parseLevel(entry.level)));
  }
  return cost;
}
