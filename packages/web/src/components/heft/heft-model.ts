import type { TableSettings } from "@spieltisch/engine";
import type { I18n } from "../../lib/i18n.js";
import { formatNumber } from "../../lib/local-format.js";

/**
 * What a tap on a Heft value prefills in the dice view: the action, the options it sets (the
 * value in the action's own field: `value`, `pool`, `attackDice` …) and the sheet value's name,
 * so the dice view can roll as the character with that value ("Würfeln als").
 */
export interface RollTarget {
  readonly action: string;
  readonly options: Readonly<Record<string, unknown>>;
  /** The sheet value's name as the engine's `values` lists it; absent for actions without sides. */
  readonly skill?: string;
  /**
   * The weapon on the sheet the action is rolled with, by name (the table fills its numbers when
   * rolled as the character); null: none (an unarmed blow). Absent: the first that suits.
   */
  readonly weapon?: string | null;
}

/** One line of the Heft: a name, the number (or short text) and where it comes from. */
export interface HeftRow {
  readonly key: string;
  readonly name: string;
  readonly value: string | number;
  /** A short explanation in the rule text's words (shown small under the line). */
  readonly how?: string;
  /** Tapping the value rolls it. */
  readonly roll?: RollTarget;
}

/** A section of the Heft: a title, an optional rule line and its rows. */
export interface HeftSection {
  readonly id: string;
  readonly title: string;
  readonly rule?: string;
  readonly rows: readonly HeftRow[];
}

/** What every system's Heft builder gets: the checked file, the table, the words and the condition. */
export interface HeftInput {
  readonly character: Readonly<Record<string, unknown>>;
  /** The rules' `derived` of the character (`evaluate`), empty when the file did not pass. */
  readonly derived: Readonly<Record<string, unknown>>;
  readonly cost: number | undefined;
  readonly budget: number | undefined;
  readonly table: TableSettings;
  readonly i18n: Pick<I18n, "t" | "lang">;
  /** The character's condition in play, when it has one (Faar: Grauen and restrictions). */
  readonly condition: unknown;
}

/** A number with its sign as the sheets write levels (`+3`, `−2`, `±0`). */
export const signedLevel = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0");

/** A plain number in the reader's language, up to one decimal (GeP come in halves). */
export const decimal = (lang: I18n["lang"], n: number): string => formatNumber(lang, n);

export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const numberOf = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;

export const recordsOf = (value: unknown): Readonly<Record<string, unknown>>[] =>
  Array.isArray(value) ? value.filter(isRecord) : [];
