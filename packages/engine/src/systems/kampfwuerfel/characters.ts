import type { CharacterEnvelope, CharacterRules } from "../character-rules.js";
import type { SheetValue } from "../sheet-value.js";
import { effectiveDice } from "./hindrance.js";
import { sheetBurden } from "./sheet-burden.js";

/**
 * The flat fields of a Kampfwürfel sheet (`sheet.ts`) a roll can take by name, with the text's
 * words: `"Kampfwürfel"` is the KW pool before Behinderung ({@link KW_AFTER_BE} after it), `"Kraft"`
 * the Kraft check's pool.
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
  const flat: SheetValue[] = KW_SHEET_FIELDS.flatMap(([field, name, kind]) => {
    const value = sheet[field];
    return typeof value === "number" && Number.isInteger(value) ? [{ name, kind, value }] : [];
  });
  return [...flat, ...afterHindrance(sheet)];
}

/** The name of the Kampfwürfel after the sheet's Behinderung among the sheet values. */
export const KW_AFTER_BE = "Kampfwürfel nach BE";

/**
 * The Kampfwürfel an attack rolls when the sheet's BE takes some (what the Heft shows and a tap
 * on it rolls): a value of its own, so rolling as the character with it is not a change by hand.
 * Sheets whose BE takes nothing, or whose numbers are not whole, have none.
 */
function afterHindrance(sheet: CharacterEnvelope): SheetValue[] {
  const whole = (field: string) => {
    const value = sheet[field] ?? 0;
    return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 100 ? value : null;
  };
  const combatDice = sheet.combatDice;
  const { armorBE, shieldBE } = sheetBurden(sheet);
  const shieldSkill = whole("shieldSkill");
  const toughness = whole("toughness");
  if (typeof combatDice !== "number" || !Number.isInteger(combatDice) || combatDice < 0 || combatDice > 1000)
    return [];
  if (whole("armorBE") === null || whole("shieldBE") === null || shieldSkill === null || toughness === null)
    return [];
  const effective = effectiveDice({ combatDice, reflexDice: 0, armorBE, shieldBE, shieldSkill, toughness });
  return effective.combatDice === combatDice
    ? []
    : [{ name: KW_AFTER_BE, kind: "Würfel", value: effective.combatDice }];
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
