import { EngineError } from "../../errors.js";
import type { TableSettings } from "../table-settings.js";
import { FAAR_INJURY_REST_DAYS_MAX } from "./play-condition.js";

/** Defaults of the Faar house rules (RULINGS §4). */
export const FAAR_DEFAULTS = {
  /** Divisor of KO + GE + IT for the defence value: 3 (combat chapter) or 2 (character chapter). */
  faarDefenseDivisor: 3,
  /** Attribute points at creation. */
  faarAttributePoints: 45,
  /** Highest attribute at creation. */
  faarAttributeMax: 12,
  /** Days of rest one LP takes while a severe injury is on record (RULINGS §7; 1: not slowed). */
  faarInjuryRestDays: 2,
} as const;

function intOption(table: TableSettings, key: keyof typeof FAAR_DEFAULTS, min: number, max: number): number {
  const value = table.options[key];
  if (value === undefined) return FAAR_DEFAULTS[key];
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new EngineError(
      "invalid-table-option",
      `Table option ${key} must be ${min}..${max}, got ${value}`,
      {
        option: key,
        value: String(value),
      },
    );
  }
  return value;
}

/**
 * The defence divisor of the table: 3 by default, 2 as the house rule `faarDefenseDivisor: 2`.
 *
 * @example
 * defenseDivisor({ modules: [], options: { faarDefenseDivisor: 2 } }); // 2
 */
export function defenseDivisor(table: TableSettings): 2 | 3 {
  const value = intOption(table, "faarDefenseDivisor", 2, 3);
  return value === 2 ? 2 : 3;
}

/** The creation limits of the table: points to spend and the highest starting attribute. */
export function creationLimits(table: TableSettings): { points: number; max: number } {
  return {
    points: intOption(table, "faarAttributePoints", 6, 120),
    max: intOption(table, "faarAttributeMax", 1, 20),
  };
}

/**
 * Days of rest one LP takes while the character has a severe injury on record (RULINGS §7, L136:
 * "Schwere Verletzungen erfordern längere Ruhezeiten"): 2 by default, 1 (the text's day per LP,
 * not slowed) to `FAAR_INJURY_REST_DAYS_MAX` as the table option `faarInjuryRestDays`.
 *
 * @example
 * injuryRestDays({ modules: [], options: { faarInjuryRestDays: 3 } }); // 3
 */
export const injuryRestDays = (table: TableSettings): number =>
  intOption(table, "faarInjuryRestDays", 1, FAAR_INJURY_REST_DAYS_MAX);
