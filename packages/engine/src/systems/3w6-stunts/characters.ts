import type { CharacterEnvelope, CharacterRules } from "../character-rules.js";
import type { SheetValue } from "../sheet-value.js";

const isInt = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value);

const record = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? { ...value } : {};

/**
 * The values a 3W6 roll takes from the sheet. The text has no sheet, so this is the documented
 * input (README): `attributes` maps each Attribut to its number, `skills` lists
 * `{name, attribute, bonus}` whose value is Attribut + Bonuspunkte (the check's `value`), and
 * `speed` / `dexterity` (Geschwindigkeit, Geschicklichkeit) are the initiative's. Entries that
 * are not whole numbers are left out.
 *
 * @example
 * stuntsSheetValues({ ...linda, attributes: { Geschick: 3 }, skills: [{ name: "Schleichen", attribute: "Geschick", bonus: 2 }] });
 * // [{ name: "Geschick", kind: "Attribut", value: 3 }, { name: "Schleichen", kind: "Fertigkeit", value: 5 }]
 */
export function stuntsSheetValues(sheet: CharacterEnvelope): SheetValue[] {
  const attributes = Object.entries(record(sheet.attributes)).flatMap(([name, value]) =>
    isInt(value) ? [{ name, kind: "Attribut", value }] : [],
  );
  const attribute = (name: unknown) => attributes.find((a) => a.name === name)?.value;
  const skills = (Array.isArray(sheet.skills) ? sheet.skills : []).flatMap((entry: unknown) => {
    const skill = record(entry);
    const base = attribute(skill.attribute);
    const bonus = skill.bonus ?? 0;
    return typeof skill.name === "string" && base !== undefined && isInt(bonus)
      ? [{ name: skill.name, kind: "Fertigkeit", value: base + bonus }]
      : [];
  });
  const combat = (
    [
      ["speed", "Geschwindigkeit"],
      ["dexterity", "Geschicklichkeit"],
    ] as const
  ).flatMap(([field, name]) => {
    const value = sheet[field];
    return isInt(value) ? [{ name, kind: "Kampfwert", value }] : [];
  });
  return [...attributes, ...skills, ...combat];
}

/** 3W6 + Stunts' character rules: nothing to judge (the text has no creation rules); the values above. */
export const stuntsCharacterRules: CharacterRules = {
  evaluate: (sheet) => ({
    valid: true,
    issues: [],
    derived: Object.fromEntries(stuntsSheetValues(sheet).map((v) => [v.name, v.value])),
  }),
  values: stuntsSheetValues,
};
