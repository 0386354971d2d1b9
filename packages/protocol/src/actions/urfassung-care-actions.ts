import * as urfassungRules from "@spieltisch/engine/systems/ews-urfassung";
import { z } from "zod";
import { urfassungConditionSchema } from "../conditions/urfassung.js";
import { defineAdapter } from "./action-adapter.js";
import { addToNumber, appendModifiers } from "./adapter-sides.js";
import { diceJson, exact, float, fractionJson, intJson, probabilityJson, valuePJson } from "./json-parts.js";
import { ewsInt, woundCount } from "./option-parts.js";

/**
 * Adapters of the Urfassung's actions besides checks and melee: weapon damage, bleeding,
 * bandaging and a week of healing. The server rolls them with these flat options.
 */
const int = ewsInt;
const value = z.number().int().min(0).max(100);
const kind = z.enum(["wound", "severe"]);

/** `damage` options: `{dice, bonus?, strength?, strengthThreshold?}`. */
export const urfassungDamageOptionsSchema = z.strictObject({
  dice: z.enum(["none", "W3", "W6", "2W6", "W+W"]),
  bonus: z.number().int().min(-100).max(100).optional(),
  strength: value.optional(),
  strengthThreshold: value.optional(),
  /** Betäubungsschaden (waffenloser Kampf: `W6`, bonus −4, Kraftschwelle 12): the target takes stun. */
  stun: z.boolean().optional(),
});

/** The JSON of rolled weapon damage. */
export const urfassungDamageResultSchema = z.strictObject({ dice: diceJson, damage: intJson });

/** The JSON of weapon damage's odds: the distribution and its mean. */
export const urfassungDamageOddsSchema = z.strictObject({
  distribution: z.array(valuePJson),
  mean: z.number(),
  meanExact: fractionJson,
});

/** Weapon damage: dice, bonus and strength over the Kraftschwelle. */
export const urfassungDamageAdapter = defineAdapter({
  action: urfassungRules.urfassungDamageAction,
  options: urfassungDamageOptionsSchema,
  resultSchema: urfassungDamageResultSchema,
  oddsSchema: urfassungDamageOddsSchema,
  examples: [
    { dice: "W6", bonus: -4, strength: 18 },
    { dice: "2W6", bonus: 1 },
    { dice: "W+W", strength: 9, strengthThreshold: 10 },
    { dice: "none", bonus: 3 },
    { dice: "W6", bonus: -4, strengthThreshold: 12, strength: 18, stun: true },
  ],
  toParams: (o) => ({
    dice: o.dice,
    ...(o.bonus !== undefined ? { bonus: o.bonus } : {}),
    ...(o.strength !== undefined ? { strength: o.strength } : {}),
    ...(o.strengthThreshold !== undefined ? { strengthThreshold: o.strengthThreshold } : {}),
    ...(o.stun === true ? { stun: true } : {}),
  }),
  rollJson: (r) => ({ dice: [...r.faces], damage: r.damage }),
  oddsJson: (odds) => ({
    distribution: odds.distribution.toProbabilities(),
    mean: float(odds.mean),
    meanExact: exact(odds.mean),
  }),
  // Weapon dice know no mali: the wielder strikes (acts), the one hit takes the damage.
  sides: { actor: { use: null, acts: true }, opponent: { use: null, acts: false } },
});

/** `bleed` options: `{constitution, kind, count, intervals, mod?}`. */
export const urfassungBleedOptionsSchema = z.strictObject({
  constitution: int,
  kind,
  count: z.number().int().min(0).max(10),
  intervals: z.number().int().min(0).max(600),
  mod: int.optional(),
});

/** The JSON of a rolled bleeding stretch: TP lost and the wounds still bleeding. */
export const urfassungBleedResultSchema = z.strictObject({
  damage: intJson,
  bleeding: intJson,
  dice: diceJson,
});

/** The JSON of bleeding's odds. */
export const urfassungBleedOddsSchema = z.strictObject({
  target: intJson,
  stopTarget: intJson,
  damage: z.array(valuePJson),
  pAllStopped: probabilityJson,
  pAllStoppedExact: fractionJson,
  expectedDamage: z.number().min(0),
  expectedDamageExact: fractionJson,
  outcomes: z.array(z.strictObject({ damage: intJson, bleeding: intJson, p: probabilityJson })),
});

/** Bleeding of untreated wounds over a number of minutes (wounds) or 10-second spans (severe wounds). */
export const urfassungBleedAdapter = defineAdapter({
  action: urfassungRules.urfassungBleedAction,
  options: urfassungBleedOptionsSchema,
  resultSchema: urfassungBleedResultSchema,
  oddsSchema: urfassungBleedOddsSchema,
  examples: [
    { constitution: 12, kind: "wound", count: 2, intervals: 5 },
    { constitution: 9, kind: "severe", count: 1, intervals: 3, mod: -2 },
    { constitution: 15, kind: "wound", count: 0, intervals: 0 },
  ],
  toParams: (o) => ({
    constitution: o.constitution,
    kind: o.kind,
    count: o.count,
    intervals: o.intervals,
    modifiers: o.mod ? [{ amount: o.mod, source: "mod" }] : [],
  }),
  rollJson: (r) => ({ damage: r.damage, bleeding: r.bleeding, dice: [...r.dice] }),
  oddsJson: (odds) => ({
    target: odds.target,
    stopTarget: odds.stopTarget,
    damage: odds.damage.map((d) => ({ value: d.value, p: float(d.p) })),
    pAllStopped: float(odds.pAllStopped),
    pAllStoppedExact: exact(odds.pAllStopped),
    expectedDamage: float(odds.expectedDamage),
    expectedDamageExact: exact(odds.expectedDamage),
    outcomes: odds.outcomes.map((o) => ({ damage: o.damage, bleeding: o.bleeding, p: float(o.p) })),
  }),
  // Bleeding is a check the condition makes, rolled on the bleeder's own value.
  sides: {
    actor: { value: "constitution", use: "condition-check", acts: false, withModifiers: appendModifiers },
  },
});

/** `bandage` options: `{skill, kind, mod?}`. */
export const urfassungBandageOptionsSchema = z.strictObject({ skill: int, kind, mod: int.optional() });

/** The JSON of a rolled bandage: TP back and whether the bleeding stopped. */
export const urfassungBandageResultSchema = z.strictObject({
  dice: diceJson,
  result: intJson,
  tpRestored: intJson,
  stopsBleeding: z.boolean(),
});

/** The JSON of a bandage's odds. */
export const urfassungBandageOddsSchema = z.strictObject({
  pStopsBleeding: probabilityJson,
  pStopsBleedingExact: fractionJson,
  tpRestored: z.array(valuePJson),
});

/** Bandaging one wound after the fight. */
export const urfassungBandageAdapter = defineAdapter({
  action: urfassungRules.urfassungBandageAction,
  options: urfassungBandageOptionsSchema,
  resultSchema: urfassungBandageResultSchema,
  oddsSchema: urfassungBandageOddsSchema,
  examples: [
    { skill: 12, kind: "wound" },
    { skill: 15, kind: "severe", mod: 1 },
  ],
  toParams: (o) => ({ skill: o.skill, kind: o.kind, ...(o.mod !== undefined ? { mod: o.mod } : {}) }),
  rollJson: (r) => ({
    dice: [...r.dice],
    result: r.result,
    tpRestored: r.tpRestored,
    stopsBleeding: r.stopsBleeding,
  }),
  oddsJson: (odds) => ({
    pStopsBleeding: float(odds.pStopsBleeding),
    pStopsBleedingExact: exact(odds.pStopsBleeding),
    tpRestored: odds.tpRestored.toProbabilities(),
  }),
  // The one bandaging acts and pays their mali; the patient is bandaged.
  sides: {
    actor: {
      value: "skill",
      use: "action",
      acts: true,
      withModifiers: (p, m) => ({ ...p, mod: (p.mod ?? 0) + m.reduce((sum, x) => sum + x.amount, 0) }),
    },
    opponent: { use: null, acts: false },
  },
});

const wounds = woundCount.optional();

/** `heal` options: on the road `{mode: "travel", constitution, exertion, …}` or in treatment `{mode: "treatment", constitution, physician, equipment?, …}`. */
export const urfassungHealOptionsSchema = z.discriminatedUnion("mode", [
  z.strictObject({
    mode: z.literal("travel"),
    constitution: int,
    exertion: z.enum(["gentle", "normal", "riding", "forced-march"]),
    wounds,
    severeWounds: wounds,
  }),
  z.strictObject({
    mode: z.literal("treatment"),
    constitution: int,
    physician: int,
    equipment: z.number().int().min(-9).max(9).optional(),
    wounds,
    severeWounds: wounds,
  }),
]);

/** The JSON of a rolled week of healing: TP gained (positive) or lost. */
export const urfassungHealResultSchema = z.strictObject({
  dice: diceJson,
  /** The physician's result (treatment only). */
  physicianResult: intJson.nullable(),
  target: intJson,
  result: intJson,
  tpChange: intJson,
});

/** The JSON of a healing week's odds. */
export const urfassungHealOddsSchema = z.strictObject({
  tpChange: z.array(valuePJson),
  pGain: probabilityJson,
  pGainExact: fractionJson,
});

/** One week of healing on the road or in treatment. */
export const urfassungHealAdapter = defineAdapter({
  action: urfassungRules.urfassungHealAction,
  options: urfassungHealOptionsSchema,
  resultSchema: urfassungHealResultSchema,
  oddsSchema: urfassungHealOddsSchema,
  examples: [
    { mode: "travel", constitution: 15, exertion: "riding", wounds: 1 },
    { mode: "treatment", constitution: 12, physician: 15, equipment: 3, severeWounds: 1 },
    { mode: "travel", constitution: 9, exertion: "forced-march" },
  ],
  toParams: (o): urfassungRules.HealParams => {
    const wounds = {
      ...(o.wounds !== undefined ? { wounds: o.wounds } : {}),
      ...(o.severeWounds !== undefined ? { severeWounds: o.severeWounds } : {}),
    };
    switch (o.mode) {
      case "travel":
        return { mode: o.mode, constitution: o.constitution, exertion: o.exertion, ...wounds };
      case "treatment":
        return {
          mode: o.mode,
          constitution: o.constitution,
          physician: o.physician,
          ...(o.equipment !== undefined ? { equipment: o.equipment } : {}),
          ...wounds,
        };
    }
  },
  rollJson: (r) => ({
    dice: [...r.dice],
    physicianResult: r.physicianResult,
    target: r.target,
    result: r.result,
    tpChange: r.tpChange,
  }),
  oddsJson: (odds) => ({
    tpChange: odds.tpChange.toProbabilities(),
    pGain: float(odds.pGain),
    pGainExact: exact(odds.pGain),
  }),
  // The week starts from the character's wounds.
  sides: {
    actor: {
      value: "constitution",
      use: "healing",
      acts: false,
      withModifiers: addToNumber("constitution"),
      conditionOptions: (condition) => {
        const parsed = urfassungConditionSchema.safeParse(condition);
        if (!parsed.success) return {};
        const count = (kind: "wound" | "severe") => parsed.data.wounds.filter((w) => w.kind === kind).length;
        return { wounds: count("wound"), severeWounds: count("severe") };
      },
    },
  },
});
