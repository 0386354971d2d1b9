import type { SheetValue } from "../../sheet-value.js";
import type { TableSettings } from "../../table-settings.js";
import type { EwsCharacter } from "./character.js";
import { deriveEws } from "./derive.js";

/**
 * The values an EWS roll takes from the sheet (`skill: "Nahkampf"`): every Eigenschaft, every
 * Fertigkeit with its bonus from its Eigenschaften (what is rolled), every Beruf and Hintergrund
 * at its base value, and each Beruf once per Eigenschaft with that Eigenschaft's situational
 * bonus as `"Diplomat (Stilvoll)"` (rule 5), and every Spezialisierung as `"Nahkampf (Schwerter)"`
 * with its Fertigkeit's value plus its bonus. Values after SteM; the first entry of a duplicated
 * name counts, as on the sheet.
 *
 * @example
 * ewsSheetValues(lazaro, PLAIN_TABLE).find((v) => v.name === "Nahkampf"); // { kind: "Fertigkeit", value: 13 }
 */
export function ewsSheetValues(character: EwsCharacter, table: TableSettings): SheetValue[] {
  const derived = deriveEws(character, table);
  const background = new Set(
    (character.professions ?? []).filter((p) => p.kind === "background").map((p) => p.name),
  );
  const professionKind = (name: string) => (background.has(name) ? "Hintergrund" : "Beruf");
  return [
    ...Object.entries(derived.attributes).map(([name, value]) => ({ name, kind: "Eigenschaft", value })),
    ...Object.entries(derived.skills).map(([name, value]) => ({ name, kind: "Fertigkeit", value })),
    ...Object.entries(derived.professions).map(([name, value]) => ({
      name,
      kind: professionKind(name),
      value,
    })),
    ...Object.entries(derived.professionBonuses).flatMap(([name, byAttribute]) =>
      Object.entries(byAttribute).map(([attribute, value]) => ({
        name: `${name} (${attribute})`,
        kind: professionKind(name),
        value,
      })),
    ),
    // A Spezialisierung is rolled as "Fertigkeit (Unterbereich)", the way the sheet writes it.
    ...(character.specialisations ?? []).flatMap((spec) => {
      const value = derived.specialisations[spec.name];
      return value === undefined
        ? []
        : [{ name: `${spec.skill} (${spec.name})`, kind: "Spezialisierung", value }];
    }),
  ];
}
