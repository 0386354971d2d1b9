import type { CharacterEnvelope, TableSettings } from "@spieltisch/engine";
import { gearLineText, type Lang, sheetGearLines, translate } from "@spieltisch/protocol";

/**
 * The gear block of a `char show` text sheet (CONTRACT §6): a heading, then one line per weapon,
 * piece of armour and shield as the web's Charakterheft says it ("  Degen — Schaden 4",
 * "  Kettenhemd — RS 4 (Torso 4, Arme 2), BE 1"). Empty for a sheet without gear.
 *
 * @example
 * gearSheetLines("de", lazaro, PLAIN_TABLE); // ["Waffen und Rüstung:", "  Degen — Schaden 4"]
 */
export function gearSheetLines(lang: Lang, character: CharacterEnvelope, table: TableSettings): string[] {
  const lines = sheetGearLines(character.system, character, table, (key, params) =>
    translate(lang, key, params),
  );
  if (lines.length === 0) return [];
  return [`${translate(lang, "gearLine.title")}:`, ...lines.map((l) => `  ${gearLineText(l)}`)];
}
