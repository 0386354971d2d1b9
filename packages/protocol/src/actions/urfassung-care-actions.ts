import type { Dist, Fraction, urfassungRules } from "@spieltisch/engine";
import { z } from "zod";
import { type ActionAdapter, probabilityJson } from "./action-adapter.js";

/**
 * Adapters of the Urfassung's actions besides checks and melee: weapon damage, bleeding,
 * bandaging and a week of healing. The server rolls them with these flat options.
 */
const int = z.number().int().min(-1000).max(1000);
const value = z.number().int().min(0).max(100);
const kind = z.enum(["wound", "severe"]);

/** `damage` options: `{dice, bonus?, strength?, strengthThreshold?}`. */
export const urfassungDamageOptionsSchema = z.strictObject({
  dice: z.enum(["none", "W3", "W6", "2W6", "W+W"]),
  bonus: z.number().int().min(-100).max(100).optional(),
  strength: value.optional(),
  strengthThreshold: value.optional(),
});

/** `bleed` options: `{constitution, kind, count, intervals, mod?}`. */
export const urfassungBleedOptionsSchema = z.strictObject({
  constitution: int,
  kind,
  count: z.number().int().min(0).max(10),
  intervals: z.number().int().min(0).max(600),
  mod: int.optional(),
});

/** `bandage` options: `{skill, kind, mod?}`. */
export const urfassungBandageOptionsSchema = z.strictObject({ skill: int, kind, mod: int.optional() });

const wounds = z.number().int().min(0).max(100).optional();

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

/** Drops absent fields, so engine defaults apply (exactOptionalPropertyTypes). */
const present = <T>(o: Record<string, unknown>): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** Weapon damage: dice, bonus and strength over the Kraftschwelle. */
export const urfassungDamageAdapter: ActionAdapter<
  urfassungRules.WeaponDamageParams,
  urfassungRules.WeaponDamageResult,
  { distribution: Dist; mean: Fraction }
> = {
  options: urfassungDamageOptionsSchema,
  toParams: (raw) => present(raw),
  rollJson: (r) => ({ dice: r.faces, damage: r.damage }),
  oddsJson: (odds) => ({
    distribution: odds.distribution.toProbabilities(),
    mean: odds.mean.toNumber(),
    meanExact: odds.mean.toString(),
  }),
};

/** Bleeding of untreated wounds over a number of minutes (wounds) or 10-second spans (severe wounds). */
export const urfassungBleedAdapter: ActionAdapter<
  urfassungRules.BleedParams,
  urfassungRules.BleedResult,
  urfassungRules.BleedOdds
> = {
  options: urfassungBleedOptionsSchema,
  toParams: (raw) => {
    const o = raw as z.infer<typeof urfassungBleedOptionsSchema>;
    return {
      constitution: o.constitution,
      kind: o.kind,
      count: o.count,
      intervals: o.intervals,
      modifiers: o.mod ? [{ amount: o.mod, source: "mod" }] : [],
    };
  },
  rollJson: (r) => ({ damage: r.damage, bleeding: r.bleeding, dice: r.dice }),
  oddsJson: (odds) => ({
    target: odds.target,
    stopTarget: odds.stopTarget,
    damage: odds.damage.map((d) => ({ value: d.value, p: d.p.toNumber() })),
    ...probabilityJson("pAllStopped", odds.pAllStopped),
    expectedDamage: odds.expectedDamage.toNumber(),
    expectedDamageExact: odds.expectedDamage.toString(),
    outcomes: odds.outcomes.map((o) => ({ damage: o.damage, bleeding: o.bleeding, p: o.p.toNumber() })),
  }),
};

/** Bandaging one wound after the fight. */
export const urfassungBandageAdapter: ActionAdapter<
  urfassungRules.BandageParams,
  urfassungRules.BandageResult,
  ReturnType<typeof urfassungRules.bandageOdds>
> = {
  options: urfassungBandageOptionsSchema,
  toParams: (raw) => present(raw),
  rollJson: (r) => ({
    dice: r.dice,
    result: r.result,
    tpRestored: r.tpRestored,
    stopsBleeding: r.stopsBleeding,
  }),
  oddsJson: (odds) => ({
    ...probabilityJson("pStopsBleeding", odds.pStopsBleeding),
    tpRestored: odds.tpRestored.toProbabilities(),
  }),
};

/** One week of healing on the road or in treatment. */
export const urfassungHealAdapter: ActionAdapter<
  urfassungRules.HealParams,
  urfassungRules.HealResult,
  ReturnType<typeof urfassungRules.healOdds>
> = {
  options: urfassungHealOptionsSchema as unknown as z.ZodType<Record<string, unknown>>,
  toParams: (raw) => present(raw),
  rollJson: (r) => ({
    dice: r.dice,
    physicianResult: r.physicianResult,
    target: r.target,
    result: r.result,
    tpChange: r.tpChange,
  }),
  oddsJson: (odds) => ({
    tpChange: odds.tpChange.toProbabilities(),
    ...probabilityJson("pGain", odds.pGain),
  }),
};
