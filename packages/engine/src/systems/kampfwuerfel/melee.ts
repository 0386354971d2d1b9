import type { Rng } from "../../dice/rng.js";
import { EngineError, requireInt } from "../../errors.js";
import { Fraction } from "../../odds/fraction.js";
import type { ActionDef, OutcomeProbability, RollConsequences } from "../rule-system.js";
import type { TableSettings } from "../table-settings.js";
import { DEFAULT_NEED, rollPool } from "./check.js";
import { baseDamage, type DamageRatio, totalProtection } from "./damage.js";
import type { KampfwuerfelOutcome } from "./play-events.js";
import {
  binomialRow,
  faceSequences,
  fivesSixesWeight,
  MAX_POOL,
  successWeights,
  weightsBelow,
} from "./pool-counts.js";

/**
 * Attack against a declared defence. `bonus` is Zusatz- plus Fertigkeitsschaden, `armor` the
 * Gesamtschutz or the zone's RS; `shieldDice` the shield's bonus dice on the defence.
 */
export interface KwMeleeParams {
  readonly attackDice: number;
  readonly defenseDice: number;
  readonly damage: DamageRatio;
  readonly armor?: number;
  /**
   * The armour values of the sheet instead of `armor`: the Gesamtschutz is their sum / 3, rounded
   * as the table says (`totalProtection`). Not together with `armor`.
   */
  readonly armorValues?: readonly number[];
  readonly bonus?: number;
  readonly shieldDice?: number;
}

/** A rolled attack. `defenseSuccesses` is null when the defence did not have to roll. */
export interface KwMeleeResult {
  readonly hit: boolean;
  readonly attackDice: readonly number[];
  readonly defenseDice: readonly number[];
  readonly attackSuccesses: number;
  readonly defenseSuccesses: number | null;
  /** The attack had fewer than 2 successes: the defender keeps the declared KW. */
  readonly defenderKeepsDice: boolean;
  /** SP after armour (0 on a miss). */
  readonly damage: number;
}

/** Exact odds of an attack. */
export interface KwMeleeOdds {
  readonly pHit: Fraction;
  /**
   * SP after armour given a hit, as exact bigint counts out of `hitWeight` (ascending, zero counts
   * omitted). Counts rather than fractions: reducing ~100 fractions of 200-bit numbers would cost
   * more than the whole computation; use {@link damageProbabilities} for fractions.
   */
  readonly damage: readonly { value: number; weight: bigint }[];
  readonly hitWeight: bigint;
}

/** The damage distribution given a hit as exact fractions. */
export const damageProbabilities = (odds: KwMeleeOdds): { value: number; p: Fraction }[] =>
  odds.damage.map(({ value, weight }) => ({ value, p: Fraction.of(weight, odds.hitWeight) }));

/** A bigint ratio as the nearest float, without overflowing for 6^80-sized numbers. */
export function ratioToNumber(num: bigint, den: bigint): number {
  const shift = BigInt(Math.max(0, den.toString(2).length - 60));
  return Number(num >> shift) / Number(den >> shift);
}

interface Checked {
  attack: number;
  defense: number;
  armor: number;
  bonus: number;
  ratio: DamageRatio;
}

function checked(p: KwMeleeParams): Checked {
  return {
    attack: requireInt("attackDice", p.attackDice, 0, MAX_POOL),
    defense:
      requireInt("defenseDice", p.defenseDice, 0, MAX_POOL) +
      requireInt("shieldDice", p.shieldDice ?? 0, 0, MAX_POOL),
    armor: requireInt("armor", p.armor ?? 0, 0, 1000),
    bonus: requireInt("bonus", p.bonus ?? 0, 0, 1000),
    ratio: {
      five: requireInt("damage.five", p.damage.five, 0, 100),
      six: requireInt("damage.six", p.damage.six, 0, 100),
    },
  };
}

/** The defence blocks when it has at least 2 successes and at least as many as the attack. */
export const blocks = (attack: number, defense: number): boolean =>
  defense >= DEFAULT_NEED && defense >= attack;

const finalDamage = (c: Checked, fives: number, sixes: number): number =>
  Math.max(0, baseDamage(c.ratio, fives, sixes) + c.bonus - c.armor);

/**
 * Rolls an attack: all attack dice first, then (only if the attack has 2 or more successes) the
 * defence dice.
 *
 * @example
 * rollKwMelee({ attackDice: 3, defenseDice: 2, damage: { five: 2, six: 3 } }, scriptedRng([5, 6, 1, 5, 2]), PLAIN_TABLE);
 * // attack 2 successes, defence 1 → hit for 5
 */
export function rollKwMelee(params: KwMeleeParams, rng: Rng): KwMeleeResult {
  const c = checked(params);
  const attack = rollPool(c.attack, rng);
  if (attack.successes < DEFAULT_NEED) {
    return {
      hit: false,
      attackDice: attack.dice,
      defenseDice: [],
      attackSuccesses: attack.successes,
      defenseSuccesses: null,
      defenderKeepsDice: true,
      damage: 0,
    };
  }
  const defense = rollPool(c.defense, rng);
  const hit = !blocks(attack.successes, defense.successes);
  return {
    hit,
    attackDice: attack.dice,
    defenseDice: defense.dice,
    attackSuccesses: attack.successes,
    defenseSuccesses: defense.successes,
    defenderKeepsDice: false,
    damage: hit ? finalDamage(c, attack.fives, attack.sixes) : 0,
  };
}

/**
 * Exact odds in closed form with bigint counts (pools up to 40 dice each), denominator 6^(A+D).
 * An attack of k successes hits with the weight C(A,k) 2^k 4^(A−k) × (defences with fewer than
 * max(2,k) successes); its k successes split into f fives and k − f sixes in C(k,f) equally likely
 * ways, which gives the damage.
 *
 * @example
 * kwMeleeOdds({ attackDice: 2, defenseDice: 0, damage: { five: 1, six: 1 } }).pHit.toString(); // "1/9"
 */
export function kwMeleeOdds(params: KwMeleeParams): KwMeleeOdds {
  const c = checked(params);
  const below = weightsBelow(c.defense);
  const attackWeights = successWeights(c.attack);
  const byDamage: bigint[] = [];
  let hitWeight = 0n;
  for (let k = DEFAULT_NEED; k <= c.attack; k++) {
    const notBlocked = below[Math.min(k, c.defense + 1)]!;
    if (notBlocked === 0n) continue;
    // attackWeights[k] = C(A,k) 2^k 4^(A−k); each of the 2^k success patterns is one split.
    const perSplit = (attackWeights[k]! >> BigInt(k)) * notBlocked;
    hitWeight += attackWeights[k]! * notBlocked;
    const splits = binomialRow(k);
    for (let fives = 0; fives <= k; fives++) {
      const d = finalDamage(c, fives, k - fives);
      byDamage[d] = (byDamage[d] ?? 0n) + perSplit * splits[fives]!;
    }
  }
  const total = faceSequences(c.attack) * faceSequences(c.defense);
  const damage: { value: number; weight: bigint }[] = [];
  byDamage.forEach((weight, value) => {
    if (weight > 0n) damage.push({ value, weight });
  });
  return { pHit: Fraction.of(hitWeight, total), damage, hitWeight };
}

/** Outcome class: hit, both success counts and the damage. */
export const kwMeleeOutcomeKey = (r: KwMeleeResult): string =>
  `${r.hit ? "H" : "M"}|${r.attackSuccesses}|${r.defenseSuccesses ?? "-"}|${r.damage}`;

function kwMeleeOutcomes(params: KwMeleeParams): OutcomeProbability[] {
  const c = checked(params);
  const total = faceSequences(c.attack) * faceSequences(c.defense);
  const defWeights = successWeights(c.defense);
  const defTotal = faceSequences(c.defense);
  const out: OutcomeProbability[] = [];
  for (let fives = 0; fives <= c.attack; fives++) {
    for (let sixes = 0; fives + sixes <= c.attack; sixes++) {
      const w = fivesSixesWeight(c.attack, fives, sixes);
      const k = fives + sixes;
      if (k < DEFAULT_NEED) {
        out.push({ key: `M|${k}|-|0`, probability: Fraction.of(w * defTotal, total) });
        continue;
      }
      defWeights.forEach((dw, j) => {
        const hit = !blocks(k, j);
        out.push({
          key: `${hit ? "H" : "M"}|${k}|${j}|${hit ? finalDamage(c, fives, sixes) : 0}`,
          probability: Fraction.of(w * dw, total),
        });
      });
    }
  }
  return out;
}

/**
 * What an attack books on the fighters: the attacker's declared KW are spent; the defender's
 * too, unless the attack had fewer than 2 successes (then "erhält seine veranschlagten KW wieder
 * zurück", so nothing is spent); a hit's SP after armour go to the defender. The shield's bonus
 * dice come from the shield, not from the KW of the phase.
 *
 * @example
 * kwMeleeConsequences(result, { attackDice: 3, defenseDice: 2, damage: { five: 2, six: 3 } });
 * // { actor: [{ kind: "spend-kw", dice: 3 }], opponent: [{ kind: "spend-kw", dice: 2 }, { kind: "damage", amount: 5 }] }
 */
export function kwMeleeConsequences(
  result: KwMeleeResult,
  params: KwMeleeParams,
): RollConsequences<KampfwuerfelOutcome> {
  const spent = (dice: number): KampfwuerfelOutcome[] => (dice > 0 ? [{ kind: "spend-kw", dice }] : []);
  const opponent = result.defenderKeepsDice ? [] : spent(params.defenseDice);
  if (result.hit && result.damage > 0) opponent.push({ kind: "damage", amount: result.damage });
  return { actor: spent(params.attackDice), opponent };
}

/**
 * The params with `armorValues` turned into the Gesamtschutz `armor` under the table's rounding;
 * both at once would count the armour twice (`impossible-combination`).
 */
export function withGesamtschutz(params: KwMeleeParams, table: TableSettings): KwMeleeParams {
  if (params.armorValues === undefined) return params;
  if (params.armor !== undefined) {
    throw new EngineError("impossible-combination", "armor and armorValues both give the protection", {
      reason: "armor",
      detail: "armorValues",
    });
  }
  const { armorValues, ...rest } = params;
  return { ...rest, armor: totalProtection(armorValues, table) };
}

/** The Kampfwürfel attack as a registry action. */
export const kampfwuerfelMeleeAction: ActionDef<
  KwMeleeParams,
  KwMeleeResult,
  KwMeleeOdds,
  KampfwuerfelOutcome
> = {
  id: "melee",
  roll: (params, rng, table) => rollKwMelee(withGesamtschutz(params, table), rng),
  odds: (params, table) => kwMeleeOdds(withGesamtschutz(params, table)),
  outcomes: (params, table) => kwMeleeOutcomes(withGesamtschutz(params, table)),
  outcomeKey: kwMeleeOutcomeKey,
  consequences: kwMeleeConsequences,
  examples: [
    { attackDice: 3, defenseDice: 3, damage: { five: 2, six: 3 }, armor: 1, bonus: 2 },
    { attackDice: 4, defenseDice: 1, damage: { five: 1, six: 1 } },
    { attackDice: 2, defenseDice: 2, damage: { five: 1, six: 2 }, shieldDice: 1, armor: 3 },
    { attackDice: 3, defenseDice: 2, damage: { five: 2, six: 3 }, armorValues: [3, 2, 2], bonus: 1 },
  ],
};
