import type { Rng } from "../../dice/rng.js";
import { requireInt } from "../../errors.js";
import type { Dist } from "../../odds/distribution.js";
import { Fraction } from "../../odds/fraction.js";
import { type Modifier, sumModifiers } from "../modifier.js";
import type { ActionDef, OutcomeProbability } from "../rule-system.js";
import { hasModule, type TableSettings } from "../table-settings.js";
import { checkModifiers } from "./check.js";
import { type KritChain, PM_W6, PM_W6_KRIT, rollPmW6 } from "./pm-w6.js";
import { contestSteps } from "./steps.js";

/** One side of a contest: its value, modifiers and wounds. */
export interface ContestSide {
  readonly value: number;
  readonly modifiers?: readonly Modifier[];
  readonly wounds?: number;
}

/** A Wettstreit: A started (and wins ties), B resists (RULINGS §1.2). */
export interface ContestParams {
  readonly a: ContestSide;
  readonly b: ContestSide;
}

/** One side's roll in a contest. */
export interface ContestRoll {
  readonly value: number;
  readonly modifiers: readonly Modifier[];
  readonly effective: number;
  readonly dice: readonly number[];
  readonly bonus: number;
  readonly result: number;
  readonly chain: KritChain;
}

/** A rolled contest. `diff` is the winner's lead (≥ 0), `steps` its Schwellen. */
export interface ContestResult {
  readonly winner: "a" | "b";
  readonly a: ContestRoll;
  readonly b: ContestRoll;
  readonly diff: number;
  readonly steps: number;
}

/** Odds of a contest before rolling. */
export interface ContestOdds {
  /** P(A wins), ties included. */
  readonly pA: Fraction;
}

function sideEffective(
  side: ContestSide,
  name: "a.value" | "b.value",
): { effective: number; modifiers: Modifier[] } {
  requireInt(name, side.value);
  const modifiers = checkModifiers(side);
  for (const m of modifiers) requireInt("modifier", m.amount);
  return { effective: side.value + sumModifiers(modifiers), modifiers };
}

function rollSide(side: ContestSide, name: string, rng: Rng, krit: boolean): ContestRoll {
  const { effective, modifiers } = sideEffective(side, name === "a" ? "a.value" : "b.value");
  const roll = rollPmW6(rng, krit);
  return {
    value: side.value,
    modifiers,
    effective,
    dice: roll.dice,
    bonus: roll.bonus,
    result: effective + roll.bonus,
    chain: roll.chain,
  };
}

/**
 * Rolls a contest: A's die first, then B's. The higher result wins, a tie goes to A.
 *
 * @example
 * rollContest({ a: { value: 12 }, b: { value: 12 } }, scriptedRng([2, 2]), PLAIN_TABLE).winner; // "a"
 */
export function rollContest(params: ContestParams, rng: Rng, table: TableSettings): ContestResult {
  const krit = hasModule(table, "krit");
  const a = rollSide(params.a, "a", rng, krit);
  const b = rollSide(params.b, "b", rng, krit);
  const winner = a.result >= b.result ? "a" : "b";
  const diff = Math.abs(a.result - b.result);
  return { winner, a, b, diff, steps: contestSteps(diff) };
}

/** The ±W6 bonus of one side as a distribution (krit adds the chain values). */
const bonusDist = (table: TableSettings): Dist => (hasModule(table, "krit") ? PM_W6_KRIT : PM_W6);

/** Bonus values and weights as flat arrays, for the closed-form P(A wins). */
const flat = (d: Dist) => ({
  values: d.entries().map((e) => e.value),
  weights: d.entries().map((e) => e.weight),
  total: d.total,
});
const PLAIN_FLAT = flat(PM_W6);
const KRIT_FLAT = flat(PM_W6_KRIT);

/**
 * Exact P(A wins) = P(A's result ≥ B's result), summed over the pairs of bonus outcomes
 * (36 pairs plain, 100 with krit) without building a distribution.
 *
 * @example
 * contestOdds({ a: { value: 12 }, b: { value: 12 } }, PLAIN_TABLE).pA.toString(); // "7/12"
 */
export function contestOdds(params: ContestParams, table: TableSettings): ContestOdds {
  const lead = sideEffective(params.a, "a.value").effective - sideEffective(params.b, "b.value").effective;
  const { values, weights, total } = hasModule(table, "krit") ? KRIT_FLAT : PLAIN_FLAT;
  let wins = 0;
  for (let i = 0; i < values.length; i++) {
    const threshold = lead + values[i]!;
    let covered = 0;
    for (let j = 0; j < values.length && values[j]! <= threshold; j++) covered += weights[j]!;
    wins += weights[i]! * covered;
  }
  return { pA: Fraction.cached(wins, total * total) };
}

/** The exact distribution of A's result minus B's result (for charts and the margin). */
export function contestDifference(params: ContestParams, table: TableSettings): Dist {
  const bonus = bonusDist(table);
  const a = bonus.shift(sideEffective(params.a, "a.value").effective);
  const b = bonus.shift(sideEffective(params.b, "b.value").effective);
  return a.sub(b);
}

/** Outcome class of a contest: the winner and the signed difference A − B. */
export const contestOutcomeKey = (r: ContestResult): string => `${r.winner}|${r.a.result - r.b.result}`;

function contestOutcomes(params: ContestParams, table: TableSettings): OutcomeProbability[] {
  const difference = contestDifference(params, table);
  return difference.entries().map(({ value, weight }) => ({
    key: `${value >= 0 ? "a" : "b"}|${value}`,
    probability: Fraction.of(weight, difference.total),
  }));
}

/** The EWS contest as a registry action. */
export const ewsContestAction: ActionDef<ContestParams, ContestResult, ContestOdds> = {
  id: "contest",
  roll: rollContest,
  odds: contestOdds,
  outcomes: contestOutcomes,
  outcomeKey: contestOutcomeKey,
  examples: [
    { a: { value: 12 }, b: { value: 12 } },
    { a: { value: 15, modifiers: [{ amount: 3, source: "mod" }] }, b: { value: 9 } },
    { a: { value: 9 }, b: { value: 15, wounds: 1 } },
  ],
};
