import { ewsRules, type Fraction } from "@spieltisch/engine";
import { z } from "zod";
import { type ActionAdapter, probabilityJson } from "./action-adapter.js";

const exact = (name: string, p: Fraction | null) =>
  p === null
    ? { [name]: null, [`${name}Exact`]: null }
    : { [name]: p.toNumber(), [`${name}Exact`]: p.toString() };

/** Basic healing options (CONTRACT §1 `heal`). */
export const ewsHealOptionsSchema = z.strictObject({
  value: z.number().int().min(-100).max(100).optional(),
  wounds: z.number().int().min(0).max(100).optional(),
  situation: z.enum(["hospital", "rest", "travel", "stress", "nightmare"]),
  physician: z.number().int().min(0).max(10).optional(),
  untreated: z.boolean().optional(),
  weeks: z.number().int().min(0).max(ewsRules.MAX_OUTLOOK_WEEKS).optional(),
  maxWounds: z.number().int().min(1).max(60).optional(),
});
type HealOptions = z.infer<typeof ewsHealOptionsSchema>;

/** Basic-rules healing: a rolled week, or the exact outlook over `weeks`. */
export const ewsHealAdapter: ActionAdapter<
  ewsRules.HealParams,
  ewsRules.HealWeekResult,
  ewsRules.HealingOutlook
> = {
  options: ewsHealOptionsSchema,
  toParams: (raw) => {
    const o = raw as HealOptions;
    return {
      value: o.value ?? 12,
      wounds: o.wounds ?? 0,
      situation: o.situation,
      physician: o.physician ?? 0,
      untreated: o.untreated ?? false,
      weeks: o.weeks ?? 1,
      ...(o.maxWounds !== undefined ? { maxWounds: o.maxWounds } : {}),
    };
  },
  rollJson: (r) => ({
    due: r.due,
    target: r.target,
    result: r.check?.result ?? null,
    success: r.check?.success ?? null,
    margin: r.check?.margin ?? null,
    dice: r.check?.dice ?? [],
    auto: r.check?.auto ?? false,
    modifiers: r.check?.modifiers ?? [],
    woundsBefore: r.woundsBefore,
    woundsAfter: r.woundsAfter,
  }),
  oddsJson: (o) => ({
    weeks: o.weeks,
    maxWounds: o.maxWounds,
    wounds: o.wounds.map((w) => ({ n: w.n, p: w.p.toNumber(), pExact: w.p.toString() })),
    ...probabilityJson("pHealed", o.pHealed),
    ...probabilityJson("pHealedBy", o.pHealedBy),
    ...probabilityJson("pDying", o.pDying),
    ...probabilityJson("pEverHealed", o.pEverHealed),
    ...exact("expectedWeeks", o.expectedWeeks),
    ...exact("expectedWeeksIfHealed", o.expectedWeeksIfHealed),
    worsening: o.worsening,
    transitions: o.transitions.map((t) => ({
      n: t.n,
      pHeal: t.pHeal.toNumber(),
      pHealExact: t.pHeal.toString(),
      pWorse: t.pWorse.toNumber(),
      pWorseExact: t.pWorse.toString(),
    })),
    byWeek: o.byWeek,
  }),
};

/** FoKa healing options (CONTRACT §1 `heal` with `--modules foka`). */
export const ewsFokaHealOptionsSchema = z.strictObject({
  attribute: z.number().int().min(1).max(100),
  wounds: z.number().int().min(0).max(100).optional(),
  critical: z.number().int().min(0).max(100).optional(),
  situation: z.enum(["hospital", "bed", "ship", "march"]),
});
type FokaHealOptions = z.infer<typeof ewsFokaHealOptionsSchema>;

/** FoKa TP healing per week and the recovery schedule; the same JSON for roll and odds (no dice). */
const tpHealingJson = (r: ewsRules.TpHealingResult) => ({
  woundThreshold: r.woundThreshold,
  tpPerWeek: r.tpPerWeek,
  tpPerMonth: r.tpPerMonth,
  schedule: r.schedule.map((s) => ({
    kind: s.kind,
    tpPerWeek: s.tpPerWeek,
    ...exact("weeks", s.weeks),
    ...exact("doneAfterWeeks", s.doneAfterWeeks),
    doneAfterDays: s.doneAfterDays,
  })),
});

/** FoKa healing (`foka-heal`). */
export const ewsFokaHealAdapter: ActionAdapter<
  ewsRules.TpHealingParams,
  ewsRules.TpHealingResult,
  ewsRules.TpHealingResult
> = {
  options: ewsFokaHealOptionsSchema,
  toParams: (raw) => {
    const o = raw as FokaHealOptions;
    return {
      attribute: o.attribute,
      wounds: o.wounds ?? 0,
      critical: o.critical ?? 0,
      situation: o.situation,
    };
  },
  rollJson: tpHealingJson,
  oddsJson: tpHealingJson,
};
