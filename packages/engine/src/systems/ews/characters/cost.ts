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

/** Striche per Δ: one Δ is one triangle of three Striche (text "Striche pro Abend"). */
export const STRICHE_PER_DELTA = 3;

/**
 * The Δ a character spends at creation: every Eigenschaft, Fertigkeit, Beruf/Hintergrund, Merkmal
 * and Spezialisierung by its level, plus the Striche of a creation "in Strichen" (text L297) at
 * 3 Striche per Δ — so the result may be a third (7 Striche = 2⅓ Δ). Striche of SteM are growth
 * after creation and do not count. Minus levels of Fertigkeiten, Berufe and Spezialisierungen are
 * errors elsewhere and count 0 here, so they buy nothing.
 *
 * @example
 * characterCost({ format: "spieltisch/character@1", system: "ews", name: "x",
 *   attributes: [{ name: "Stilvoll", level: "++" }] }); // 3
 */
export function characterCost(character: EwsCharacter): number {
  return characterCostStriche(character) / STRICHE_PER_DELTA;
}

/**
 * {@link characterCost} counted in Striche (3 per Δ of a level), a whole number, so budgets compare
 * exactly even when creation Striche make the Δ a fraction.
 *
 * @example
 * characterCostStriche({ format: "spieltisch/character@1", system: "ews", name: "x",
 *   creationStriche: { Reiten: 2 } }); // 2
 */
export function characterCostStriche(character: EwsCharacter): number {
  let cost = 0;
  for (const entry of [...(character.attributes ?? []), ...(character.traits ?? [])]) {
    cost += levelCost(parseLevel(entry.level));
  }
  for (const entry of [
    ...(character.skills ?? []),
    ...(character.professions ?? []),
    ...(character.specialisations ?? []),
  ]) {
    cost += levelCost(Math.max(0, parseLevel(entry.level)));
  }
  const creation = Object.values(character.creationStriche ?? {}).reduce((a, b) => a + b, 0);
  return STRICHE_PER_DELTA * cost + creation;
}

const THIRDS = ["", "⅓", "⅔"] as const;

/**
 * Δ as people write them: whole, or with a third (a creation in Striche, 3 per Δ, makes thirds):
 * `5⅓`, `⅔`, `−1⅓`, `7`.
 *
 * @example
 * deltaText(16 / 3); // "5⅓"
 * deltaText(7); // "7"
 */
export function deltaText(delta: number): string {
  const striche = Math.round(delta * STRICHE_PER_DELTA);
  const sign = striche < 0 ? "−" : "";
  const whole = Math.floor(Math.abs(striche) / STRICHE_PER_DELTA);
  const third = THIRDS[Math.abs(striche) % STRICHE_PER_DELTA] ?? "";
  return `${sign}${whole === 0 && third !== "" ? "" : whole}${third}`;
}
