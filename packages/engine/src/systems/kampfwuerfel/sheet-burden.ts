import type { CharacterEnvelope } from "../character-rules.js";

/**
 * The Behinderung a Kampfwürfel sheet carries (kampfwuerfel.txt L13 "Sämtliche Behinderungswerte
 * der Gegenstände, die der Agierende trägt, werden addiert", L17 the shield's BE): the sheet's own
 * `armorBE` / `shieldBE` (BE of things not listed, lasting circumstances) plus the `be` of every
 * listed armour piece, and of the shield carried — the first of `shields`. A value that is not a
 * whole number in 0..100 counts as 0, so a sheet being typed still shows its dice; the total is
 * at most 100 (the bound of every BE).
 *
 * @example
 * sheetBurden({ ...brom, armorBE: 1, armor: [{ name: "Kette", be: 2 }], shields: [{ name: "Schild", be: 1 }] });
 * // { armorBE: 3, shieldBE: 1 }
 */
export function sheetBurden(sheet: CharacterEnvelope): { armorBE: number; shieldBE: number } {
  const be = (value: unknown): number =>
    typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 100 ? value : 0;
  const entries = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  const beOf = (entry: unknown): number =>
    typeof entry === "object" && entry !== null && "be" in entry ? be(entry.be) : 0;
  const pieces = entries(sheet.armor).reduce<number>((sum, piece) => sum + beOf(piece), 0);
  const shield = beOf(entries(sheet.shields)[0]);
  return {
    armorBE: Math.min(100, be(sheet.armorBE) + pieces),
    shieldBE: Math.min(100, be(sheet.shieldBE) + shield),
  };
}
