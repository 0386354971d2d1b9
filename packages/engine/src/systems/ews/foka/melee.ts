import type { Rng } from "../../../dice/rng.js";
import { EngineError, requireInt } from "../../../errors.js";
import { Fraction } from "../../../odds/fraction.js";
import { type Modifier, sumModifiers } from "../../modifier.js";
import type { ActionDef, OutcomeProbability } from "../../rule-system.js";
import { hasModule, type TableSettings } from "../../table-settings.js";
import { checkModifiers } from "../check.js";
import { bonusDifference, flatBonusDifference } from "../check-classes.js";
import type { EwsOutcome } from "../condition/outcome.js";
import { type KritChain, rollPmW6 } from "../pm-w6.js";

/**
 * How a melee fighter fights this round (RULINGS §1.8): `attack`, or full defence (+3, deals no
 * damage), also giving up the own action (+6), also retreating (+9).
 */
export type MeleeStance = "attack" | "full-defence" | "give-up-action" | "retreat";

/** Bonus of each stance. */
export const STANCE_BONUS: Readonly<Record<MeleeStance, number>> = {
  attack: 0,
  "full-defence": 3,
  "give-up-action": 6,
  retreat: 9,
};

/** Malus per opponent beyond the first. */
export const EXTRA_OPPONENT_MALUS = 3;
/** Most the SL may give for good descriptions. */
export const MAX_SL_BONUS = 3;

/** One side of a melee exchange. */
export interface MeleeSide {
  readonly value: number;
  readonly modifiers?: readonly Modifier[];
  readonly wounds?: number;
  /** Weapon damage (Schadenswert). */
  readonly weapon?: number;
  /** Armour protection (Schutz). */
  readonly armor?: number;
  readonly stance?: MeleeStance;
  /** Opponents this fighter faces at once (default 1). */
  readonly opponents?: number;
  /** SL bonus for a good description, 0..3. */
  readonly sl?: number;
}

/** One FoKa melee exchange: both roll, the attacker's die first. */
export interface MeleeParams {
  readonly attacker: MeleeSide;
  readonly defender: MeleeSide;
}

/** One side's roll. */
export interface MeleeRoll {
  readonly modifiers: readonly Modifier[];
  readonly effective: number;
  readonly dice: readonly number[];
  readonly result: number;
  readonly chain: KritChain;
}

/** A rolled exchange: who was hit and for how much (0 when armour or full defence stop it). */
export interface MeleeResult {
  readonly hit: "defender" | "attacker";
  readonly diff: number;
  readonly damage: number;
  readonly attacker: MeleeRoll;
  readonly defender: MeleeRoll;
}

/** Exact odds of one exchange. */
export interface MeleeOdds {
  readonly pDefenderHit: Fraction;
  readonly outcomes: readonly { hit: "defender" | "attacker"; damage: number; p: Fraction }[];
}

interface SideSetup {
  modifiers: Modifier[];
  effective: number;
  weapon: number;
  armor: number;
  dealsDamage: boolean;
}

function sideSetup(side: MeleeSide, role: "attacker" | "defender"): SideSetup {
  requireInt(`${role}.value`, side.value);
  const stance = side.stance ?? "attack";
  if (!(stance in STANCE_BONUS)) {
    throw new EngineError("invalid-argument", `Unknown stance ${stance}`, {
      name: `${role}.stance`,
      value: stance,
      min: "",
      max: "",
    });
  }
  if (role === "attacker" && stance !== "attack") {
    throw new EngineError("impossible-combination", "The attacker attacks: no defensive stance", {
      reason: "attacker-stance",
      detail: stance,
    });
  }
  const opponents = requireInt(`${role}.opponents`, side.opponents ?? 1, 1, 20);
  const sl = requireInt(`${role}.sl`, side.sl ?? 0, 0, MAX_SL_BONUS);
  const modifiers = checkModifiers(side);
  if (STANCE_BONUS[stance] > 0) modifiers.push({ amount: STANCE_BONUS[stance], source: `stance-${stance}` });
  if (opponents > 1) modifiers.push({ amount: -EXTRA_OPPONENT_MALUS * (opponents - 1), source: "opponents" });
  if (sl > 0) modifiers.push({ amount: sl, source: "sl" });
  for (const m of modifiers) requireInt("modifier", m.amount);
  return {
    modifiers,
    effective: side.value + sumModifiers(modifiers),
    weapon: requireInt(`${role}.weapon`, side.weapon ?? 0, 0, 1000),
    armor: requireInt(`${role}.armor`, side.armor ?? 0, 0, 1000),
    dealsDamage: stance === "attack",
  };
}

/** Who is hit and for how much, from the signed difference attacker − defender. */
export function exchangeOutcome(
  signedDiff: number,
  a: Pick<SideSetup, "weapon" | "armor" | "dealsDamage">,
  d: Pick<SideSetup, "weapon" | "armor" | "dealsDamage">,
): { hit: "defender" | "attacker"; damage: number } {
  if (signedDiff >= 0) {
    return { hit: "defender", damage: a.dealsDamage ? Math.max(0, signedDiff + a.weapon - d.armor) : 0 };
  }
  return { hit: "attacker", damage: d.dealsDamage ? Math.max(0, -signedDiff + d.weapon - a.armor) : 0 };
}

/**
 * Rolls one exchange. The higher result hits the other, a tie hits the defender; damage =
 * difference + weapon − armour, at least 0. With krit, chains add up as in a contest.
 *
 * @example
 * // Stahlkatze (18, claws 4) rolls 4 → 22 against the soldier (9) rolling 2 → 11: 11 + 4 = 15 damage.
 * rollMelee({ attacker: { value: 18, weapon: 4 }, defender: { value: 9 } }, scriptedRng([4, 2]), PLAIN_TABLE).damage; // 15
 */
export function rollMelee(params: MeleeParams, rng: Rng, table: TableSettings): MeleeResult {
  const a = sideSetup(params.attacker, "attacker");
  const d = sideSetup(params.defender, "defender");
  const krit = hasModule(table, "krit");
  const ra = rollPmW6(rng, krit);
  const rd = rollPmW6(rng, krit);
  const attacker = {
    modifiers: a.modifiers,
    effective: a.effective,
    dice: ra.dice,
    result: a.effective + ra.bonus,
    chain: ra.chain,
  };
  const defender = {
    modifiers: d.modifiers,
    effective: d.effective,
    dice: rd.dice,
    result: d.effective + rd.bonus,
    chain: rd.chain,
  };
  const signed = attacker.result - defender.result;
  return { ...exchangeOutcome(signed, a, d), diff: Math.abs(signed), attacker, defender };
}

function exchangeClasses(params: MeleeParams, table: TableSettings) {
  const a = sideSetup(params.attacker, "attacker");
  const d = sideSetup(params.defender, "defender");
  const difference = bonusDifference(table);
  const lead = a.effective - d.effective;
  return {
    entries: difference
      .entries()
      .map((e) => ({ ...exchangeOutcome(lead + e.value, a, d), weight: e.weight })),
    total: difference.total,
  };
}

/**
 * Exact odds from the precomputed distribution of the two dice's difference: one pass over flat
 * arrays, weights collected per damage value, no enumeration of dice.
 */
export function meleeOdds(params: MeleeParams, table: TableSettings): MeleeOdds {
  const a = sideSetup(params.attacker, "attacker");
  const d = sideSetup(params.defender, "defender");
  const { values, weights, total } = flatBonusDifference(table);
  const lead = a.effective - d.effective;
  const toDefender: number[] = [];
  const toAttacker: number[] = [];
  let defenderHit = 0;
  for (let i = 0; i < values.length; i++) {
    const o = exchangeOutcome(lead + values[i]!, a, d);
    const w = weights[i]!;
    if (o.hit === "defender") {
      defenderHit += w;
      toDefender[o.damage] = (toDefender[o.damage] ?? 0) + w;
    } else toAttacker[o.damage] = (toAttacker[o.damage] ?? 0) + w;
  }
  const outcomes: { hit: "defender" | "attacker"; damage: number; p: Fraction }[] = [];
  for (const [hit, byDamage] of [
    ["defender", toDefender],
    ["attacker", toAttacker],
  ] as const) {
    for (let damage = 0; damage < byDamage.length; damage++) {
      const w = byDamage[damage];
      if (w) outcomes.push({ hit, damage, p: Fraction.cached(w, total) });
    }
  }
  return { pDefenderHit: Fraction.cached(defenderHit, total), outcomes };
}

/** Outcome class: who was hit, and the damage. */
export const meleeOutcomeKey = (r: MeleeResult): string => `${r.hit}|${r.damage}`;

function meleeOutcomes(params: MeleeParams, table: TableSettings): OutcomeProbability[] {
  const { entries, total } = exchangeClasses(params, table);
  return entries.map((e) => ({ key: `${e.hit}|${e.damage}`, probability: Fraction.of(e.weight, total) }));
}

/**
 * The FoKa melee exchange as a registry action (`melee`); its consequence is the damage to whoever
 * was hit (the defender = opponent, or the attacker = actor), none when armour or full defence
 * stopped it.
 */
export const ewsMeleeAction: ActionDef<MeleeParams, MeleeResult, MeleeOdds, EwsOutcome> = {
  id: "melee",
  roll: rollMelee,
  odds: meleeOdds,
  outcomes: meleeOutcomes,
  outcomeKey: meleeOutcomeKey,
  consequences: (r) => {
    const hit: EwsOutcome[] = r.damage > 0 ? [{ kind: "damage", amount: r.damage }] : [];
    return r.hit === "defender" ? { actor: [], opponent: hit } : { actor: hit, opponent: [] };
  },
  examples: [
    { attacker: { value: 18, weapon: 4 }, defender: { value: 9 } },
    { attacker: { value: 12, weapon: 3, armor: 1 }, defender: { value: 12, weapon: 4, armor: 2 } },
    {
      attacker: { value: 15, weapon: 5, opponents: 2, sl: 2 },
      defender: { value: 12, stance: "retreat", wounds: 1 },
    },
  ],
};
