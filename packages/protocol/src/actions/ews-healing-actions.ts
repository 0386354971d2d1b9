import * as ewsRules from "@spieltisch/engine/systems/ews";
import { z } from "zod";
import { ewsConditionSchema } from "../conditions/ews.js";
import { defineAdapter } from "./action-adapter.js";
import { addToNumber } from "./adapter-sides.js";
import {
  countPExactJson,
  diceJson,
  exact,
  exactOrNull,
  float,
  floatOrNull,
  fractionJson,
  intJson,
  modifiersJson,
  probabilityJson,
} from "./json-parts.js";

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

/** The JSON of one rolled week of healing; the check fields are null when no check was due. */
export const ewsHealResultSchema = z.strictObject({
  due: z.boolean(),
  target: intJson,
  result: intJson.nullable(),
  success: z.boolean().nullable(),
  margin: intJson.nullable(),
  dice: diceJson,
  auto: z.boolean(),
  modifiers: modifiersJson,
  woundsBefore: intJson,
  woundsAfter: intJson,
});

/** A non-negative number and its exact fraction, or both null. */
const meanWeeks = z.number().min(0).nullable();

/** The JSON of the healing outlook over `weeks` weeks (CONTRACT §1 `heal --odds`). */
export const ewsHealOddsSchema = z.strictObject({
  /** The reading of the inflammation rule in force (table option `healingInflammation`). */
  inflammation: z.enum(["always", "stress-only"]),
  weeks: intJson,
  maxWounds: intJson,
  wounds: z.array(countPExactJson),
  pHealed: probabilityJson,
  pHealedExact: fractionJson,
  pHealedBy: probabilityJson,
  pHealedByExact: fractionJson,
  pDying: probabilityJson,
  pDyingExact: fractionJson,
  pEverHealed: probabilityJson,
  pEverHealedExact: fractionJson,
  expectedWeeks: meanWeeks,
  expectedWeeksExact: fractionJson.nullable(),
  expectedWeeksIfHealed: meanWeeks,
  expectedWeeksIfHealedExact: fractionJson.nullable(),
  worsening: z.array(intJson),
  transitions: z.array(
    z.strictObject({
      n: intJson,
      pHeal: probabilityJson,
      pHealExact: fractionJson,
      pWorse: probabilityJson,
      pWorseExact: fractionJson,
    }),
  ),
  byWeek: z.array(
    z.strictObject({
      week: intJson,
      pHealed: probabilityJson,
      pHealedBy: probabilityJson,
      pDying: probabilityJson,
      expectedWounds: z.number().min(0),
    }),
  ),
});

/** Basic-rules healing: a rolled week, or the exact outlook over `weeks`. */
export const ewsHealAdapter = defineAdapter({
  action: ewsRules.ewsHealAction,
  options: ewsHealOptionsSchema,
  resultSchema: ewsHealResultSchema,
  oddsSchema: ewsHealOddsSchema,
  examples: [
    { value: 12, wounds: 2, situation: "rest" },
    { value: 9, wounds: 3, situation: "stress", physician: 2, weeks: 4, maxWounds: 8 },
    { value: 12, wounds: 1, situation: "travel", untreated: true, weeks: 6 },
    { situation: "hospital" },
  ],
  toParams: (o) => ({
    value: o.value ?? 12,
    wounds: o.wounds ?? 0,
    situation: o.situation,
    physician: o.physician ?? 0,
    untreated: o.untreated ?? false,
    weeks: o.weeks ?? 1,
    ...(o.maxWounds !== undefined ? { maxWounds: o.maxWounds } : {}),
  }),
  rollJson: (r) => ({
    due: r.due,
    target: r.target,
    result: r.check?.result ?? null,
    success: r.check?.success ?? null,
    margin: r.check?.margin ?? null,
    dice: [...(r.check?.dice ?? [])],
    auto: r.check?.auto ?? false,
    modifiers: [...(r.check?.modifiers ?? [])],
    woundsBefore: r.woundsBefore,
    woundsAfter: r.woundsAfter,
  }),
  oddsJson: (o) => ({
    inflammation: o.inflammation,
    weeks: o.weeks,
    maxWounds: o.maxWounds,
    wounds: o.wounds.map((w) => ({ n: w.n, p: float(w.p), pExact: exact(w.p) })),
    pHealed: float(o.pHealed),
    pHealedExact: exact(o.pHealed),
    pHealedBy: float(o.pHealedBy),
    pHealedByExact: exact(o.pHealedBy),
    pDying: float(o.pDying),
    pDyingExact: exact(o.pDying),
    pEverHealed: float(o.pEverHealed),
    pEverHealedExact: exact(o.pEverHealed),
    expectedWeeks: floatOrNull(o.expectedWeeks),
    expectedWeeksExact: exactOrNull(o.expectedWeeks),
    expectedWeeksIfHealed: floatOrNull(o.expectedWeeksIfHealed),
    expectedWeeksIfHealedExact: exactOrNull(o.expectedWeeksIfHealed),
    worsening: [...o.worsening],
    transitions: o.transitions.map((t) => ({
      n: t.n,
      pHeal: float(t.pHeal),
      pHealExact: exact(t.pHeal),
      pWorse: float(t.pWorse),
      pWorseExact: exact(t.pWorse),
    })),
    byWeek: o.byWeek.map((w) => ({ ...w })),
  }),
  // The week (and the outlook) starts from the character's wounds; healing has no mali of its own
  // (RULINGS §6: the wounds raise the MW instead).
  sides: {
    actor: {
      value: "value",
      use: "healing",
      acts: false,
      withModifiers: addToNumber("value"),
      conditionOptions: (condition) => {
        const parsed = ewsConditionSchema.safeParse(condition);
        return parsed.success && parsed.data.kind === "basic" ? { wounds: parsed.data.wounds } : {};
      },
    },
  },
});

/** FoKa healing options (CONTRACT §1 `heal` with `--modules foka`). */
export const ewsFokaHealOptionsSchema = z.strictObject({
  attribute: z.number().int().min(1).max(100),
  wounds: z.number().int().min(0).max(100).optional(),
  critical: z.number().int().min(0).max(100).optional(),
  situation: z.enum(["hospital", "bed", "ship", "march"]),
});

/**
 * The JSON of FoKa TP healing per week and the recovery schedule; roll and odds are the same
 * (no dice). Weeks and days are null where a wound never heals at this rate.
 */
export const ewsFokaHealResultSchema = z.strictObject({
  woundThreshold: intJson,
  tpPerWeek: intJson,
  tpPerMonth: intJson,
  schedule: z.array(
    z.strictObject({
      kind: z.enum(["wound", "critical"]),
      tpPerWeek: intJson,
      weeks: meanWeeks,
      weeksExact: fractionJson.nullable(),
      doneAfterWeeks: meanWeeks,
      doneAfterWeeksExact: fractionJson.nullable(),
      doneAfterDays: intJson.nullable(),
    }),
  ),
});

const tpHealingJson = (r: ewsRules.TpHealingResult) => ({
  woundThreshold: r.woundThreshold,
  tpPerWeek: r.tpPerWeek,
  tpPerMonth: r.tpPerMonth,
  schedule: r.schedule.map((s) => ({
    kind: s.kind,
    tpPerWeek: s.tpPerWeek,
    weeks: floatOrNull(s.weeks),
    weeksExact: exactOrNull(s.weeks),
    doneAfterWeeks: floatOrNull(s.doneAfterWeeks),
    doneAfterWeeksExact: exactOrNull(s.doneAfterWeeks),
    doneAfterDays: s.doneAfterDays,
  })),
});

/** FoKa healing (`foka-heal`). */
export const ewsFokaHealAdapter = defineAdapter({
  action: ewsRules.ewsFokaHealAction,
  module: "foka",
  options: ewsFokaHealOptionsSchema,
  resultSchema: ewsFokaHealResultSchema,
  oddsSchema: ewsFokaHealResultSchema,
  examples: [
    { attribute: 14, wounds: 1, critical: 1, situation: "hospital" },
    { attribute: 10, wounds: 2, situation: "march" },
  ],
  toParams: (o) => ({
    attribute: o.attribute,
    wounds: o.wounds ?? 0,
    critical: o.critical ?? 0,
    situation: o.situation,
  }),
  rollJson: tpHealingJson,
  oddsJson: tpHealingJson,
  // The rate counts the wounds that still hinder and comes from the condition's TP Eigenschaft.
  sides: {
    actor: {
      value: "attribute",
      use: "healing",
      acts: false,
      withModifiers: addToNumber("attribute"),
      conditionOptions: (condition) => {
        const parsed = ewsConditionSchema.safeParse(condition);
        if (!parsed.success || parsed.data.kind !== "foka") return {};
        const c = parsed.data;
        return { attribute: c.attribute, wounds: c.wounds, critical: c.criticalWounds };
      },
    },
  },
});
