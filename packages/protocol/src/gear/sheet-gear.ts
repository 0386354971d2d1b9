import type { CharacterEnvelope, TableSettings } from "@spieltisch/engine";
import { protocolSystemOf } from "../systems/registry.js";
import type { GearLine } from "./gear-line.js";
import type { GearTranslate } from "./gear-text.js";

/**
 * The gear of a sheet of `system` as lines a player reads, in the language of `t` (each system's
 * `ProtocolSystem.gear.sheetLines`); empty for a system without gear (3W6 + Stunts) or a sheet
 * without any.
 *
 * @example
 * sheetGearLines("ews", lazaro, PLAIN_TABLE, t);
 * // [{ kind: "weapon", index: 0, name: "Degen", value: "Schaden 4" }]
 */
export function sheetGearLines(
  system: string,
  sheet: CharacterEnvelope,
  table: TableSettings,
  t: GearTranslate,
): GearLine[] {
  return protocolSystemOf(system)?.gear?.sheetLines(t, sheet, table) ?? [];
}
