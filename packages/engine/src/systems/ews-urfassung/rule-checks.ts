import type { Rng } from "../../dice/rng.js";
import { requireInt } from "../../errors.js";
import { Fraction } from "../../odds/fraction.js";
import type { CheckOdds, CheckParams, CheckResult } from "../ews/check.js";
import type { Modifier } from "../modifier.js";
import type { ActionDef, OutcomeProbability } from "../rule-system.js";
import type { TableSettings } from "../table-settings.js";
import { urfassungCheckAction } from "./check.js";
import { EXHAUSTION_FAILURE, exhaustionCheck } from "./exhaustion.js";
import {
  crossedThresholds,
  hitPointState,
  roundsToDeath,
  stunCheck,
  type ThresholdId,
  type ThresholdRule,
} from "./hit-points.js";
import type { Stance } from "./manoeuvres.js";

/**
 * The Urfassung's checks whose value and Mindestwurf a rule sets — exhaustion, the daze after a
 * hit and the SR checks of the Verletzungstabelle — as actions, so nobody types the target: the
 * rules (`exhaustion.ts`, `hit-points.ts`) say it, the Urfassung's check rolls it. Their
 * bookkeeping (who is exhausted, dazed, out) is the play state's due checks; these actions only
 * roll and give the odds.
 */

const withModifiers = (check: CheckParams, extra: readonly Modifier[] | undefined): CheckParams => ({
  ...check,
  modifiers: [...(check.modifiers ?? []), ...(extra ?? [])],
});

/** Erschöpfung: KO against 15, or 12 in Reiner Abwehr and while retreating. */
export interface ExhaustionParams {
  readonly constitution: number;
  /** The stance of the exchanges (decides the target). */
  readonly stance?: Stance;
  readonly modifiers?: readonly Modifier[];
}

/** A rolled exhaustion check: on a failure −1 on all checks and −1 KO (`EXHAUSTION_FAILURE`). */
export interface ExhaustionResult {
  readonly check: CheckResult;
  readonly exhausted: boolean;
  /** What the failure costs (0 after a success). */
  readonly checkMalus: number;
  readonly constitutionLoss: number;
}

const exhaustionParams = (p: ExhaustionParams): CheckParams => {
  const { value, target } = exhaustionCheck(p.constitution, p.stance);
  return withModifiers({ value, target }, p.modifiers);
};

/**
 * The exhaustion check after KO actions (text "Erschöpfung im Kampf").
 *
 * @example
 * // KO 12 in Reiner Abwehr: against 12, so 1/2.
 * urfassungExhaustionAction.odds({ constitution: 12, stance: "full-defense" }, PLAIN_TABLE).pSuccess.toString(); // "1/2"
 */
export const urfassungExhaustionAction: ActionDef<ExhaustionParams, ExhaustionResult, CheckOdds> = {
  id: "exhaustion",
  roll: (params, rng: Rng, table: TableSettings) => {
    const check = urfassungCheckAction.roll(exhaustionParams(params), rng, table);
    const exhausted = !check.success;
    return {
      check,
      exhausted,
      checkMalus: exhausted ? EXHAUSTION_FAILURE.checkMalus : 0,
      constitutionLoss: exhausted ? EXHAUSTION_FAILURE.constitutionLoss : 0,
    };
  },
  odds: (params, table) => urfassungCheckAction.odds(exhaustionParams(params), table),
  outcomes: (params, table) => urfassungCheckAction.outcomes(exhaustionParams(params), table),
  outcomeKey: (r) => urfassungCheckAction.outcomeKey(r.check),
  examples: [
    { constitution: 12 },
    { constitution: 9, stance: "retreat" },
    { constitution: 15, stance: "full-attack", modifiers: [{ amount: -2, source: "exhaustion" }] },
  ],
};

/** The daze (stun) check after a hit: KO − damage against 12. */
export interface DazeParams {
  readonly constitution: number;
  /** The damage of the hit. */
  readonly damage: number;
  readonly modifiers?: readonly Modifier[];
}

/** A rolled daze check: on a failure all actions of the next round bear −damage. */
export interface DazeResult {
  readonly check: CheckResult;
  readonly dazed: boolean;
  /** The next round's malus (0 after a success). */
  readonly malus: number;
}

const dazeParams = (p: DazeParams): CheckParams =>
  withModifiers(stunCheck(p.constitution, p.damage), p.modifiers);

/**
 * The stun rule as an action.
 *
 * @example
 * // KO 12 hit for 4: 8 ± W6 against 12 → only the 4 and the 6 pass (1/3).
 * urfassungDazeAction.odds({ constitution: 12, damage: 4 }, PLAIN_TABLE).pSuccess.toString(); // "1/3"
 */
export const urfassungDazeAction: ActionDef<DazeParams, DazeResult, CheckOdds> = {
  id: "daze",
  roll: (params, rng, table) => {
    const check = urfassungCheckAction.roll(dazeParams(params), rng, table);
    const dazed = !check.success;
    // 0 − damage, not −damage: a failed check after a hit of 0 costs 0, never JSON's missing −0.
    return { check, dazed, malus: dazed ? 0 - requireInt("damage", params.damage, 0, 10_000) : 0 };
  },
  odds: (params, table) => urfassungCheckAction.odds(dazeParams(params), table),
  outcomes: (params, table) => urfassungCheckAction.outcomes(dazeParams(params), table),
  outcomeKey: (r) => urfassungCheckAction.outcomeKey(r.check),
  examples: [
    { constitution: 12, damage: 4 },
    { constitution: 15, damage: 0 },
    { constitution: 18, damage: 9, modifiers: [{ amount: -3, source: "wounds" }] },
  ],
};

/** The Verletzungstabelle after a hit: TP before and after, and the SR (or KO) checked. */
export interface InjuryParams {
  /** SR, or KO for a character without SR: both the check's value and what sets TP (2×). */
  readonly resistance: number;
  readonly before: number;
  readonly after: number;
  readonly modifiers?: readonly Modifier[];
}

/** What a failed threshold check means. */
export type InjuryFate = "passed" | ThresholdRule["onFailure"];

/** One crossed threshold's check. */
export interface InjuryCheck {
  readonly threshold: ThresholdId;
  readonly check: CheckResult;
  readonly fate: InjuryFate;
  /** Rounds until death after a failed `dying` check; null otherwise. */
  readonly roundsToDeath: number | null;
}

/** The rolled checks of every crossed threshold, mildest first, and the penalty now in force. */
export interface InjuryResult {
  readonly checks: readonly InjuryCheck[];
  readonly penalty: number;
}

/** The odds: each crossed threshold's check and its chance, and the penalty now in force. */
export interface InjuryOdds {
  readonly thresholds: readonly { threshold: ThresholdId; target: number; pPass: Fraction }[];
  readonly penalty: number;
  /** The chance to pass every check (1 when none is crossed). */
  readonly pAllPass: Fraction;
}

const crossed = (p: InjuryParams, table: TableSettings): ThresholdRule[] =>
  crossedThresholds(
    { before: requireInt("before", p.before), after: requireInt("after", p.after), resistance: p.resistance },
    table,
  );

const thresholdParams = (p: InjuryParams, rule: ThresholdRule): CheckParams =>
  withModifiers({ value: p.resistance, target: rule.target }, p.modifiers);

function rollInjury(params: InjuryParams, rng: Rng, table: TableSettings): InjuryResult {
  const checks = crossed(params, table).map((rule): InjuryCheck => {
    const check = urfassungCheckAction.roll(thresholdParams(params, rule), rng, table);
    const fate: InjuryFate = check.success ? "passed" : rule.onFailure;
    return {
      threshold: rule.id,
      check,
      fate,
      roundsToDeath: fate === "dying" ? roundsToDeath(rule.id, params.resistance) : null,
    };
  });
  return {
    checks,
    penalty: hitPointState({ current: params.after, resistance: params.resistance }, table).penalty,
  };
}

function injuryOdds(params: InjuryParams, table: TableSettings): InjuryOdds {
  const thresholds = crossed(params, table).map((rule) => ({
    threshold: rule.id,
    target: rule.target,
    pPass: urfassungCheckAction.odds(thresholdParams(params, rule), table).pSuccess,
  }));
  return {
    thresholds,
    penalty: hitPointState({ current: params.after, resistance: params.resistance }, table).penalty,
    pAllPass: thresholds.reduce((p, t) => p.mul(t.pPass), Fraction.ONE),
  };
}

/** Outcome class: which checks passed (`P`) and failed (`F`), mildest first. */
export const injuryOutcomeKey = (r: InjuryResult): string =>
  r.checks.map((c) => (c.fate === "passed" ? "P" : "F")).join("");

function injuryOutcomes(params: InjuryParams, table: TableSettings): OutcomeProbability[] {
  let rows: OutcomeProbability[] = [{ key: "", probability: Fraction.ONE }];
  for (const t of injuryOdds(params, table).thresholds) {
    const fail = Fraction.ONE.sub(t.pPass);
    rows = rows.flatMap((r) => [
      { key: `${r.key}P`, probability: r.probability.mul(t.pPass) },
      { key: `${r.key}F`, probability: r.probability.mul(fail) },
    ]);
  }
  return rows.filter((r) => r.probability.num !== 0n);
}

/**
 * The Verletzungstabelle as an action: every threshold crossed from `before` to `after` TP asks
 * for its own SR check (mildest first, RULINGS §2); the table option `urfassungInjuryTable` says
 * which rows exist.
 *
 * @example
 * // SR 15 (30 TP) falls from 30 to 9: 2/3 (12) and 1/3 (15) are crossed — two checks.
 * urfassungInjuryAction.odds({ resistance: 15, before: 30, after: 9 }, PLAIN_TABLE).thresholds.length; // 2
 */
export const urfassungInjuryAction: ActionDef<InjuryParams, InjuryResult, InjuryOdds> = {
  id: "injury",
  roll: rollInjury,
  odds: injuryOdds,
  outcomes: injuryOutcomes,
  outcomeKey: injuryOutcomeKey,
  examples: [
    { resistance: 15, before: 30, after: 9 },
    { resistance: 12, before: 10, after: -13 },
    { resistance: 9, before: 18, after: 17 },
    { resistance: 12, before: -10, after: -30, modifiers: [{ amount: -4, source: "threshold" }] },
  ],
};
