import type * as ewsRules from "@spieltisch/engine/systems/ews";
import { z } from "zod";

const stance = z.enum(["attack", "full-defence", "defend-when-low"]);

/** `simulate` options: two FoKa duellists, the number of Monte Carlo duels and threads. */
export const ewsDuelOptionsSchema = z.strictObject({
  aValue: z.number().int().min(-100).max(100),
  bValue: z.number().int().min(-100).max(100),
  aWeapon: z.number().int().min(0).max(200).optional(),
  bWeapon: z.number().int().min(0).max(200).optional(),
  aArmor: z.number().int().min(0).max(200).optional(),
  bArmor: z.number().int().min(0).max(200).optional(),
  aAttribute: z.number().int().min(1).max(60).optional(),
  bAttribute: z.number().int().min(1).max(60).optional(),
  aTp: z.number().int().min(-300).max(60).optional(),
  bTp: z.number().int().min(-300).max(60).optional(),
  aStance: stance.optional(),
  bStance: stance.optional(),
  maxRounds: z.number().int().min(1).max(1_000_000).optional(),
});

/** Parsed duel options → duel parameters (defaults: no weapon or armour, TP attribute 12, attack). */
export function duelParamsFromOptions(o: z.output<typeof ewsDuelOptionsSchema>): ewsRules.DuelParams {
  const side = (p: "a" | "b"): ewsRules.DuelFighter => {
    const tp = o[`${p}Tp`];
    return {
      value: o[`${p}Value`],
      weapon: o[`${p}Weapon`] ?? 0,
      armor: o[`${p}Armor`] ?? 0,
      attribute: o[`${p}Attribute`] ?? 12,
      ...(tp !== undefined ? { tp } : {}),
      stance: o[`${p}Stance`] ?? "attack",
    };
  };
  return { a: side("a"), b: side("b"), ...(o.maxRounds !== undefined ? { maxRounds: o.maxRounds } : {}) };
}

/** A 95 % Wilson interval for a proportion of `k` in `n`. */
export function wilson(k: number, n: number, z95 = 1.959964): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const d = 1 + (z95 * z95) / n;
  const centre = (p + (z95 * z95) / (2 * n)) / d;
  const half = (z95 * Math.sqrt((p * (1 - p)) / n + (z95 * z95) / (4 * n * n))) / d;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The JSON of a Monte Carlo tally: rates with 95 % intervals, mean rounds and wounds. */
export function duelTallyJson(t: ewsRules.DuelTally, seed: number, threads: number): Record<string, unknown> {
  const mean = t.rounds / t.n;
  const variance = Math.max(0, t.roundsSquared / t.n - mean * mean);
  const half = 1.959964 * Math.sqrt(variance / t.n);
  return {
    n: t.n,
    seed,
    threads,
    winsA: t.winsA,
    winsB: t.winsB,
    draws: t.draws,
    pA: t.winsA / t.n,
    pACi: wilson(t.winsA, t.n),
    pB: t.winsB / t.n,
    pBCi: wilson(t.winsB, t.n),
    pDraw: t.draws / t.n,
    meanRounds: mean,
    meanRoundsCi: [mean - half, mean + half],
    meanWoundsA: t.woundsA / t.n,
    meanWoundsB: t.woundsB / t.n,
    meanCriticalA: t.criticalA / t.n,
    meanCriticalB: t.criticalB / t.n,
  };
}
