/**
 * One number of a character sheet that a roll can take as its value, by name: an Eigenschaft, a
 * Fertigkeit with its bonus, a Beruf, a Kampfwert, a pool of dice. `kind` is the sheet's own word
 * for the group (`"Eigenschaft"`, `"Fertigkeit"`, `"Beruf"`, `"Attribut"`, `"Kampfwert"` …), so a
 * list of values reads like the sheet.
 */
export interface SheetValue {
  readonly name: string;
  readonly kind: string;
  readonly value: number;
  /**
   * The full name of the value this one is another name of (the Urfassung's `"KO"` for
   * `"Konstitution"`): found by name like any value, listed once under its full name.
   */
  readonly aliasOf?: string;
}

/**
 * The value named `name`: the first exact match, else the first whose name matches ignoring case
 * and surrounding spaces (sheets are typed by hand). Undefined when the sheet has none.
 *
 * @example
 * findSheetValue([{ name: "Nahkampf", kind: "Fertigkeit", value: 13 }], "nahkampf")?.value; // 13
 */
export function findSheetValue(values: readonly SheetValue[], name: string): SheetValue | undefined {
  const exact = values.find((v) => v.name === name);
  if (exact) return exact;
  const key = name.trim().toLowerCase();
  return values.find((v) => v.name.trim().toLowerCase() === key);
}
