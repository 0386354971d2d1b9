import type { Rng } from "../../dice/rng.js";
import { requireInt } from "../../errors.js";
import { Fraction } from "../../odds/fraction.js";
import type { ActionDef, OutcomeProbability, RollConsequences } from "../rule-system.js";
import type { TableSettings } from "../table-settings.js";
import { d20AtMost } from "./check.js";
import {
  GRAUEN_CONSEQUENCES,
  type GrauenConsequence,
  grauenConsequence,
  grauenPointsAfter,
  grauenTableDue,
} from "./grauen-table.js";
import type { FaarOutcome } from "./play-events.js";

/** A Grauen check: d20 ≤ IT + modifier (positive for milder horrors), with the current counter. */
export interface GrauenParams {
  readonly intuition: number;
  readonly modifier?: number;
  /** Grauen points before the check. */
  readonly points: number;
}

/** A rolled Grauen check. */
export interface GrauenResult {
  readonly target: number;
  readonly face: number;
  readonly passed: boolean;
  readonly pointsBefore: number;
  /** After the check, and after the table cleared them (kept on 19–20). */
  readonly pointsAfter: number;
  /** The consequence-table roll, when the counter reached 5. */
  readonly table: { readonly face: number; readonly consequence: GrauenConsequence } | null;
  readonly dice: readonly number[];
}

/** Exact odds of a Grauen check. */
export interface GrauenOdds {
  readonly target: number;
  readonly pPass: Fraction;
  /** P(a point is gained). */
  readonly pPoint: Fraction;
  /** P(the consequence table is rolled). */
  readonly pTable: Fraction;
  /** P(each consequence), zero entries included. */
  readonly consequences: Readonly<Record<GrauenConsequence, Fraction>>;
  /** Distribution of the counter after the check: `[points, p]`. */
  readonly points: readonly { readonly n: number; readonly p: Fraction }[];
}

function checked(params: GrauenParams): { target: number; points: number } {
  requireInt("intuition", params.intuition, -100, 100);
  requireInt("modifier", params.modifier ?? 0, -100, 100);
  return {
    target: params.intuition + (params.modifier ?? 0),
    points: requireInt("points", params.points, 0, 100),
  };
}

/**
 * Rolls a Grauen check. A failure adds a point; at 5 points or more the 1W20 consequence table
 * follows, which clears the points except on 19–20 ("Keine Auswirkung, aber das Grauen bleibt"),
 * so every later point rolls again.
 *
 * @example
 * rollGrauen({ intuition: 9, points: 4 }, scriptedRng([15, 7]), PLAIN_TABLE).table?.consequence; // "gloom"
 */
export function rollGrauen(params: GrauenParams, rng: Rng, _table: TableSettings): GrauenResult {
  const { target, points } = checked(params);
  const face = rng.die(20);
  const base = { target, face, pointsBefore: points };
  if (face <= target) return { ...base, passed: true, pointsAfter: points, table: null, dice: [face] };
  if (!grauenTableDue(points)) {
    return {
      ...base,
      passed: false,
      pointsAfter: grauenPointsAfter(points, false, null),
      table: null,
      dice: [face],
    };
  }
  const tableFace = rng.die(20);
  const consequence = grauenConsequence(tableFace);
  return {
    ...base,
    passed: false,
    pointsAfter: grauenPointsAfter(points, false, consequence),
    table: { face: tableFace, consequence },
    dice: [face, tableFace],
  };
}

/** Exact odds of a Grauen check. */
export function grauenOdds(params: GrauenParams, _table: TableSettings): GrauenOdds {
  const { target, points } = checked(params);
  const pPass = d20AtMost(target);
  const pPoint = Fraction.ONE.sub(pPass);
  const gained = points + 1;
  const rolls = grauenTableDue(points);
  const perPair = Fraction.of(2, 20);
  const consequences = Object.fromEntries(
    GRAUEN_CONSEQUENCES.map((c) => [c, rolls ? pPoint.mul(perPair) : Fraction.ZERO]),
  ) as Record<GrauenConsequence, Fraction>;
  const pointWeights = new Map<number, Fraction>();
  const add = (n: number, p: Fraction) => {
    if (p.num !== 0n) pointWeights.set(n, (pointWeights.get(n) ?? Fraction.ZERO).add(p));
  };
  add(points, pPass);
  if (rolls) {
    add(0, pPoint.mul(Fraction.of(18, 20)));
    add(gained, pPoint.mul(perPair));
  } else add(gained, pPoint);
  return {
    target,
    pPass,
    pPoint,
    pTable: rolls ? pPoint : Fraction.ZERO,
    consequences,
    points: [...pointWeights].sort(([a], [b]) => a - b).map(([n, p]) => ({ n, p })),
  };
}

/** Outcome class: passed, the counter afterwards and the consequence. */
export const grauenOutcomeKey = (r: GrauenResult): string =>
  `${r.passed ? "pass" : "fail"}|${r.pointsAfter}|${r.table?.consequence ?? "-"}`;

function grauenOutcomes(params: GrauenParams, table: TableSettings): OutcomeProbability[] {
  const { points } = checked(params);
  const odds = grauenOdds(params, table);
  const out: OutcomeProbability[] = [{ key: `pass|${points}|-`, probability: odds.pPass }];
  if (odds.pTable.num === 0n) {
    out.push({ key: `fail|${points + 1}|-`, probability: odds.pPoint });
  } else {
    for (const c of GRAUEN_CONSEQUENCES) {
      out.push({ key: `fail|${c === "no-effect" ? points + 1 : 0}|${c}`, probability: odds.consequences[c] });
    }
  }
  return out;
}

/**
 * What a Grauen check books on the one who rolled it: the check with the points it was rolled at
 * (the condition refuses a check rolled at other points) and the table's consequence.
 *
 * @example
 * grauenRollConsequences(rollGrauen({ intuition: 9, points: 4 }, scriptedRng([15, 7]), PLAIN_TABLE));
 * // { actor: [{ kind: "grauen", pointsBefore: 4, passed: false, consequence: "gloom" }], opponent: [] }
 */
export const grauenRollConsequences = (r: GrauenResult): RollConsequences<FaarOutcome> => ({
  actor: [
    {
      kind: "grauen",
      pointsBefore: r.pointsBefore,
      passed: r.passed,
      consequence: r.table?.consequence ?? null,
    },
  ],
  opponent: [],
});

/** The Grauen check as a registry action. */
export const faarGrauenAction: ActionDef<GrauenParams, GrauenResult, GrauenOdds, FaarOutcome> = {
  id: "grauen",
  roll: rollGrauen,
  odds: grauenOdds,
  outcomes: grauenOutcomes,
  outcomeKey: grauenOutcomeKey,
  consequences: grauenRollConsequences,
  examples: [
    { intuition: 9, points: 0 },
    { intuition: 12, modifier: -3, points: 4 },
    { intuition: 7, modifier: 2, points: 6 },
  ],
};
