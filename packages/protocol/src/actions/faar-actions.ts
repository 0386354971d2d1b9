import { type Fraction, faarRules } from "@spieltisch/engine";
import { z } from "zod";
import { type ActionAdapter, probabilityJson } from "./action-adapter.js";

const int = z.number().int().min(-100).max(100);
const armorValue = z.number().int().min(0).max(20);
/** `--mod` may be given once or many times: a number or a list. */
const mods = z.union([int, z.array(int).max(20)]).optional();

const toModifiers = (m: number | number[] | undefined) =>
  (m === undefined ? [] : Array.isArray(m) ? m : [m]).map((amount) => ({ amount, source: "mod" }));

/** `check` options for faar: `{value, mod?}` (roll d20 ≤ value). */
export const faarCheckOptionsSchema = z.strictObject({ value: int, mod: mods });

/**
 * `melee` options for faar: `{attack, defense, damage?, armor?, shield?, behind?, zones?,
 * damageType?, seaBlade?, secretBladeRoll?, defenseMod?}`. `armor` is one value or six per hit
 * zone (API); `damage` is notation like `2W6` or `1W6/2+1`.
 */
export const faarMeleeOptionsSchema = z.strictObject({
  attack: int,
  defense: int,
  damage: z.string().max(20).optional(),
  armor: z.union([armorValue, z.array(armorValue).length(6)]).optional(),
  shield: armorValue.optional(),
  behind: z.boolean().optional(),
  zones: z.boolean().optional(),
  damageType: z.enum(["cut", "blunt", "shot"]).optional(),
  seaBlade: z.boolean().optional(),
  secretBladeRoll: z.boolean().optional(),
  defenseMod: int.optional(),
});

/** `grauen` options: `{it, mod?, points?}`. */
export const faarGrauenOptionsSchema = z.strictObject({
  it: int,
  mod: int.optional(),
  points: z.number().int().min(0).max(100).optional(),
});

type CheckOptions = z.infer<typeof faarCheckOptionsSchema>;
type MeleeOptions = z.infer<typeof faarMeleeOptionsSchema>;
type GrauenOptions = z.infer<typeof faarGrauenOptionsSchema>;

/** Faar checks: d20 ≤ value. Roll: `result` (the face), `success`; odds: `pSuccess`. */
export const faarCheckAdapter: ActionAdapter<
  faarRules.FaarCheckParams,
  faarRules.FaarCheckResult,
  faarRules.FaarCheckOdds
> = {
  options: faarCheckOptionsSchema,
  toParams: (raw) => {
    const o = raw as CheckOptions;
    return { value: o.value, modifiers: toModifiers(o.mod) };
  },
  rollJson: (r, params, table) => ({
    value: r.value,
    modifiers: r.modifiers,
    effective: r.effective,
    success: r.success,
    dice: r.dice,
    result: r.result,
    margin: r.margin,
    ...probabilityJson("pSuccess", faarRules.faarCheckOdds(params, table).pSuccess),
  }),
  oddsJson: (odds, params) => ({
    value: params.value,
    effective: odds.effective,
    ...probabilityJson("pSuccess", odds.pSuccess),
  }),
};

/** Converts melee options to engine params (damage notation parsed, `behind` → no shield). */
export function faarMeleeParams(o: MeleeOptions): faarRules.FaarMeleeParams {
  return {
    attack: o.attack,
    defense: o.defense,
    damage: faarRules.parseDamageDice(o.damage ?? "2W6"),
    ...(o.armor !== undefined ? { armor: o.armor } : {}),
    ...(o.shield !== undefined ? { shield: o.shield } : {}),
    ...(o.behind !== undefined ? { fromBehind: o.behind } : {}),
    ...(o.zones !== undefined ? { zones: o.zones } : {}),
    ...(o.damageType !== undefined ? { damageType: o.damageType } : {}),
    ...(o.seaBlade !== undefined ? { seaBlade: o.seaBlade } : {}),
    ...(o.secretBladeRoll !== undefined ? { secretBladeRoll: o.secretBladeRoll } : {}),
    ...(o.defenseMod !== undefined ? { defenseModifier: o.defenseMod } : {}),
  };
}

/** Faar melee: roll `hit`, `autoHit`, `fumble`, `damage`; odds `pHit`, `pHitExact` (CONTRACT §1). */
export const faarMeleeAdapter: ActionAdapter<
  faarRules.FaarMeleeParams,
  faarRules.FaarMeleeResult,
  faarRules.FaarMeleeOdds
> = {
  options: faarMeleeOptionsSchema,
  toParams: (raw) => faarMeleeParams(raw as MeleeOptions),
  rollJson: (r, params, table) => ({
    outcome: r.outcome,
    hit: r.hit,
    autoHit: r.autoHit,
    fumble: r.fumble,
    damage: r.damage,
    attack: r.attack,
    defense: r.defense,
    damageDice: faarRules.formatDamageDice(params.damage ?? faarRules.SWORD_DAMAGE),
    damageFaces: r.damageFaces,
    rawDamage: r.rawDamage,
    zone: r.zone,
    armor: r.armor,
    shield: r.shield,
    critical: r.critical,
    seaBlade: r.seaBlade,
    dice: r.dice,
    ...probabilityJson("pHit", faarRules.faarMeleeOdds(params, table).pHit),
  }),
  oddsJson: (odds, params) => ({
    attack: params.attack,
    defense: params.defense,
    damageDice: faarRules.formatDamageDice(params.damage ?? faarRules.SWORD_DAMAGE),
    ...probabilityJson("pHit", odds.pHit),
    ...probabilityJson("pAutoHit", odds.pAutoHit),
    ...probabilityJson("pFumble", odds.pFumble),
    ...probabilityJson("pParried", odds.pParried),
    ...probabilityJson("pMiss", odds.pMiss),
    damage: odds.damage.toProbabilities(),
    ...probabilityJson("expectedDamage", odds.expectedDamage),
  }),
};

const pMap = (record: Readonly<Record<string, Fraction>>) =>
  Object.fromEntries(Object.entries(record).map(([k, p]) => [k, p.toNumber()]));

/** Grauen: d20 ≤ IT + mod, the counter and the consequence table. */
export const faarGrauenAdapter: ActionAdapter<
  faarRules.GrauenParams,
  faarRules.GrauenResult,
  faarRules.GrauenOdds
> = {
  options: faarGrauenOptionsSchema,
  toParams: (raw) => {
    const o = raw as GrauenOptions;
    return { intuition: o.it, modifier: o.mod ?? 0, points: o.points ?? 0 };
  },
  rollJson: (r, params, table) => ({
    target: r.target,
    result: r.face,
    success: r.passed,
    pointsBefore: r.pointsBefore,
    pointsAfter: r.pointsAfter,
    consequence: r.table?.consequence ?? null,
    tableRoll: r.table?.face ?? null,
    dice: r.dice,
    ...probabilityJson("pSuccess", faarRules.grauenOdds(params, table).pPass),
  }),
  oddsJson: (odds) => ({
    target: odds.target,
    ...probabilityJson("pSuccess", odds.pPass),
    ...probabilityJson("pPoint", odds.pPoint),
    ...probabilityJson("pTable", odds.pTable),
    consequences: pMap(odds.consequences),
    points: odds.points.map((e) => ({ n: e.n, p: e.p.toNumber() })),
  }),
};
