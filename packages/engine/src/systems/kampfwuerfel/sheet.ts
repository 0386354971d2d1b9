import { EngineError, requireInt } from "../../errors.js";
import type { CharacterEnvelope } from "../character-rules.js";
import { MAX_POOL } from "./pool-counts.js";
import { sheetBurden } from "./sheet-burden.js";

/**
 * What the play state reads from a Kampfwürfel character file. The text has no character chapter
 * and the protocol no body schema for it, so this is the documented input: flat fields of the
 * body, the values a sheet of the text carries (LP, RLP, Kraft, Geschick, the Erfahrungswert's
 * factor, Kampf- and Reflexwürfel, Behinderung).
 *
 * @example
 * // { "format": "spieltisch/character@1", "system": "kampfwuerfel", "name": "Brom",
 * //   "lp": 30, "dailyRegeneration": 6, "kraft": 5, "geschick": 4, "factor": 2,
 * //   "combatDice": 10, "reflexDice": 5, "armorBE": 2, "shieldBE": 1 }
 */
export interface KampfwuerfelSheet {
  /** Lebenspunkte, the maximum (1..10 000). */
  readonly lp: number;
  /** Tägliche LP-Regeneration (RLP): LP regained per day of rest; below it the Kraft check is due. */
  readonly dailyRegeneration: number;
  /** Kraft (K): the dice of the Kraft check (0..40). */
  readonly kraft: number;
  /** Geschick (G): with `factor` the heavy-hit threshold; without both there is none. */
  readonly geschick?: number | undefined;
  /** The Erfahrungswert's factor. */
  readonly factor?: number | undefined;
  /** Modifiers of the factor from Zähigkeit, Konstitution … (default 0). */
  readonly heavyHitMod: number;
  /** Kampfwürfel (KW) before Behinderung (0..40). */
  readonly combatDice: number;
  /** Reflexwürfel before Behinderung (0..40, default 0). */
  readonly reflexDice: number;
  /** BE of armour and everything that is not a shield: the sheet's own plus its pieces' (default 0). */
  readonly armorBE: number;
  /** BE of the shield: the sheet's own plus the carried shield's (default 0). */
  readonly shieldBE: number;
  /** Points in Schildkampf (default 0). */
  readonly shieldSkill: number;
  /** Points of Zähigkeit and similar skills that lower non-shield BE (default 0). */
  readonly toughness: number;
}

function field(sheet: CharacterEnvelope, name: string, min: number, max: number): number | undefined {
  const value = sheet[name];
  if (value === undefined) return undefined;
  // A non-number becomes NaN so requireInt names the field in its error.
  return requireInt(name, typeof value === "number" ? value : Number.NaN, min, max);
}

function required(sheet: CharacterEnvelope, name: string, min: number, max: number): number {
  const value = field(sheet, name, min, max);
  if (value === undefined) {
    throw new EngineError("missing-character-field", `The character has no "${name}"`, { field: name });
  }
  return value;
}

/**
 * Reads the sheet values of a Kampfwürfel character: `lp`, `dailyRegeneration`, `kraft` and
 * `combatDice` are required, the rest optional. A missing field is an `EngineError`
 * `missing-character-field`, a bad one `invalid-argument` naming it.
 *
 * @example
 * readKampfwuerfelSheet({ format: "spieltisch/character@1", system: "kampfwuerfel", name: "Brom",
 *   lp: 30, dailyRegeneration: 6, kraft: 5, combatDice: 10 }).reflexDice; // 0
 */
export function readKampfwuerfelSheet(sheet: CharacterEnvelope): KampfwuerfelSheet {
  // The flat fields are checked as before (a bad one is named); the pieces' BE adds to them.
  field(sheet, "armorBE", 0, 100);
  field(sheet, "shieldBE", 0, 100);
  const burden = sheetBurden(sheet);
  return {
    lp: required(sheet, "lp", 1, 10_000),
    dailyRegeneration: required(sheet, "dailyRegeneration", 0, 10_000),
    kraft: required(sheet, "kraft", 0, MAX_POOL),
    geschick: field(sheet, "geschick", 0, 1000),
    factor: field(sheet, "factor", 0, 100),
    heavyHitMod: field(sheet, "heavyHitMod", -100, 100) ?? 0,
    combatDice: required(sheet, "combatDice", 0, MAX_POOL),
    reflexDice: field(sheet, "reflexDice", 0, MAX_POOL) ?? 0,
    armorBE: burden.armorBE,
    shieldBE: burden.shieldBE,
    shieldSkill: field(sheet, "shieldSkill", 0, 100) ?? 0,
    toughness: field(sheet, "toughness", 0, 100) ?? 0,
  };
}
