import type { Modifier } from "@spieltisch/engine";
import type { TableOptionsJson } from "@spieltisch/protocol";
import {
  EnteredDiceError,
  type RollRequest,
  rollEnteredFaces,
  type SideModifiers,
} from "@spieltisch/protocol";
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
 * A roll of play as the table prepared it for its odds (`POST …/odds`): the options with the
 * sheets' values and gear filled in, and the modifiers each side's condition adds — what decides
 * whether a hit is rolled for damage or a second pool is rolled at all.
 */
export interface PreparedRoll {
  readonly options: Record<string, unknown>;
  readonly actor?: { readonly modifiers: readonly Modifier[] } | undefined;
  readonly opponent?: { readonly modifiers: readonly Modifier[] } | undefined;
}

/** The sides' modifiers of a prepared roll, as a roll request carries them (only sides that have any). */
export function sidesOf(prepared: PreparedRoll | undefined): SideModifiers | undefined {
  if (!prepared) return undefined;
  const actor = prepared.actor?.modifiers ?? [];
  const opponent = prepared.opponent?.modifiers ?? [];
  if (actor.length === 0 && opponent.length === 0) return undefined;
  return { ...(actor.length > 0 ? { actor } : {}), ...(opponent.length > 0 ? { opponent } : {}) };
}

/** The request a plan rolls: the table's rules, the action, its options and the sides' modifiers. */
export function planRequest(
  entry: TableAction,
  options: Record<string, unknown>,
  table: DiceTable,
  sides: SideModifiers | undefined,
): RollRequest {
  return {
    system: table.system,
    modules: table.modules,
    houseRules: table.options,
    action: entry.id,
    options,
    ...(sides ? { sides } : {}),
  };
}

/** What rolling the faces entered so far made: the finished roll's JSON, or what it still needs. */
export type TriedFaces =
  | { readonly kind: "done"; readonly json: Readonly<Record<string, unknown>> }
  | Exclude<DiceNeed, { readonly kind: "done" }>;

/**
 * Rolls `entry` with `options` and the faces entered so far through the same code the table core
 * uses for entered dice (`rollEnteredFaces`): the finished roll, or the next die it asks for — the
 * rules themselves say how many dice and which, a chain's extra die included.
 */
export function tryEnteredFaces(
  entry: TableAction,
  options: Record<string, unknown>,
  table: DiceTable,
  faces: readonly number[],
  sides?: SideModifiers,
): TriedFaces {
  const request = planRequest(entry, options, table, sides);
  try {
    const parsed = entry.adapter.options.parse(options);
    return { kind: "done", json: rollEnteredFaces(request, entry.adapter, parsed, faces).json };
  } catch (error) {
    if (!(error instanceof EnteredDiceError)) return { kind: "unknown" };
    if (error.code === "too-few-dice" && error.sides !== undefined)
      return { kind: "more", sides: error.sides };
    if (error.code === "too-many-dice") return { kind: "too-many" };
    return { kind: "unknown" };
  }
}
