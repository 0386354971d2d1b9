import type { Rng } from "../../dice/rng.js";
import type { ActionDef, RollConsequences } from "../rule-system.js";
import type { TableSettings } from "../table-settings.js";
import {
  kampfwuerfelCheckAction,
  type PoolCheckOdds,
  type PoolCheckParams,
  type PoolCheckResult,
} from "./check.js";
import { effectiveDice, type HindranceInput } from "./hindrance.js";
import type { KampfwuerfelOutcome } from "./play-events.js";

/**
 * The Reflexwurf: once per Kampfphase, outside the actions, with the Reflexwürfel after
 * Behinderung — armour BE (less Zähigkeit) and a shield's BE in full, Schildkampf does not help
 * (`effectiveDice`). Two successes (or what the GM asks) avoid the danger; the KW still left in
 * the phase are lost (the action's consequence `{kind: "reflex"}`, booked by the play state).
 */
export interface ReflexParams extends Omit<HindranceInput, "combatDice"> {
  readonly need?: number;
}

/** A rolled reflex: the dice rolled after BE and the pool check. */
export interface ReflexResult extends PoolCheckResult {
  /** The Reflexwürfel left after Behinderung: what was rolled. */
  readonly pool: number;
}

/** The pool check a reflex is: the reflex dice after BE. */
export const reflexPool = (p: ReflexParams): PoolCheckParams => ({
  pool: effectiveDice({ ...p, combatDice: 0 }).reflexDice,
  ...(p.need !== undefined ? { need: p.need } : {}),
});

/**
 * What a reflex books on the one who rolled it, whatever it showed: the phase's reflex is spent and
 * the KW left are lost (`{kind: "reflex"}`). A reflex has no other side.
 *
 * @example
 * reflexConsequences(); // { actor: [{ kind: "reflex" }], opponent: [] }
 */
export const reflexConsequences = (): RollConsequences<KampfwuerfelOutcome> => ({
  actor: [{ kind: "reflex" }],
  opponent: [],
});

/**
 * The reflex roll as a registry action.
 *
 * @example
 * // 4 Reflexwürfel, armour BE 1, shield BE 1: 2 dice left, two successes with 1/9.
 * kampfwuerfelReflexAction.odds({ reflexDice: 4, armorBE: 1, shieldBE: 1 }, PLAIN_TABLE).pSuccess.toString(); // "1/9"
 */
export const kampfwuerfelReflexAction: ActionDef<
  ReflexParams,
  ReflexResult,
  PoolCheckOdds,
  KampfwuerfelOutcome
> = {
  id: "reflex",
  roll: (params, rng: Rng, table: TableSettings) => {
    const pool = reflexPool(params);
    return { pool: pool.pool, ...kampfwuerfelCheckAction.roll(pool, rng, table) };
  },
  odds: (params, table) => kampfwuerfelCheckAction.odds(reflexPool(params), table),
  outcomes: (params, table) => kampfwuerfelCheckAction.outcomes(reflexPool(params), table),
  outcomeKey: (r) => kampfwuerfelCheckAction.outcomeKey(r),
  consequences: reflexConsequences,
  examples: [
    { reflexDice: 3 },
    { reflexDice: 4, armorBE: 1, shieldBE: 1, shieldSkill: 1 },
    { reflexDice: 5, armorBE: 3, toughness: 1, extraBE: 1, need: 3 },
  ],
};
