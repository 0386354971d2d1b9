import type { Fraction } from "@spieltisch/engine";
import * as faarRules from "@spieltisch/engine/systems/faar";
import { z } from "zod";
import { faarConditionSchema } from "../conditions/faar.js";
import { defineAdapter } from "./action-adapter.js";
import { addToNumber, appendModifiers } from "./adapter-sides.js";
import {
  countPJson,
  diceJson,
  exact,
  float,
  fractionJson,
  intJson,
  modifiersJson,
  modModifiers,
  probabilityJson,
  valuePJson,
} from "./json-parts.js";
import { modsOption, smallInt } from "./option-parts.js";

const int = smallInt;
const armorValue = z.number().int().min(0).max(20);
const mods = modsOption(int);

/** `check` options for faar: `{value, mod?}` (roll d20 ≤ value). */
export const faarCheckOptionsSchema = z.strictObject({ value: int, mod: mods });

/** The JSON of a rolled Faar check (CONTRACT §1 `check`: `result` is the face). */
export const faarCheckResultSchema = z.strictObject({
  value: intJson,
  modifiers: modifiersJson,
  effective: intJson,
  success: z.boolean(),
  dice: diceJson,
  result: intJson,
  margin: intJson,
  pSuccess: probabilityJson,
  pSuccessExact: fractionJson,
});

/** The JSON of a Faar check's odds. */
export const faarCheckOddsSchema = z.strictObject({
  value: intJson,
  effective: intJson,
  pSuccess: probabilityJson,
  pSuccessExact: fractionJson,
});

/** Faar checks: d20 ≤ value. Roll: `result` (the face), `success`; odds: `pSuccess`. */
export const faarCheckAdapter = defineAdapter({
  action: faarRules.faarCheckAction,
  options: faarCheckOptionsSchema,
  resultSchema: faarCheckResultSchema,
  oddsSchema: faarCheckOddsSchema,
  examples: [{ value: 12 }, { value: 12, mod: [-2, 1] }, { value: -3 }],
  toParams: (o) => ({ value: o.value, modifiers: modModifiers(o.mod) }),
  rollJson: (r, { odds }) => ({
    value: r.value,
    modifiers: [...r.modifiers],
    effective: r.effective,
    success: r.success,
    dice: [...r.dice],
    result: r.result,
    margin: r.margin,
    pSuccess: float(odds().pSuccess),
    pSuccessExact: exact(odds().pSuccess),
  }),
  oddsJson: (odds, { params }) => ({
    value: params.value,
    effective: odds.effective,
    pSuccess: float(odds.pSuccess),
    pSuccessExact: exact(odds.pSuccess),
  }),
  sides: { actor: { value: "value", use: "action", acts: true, withModifiers: appendModifiers } },
});

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

/** The JSON of a rolled Faar attack (CONTRACT §1 `melee`). */
export const faarMeleeResultSchema = z.strictObject({
  outcome: z.enum(["fumble", "miss", "parried", "auto-hit", "hit"]),
  hit: z.boolean(),
  autoHit: z.boolean(),
  fumble: z.boolean(),
  damage: intJson,
  attack: z.strictObject({ value: intJson, face: intJson, margin: intJson }),
  defense: z.strictObject({ value: intJson, target: intJson, face: intJson }).nullable(),
  damageDice: z.string(),
  damageFaces: diceJson,
  rawDamage: intJson,
  zone: z.number().int().min(1).max(6).nullable(),
  armor: intJson,
  shield: intJson,
  critical: z
    .strictObject({
      type: z.enum(["cut", "blunt", "shot"]),
      level: z.union([z.literal(0), z.literal(1), z.literal(3), z.literal(7), z.literal(12)]),
      restriction: z.enum(["none", "no-actions-this-round", "defence-only-one-round", "severe"]),
      lethal: z.boolean(),
    })
    .nullable(),
  seaBlade: z
    .strictObject({
      face: intJson,
      outcome: z.enum(["intact", "broken", "shattered", "shattered-in-wound"]),
      secret: z.boolean(),
    })
    .nullable(),
  dice: diceJson,
  pHit: probabilityJson,
  pHitExact: fractionJson,
});

/** The JSON of a Faar attack's odds: every way it can end, and the damage given a hit. */
export const faarMeleeOddsSchema = z.strictObject({
  attack: intJson,
  defense: intJson,
  damageDice: z.string(),
  pHit: probabilityJson,
  pHitExact: fractionJson,
  pAutoHit: probabilityJson,
  pAutoHitExact: fractionJson,
  pFumble: probabilityJson,
  pFumbleExact: fractionJson,
  pParried: probabilityJson,
  pParriedExact: fractionJson,
  pMiss: probabilityJson,
  pMissExact: fractionJson,
  damage: z.array(valuePJson),
  expectedDamage: z.number().min(0),
  expectedDamageExact: fractionJson,
});

/** Converts melee options to engine params (damage notation parsed, `behind` → no shield). */
export function faarMeleeParams(o: z.output<typeof faarMeleeOptionsSchema>): faarRules.FaarMeleeParams {
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

const damageDiceOf = (params: faarRules.FaarMeleeParams) =>
  faarRules.formatDamageDice(params.damage ?? faarRules.SWORD_DAMAGE);

/** Faar melee: roll `hit`, `autoHit`, `fumble`, `damage`; odds `pHit`, `pHitExact` (CONTRACT §1). */
export const faarMeleeAdapter = defineAdapter({
  action: faarRules.faarMeleeAction,
  options: faarMeleeOptionsSchema,
  resultSchema: faarMeleeResultSchema,
  oddsSchema: faarMeleeOddsSchema,
  examples: [
    { attack: 12, defense: 8 },
    {
      attack: 14,
      defense: 9,
      damage: "1W6/2+1",
      armor: [0, 0, 1, 1, 2, 3],
      damageType: "cut",
      defenseMod: -1,
    },
    {
      attack: 16,
      defense: 6,
      armor: 2,
      shield: 1,
      behind: true,
      zones: true,
      seaBlade: true,
      secretBladeRoll: true,
    },
  ],
  toParams: faarMeleeParams,
  rollJson: (r, { params, odds }) => ({
    outcome: r.outcome,
    hit: r.hit,
    autoHit: r.autoHit,
    fumble: r.fumble,
    damage: r.damage,
    attack: { ...r.attack },
    defense: r.defense && { ...r.defense },
    damageDice: damageDiceOf(params),
    damageFaces: [...r.damageFaces],
    rawDamage: r.rawDamage,
    zone: r.zone,
    armor: r.armor,
    shield: r.shield,
    critical: r.critical && { ...r.critical },
    seaBlade: r.seaBlade && { ...r.seaBlade },
    dice: [...r.dice],
    pHit: float(odds().pHit),
    pHitExact: exact(odds().pHit),
  }),
  oddsJson: (odds, { params }) => ({
    attack: params.attack,
    defense: params.defense,
    damageDice: damageDiceOf(params),
    pHit: float(odds.pHit),
    pHitExact: exact(odds.pHit),
    pAutoHit: float(odds.pAutoHit),
    pAutoHitExact: exact(odds.pAutoHit),
    pFumble: float(odds.pFumble),
    pFumbleExact: exact(odds.pFumble),
    pParried: float(odds.pParried),
    pParriedExact: exact(odds.pParried),
    pMiss: float(odds.pMiss),
    pMissExact: exact(odds.pMiss),
    damage: odds.damage.toProbabilities(),
    expectedDamage: float(odds.expectedDamage),
    expectedDamageExact: exact(odds.expectedDamage),
  }),
  // Faar's conditions cost nothing on rolls (its restrictions forbid instead); were there mali,
  // they would go on the attack value and the defence's modifier.
  sides: {
    actor: { value: "attack", use: "action", acts: true, withModifiers: addToNumber("attack") },
    opponent: {
      value: "defense",
      use: "action",
      acts: false,
      withModifiers: (p, m) => ({
        ...p,
        defenseModifier: (p.defenseModifier ?? 0) + m.reduce((sum, x) => sum + x.amount, 0),
      }),
    },
  },
});

/** `grauen` options: `{it, mod?, points?}`. */
export const faarGrauenOptionsSchema = z.strictObject({
  it: int,
  mod: int.optional(),
  points: z.number().int().min(0).max(100).optional(),
});

const consequence = z.enum(faarRules.GRAUEN_CONSEQUENCES);

/** The JSON of a rolled Grauen check: the counter before and after, and the table roll at 5. */
export const faarGrauenResultSchema = z.strictObject({
  target: intJson,
  result: intJson,
  success: z.boolean(),
  pointsBefore: intJson,
  pointsAfter: intJson,
  consequence: consequence.nullable(),
  tableRoll: intJson.nullable(),
  dice: diceJson,
  pSuccess: probabilityJson,
  pSuccessExact: fractionJson,
});

/** The JSON of a Grauen check's odds: passing, a point, the table and each consequence. */
export const faarGrauenOddsSchema = z.strictObject({
  target: intJson,
  pSuccess: probabilityJson,
  pSuccessExact: fractionJson,
  pPoint: probabilityJson,
  pPointExact: fractionJson,
  pTable: probabilityJson,
  pTableExact: fractionJson,
  /** P(each consequence) by its id (`faarRules.GRAUEN_CONSEQUENCES`), zero entries included. */
  consequences: z.partialRecord(consequence, probabilityJson),
  points: z.array(countPJson),
});

/** Each consequence's probability as a float, in the engine's order. */
const pMap = (record: Readonly<Record<faarRules.GrauenConsequence, Fraction>>) => {
  const out: Partial<Record<faarRules.GrauenConsequence, number>> = {};
  for (const c of faarRules.GRAUEN_CONSEQUENCES) out[c] = float(record[c]);
  return out;
};

/** Grauen: d20 ≤ IT + mod, the counter and the consequence table. */
export const faarGrauenAdapter = defineAdapter({
  action: faarRules.faarGrauenAction,
  options: faarGrauenOptionsSchema,
  resultSchema: faarGrauenResultSchema,
  oddsSchema: faarGrauenOddsSchema,
  examples: [{ it: 10, mod: -2, points: 3 }, { it: 7, points: 4 }, { it: 12 }],
  toParams: (o) => ({ intuition: o.it, modifier: o.mod ?? 0, points: o.points ?? 0 }),
  rollJson: (r, { odds }) => ({
    target: r.target,
    result: r.face,
    success: r.passed,
    pointsBefore: r.pointsBefore,
    pointsAfter: r.pointsAfter,
    consequence: r.table?.consequence ?? null,
    tableRoll: r.table?.face ?? null,
    dice: [...r.dice],
    pSuccess: float(odds().pPass),
    pSuccessExact: exact(odds().pPass),
  }),
  oddsJson: (odds) => ({
    target: odds.target,
    pSuccess: float(odds.pPass),
    pSuccessExact: exact(odds.pPass),
    pPoint: float(odds.pPoint),
    pPointExact: exact(odds.pPoint),
    pTable: float(odds.pTable),
    pTableExact: exact(odds.pTable),
    consequences: pMap(odds.consequences),
    points: odds.points.map((e) => ({ n: e.n, p: float(e.p) })),
  }),
  // Horror comes over a character, who does not choose to face it; it counts on their points.
  sides: {
    actor: {
      value: "it",
      use: "action",
      acts: false,
      withModifiers: addToNumber("modifier"),
      conditionOptions: (condition) => {
        const parsed = faarConditionSchema.safeParse(condition);
        return parsed.success ? { points: parsed.data.grauen } : {};
      },
    },
  },
});

/**
 * `rest` options: `{current, max, days, injuries?, restDays?}` — life points now, their maximum,
 * days of rest, the severe injuries on record (they slow rest, table option `faarInjuryRestDays`)
 * and slowed days already spent toward the next LP.
 */
export const faarRestOptionsSchema = z.strictObject({
  current: z.number().int().min(-1000).max(1000),
  max: z.number().int().min(0).max(1000),
  days: z.number().int().min(0).max(100_000),
  injuries: z.number().int().min(0).max(faarRules.FAAR_INJURIES_MAX).optional(),
  restDays: z
    .number()
    .int()
    .min(0)
    .max(faarRules.FAAR_INJURY_REST_DAYS_MAX - 1)
    .optional(),
});

/**
 * The rest options a character's condition gives: its LP and maximum, its severe injuries and the
 * slowed days it carries. Typed options win over each (`fillSide`); a condition of another shape
 * gives nothing.
 *
 * @example
 * restOptionsOf(dorn); // { current: 9, max: 15, injuries: 1, restDays: 1 }
 */
export function restOptionsOf(condition: unknown): Partial<z.output<typeof faarRestOptionsSchema>> {
  const parsed = faarConditionSchema.safeParse(condition);
  if (!parsed.success) return {};
  const c = parsed.data;
  return { current: c.lp, max: c.lpMax, injuries: c.injuries.length, restDays: c.restDays ?? 0 };
}

/** The JSON of rest healing (no die: the roll and the odds say the same). */
export const faarRestResultSchema = z.strictObject({
  before: intJson,
  after: intJson,
  healed: intJson,
  daysToFull: intJson,
});

/**
 * Rest healing: one life point per day of rest, never above the maximum; slowed while a severe
 * injury is on record (RULINGS §7).
 */
export const faarRestAdapter = defineAdapter({
  action: faarRules.faarRestAction,
  // current above max is the engine's `out-of-range` on `current` (translated like every engine error).
  options: faarRestOptionsSchema,
  resultSchema: faarRestResultSchema,
  oddsSchema: faarRestResultSchema,
  examples: [
    { current: 9, max: 15, days: 4 },
    { current: -2, max: 10, days: 30 },
    { current: 4, max: 15, days: 5, injuries: 2, restDays: 1 },
  ],
  toParams: (o) => ({
    current: o.current,
    max: o.max,
    days: o.days,
    ...(o.injuries !== undefined ? { injuries: o.injuries } : {}),
    ...(o.restDays !== undefined ? { restDays: o.restDays } : {}),
  }),
  rollJson: (r) => ({ ...r }),
  oddsJson: (o) => ({ ...o }),
  // Resting is no action (a character who is down rests too) and rolls nothing; the condition gives
  // the LP, the injuries and the days carried, and `apply` books the rest on it (the dead heal not).
  sides: { actor: { use: null, acts: false, conditionOptions: restOptionsOf } },
});
