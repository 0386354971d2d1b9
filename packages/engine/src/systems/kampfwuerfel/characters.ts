import type { CharacterEnvelope, CharacterRules } from "../character-rules.js";
import type { SheetValue } from "../sheet-value.js";

/**
 * The flat fields of a Kampfwürfel sheet (`sheet.ts`) a roll can take by name, with the text's
 * words: `"Kampfwürfel"` is the KW pool before Behinderung, `"Kraft"` the Kraft check's pool.
 */
const KW_SHEET_FIELDS = [
  ["combatDice", "Kampfwürfel", "Würfel"],
  ["reflexDice", "Reflexwürfel", "Würfel"],
  ["kraft", "Kraft", "Würfel"],
  ["geschick", "Geschick", "Wert"],
  ["lp", "LP", "Wert"],
  ["dailyRegeneration", "RLP", "Wert"],
  ["shieldSkill", "Schildkampf", "Wert"],
  ["toughness", "Zähigkeit", "Wert"],
] as const;

/**
 * The values a Kampfwürfel roll takes from the sheet: every flat field the sheet has as a whole
 * number (a missing or bad one is left out; the play state names it when it needs it).
 *
 * @example
 * kampfwuerfelSheetValues({ ...brom, combatDice: 10 }).find((v) => v.name === "Kampfwürfel")?.value; // 10
 */
export function kampfwuerfelSheetValues(sheet: CharacterEnvelope): SheetValue[] {
  return KW_SHEET_FIELDS.flatMap(([field, name, kind]) => {
    const value = sheet[field];
    return typeof value === "number" && Number.isInteger(value) ? [{ name, kind, value }] : [];
  });
}

/**
 * Kampfwürfel's character rules: the text has no character chapter, so there is nothing to judge
 * (no issues); the sheet's values are its flat fields.
 */
export const kampfwuerfelCharacterRules: CharacterRules = {
  evaluate: (sheet) => ({
    valid: true,
    issues: [],
    derived: Object.fromEntries(kampfwuerfelSheetValues(sheet).map((v) => [v.name, v.value])),
  }),
  values: kampfwuerfelSheetValues,
};
