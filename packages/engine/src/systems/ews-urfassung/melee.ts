import type { Rng } from "../../dice/rng.js";
import { EngineError, requireInt } from "../../errors.js";
import type { Dist } from "../../odds/distribution.js";
import { Fraction } from "../../odds/fraction.js";
import type { KritChain } from "../ews/pm-w6.js";
import { type Modifier, sumModifiers } from "../modifier.js";
import type { ActionDef, OutcomeProbability, RollConsequences } from "../rule-system.js";
import { hasModule, type TableSettings } from "../table-settings.js";
import type { UrfassungOutcome } from "./condition-outcome.js";
import { dealsDamage, hitDamage, type Manoeuvres, manoeuvreModifiers } from "./manoeuvres.js";
import { rollTensionW6, tensionW6Dist } from "./tension-w6.js";

/** The attacker's bonus in the Basiskampf. */
export const ATTACKER_BONUS = 1;

/** One fighter in an exchange: combat skill, weapon, armour, modifiers and manoeuvres. */
export interface MeleeSide extends Manoeuvres {
  /** The combat skill value (or a learned manoeuvre's value). */
  readonly value: number;
  /** The weapon's Schadenswert (fixed; roll dice with the `damage` action and pass the result). */
  readonly weapon?: number;
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
}

/** Exact odds of an exchange. */
export interface MeleeOdds {
  readonly pDefenderHit: Fraction;
  /** Every (who is hit, damage) pair with its probability, defender hits first, damage ascending. */
  readonly outcomes: readonly { hit: MeleeHit; damage: number; p: Fraction }[];
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

/** Who is hit and for how much, given the signed lead attacker − defender. */
function resolve(params: MeleeParams, lead: number): { hit: MeleeHit; damage: number } {
  const { attacker, defender } = params;
  if (lead >= 0) {
    const damage = hitDamage({
      difference: lead,
      weapon: attacker.weapon ?? 0,
      armor: defender.armor ?? 0,
      manoeuvres: attacker,
      ...(defender.resistance !== undefined ? { targetResistance: defender.resistance } : {}),
    });
    return { hit: "defender", damage };
  }
  const damage = hitDamage({
    difference: -lead,
    weapon: defender.weapon ?? 0,
    armor: attacker.armor ?? 0,
    manoeuvres: defender,
    ...(attacker.resistance !== undefined ? { targetResistance: attacker.resistance } : {}),
  });
  return { hit: "attacker", damage };
}

/**
 * Rolls one exchange: the attacker's die first, then the defender's.
 *
 * @example
 * // Skill 12 with a weapon of 3 attacks skill 12 with armour 1: 13 + 4 = 17 vs 12 + 2 = 14.
 * rollMelee({ attacker: { value: 12, weapon: 3 }, defender: { value: 12, armor: 1 } }, scriptedRng([4, 2]), PLAIN_TABLE);
 * // → { hit: "defender", damage: 5, … }
 */
export function rollMelee(params: MeleeParams, rng: Rng, table: TableSettings): MeleeResult {
  const krit = hasModule(table, "krit");
  const attacker = rollSide(params.attacker, true, rng, krit);
  const defender = rollSide(params.defender, false, rng, krit);
  const lead = attacker.result - defender.result;
  return { ...resolve(params, lead), difference: Math.abs(lead), attacker, defender };
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

/**
 * Exact odds of an exchange from the distribution of the lead (at most 36 values, 100 with krit).
 *
 * @example
 * meleeOdds({ attacker: { value: 12 }, defender: { value: 12 } }, PLAIN_TABLE).pDefenderHit.toString(); // "2/3"
 */
export function meleeOdds(params: MeleeParams, table: TableSettings): MeleeOdds {
  const lead = meleeLead(params, table);
  const merged = new Map<string, { hit: MeleeHit; damage: number; weight: number }>();
  for (const { value, weight } of lead.entries()) {
    const { hit, damage } = resolve(params, value);
    const key = `${hit}|${damage}`;
    const prev = merged.get(key);
    merged.set(key, { hit, damage, weight: (prev?.weight ?? 0) + weight });
  }
  const outcomes = [...merged.values()]
    .sort((x, y) => (x.hit === y.hit ? x.damage - y.damage : x.hit === "defender" ? -1 : 1))
    .map(({ hit, damage, weight }) => ({ hit, damage, p: Fraction.of(weight, lead.total) }));
  return { pDefenderHit: Fraction.of(lead.weightAtLeast(0), lead.total), outcomes };
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
  ],
};
