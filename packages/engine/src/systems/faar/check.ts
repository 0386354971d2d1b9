import type { Rng } from "../../dice/rng.js";
import { requireInt } from "../../errors.js";
import { Fraction } from "../../odds/fraction.js";
import { type Modifier, sumModifiers } from "../modifier.js";
import type { ActionDef, OutcomeProbability } from "../rule-system.js";
import type { TableSettings } from "../table-settings.js";

/** A Faar check (Probe): d20 ≤ value, the value being an attribute or attribute + skill level. */
export interface FaarCheckParams {
  readonly value: number;
  /** Situational modifiers: positive makes the check easier (the value rises). */
  readonly modifiers?: readonly Modifier[];
}

/** A rolled Faar check. */
export interface FaarCheckResult {
  readonly value: number;
  readonly modifiers: readonly Modifier[];
  /** Value plus modifiers: the number the d20 must not exceed. */
  readonly effective: number;
  readonly dice: readonly [number];
  /** The d20 face. */
  readonly result: number;
  readonly success: boolean;
  /** effective − face: how far under (≥ 0) or over (< 0) the value the roll stayed. */
  readonly margin: number;
}

/** The odds of a Faar check. */
export interface FaarCheckOdds {
  readonly effective: number;
  readonly pSuccess: Fraction;
}

/**
 * Chance that a d20 shows at most `value`: clamped to 0..20 twentieths.
 *
 * @example
 * d20AtMost(13).toString(); // "13/20"
 */
export const d20AtMost = (value: number): Fraction => Fraction.cached(Math.max(0, Math.min(20, value)), 20);

function effectiveOf(params: FaarCheckParams): { effective: number; modifiers: Modifier[] } {
  requireInt("value", params.value, -100, 100);
  const modifiers = [...(params.modifiers ?? [])];
  for (const m of modifiers) requireInt("modifier", m.amount, -100, 100);
  return { effective: params.value + sumModifiers(modifiers), modifiers };
}

/**
 * Rolls a Faar check.
 *
 * @example
 * // Dorn: GE 10 + Heimlichkeit 3 = 13, rolls 12 → success.
 * rollFaarCheck({ value: 13 }, scriptedRng([12]), PLAIN_TABLE).success; // true
 */
export function rollFaarCheck(params: FaarCheckParams, rng: Rng, _table: TableSettings): FaarCheckResult {
  const { effective, modifiers } = effectiveOf(params);
  const face = rng.die(20);
  return {
    value: params.value,
    modifiers,
    effective,
    dice: [face],
    result: face,
    success: face <= effective,
    margin: effective - face,
  };
}

/** Exact odds: P(d20 ≤ effective value). */
export function faarCheckOdds(params: FaarCheckParams, _table: TableSettings): FaarCheckOdds {
  const { effective } = effectiveOf(params);
  return { effective, pSuccess: d20AtMost(effective) };
}

/** Outcome class of a check: success and face. */
export const faarCheckOutcomeKey = (r: FaarCheckResult): string => `${r.success ? "S" : "F"}|${r.result}`;

function faarCheckOutcomes(params: FaarCheckParams, _table: TableSettings): OutcomeProbability[] {
  const { effective } = effectiveOf(params);
  const out: OutcomeProbability[] = [];
  for (let face = 1; face <= 20; face++) {
    out.push({ key: `${face <= effective ? "S" : "F"}|${face}`, probability: Fraction.cached(1, 20) });
  }
  return out;
}

/** The Faar check as a registry action. */
export const faarCheckAction: ActionDef<FaarCheckParams, FaarCheckResult, FaarCheckOdds> = {
  id: "check",
  roll: rollFaarCheck,
  odds: faarCheckOdds,
  outcomes: faarCheckOutcomes,
  outcomeKey: faarCheckOutcomeKey,
  examples: [
    { value: 12 },
    { value: 13 },
    { value: 0 },
    { value: 22 },
    { value: 8, modifiers: [{ amount: -2, source: "mod" }] },
  ],
};
