import type { Rng } from "../../dice/rng.js";
import { requireInt } from "../../errors.js";
import { Fraction } from "../../odds/fraction.js";
import { type Modifier, sumModifiers } from "../modifier.js";
import type { ActionDef, OutcomeProbability, RollConsequences } from "../rule-system.js";
import type { TableSettings } from "../table-settings.js";
import type { UrfassungOutcome } from "./condition-outcome.js";
import { resultDist, rollResult } from "./result-roll.js";
import type { WoundKind } from "./wounds.js";

/** The bleeding rules of one wound kind: interval, check target, self-stop target, bandage target. */
export interface BleedRule {
  readonly seconds: number;
  readonly target: number;
  readonly stopTarget: number;
  /** Heilkunde Mindestwurf of a bandage that stops it. */
  readonly bandageTarget: number;
}

/**
 * Wounds bleed per minute (KO vs 12, a superb 21 stops it, −3 per further wound); severe wounds
 * per 10 s (KO vs 18, only more than legendary, 28, stops it — with the GM's consent, and it then
 * counts as a wound).
 */
export const BLEED_RULES: Readonly<Record<WoundKind, BleedRule>> = {
  wound: { seconds: 60, target: 12, stopTarget: 21, bandageTarget: 9 },
  severe: { seconds: 10, target: 18, stopTarget: 28, bandageTarget: 15 },
};

/** Untreated wounds of one kind bleeding for a number of intervals (minutes or 10-second spans). */
export interface BleedParams {
  readonly constitution: number;
  readonly kind: WoundKind;
  /** How many wounds of this kind bleed (each checks on its own). */
  readonly count: number;
  readonly intervals: number;
  readonly modifiers?: readonly Modifier[];
}

/** A rolled bleeding stretch. */
export interface BleedResult {
  /** TP lost to bleeding. */
  readonly damage: number;
  /** Wounds still bleeding at the end. */
  readonly bleeding: number;
  readonly dice: readonly number[];
}

/** The outlook: TP lost and how many still bleed, jointly, plus the marginals. */
export interface BleedOdds {
  readonly effective: number;
  readonly target: number;
  readonly stopTarget: number;
  readonly outcomes: readonly { damage: number; bleeding: number; p: Fraction }[];
  readonly damage: readonly { value: number; p: Fraction }[];
  readonly pAllStopped: Fraction;
  readonly expectedDamage: Fraction;
}

function effectiveOf(params: BleedParams): number {
  requireInt("constitution", params.constitution);
  requireInt("count", params.count, 0, 10);
  requireInt("intervals", params.intervals, 0, 600);
  // "Jede weitere Wunde nach der Ersten gibt einen Malus von −3" (only for wounds; the text names none for severe ones).
  const further = params.kind === "wound" ? -3 * Math.max(0, params.count - 1) : 0;
  return params.constitution + further + sumModifiers(params.modifiers ?? []);
}

/**
 * Rolls the stretch: each interval, each still bleeding wound in turn rolls KO; a failure costs
 * 1 TP, a result at the stop target ends that wound's bleeding.
 */
export function rollBleeding(params: BleedParams, rng: Rng, table: TableSettings): BleedResult {
  const effective = effectiveOf(params);
  const rule = BLEED_RULES[params.kind];
  let bleeding = params.count;
  let damage = 0;
  const dice: number[] = [];
  for (let t = 0; t < params.intervals && bleeding > 0; t++) {
    let stillBleeding = bleeding;
    for (let w = 0; w < bleeding; w++) {
      const roll = rollResult(effective, rng, table);
      dice.push(...roll.dice);
      if (roll.result < rule.target) damage++;
      else if (roll.result >= rule.stopTarget) stillBleeding--;
    }
    bleeding = stillBleeding;
  }
  return { damage, bleeding, dice };
}

type Joint = Map<string, { damage: number; bleeding: number; weight: bigint }>;

function addTo(joint: Joint, damage: number, bleeding: number, weight: bigint): void {
  if (weight === 0n) return;
  const key = `${damage}|${bleeding}`;
  const prev = joint.get(key);
  joint.set(key, { damage, bleeding, weight: (prev?.weight ?? 0n) + weight });
}

/**
 * Exact outlook. The wounds bleed independently (the malus depends on the number of wounds, not
 * on how many still bleed), so one wound's chain over the intervals is computed once with bigint
 * weights and the wounds are combined by convolution.
 *
 * @example
 * // One wound, KO 12, one minute: fails (1 TP) on 1, 3, 5 → 1/2.
 * bleedingOdds({ constitution: 12, kind: "wound", count: 1, intervals: 1 }, PLAIN_TABLE).expectedDamage.toString(); // "1/2"
 */
export function bleedingOdds(params: BleedParams, table: TableSettings): BleedOdds {
  const effective = effectiveOf(params);
  const rule = BLEED_RULES[params.kind];
  const dist = resultDist(effective, table);
  const fail = BigInt(dist.weightWhere((r) => r < rule.target));
  const stop = BigInt(dist.weightAtLeast(rule.stopTarget));
  const stay = BigInt(dist.total) - fail - stop;
  const total = BigInt(dist.total);
  // One wound: bleeding[d] after t intervals, stopped[d] accumulating; each scaled to total^intervals.
  let bleeding: bigint[] = [1n];
  const stopped: bigint[] = [];
  for (let t = 0; t < params.intervals; t++) {
    const rest = params.intervals - t - 1;
    const scale = total ** BigInt(rest);
    const next: bigint[] = new Array(bleeding.length + 1).fill(0n);
    bleeding.forEach((w, d) => {
      if (w === 0n) return;
      next[d + 1]! += w * fail;
      next[d]! += w * stay;
      stopped[d] = (stopped[d] ?? 0n) + w * stop * scale;
    });
    bleeding = next;
  }
  const single: Joint = new Map();
  bleeding.forEach((w, d) => {
    addTo(single, d, 1, w);
  });
  stopped.forEach((w, d) => {
    addTo(single, d, 0, w ?? 0n);
  });
  let joint: Joint = new Map();
  addTo(joint, 0, 0, 1n);
  for (let i = 0; i < params.count; i++) {
    const out: Joint = new Map();
    for (const a of joint.values())
      for (const b of single.values())
        addTo(out, a.damage + b.damage, a.bleeding + b.bleeding, a.weight * b.weight);
    joint = out;
  }
  const grand = [...joint.values()].reduce((s, e) => s + e.weight, 0n);
  const outcomes = [...joint.values()]
    .sort((x, y) => x.damage - y.damage || x.bleeding - y.bleeding)
    .map((e) => ({ damage: e.damage, bleeding: e.bleeding, p: Fraction.of(e.weight, grand) }));
  const byDamage = new Map<number, bigint>();
  let allStopped = 0n;
  let mean = 0n;
  for (const e of joint.values()) {
    byDamage.set(e.damage, (byDamage.get(e.damage) ?? 0n) + e.weight);
    if (e.bleeding === 0) allStopped += e.weight;
    mean += BigInt(e.damage) * e.weight;
  }
  return {
    effective,
    target: rule.target,
    stopTarget: rule.stopTarget,
    outcomes,
    damage: [...byDamage.entries()]
      .sort(([a], [b]) => a - b)
      .map(([value, w]) => ({ value, p: Fraction.of(w, grand) })),
    pAllStopped: Fraction.of(allStopped, grand),
    expectedDamage: Fraction.of(mean, grand),
  };
}

/** Outcome class: TP lost and wounds still bleeding. */
export const bleedOutcomeKey = (r: BleedResult): string => `${r.damage}|${r.bleeding}`;

const bleedOutcomes = (params: BleedParams, table: TableSettings): OutcomeProbability[] =>
  bleedingOdds(params, table).outcomes.map((o) => ({ key: `${o.damage}|${o.bleeding}`, probability: o.p }));

/**
 * A bleeding stretch booked on the one bleeding (the actor): the TP lost, and the wounds of the
 * kind that stopped (a roll over several wounds names none; the condition picks the bleeding
 * wounds of the kind that owe exactly these intervals first).
 */
export function bleedConsequences(
  result: BleedResult,
  params: BleedParams,
): RollConsequences<UrfassungOutcome> {
  if (params.count === 0) return { actor: [], opponent: [] };
  const bled: UrfassungOutcome = {
    kind: "bled",
    woundKind: params.kind,
    wound: null,
    count: params.count,
    intervals: params.intervals,
    damage: result.damage,
    stillBleeding: result.bleeding,
  };
  return { actor: [bled], opponent: [] };
}

/** Bleeding of untreated wounds as a registry action. */
export const urfassungBleedAction: ActionDef<BleedParams, BleedResult, BleedOdds, UrfassungOutcome> = {
  id: "bleed",
  roll: rollBleeding,
  odds: bleedingOdds,
  outcomes: bleedOutcomes,
  outcomeKey: bleedOutcomeKey,
  consequences: bleedConsequences,
  examples: [
    { constitution: 12, kind: "wound", count: 1, intervals: 3 },
    { constitution: 15, kind: "wound", count: 2, intervals: 1 },
    { constitution: 15, kind: "severe", count: 1, intervals: 2 },
  ],
};
