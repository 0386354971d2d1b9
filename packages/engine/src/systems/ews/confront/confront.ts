import type { Rng } from "../../../dice/rng.js";
import { requireInt } from "../../../errors.js";
import { Fraction } from "../../../odds/fraction.js";
import { type Modifier, sumModifiers } from "../../modifier.js";
import type { ActionDef, OutcomeProbability } from "../../rule-system.js";
import type { TableSettings } from "../../table-settings.js";
import { checkModifiers } from "../check.js";
import { flatBonusDifference } from "../check-classes.js";
import type { EwsOutcome } from "../condition/outcome.js";
import {
  type ContestParams,
  type ContestRoll,
  type ContestSide,
  contestDifference,
  rollContest,
} from "../contest.js";
import { contestSteps } from "../steps.js";
import { type ConfrontEdge, edgeModifier, validateEdges } from "./edges.js";

/** One side of an Ein-Wurf confrontation: combat value, free modifiers, wounds and named edges. */
export interface ConfrontSide extends ContestSide {
  readonly edges?: readonly ConfrontEdge[];
}

/** An Ein-Wurf confrontation; A started (the initiator wins ties, RULINGS §1.7). */
export interface ConfrontParams {
  readonly a: ConfrontSide;
  readonly b: ConfrontSide;
}

/** One side's roll with the wounds it takes. */
export interface ConfrontRoll extends ContestRoll {
  readonly wounds: number;
}

/** A rolled confrontation: the loser is out of the fight. */
export interface ConfrontResult {
  readonly winner: "a" | "b";
  readonly diff: number;
  readonly steps: number;
  readonly a: ConfrontRoll;
  readonly b: ConfrontRoll;
}

/** Exact odds: who wins and each side's wound-count distribution (`weight / total`). */
export interface ConfrontOdds {
  readonly pA: Fraction;
  readonly aWounds: readonly { n: number; p: Fraction }[];
  readonly bWounds: readonly { n: number; p: Fraction }[];
}

/** The loser takes 3 wounds + 1 per full 3 points of difference. */
export const loserWounds = (diff: number): number => 3 + contestSteps(diff);

/** The winner takes 3 wounds − 1 per full 3 points of difference, at least 0. */
export const winnerWounds = (diff: number): number => Math.max(0, 3 - contestSteps(diff));

/** The confrontation as a plain contest: each edge becomes a named modifier. */
export function confrontContest(params: ConfrontParams): ContestParams {
  validateEdges(params.a.edges ?? [], params.b.edges ?? []);
  const side = (s: ConfrontSide): ContestSide => ({
    value: s.value,
    modifiers: [...(s.modifiers ?? []), ...(s.edges ?? []).map(edgeModifier)] as Modifier[],
    wounds: s.wounds ?? 0,
  });
  return { a: side(params.a), b: side(params.b) };
}

/** Wounds of A and B for a signed difference A − B (A wins ties). */
export function confrontWounds(signedDiff: number): { a: number; b: number } {
  const diff = Math.abs(signedDiff);
  return signedDiff >= 0
    ? { a: winnerWounds(diff), b: loserWounds(diff) }
    : { a: loserWounds(diff), b: winnerWounds(diff) };
}

/**
 * Rolls an Ein-Wurf confrontation: one contest (A's die first) decides the whole fight.
 * With krit the contest reading applies (a second 6 adds +6 more, RULINGS §1.3).
 *
 * @example
 * // Grok (15, axe vs dagger +3) rolls 4 → 22; the bodyguard (9) rolls 2 → 11: Grok 0, bodyguard 6 wounds.
 * rollConfront({ a: { value: 15, edges: [{ kind: "stronger-weapon" }] }, b: { value: 9 } }, scriptedRng([4, 2]), PLAIN_TABLE);
 */
export function rollConfront(params: ConfrontParams, rng: Rng, table: TableSettings): ConfrontResult {
  const contest = rollContest(confrontContest(params), rng, table);
  const wounds = confrontWounds(contest.a.result - contest.b.result);
  return {
    winner: contest.winner,
    diff: contest.diff,
    steps: contest.steps,
    a: { ...contest.a, wounds: wounds.a },
    b: { ...contest.b, wounds: wounds.b },
  };
}

/**
 * Exact odds from the difference distribution of the two results (36 or 216² weights): who wins,
 * and how many wounds each side takes.
 *
 * @example
 * confrontOdds({ a: { value: 12 }, b: { value: 12 } }, PLAIN_TABLE).pA.toString(); // "7/12"
 */
export function confrontOdds(params: ConfrontParams, table: TableSettings): ConfrontOdds {
  const contest = confrontContest(params);
  const lead = sideValue(contest.a, "a.value") - sideValue(contest.b, "b.value");
  const { values, weights, total } = flatBonusDifference(table);
  const aWeights: number[] = [];
  const bWeights: number[] = [];
  let aWins = 0;
  for (let i = 0; i < values.length; i++) {
    const value = lead + values[i]!;
    const weight = weights[i]!;
    if (value >= 0) aWins += weight;
    const diff = Math.abs(value);
    const wa = value >= 0 ? winnerWounds(diff) : loserWounds(diff);
    const wb = value >= 0 ? loserWounds(diff) : winnerWounds(diff);
    aWeights[wa] = (aWeights[wa] ?? 0) + weight;
    bWeights[wb] = (bWeights[wb] ?? 0) + weight;
  }
  const dist = (ws: number[]) => {
    const out: { n: number; p: Fraction }[] = [];
    for (let n = 0; n < ws.length; n++) if (ws[n]) out.push({ n, p: Fraction.cached(ws[n]!, total) });
    return out;
  };
  return { pA: Fraction.cached(aWins, total), aWounds: dist(aWeights), bWounds: dist(bWeights) };
}

/** Effective value of a contest side: value, modifiers and −3 per wound, validated. */
function sideValue(side: ContestSide, name: string): number {
  requireInt(name, side.value);
  const modifiers = checkModifiers(side);
  for (const m of modifiers) requireInt("modifier", m.amount);
  return side.value + sumModifiers(modifiers);
}

/** Outcome class: winner and both wound counts. */
export const confrontOutcomeKey = (r: ConfrontResult): string => `${r.winner}|${r.a.wounds}|${r.b.wounds}`;

function confrontOutcomes(params: ConfrontParams, table: TableSettings): OutcomeProbability[] {
  const difference = contestDifference(confrontContest(params), table);
  return difference.entries().map(({ value, weight }) => {
    const w = confrontWounds(value);
    return {
      key: `${value >= 0 ? "a" : "b"}|${w.a}|${w.b}`,
      probability: Fraction.of(weight, difference.total),
    };
  });
}

/** What a confrontation books on one side: its wounds, and out of the fight for the loser. */
const confrontBooking = (wounds: number, lost: boolean): EwsOutcome[] =>
  wounds > 0 || lost ? [{ kind: "confrontation", wounds, lost }] : [];

/**
 * The Ein-Wurf-System as a registry action (`confront`); its consequences give each side its
 * wounds (A = actor, B = opponent) and put the loser out of the fight.
 */
export const ewsConfrontAction: ActionDef<ConfrontParams, ConfrontResult, ConfrontOdds, EwsOutcome> = {
  id: "confront",
  roll: rollConfront,
  odds: confrontOdds,
  outcomes: confrontOutcomes,
  outcomeKey: confrontOutcomeKey,
  consequences: (r) => ({
    actor: confrontBooking(r.a.wounds, r.winner === "b"),
    opponent: confrontBooking(r.b.wounds, r.winner === "a"),
  }),
  examples: [
    { a: { value: 15, edges: [{ kind: "stronger-weapon" }] }, b: { value: 9 } },
    { a: { value: 12 }, b: { value: 12 } },
    {
      a: {
        value: 12,
        edges: [
          { kind: "ranged", distance: "near" },
          { kind: "slow-weapon", malus: 2 },
        ],
      },
      b: { value: 15, wounds: 1, edges: [{ kind: "stronger-armor" }] },
    },
  ],
};
