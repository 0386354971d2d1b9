import type { SheetValue } from "@spieltisch/engine";
import * as faarRules from "@spieltisch/engine/systems/faar";
import { z } from "zod";

/**
 * How a table's fight finds its order, per system:
 * - `3w6-roll`: 1W6 + Geschwindigkeit, ties to the higher Geschicklichkeit, then Stechen (the
 *   engine's `initiative` action, rolled as a normal roll event);
 * - `faar-ge-it`: Initiativwert = GE + IT, highest first, no dice (faar.txt „Initiative“);
 * - `kampfwuerfel-phases`: no order in the text — every fighter has its KW for each Kampfphase and
 *   reacts at any time of it (kampfwuerfel.txt „Agieren und Reagieren im Kampf“); the GM seats the
 *   order, and each new round is a new Kampfphase;
 * - `gm-order`: EWS, FoKa and Urfassung print no initiative rule (the Init module is not in the
 *   texts): the GM sets the order, optionally from a Geschicklichkeit-Probe each (highest first).
 */
export const initiativeRuleSchema = z.enum(["gm-order", "3w6-roll", "faar-ge-it", "kampfwuerfel-phases"]);
/** An initiative rule as a type. */
export type InitiativeRule = z.infer<typeof initiativeRuleSchema>;

/** A sheet value as the initiative rules read it: its name and number. */
export type NamedValue = Pick<SheetValue, "name" | "value">;

/** The sheet value a rule reads (by name, case aside), or 0 where the sheet has none (a bare NPC). */
const sheetNumber = (values: readonly NamedValue[], name: string): number =>
  values.find((v) => v.name === name)?.value ??
  values.find((v) => v.name.toLowerCase() === name.toLowerCase())?.value ??
  0;

/**
 * A participant of the 3W6 `initiative` roll from a fighter's sheet: named by its key (the
 * character id, so a secret NPC's name never reaches the players' roll stream), with Geschwindigkeit
 * and Geschicklichkeit from the sheet.
 *
 * @example
 * stuntsInitiativeEntry("c1", [{ name: "Geschwindigkeit", kind: "Kampfwert", value: 3 }]);
 * // { name: "c1", speed: 3, dexterity: 0 }
 */
export const stuntsInitiativeEntry = (
  key: string,
  values: readonly NamedValue[],
): { name: string; speed: number; dexterity: number } => ({
  name: key,
  speed: sheetNumber(values, "Geschwindigkeit"),
  dexterity: sheetNumber(values, "Geschicklichkeit"),
});

/**
 * Faar's order of fighters with sheets: Initiativwert GE + IT each, highest first; ties to the
 * higher GE, then the given order (the engine's `faarInitiativeOrder`). Returns the indices in
 * order with each one's initiative and GE.
 *
 * @example
 * faarOrder([[{ name: "GE", kind: "Attribut", value: 5 }], [{ name: "GE", kind: "Attribut", value: 9 }]]);
 * // [{ index: 1, initiative: 9, ge: 9 }, { index: 0, initiative: 5, ge: 5 }]
 */
export function faarOrder(
  sheets: readonly (readonly NamedValue[])[],
): { index: number; initiative: number; ge: number }[] {
  const combatants = sheets.map((values, index) => ({
    name: String(index),
    GE: sheetNumber(values, "GE"),
    IT: sheetNumber(values, "IT"),
  }));
  return faarRules
    .faarInitiativeOrder(combatants)
    .map((e) => ({ index: Number(e.name), initiative: e.initiative, ge: e.GE }));
}
