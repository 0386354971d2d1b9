import type { TableOptionsJson } from "@spieltisch/protocol";
import { EnteredDiceError, rollEnteredFaces } from "@spieltisch/protocol";
import type { TableAction } from "./odds.js";

/**
 * What a roll still needs of dice rolled at the table, after `faces`: another die (`sides`: a W6,
 * a W20 …), nothing more (`done`), fewer (`too-many`), or — options that make no roll yet, or a
 * face the die cannot show — nothing that can be told (`unknown`).
 */
export type DiceNeed =
  | { readonly kind: "more"; readonly sides: number }
  | { readonly kind: "done" }
  | { readonly kind: "too-many" }
  | { readonly kind: "unknown" };

/** The table a roll is made at: its system, modules and options as stored. */
export interface DiceTable {
  readonly system: string;
  readonly modules: readonly string[];
  readonly options: TableOptionsJson;
}

/**
 * The next die a roll of `entry` with `options` asks for after the faces entered so far, found by
 * rolling it with those faces through the same code the table core uses for entered dice
 * (`rollEnteredFaces`): the rules themselves say how many dice and which, a chain's extra die
 * included. The sides' condition modifiers are not known here; they change which dice a roll
 * takes only where a hit decides whether damage is rolled — the table's answer then says so.
 *
 * @example
 * diceNeed(checkEntry, { value: 12, target: 15 }, table, []); // { kind: "more", sides: 6 }
 */
export function diceNeed(
  entry: TableAction,
  options: Record<string, unknown>,
  table: DiceTable,
  faces: readonly number[],
): DiceNeed {
  const request = {
    system: table.system,
    modules: table.modules,
    houseRules: table.options,
    action: entry.id,
    options,
  };
  try {
    const parsed = entry.adapter.options.parse(options);
    rollEnteredFaces(request, entry.adapter, parsed, faces);
    return { kind: "done" };
  } catch (error) {
    if (!(error instanceof EnteredDiceError)) return { kind: "unknown" };
    if (error.code === "too-few-dice" && error.sides !== undefined)
      return { kind: "more", sides: error.sides };
    if (error.code === "too-many-dice") return { kind: "too-many" };
    return { kind: "unknown" };
  }
}
