import type { Rng } from "../../dice/rng.js";
import { requireInt } from "../../errors.js";
import { Dist } from "../../odds/distribution.js";
import { Fraction } from "../../odds/fraction.js";
import { type Modifier, sumModifiers } from "../modifier.js";
import type { ActionDef, OutcomeProbability } from "../rule-system.js";
import type { TableSettings } from "../table-settings.js";
import { stuntPoints, THREE_D6_TOTAL, threeD6Classes } from "./stunt-points.js";

/** A check (Würfel-Probe): 3W6 + attribute + bonus against a difficulty (Schwierigkeit). */
export interface StuntCheckParams {
  /** Attribute + Bonuspunkte. */
  readonly value: number;
  /** The difficulty to reach or beat, usually 5..20. */
  readonly target: number;
  /** Situational modifiers on the roll (positive helps). */
  readonly modifiers?: readonly Modifier[];
}

/** A rolled check: sum, result, success and the stunt points (0 without a double). */
export interface StuntCheckResult {
  readonly value: number;
  readonly target: number;
  readonly modifiers: readonly Modifier[];
  readonly dice: readonly [number, number, number];
  readonly result: number;
  readonly success: boolean;
  /** Announced even on a failure, which they never turn into a success. */
  readonly stuntPoints: number;
  readonly stunt: boolean;
  readonly margin: number;
}

/** The odds of a check. */
export interface StuntCheckOdds {
  readonly effective: number;
  readonly pSuccess: Fraction;
  /** P(a double or triple), 4/9 whatever the difficulty. */
  readonly pStunt: Fraction;
  readonly expectedStuntPoints: Fraction;
  readonly pSuccessWithStunt: Fraction;
  /** Distribution of the result. */
  readonly distribution: Dist;
  /** Distribution of the stunt points (0 = none). */
  readonly stuntPoints: Dist;
}

function effectiveOf(params: StuntCheckParams): { effective: number; modifiers: Modifier[] } {
  requireInt("value", params.value, -100, 100);
  requireInt("target", params.target, -100, 200);
  const modifiers = [...(params.modifiers ?? [])];
  for (const m of modifiers) requireInt("modifier", m.amount, -100, 100);
  return { effective: params.value + sumModifiers(modifiers), modifiers };
}

/**
 * Rolls a check.
 *
 * @example
 * // Linda rolls 4 + 4 + 5 and adds her Stärke (+2): 15, and 5 stunt points.
 * rollStuntCheck({ value: 2, target: 12 }, scriptedRng([4, 4, 5]), PLAIN_TABLE); // result 15, stuntPoints 5
 */
export function rollStuntCheck(params: StuntCheckParams, rng: Rng, _table: TableSettings): StuntCheckResult {
  const { effective, modifiers } = effectiveOf(params);
  const dice: [number, number, number] = [rng.die(6), rng.die(6), rng.die(6)];
  const result = dice[0] + dice[1] + dice[2] + effective;
  const sp = stuntPoints(dice);
  return {
    value: params.value,
    target: params.target,
    modifiers,
    dice,
    result,
    success: result >= params.target,
    stuntPoints: sp,
    stunt: sp > 0,
    margin: result - params.target,
  };
}

/** Exact odds from the 216 rolls of 3W6. */
export function stuntCheckOdds(params: StuntCheckParams, _table: TableSettings): StuntCheckOdds {
  const { effective } = effectiveOf(params);
  let success = 0;
  let stunt = 0;
  let successWithStunt = 0;
  let pointSum = 0;
  for (const c of threeD6Classes()) {
    const ok = c.sum + effective >= params.target;
    if (ok) success += c.weight;
    if (c.stuntPoints > 0) {
      stunt += c.weight;
      if (ok) successWithStunt += c.weight;
    }
    pointSum += c.weight * c.stuntPoints;
  }
  return {
    effective,
    pSuccess: Fraction.cached(success, THREE_D6_TOTAL),
    pStunt: Fraction.cached(stunt, THREE_D6_TOTAL),
    expectedStuntPoints: Fraction.of(pointSum, THREE_D6_TOTAL),
    pSuccessWithStunt: Fraction.cached(successWithStunt, THREE_D6_TOTAL),
    distribution: Dist.of(threeD6Classes().map((c) => [c.sum + effective, c.weight] as const)),
    stuntPoints: Dist.of(threeD6Classes().map((c) => [c.stuntPoints, c.weight] as const)),
  };
}

/** One row of the joint table: a difficulty and the exact joint probabilities of success and stunt. */
export interface JointRow {
  readonly target: number;
  readonly pSuccess: Fraction;
  readonly pSuccessWithStunt: Fraction;
  readonly pFailureWithStunt: Fraction;
  /** Expected stunt points counting only successful checks (a failed check's points are flavour). */
  readonly expectedStuntPointsOnSuccess: Fraction;
  /** P(success and exactly n stunt points), n = 0..6. */
  readonly success: readonly { readonly n: number; readonly p: Fraction }[];
  /** P(failure and exactly n stunt points). */
  readonly failure: readonly { readonly n: number; readonly p: Fraction }[];
}

/**
 * The joint table of success and stunt points per difficulty (default 5..20) for a value.
 *
 * @example
 * stuntJointTable(2)[0].target; // 5
 */
export function stuntJointTable(value: number, targets: readonly number[] = range(5, 20)): JointRow[] {
  requireInt("value", value, -100, 100);
  return targets.map((target) => {
    const success = new Array<number>(7).fill(0);
    const failure = new Array<number>(7).fill(0);
    for (const c of threeD6Classes()) {
      (c.sum + value >= target ? success : failure)[c.stuntPoints]! += c.weight;
    }
    const p = (w: number) => Fraction.cached(w, THREE_D6_TOTAL);
    const rows = (ws: number[]) => ws.map((w, n) => ({ n, p: p(w) })).filter((r) => r.p.num !== 0n);
    const sumFrom1 = (ws: number[]) => ws.slice(1).reduce((a, b) => a + b, 0);
    return {
      target,
      pSuccess: p(success.reduce((a, b) => a + b, 0)),
      pSuccessWithStunt: p(sumFrom1(success)),
      pFailureWithStunt: p(sumFrom1(failure)),
      expectedStuntPointsOnSuccess: Fraction.of(
        success.reduce((a, w, n) => a + w * n, 0),
        THREE_D6_TOTAL,
      ),
      success: rows(success),
      failure: rows(failure),
    };
  });
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Outcome class: success, result and stunt points. */
export const stuntCheckOutcomeKey = (r: StuntCheckResult): string =>
  `${r.success ? "S" : "F"}|${r.result}|${r.stuntPoints}`;

function stuntCheckOutcomes(params: StuntCheckParams, _table: TableSettings): OutcomeProbability[] {
  const { effective } = effectiveOf(params);
  return threeD6Classes().map((c) => {
    const result = c.sum + effective;
    return {
      key: `${result >= params.target ? "S" : "F"}|${result}|${c.stuntPoints}`,
      probability: Fraction.cached(c.weight, THREE_D6_TOTAL),
    };
  });
}

/** The 3W6 check with stunt points as a registry action. */
export const stuntCheckAction: ActionDef<StuntCheckParams, StuntCheckResult, StuntCheckOdds> = {
  id: "check",
  roll: rollStuntCheck,
  odds: stuntCheckOdds,
  outcomes: stuntCheckOutcomes,
  outcomeKey: stuntCheckOutcomeKey,
  examples: [
    { value: 2, target: 15 },
    { value: 0, target: 10 },
    { value: 4, target: 20, modifiers: [{ amount: -2, source: "mod" }] },
    { value: 3, target: 5 },
  ],
};
