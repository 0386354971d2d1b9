import * as kampfwuerfelRules from "@spieltisch/engine/systems/kampfwuerfel";
import { z } from "zod";
import { kampfwuerfelConditionSchema } from "../conditions/kampfwuerfel.js";
import { defineAdapter } from "./action-adapter.js";
import { addToNumber } from "./adapter-sides.js";
import {
  countPJson,
  diceJson,
  exact,
  float,
  fractionJson,
  intJson,
  probabilityJson,
  valuePJson,
} from "./json-parts.js";

const pool = z.number().int().min(0).max(kampfwuerfelRules.MAX_POOL);

/**
 * The sheet values a Kampfwürfel roll takes: its pools of dice (Kampf-, Reflexwürfel, Kraft),
 * not LP, RLP, Schildkampf or Zähigkeit, which no one rolls on.
 */
const POOLS: readonly string[] = ["Würfel"];

/** `check` options of Kampfwürfel: `{pool, need?}` (need defaults to 2). */
export const kampfwuerfelCheckOptionsSchema = z.strictObject({
  pool,
  need: z
    .number()
    .int()
    .min(0)
    .max(kampfwuerfelRules.MAX_POOL + 1)
    .optional(),
});

/** The JSON of a rolled pool check (CONTRACT §1 `check`: `successes` are the 5s and 6s). */
export const kampfwuerfelCheckResultSchema = z.strictObject({
  pool: intJson,
  need: intJson,
  dice: diceJson,
  successes: intJson,
  success: z.boolean(),
  pSuccess: probabilityJson,
  pSuccessExact: fractionJson,
});

/** The JSON of a pool check's odds with the distribution of successes. */
export const kampfwuerfelCheckOddsSchema = z.strictObject({
  pool: intJson,
  need: intJson,
  pSuccess: probabilityJson,
  pSuccessExact: fractionJson,
  successes: z.array(countPJson),
});

/** Kampfwürfel pool checks. */
export const kampfwuerfelCheckAdapter = defineAdapter({
  action: kampfwuerfelRules.kampfwuerfelCheckAction,
  options: kampfwuerfelCheckOptionsSchema,
  resultSchema: kampfwuerfelCheckResultSchema,
  oddsSchema: kampfwuerfelCheckOddsSchema,
  examples: [{ pool: 5 }, { pool: 4, need: 3 }, { pool: 0 }, { pool: 40, need: 12 }],
  toParams: (o) => ({ pool: o.pool, need: o.need ?? kampfwuerfelRules.DEFAULT_NEED }),
  rollJson: (r, { params, odds }) => ({
    pool: params.pool,
    need: params.need ?? kampfwuerfelRules.DEFAULT_NEED,
    dice: [...r.dice],
    successes: r.successes,
    success: r.success,
    pSuccess: float(odds().pSuccess),
    pSuccessExact: exact(odds().pSuccess),
  }),
  oddsJson: (odds, { params }) => ({
    pool: params.pool,
    need: params.need ?? kampfwuerfelRules.DEFAULT_NEED,
    pSuccess: float(odds.pSuccess),
    pSuccessExact: exact(odds.pSuccess),
    successes: odds.successes
      .filter((s) => s.weight > 0n)
      .map((s) => ({ n: s.n, p: kampfwuerfelRules.ratioToNumber(s.weight, odds.total) })),
  }),
  // Kampfwürfel's conditions cost no dice (its hindrance is the sheet's BE); were there mali, they
  // would change the pool.
  sides: {
    actor: {
      value: "pool",
      valueKinds: POOLS,
      use: "action",
      acts: true,
      withModifiers: addToNumber("pool"),
    },
  },
});

const sheetNumber = z.number().int().min(0).max(1000);

/**
 * `melee` options of Kampfwürfel: dice on both sides, the damage ratio `A-B`, armour and bonus —
 * typed (`armor`, `bonus`) or computed from the sheet's numbers: `armorValues` (the Gesamtschutz,
 * their sum / 3 as the table rounds it; not with `armor`), `extraDamage` (Zusatzschaden, counts
 * only with at least one point of `weaponSkill`) and Fertigkeitsschaden `weaponSkill` ×
 * `skillFactor` up to the weapon's `skillCap`; `bonus` adds to what they give.
 */
export const kampfwuerfelMeleeOptionsSchema = z.strictObject({
  attackDice: pool,
  defenseDice: pool,
  damage: z.string().regex(/^\s*\d{1,3}\s*[-–]\s*\d{1,3}\s*$/, "a damage ratio like 2-3"),
  armor: sheetNumber.optional(),
  armorValues: z.array(sheetNumber).min(1).max(20).optional(),
  bonus: sheetNumber.optional(),
  extraDamage: sheetNumber.optional(),
  weaponSkill: sheetNumber.optional(),
  skillFactor: z.number().int().min(0).max(100).optional(),
  skillCap: sheetNumber.optional(),
  shieldDice: pool.optional(),
});

/** Zusatz- plus Fertigkeitsschaden from the sheet's numbers, plus a typed `bonus`. */
function meleeBonus(o: z.output<typeof kampfwuerfelMeleeOptionsSchema>): number {
  const skill = o.weaponSkill ?? 0;
  const extra = kampfwuerfelRules.extraDamage(o.extraDamage ?? 0, skill);
  const fromSkill =
    o.skillFactor !== undefined
      ? kampfwuerfelRules.skillDamage({ skill, factor: o.skillFactor, cap: o.skillCap ?? skill })
      : 0;
  return (o.bonus ?? 0) + extra + fromSkill;
}

/** The JSON of a rolled Kampfwürfel attack (CONTRACT §1 `melee`). */
export const kampfwuerfelMeleeResultSchema = z.strictObject({
  hit: z.boolean(),
  attackSuccesses: intJson,
  /** Null when the attack had too few successes for the defence to roll. */
  defenseSuccesses: intJson.nullable(),
  damage: intJson,
  defenderKeepsDice: z.boolean(),
  dice: z.strictObject({ attack: diceJson, defense: diceJson }),
  pHit: probabilityJson,
  pHitExact: fractionJson,
});

/** The JSON of an attack's odds: the hit chance and the damage given a hit. */
export const kampfwuerfelMeleeOddsSchema = z.strictObject({
  pHit: probabilityJson,
  pHitExact: fractionJson,
  damage: z.array(valuePJson),
});

/** Kampfwürfel attacks against a declared defence. */
export const kampfwuerfelMeleeAdapter = defineAdapter({
  action: kampfwuerfelRules.kampfwuerfelMeleeAction,
  options: kampfwuerfelMeleeOptionsSchema,
  resultSchema: kampfwuerfelMeleeResultSchema,
  oddsSchema: kampfwuerfelMeleeOddsSchema,
  examples: [
    { attackDice: 8, defenseDice: 6, damage: "2-3" },
    { attackDice: 5, defenseDice: 3, damage: "1–2", armor: 3, bonus: 1, shieldDice: 1 },
    { attackDice: 1, defenseDice: 4, damage: "1-1" },
    {
      attackDice: 4,
      defenseDice: 3,
      damage: "2-3",
      armorValues: [3, 2, 2],
      extraDamage: 2,
      weaponSkill: 7,
      skillFactor: 2,
      skillCap: 5,
    },
  ],
  toParams: (o) => ({
    attackDice: o.attackDice,
    defenseDice: o.defenseDice,
    damage: kampfwuerfelRules.parseDamageRatio(o.damage),
    ...(o.armorValues !== undefined ? { armorValues: o.armorValues } : {}),
    ...(o.armorValues === undefined || o.armor !== undefined ? { armor: o.armor ?? 0 } : {}),
    bonus: meleeBonus(o),
    shieldDice: o.shieldDice ?? 0,
  }),
  rollJson: (r, { odds }) => ({
    hit: r.hit,
    attackSuccesses: r.attackSuccesses,
    defenseSuccesses: r.defenseSuccesses,
    damage: r.damage,
    defenderKeepsDice: r.defenderKeepsDice,
    dice: { attack: [...r.attackDice], defense: [...r.defenseDice] },
    pHit: float(odds().pHit),
    pHitExact: exact(odds().pHit),
  }),
  oddsJson: (odds) => ({
    pHit: float(odds.pHit),
    pHitExact: exact(odds.pHit),
    damage: odds.damage.map((d) => ({
      value: d.value,
      p: kampfwuerfelRules.ratioToNumber(d.weight, odds.hitWeight),
    })),
  }),
  sides: {
    actor: {
      value: "attackDice",
      valueKinds: POOLS,
      use: "action",
      acts: true,
      withModifiers: addToNumber("attackDice"),
      conditionOptions: (condition) => kwDeclared(condition, "attack"),
    },
    opponent: {
      value: "defenseDice",
      valueKinds: POOLS,
      use: "action",
      acts: false,
      withModifiers: addToNumber("defenseDice"),
      conditionOptions: (condition) => kwDeclared(condition, "defence"),
    },
  },
});

/**
 * The KW a fighter declares where nobody typed a number (kampfwuerfel.txt: "Der Agierende teilt
 * die ihm für jeweils eine Kampfphase zur Verfügung stehenden Kampfwürfel frei ein"): an attack
 * takes the KW still left in the Kampfphase, a defence half of them, rounded up — the other half
 * stays for the defender's own action. A typed count or a named sheet value always wins.
 *
 * @example
 * kwDeclared({ ...bruni, kwLeft: 9 }, "defence"); // { defenseDice: 5 }
 */
export function kwDeclared(
  condition: unknown,
  use: "attack" | "defence",
): Partial<z.output<typeof kampfwuerfelMeleeOptionsSchema>> {
  const parsed = kampfwuerfelConditionSchema.safeParse(condition);
  if (!parsed.success) return {};
  const left = parsed.data.kwLeft;
  return use === "attack" ? { attackDice: left } : { defenseDice: Math.ceil(left / 2) };
}

const burden = z.number().int().min(0).max(100).optional();

/**
 * `reflex` options: the sheet's Reflexwürfel and what burdens them — armour BE, extra BE the GM
 * adds, a shield's BE, Zähigkeit — and `need` (default 2). The dice rolled are computed, not typed.
 */
export const kampfwuerfelReflexOptionsSchema = z.strictObject({
  reflexDice: pool,
  armorBe: burden,
  extraBe: burden,
  shieldBe: burden,
  shieldSkill: burden,
  toughness: burden,
  need: kampfwuerfelCheckOptionsSchema.shape.need,
});

/**
 * The reflex options a fighter's condition gives: the sheet's Reflexwürfel, armour and shield BE,
 * Schildkampf and Zähigkeit as the condition copied them, and the GM's temporary BE. Typed options
 * win over each of them (`fillSide`); a condition of another shape gives nothing.
 *
 * @example
 * reflexOptionsOf(brom); // { reflexDice: 4, armorBe: 1, extraBe: 0, shieldBe: 1, shieldSkill: 0, toughness: 0 }
 */
export function reflexOptionsOf(
  condition: unknown,
): Partial<z.output<typeof kampfwuerfelReflexOptionsSchema>> {
  const parsed = kampfwuerfelConditionSchema.safeParse(condition);
  if (!parsed.success) return {};
  const { dice, extraBE } = parsed.data;
  return {
    reflexDice: dice.reflexDice,
    armorBe: dice.armorBE,
    extraBe: extraBE,
    shieldBe: dice.shieldBE,
    shieldSkill: dice.shieldSkill,
    toughness: dice.toughness,
  };
}

/** The JSON of a rolled reflex: the pool check on the dice left after BE. */
export const kampfwuerfelReflexResultSchema = kampfwuerfelCheckResultSchema;

/** The Reflexwurf: once per Kampfphase, with the Reflexwürfel after Behinderung. */
export const kampfwuerfelReflexAdapter = defineAdapter({
  action: kampfwuerfelRules.kampfwuerfelReflexAction,
  options: kampfwuerfelReflexOptionsSchema,
  resultSchema: kampfwuerfelReflexResultSchema,
  oddsSchema: kampfwuerfelCheckOddsSchema,
  examples: [{ reflexDice: 4 }, { reflexDice: 5, armorBe: 2, shieldBe: 1, shieldSkill: 1, need: 3 }],
  toParams: (o) => ({
    reflexDice: o.reflexDice,
    armorBE: o.armorBe ?? 0,
    extraBE: o.extraBe ?? 0,
    shieldBE: o.shieldBe ?? 0,
    shieldSkill: o.shieldSkill ?? 0,
    toughness: o.toughness ?? 0,
    ...(o.need !== undefined ? { need: o.need } : {}),
  }),
  rollJson: (r, { params, table, odds }) =>
    kampfwuerfelCheckAdapter.rollJson(r, {
      params: kampfwuerfelRules.reflexPool(params),
      table,
      odds,
    }),
  oddsJson: (odds, { params, table }) =>
    kampfwuerfelCheckAdapter.oddsJson(odds, { params: kampfwuerfelRules.reflexPool(params), table }),
  // The reflex is the character's own roll on the sheet's Reflexwürfel: an action of the fighter
  // (who must be up, once per phase: the rules' `forbids`), burdened by every BE the condition keeps.
  sides: {
    actor: {
      value: "reflexDice",
      valueKinds: POOLS,
      use: "action",
      acts: true,
      withModifiers: addToNumber("reflexDice"),
      conditionOptions: reflexOptionsOf,
    },
  },
});

/** `phase` options: the sheet's Kampf- and Reflexwürfel and what burdens them (as `reflex`). */
export const kampfwuerfelPhaseOptionsSchema = kampfwuerfelReflexOptionsSchema.omit({ need: true }).extend({
  combatDice: pool,
});

/** The JSON of KW per Kampfphase (no die: the roll and the odds say the same). */
export const kampfwuerfelPhaseResultSchema = z.strictObject({ combatDice: intJson, reflexDice: intJson });

/** KW per Kampfphase: the Kampf- and Reflexwürfel after Behinderung. */
export const kampfwuerfelPhaseAdapter = defineAdapter({
  action: kampfwuerfelRules.kampfwuerfelPhaseAction,
  options: kampfwuerfelPhaseOptionsSchema,
  resultSchema: kampfwuerfelPhaseResultSchema,
  oddsSchema: kampfwuerfelPhaseResultSchema,
  examples: [
    { combatDice: 10, reflexDice: 4, armorBe: 2, shieldBe: 2, shieldSkill: 1 },
    { combatDice: 6, reflexDice: 2 },
  ],
  toParams: (o) => ({
    combatDice: o.combatDice,
    reflexDice: o.reflexDice,
    armorBE: o.armorBe ?? 0,
    extraBE: o.extraBe ?? 0,
    shieldBE: o.shieldBe ?? 0,
    shieldSkill: o.shieldSkill ?? 0,
    toughness: o.toughness ?? 0,
  }),
  rollJson: (r) => ({ ...r }),
  oddsJson: (o) => ({ ...o }),
});
