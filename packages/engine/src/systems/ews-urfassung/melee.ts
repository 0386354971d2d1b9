import type { Rng } from "../../dice/rng.js";
import { EngineError, requireInt } from "../../errors.js";
import type { Dist } from "../../odds/distribution.js";
import { Fraction } from "../../odds/fraction.js";
import type { KritChain } from "../ews/pm-w6.js";
import { type Modifier, sumModifiers } from "../modifier.js";
import type { ActionDef, OutcomeProbability, RollConsequences } from "../rule-system.js";
import { hasModule, type TableSettings } from "../table-settings.js";
import type { UrfassungOutcome } from "./condition-outcome.js";
import { dealsDamage, type HitInput, hitDamage, type Manoeuvres, manoeuvreModifiers } from "./manoeuvres.js";
import { rollTensionW6, tensionW6Dist } from "./tension-w6.js";
import {
  damageBonus,
  rollWeaponDice,
  WEAPON_DICE,
  type WeaponDamageParams,
  weaponDamageDist,
} from "./weapon-damage.js";

/** The attacker's bonus in the Basiskampf. */
export const ATTACKER_BONUS = 1;

/** One fighter in an exchange: combat skill, weapon, armour, modifiers and manoeuvres. */
export interface MeleeSide extends Manoeuvres {
  /** The combat skill value (or a learned manoeuvre's value). */
  readonly value: number;
  /** The weapon's Schadenswert as a fixed number (not together with `damage`). */
  readonly weapon?: number;
  /**
   * The weapon's Schadenswert as dice (`1W6`, `1W3+2`, strength over the Kraftschwelle): rolled
   * in the exchange when this side hits. Not together with `weapon`; its `stun` is not read —
   * `unarmed` decides whether the hits are stun.
   */
  readonly damage?: WeaponDamageParams;
  /** Rüstungsschutz. */
  readonly armor?: number;
  readonly modifiers?: readonly Modifier[];
  /** Spannungswert of the weapon plus Spannungspunkte spent on a risky action. */
  readonly tension?: number;
  /** Schadensresistenz, needed only when the other side aims at this one's hand. */
  readonly resistance?: number;
  /** Fights unarmed: its hits deal Erschöpfungsschaden (stun), not real damage. */
  readonly unarmed?: boolean;
}

/**
 * One exchange of the Basiskampf: the attacker gets +1, the higher result hits, ties hit for the
 * attacker. The attacker attacks: retreat and full defence are the defender's (`impossible-combination`).
 */
export interface MeleeParams {
  readonly attacker: MeleeSide;
  readonly defender: MeleeSide;
}

/** Who was hit. */
export type MeleeHit = "defender" | "attacker";

/** One side's roll. */
export interface MeleeRoll {
  readonly value: number;
  readonly modifiers: readonly Modifier[];
  readonly effective: number;
  readonly dice: readonly number[];
  readonly result: number;
  readonly chain: KritChain;
}

/** A rolled exchange. */
export interface MeleeResult {
  readonly hit: MeleeHit;
  /** Damage the hit side takes (before the stun check and thresholds). */
  readonly damage: number;
  /** The winner's lead (≥ 0). */
  readonly difference: number;
  readonly attacker: MeleeRoll;
  readonly defender: MeleeRoll;
  /** The faces of the winner's weapon dice (its `damage`); empty when none were rolled. */
  readonly weaponDice: readonly number[];
  /**
   * The winner's weapon value from its `damage`: the dice's value plus bonus and strength over
   * the Kraftschwelle, in place of `weapon`. Null when the winner has no `damage` or its stance
   * deals none (then no die is rolled).
   */
  readonly weaponDamage: number | null;
}

/** Exact odds of an exchange. */
export interface MeleeOdds {
  readonly pDefenderHit: Fraction;
  /** Every (who is hit, damage) pair with its probability, defender hits first, damage ascending. */
  readonly outcomes: readonly { hit: MeleeHit; damage: number; p: Fraction }[];
}

/**
 * Refuses a side that gives its weapon both as a number and as dice (which one would count?) and
 * checks the dice's params, so that a bad weapon fails whoever wins the exchange.
 */
function checkWeapon(side: MeleeSide, attacker: boolean): void {
  const damage = side.damage;
  if (damage === undefined) return;
  const role = attacker ? "attacker" : "defender";
  if (side.weapon !== undefined) {
    throw new EngineError("impossible-combination", `The ${role} gives weapon and damage: one of them`, {
      reason: "weapon-and-damage",
      detail: role,
    });
  }
  if (!WEAPON_DICE.includes(damage.dice)) {
    throw new EngineError("invalid-argument", `Unknown weapon dice ${String(damage.dice)}`, {
      name: "damage",
      value: String(damage.dice),
      min: "",
      max: "",
    });
  }
  damageBonus(damage);
}

function sideModifiers(side: MeleeSide, attacker: boolean): { effective: number; modifiers: Modifier[] } {
  requireInt("value", side.value);
  const stance = side.stance ?? "balanced";
  if (attacker && !dealsDamage(stance)) {
    throw new EngineError("impossible-combination", "The attacker attacks: no retreat or full defence", {
      reason: "attacker-stance",
      detail: stance,
    });
  }
  checkWeapon(side, attacker);
  const modifiers: Modifier[] = attacker ? [{ amount: ATTACKER_BONUS, source: "attacker" }] : [];
  modifiers.push(...manoeuvreModifiers(side), ...(side.modifiers ?? []));
  for (const m of modifiers) requireInt("modifier", m.amount);
  return { effective: side.value + sumModifiers(modifiers), modifiers };
}

const tensionOf = (side: MeleeSide): number => requireInt("tension", side.tension ?? 0, 0, 30);

function rollSide(side: MeleeSide, attacker: boolean, rng: Rng, krit: boolean): MeleeRoll {
  const { effective, modifiers } = sideModifiers(side, attacker);
  const roll = rollTensionW6(rng, tensionOf(side), krit);
  return {
    value: side.value,
    modifiers,
    effective,
    dice: roll.dice,
    result: effective + roll.bonus,
    chain: roll.chain,
  };
}

/** {@link HitInput} with the lead and the weapon filled in per case (one object per side and call). */
type HitSlot = { -readonly [K in keyof HitInput]: HitInput[K] };

/** The hit of `winner` on `target`, difference and weapon to be set (the fixed weapon for now). */
const hitSlot = (winner: MeleeSide, target: MeleeSide): HitSlot => ({
  difference: 0,
  weapon: winner.weapon ?? 0,
  armor: target.armor ?? 0,
  manoeuvres: winner,
  ...(target.resistance !== undefined ? { targetResistance: target.resistance } : {}),
});

/** The winner's weapon dice, when it has them and its stance deals damage at all. */
const rolledDamage = (winner: MeleeSide): WeaponDamageParams | undefined =>
  dealsDamage(winner.stance ?? "balanced") ? winner.damage : undefined;

/**
 * Rolls one exchange: the attacker's die first, then the defender's, then — only when the winner
 * has weapon dice (`damage`) and its stance deals damage — the winner's weapon dice, whose value
 * with bonus and strength stands in for `weapon`.
 *
 * @example
 * // Skill 12 with a weapon of 3 attacks skill 12 with armour 1: 13 + 4 = 17 vs 12 + 2 = 14.
 * rollMelee({ attacker: { value: 12, weapon: 3 }, defender: { value: 12, armor: 1 } }, scriptedRng([4, 2]), PLAIN_TABLE);
 * // → { hit: "defender", damage: 5, … }
 * // The same with a sword (1W6) that shows 5: 3 + 5 − 1 = 7.
 * rollMelee({ attacker: { value: 12, damage: { dice: "W6" } }, defender: { value: 12, armor: 1 } }, scriptedRng([4, 2, 5]), PLAIN_TABLE);
 * // → { hit: "defender", damage: 7, weaponDice: [5], weaponDamage: 5, … }
 */
export function rollMelee(params: MeleeParams, rng: Rng, table: TableSettings): MeleeResult {
  const krit = hasModule(table, "krit");
  const attacker = rollSide(params.attacker, true, rng, krit);
  const defender = rollSide(params.defender, false, rng, krit);
  const lead = attacker.result - defender.result;
  const hit: MeleeHit = lead >= 0 ? "defender" : "attacker";
  const [winner, target] =
    lead >= 0 ? [params.attacker, params.defender] : [params.defender, params.attacker];
  const slot = hitSlot(winner, target);
  slot.difference = Math.abs(lead);
  const dice = rolledDamage(winner);
  let weaponDice: readonly number[] = [];
  let weaponDamage: number | null = null;
  if (dice !== undefined) {
    const rolled = rollWeaponDice(dice.dice, rng);
    weaponDice = rolled.faces;
    weaponDamage = rolled.value + damageBonus(dice);
    slot.weapon = weaponDamage;
  }
  return {
    hit,
    damage: hitDamage(slot),
    difference: Math.abs(lead),
    attacker,
    defender,
    weaponDice,
    weaponDamage,
  };
}

/** The exact distribution of the attacker's result minus the defender's. */
export function meleeLead(params: MeleeParams, table: TableSettings): Dist {
  const krit = hasModule(table, "krit");
  const a = tensionW6Dist(tensionOf(params.attacker), krit).shift(
    sideModifiers(params.attacker, true).effective,
  );
  const d = tensionW6Dist(tensionOf(params.defender), krit).shift(
    sideModifiers(params.defender, false).effective,
  );
  return a.sub(d);
}

/** Adds `weight` to the damage's entry. */
const addWeight = (into: Map<number, number>, damage: number, weight: number): void => {
  into.set(damage, (into.get(damage) ?? 0) + weight);
};

/**
 * The weights of one winner's hits for each lead: the damage of the lead alone when the winner
 * rolls no weapon dice (scaled to the common total), else the lead convolved with the dice's
 * distribution through `hitDamage`.
 */
class HitWeights {
  readonly byDamage = new Map<number, number>();
  private readonly slot: HitSlot;
  private readonly dice: Dist | null;

  constructor(winner: MeleeSide, target: MeleeSide) {
    this.slot = hitSlot(winner, target);
    const damage = rolledDamage(winner);
    this.dice = damage === undefined ? null : weaponDamageDist(damage);
  }

  /** The total of the weapon dice's weights (1 without dice). */
  get diceTotal(): number {
    return this.dice?.total ?? 1;
  }

  /** Books a lead of `difference` with `weight` out of the lead's total, times `scale / diceTotal`. */
  add(difference: number, weight: number, scale: number): void {
    this.slot.difference = difference;
    const dice = this.dice;
    if (dice === null) {
      addWeight(this.byDamage, hitDamage(this.slot), weight * scale);
      return;
    }
    const factor = weight * (scale / dice.total);
    for (let value = dice.min; value <= dice.max; value++) {
      const w = dice.weight(value);
      if (w === 0) continue;
      this.slot.weapon = value;
      addWeight(this.byDamage, hitDamage(this.slot), factor * w);
    }
  }

  /** The booked outcomes, damage ascending, as probabilities out of `total`. */
  outcomes(hit: MeleeHit, total: number): { hit: MeleeHit; damage: number; p: Fraction }[] {
    return [...this.byDamage]
      .sort(([x], [y]) => x - y)
      .map(([damage, weight]) => ({ hit, damage, p: Fraction.of(weight, total) }));
  }
}

/** The least common multiple of two dice totals (6, 36 or 1). */
const lcm = (a: number, b: number): number => {
  let [x, y] = [a, b];
  while (y !== 0) [x, y] = [y, x % y];
  return (a / x) * b;
};

/**
 * Exact odds of an exchange from the distribution of the lead (at most 36 values, 100 with krit),
 * each lead convolved with the winner's weapon dice (at most 36 outcomes) where it has them. The
 * two sides' dice may differ (1W6 against the whip's 36), so every weight is brought to the
 * lead's total times the least common multiple of the dice totals.
 *
 * @example
 * meleeOdds({ attacker: { value: 12 }, defender: { value: 12 } }, PLAIN_TABLE).pDefenderHit.toString(); // "7/12"
 */
export function meleeOdds(params: MeleeParams, table: TableSettings): MeleeOdds {
  const lead = meleeLead(params, table);
  const onDefender = new HitWeights(params.attacker, params.defender);
  const onAttacker = new HitWeights(params.defender, params.attacker);
  const scale = lcm(onDefender.diceTotal, onAttacker.diceTotal);
  for (let value = lead.min; value <= lead.max; value++) {
    const weight = lead.weight(value);
    if (weight === 0) continue;
    if (value >= 0) onDefender.add(value, weight, scale);
    else onAttacker.add(-value, weight, scale);
  }
  const total = lead.total * scale;
  return {
    pDefenderHit: Fraction.of(lead.weightAtLeast(0), lead.total),
    outcomes: [...onDefender.outcomes("defender", total), ...onAttacker.outcomes("attacker", total)],
  };
}

/** Outcome class of an exchange: who was hit and the damage. */
export const meleeOutcomeKey = (r: MeleeResult): string => `${r.hit}|${r.damage}`;

const meleeOutcomes = (params: MeleeParams, table: TableSettings): OutcomeProbability[] =>
  meleeOdds(params, table).outcomes.map((o) => ({ key: `${o.hit}|${o.damage}`, probability: o.p }));

/**
 * What an exchange does to both fighters: each has acted (an attack or a defence, for exhaustion)
 * in its stance, and the one hit takes the damage — stun if the winner fought unarmed.
 */
export function meleeConsequences(
  result: MeleeResult,
  params: MeleeParams,
): RollConsequences<UrfassungOutcome> {
  const side = (who: MeleeHit, self: MeleeSide, other: MeleeSide): UrfassungOutcome[] => {
    const acted: UrfassungOutcome = { kind: "acted", stance: self.stance ?? "balanced" };
    if (result.hit !== who || result.damage === 0) return [acted];
    return [acted, { kind: "hit", damage: result.damage, stun: other.unarmed === true }];
  };
  return {
    actor: side("attacker", params.attacker, params.defender),
    opponent: side("defender", params.defender, params.attacker),
  };
}

/** The Urfassung's melee exchange as a registry action. */
export const urfassungMeleeAction: ActionDef<MeleeParams, MeleeResult, MeleeOdds, UrfassungOutcome> = {
  id: "melee",
  roll: rollMelee,
  odds: meleeOdds,
  outcomes: meleeOutcomes,
  outcomeKey: meleeOutcomeKey,
  consequences: meleeConsequences,
  examples: [
    { attacker: { value: 12, weapon: 3 }, defender: { value: 12, armor: 1 } },
    {
      attacker: { value: 15, weapon: 4, stance: "full-attack", heavy: 2 },
      defender: { value: 12, weapon: 2, stance: "defensive", armor: 2 },
    },
    {
      attacker: { value: 15, aim: "hand", cut: 1, tension: 1 },
      defender: { value: 9, stance: "retreat", resistance: 12 },
    },
    {
      attacker: { value: 12, aim: "head", weapon: 1 },
      defender: { value: 6, stance: "full-defense", armor: 3 },
    },
    // A dagger's 1W3+2 in full attack against a defender in full defence with 2W6, who rolls none.
    {
      attacker: { value: 14, stance: "full-attack", tension: 1, damage: { dice: "W3", bonus: 2 } },
      defender: { value: 12, stance: "full-defense", armor: 2, damage: { dice: "2W6" } },
    },
    // Unarmed (1W−4, Kraftschwelle 12) at strength 18 against a fixed weapon, aimed at the hand.
    {
      attacker: { value: 12, unarmed: true, aim: "hand", damage: { dice: "W6", bonus: -4, strength: 18 } },
      defender: { value: 12, weapon: 2, resistance: 12 },
    },
    // Weapon dice on either side: a sword against the whip, strength over the Kraftschwelle.
    {
      attacker: { value: 12, armor: 2, damage: { dice: "W6", strength: 15, strengthThreshold: 12 } },
      defender: { value: 12, armor: 1, damage: { dice: "W+W", bonus: -6 } },
    },
  ],
};
