import { kampfwuerfelRules } from "@spieltisch/engine";
import { z } from "zod";
import { type ActionAdapter, probabilityJson } from "./action-adapter.js";

const pool = z.number().int().min(0).max(kampfwuerfelRules.MAX_POOL);

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

/** `melee` options of Kampfwürfel: dice on both sides, the damage ratio `A-B`, armour and bonus. */
export const kampfwuerfelMeleeOptionsSchema = z.strictObject({
  attackDice: pool,
  defenseDice: pool,
  damage: z.string().regex(/^\s*\d{1,3}\s*[-–]\s*\d{1,3}\s*$/, "a damage ratio like 2-3"),
  armor: z.number().int().min(0).max(1000).optional(),
  bonus: z.number().int().min(0).max(1000).optional(),
  shieldDice: pool.optional(),
});

type CheckOptions = z.infer<typeof kampfwuerfelCheckOptionsSchema>;
type MeleeOptions = z.infer<typeof kampfwuerfelMeleeOptionsSchema>;

/** Kampfwürfel pool checks. */
export const kampfwuerfelCheckAdapter: ActionAdapter<
  kampfwuerfelRules.PoolCheckParams,
  kampfwuerfelRules.PoolCheckResult,
  kampfwuerfelRules.PoolCheckOdds
> = {
  options: kampfwuerfelCheckOptionsSchema,
  toParams: (raw) => {
    const o = raw as CheckOptions;
    return { pool: o.pool, need: o.need ?? kampfwuerfelRules.DEFAULT_NEED };
  },
  rollJson: (r, params) => ({
    pool: params.pool,
    need: params.need,
    dice: r.dice,
    successes: r.successes,
    success: r.success,
    ...probabilityJson("pSuccess", kampfwuerfelRules.poolCheckOdds(params).pSuccess),
  }),
  oddsJson: (odds, params) => ({
    pool: params.pool,
    need: params.need,
    ...probabilityJson("pSuccess", odds.pSuccess),
    successes: odds.successes
      .filter((s) => s.weight > 0n)
      .map((s) => ({ n: s.n, p: kampfwuerfelRules.ratioToNumber(s.weight, odds.total) })),
  }),
};

/** Kampfwürfel attacks against a declared defence. */
export const kampfwuerfelMeleeAdapter: ActionAdapter<
  kampfwuerfelRules.KwMeleeParams,
  kampfwuerfelRules.KwMeleeResult,
  kampfwuerfelRules.KwMeleeOdds
> = {
  options: kampfwuerfelMeleeOptionsSchema,
  toParams: (raw) => {
    const o = raw as MeleeOptions;
    return {
      attackDice: o.attackDice,
      defenseDice: o.defenseDice,
      damage: kampfwuerfelRules.parseDamageRatio(o.damage),
      armor: o.armor ?? 0,
      bonus: o.bonus ?? 0,
      shieldDice: o.shieldDice ?? 0,
    };
  },
  rollJson: (r, params) => ({
    hit: r.hit,
    attackSuccesses: r.attackSuccesses,
    defenseSuccesses: r.defenseSuccesses,
    damage: r.damage,
    defenderKeepsDice: r.defenderKeepsDice,
    dice: { attack: r.attackDice, defense: r.defenseDice },
    ...probabilityJson("pHit", kampfwuerfelRules.kwMeleeOdds(params).pHit),
  }),
  oddsJson: (odds) => ({
    ...probabilityJson("pHit", odds.pHit),
    damage: odds.damage.map((d) => ({
      value: d.value,
      p: kampfwuerfelRules.ratioToNumber(d.weight, odds.hitWeight),
    })),
  }),
};
