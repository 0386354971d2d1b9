import type { Rng } from "../../dice/rng.js";
import { EngineError, requireInt } from "../../errors.js";
import { Dist } from "../../odds/distribution.js";
import { Fraction } from "../../odds/fraction.js";
import type { ActionDef, OutcomeProbability, RollConsequences } from "../rule-system.js";
import type { TableSettings } from "../table-settings.js";
import { d20AtMost } from "./check.js";
import { type CriticalEffect, criticalEffect, type DamageType, type HitZone } from "./critical.js";
import { type DamageDice, damageDiceDist, rollDamageDice, SWORD_DAMAGE } from "./damage-dice.js";
import type { FaarOutcome } from "./play-events.js";
import {
  rollSeaBlade,
  SEA_BLADE_ODDS,
  SEA_BLADE_THRESHOLD,
  type SeaBladeOutcome,
  type SeaBladeRoll,
} from "./sea-blade.js";

/**
 * One attack and the defence against it. Dice are taken in the order the table rolls them:
 * attack d20, defence d20 (only after a plain hit), damage dice, hit-zone W6 (with `zones`),
 * stability d20 (Meermenschen blade, damage ≥ 5).
 */
export interface FaarMeleeParams {
  /** Attack value: ST (melee), GE (ranged) or the fitting skill value. */
  readonly attack: number;
  /** The target's defence value, before the attack margin is taken off. */
  readonly defense: number;
  /** GM modifiers on the defence (e.g. −2 from the side); negative makes parrying harder. */
  readonly defenseModifier?: number;
  /** Weapon damage; 2W6 (sword, axe) by default. */
  readonly damage?: DamageDice;
  /** Armour: one value for the whole body, or six values for hit zones 1..6. */
  readonly armor?: number | readonly number[];
  /** A shield's armour bonus: counts against every hit except from behind. */
  readonly shield?: number;
  readonly fromBehind?: boolean;
  /** Roll the hit zone (1W6) with the damage; implied by per-zone armour. */
  readonly zones?: boolean;
  /** Damage type for the critical-hit list. */
  readonly damageType?: DamageType;
  /** The weapon is a Meermenschen blade: damage ≥ 5 rolls its stability. */
  readonly seaBlade?: boolean;
  /** The stability roll is the GM's secret. */
  readonly secretBladeRoll?: boolean;
}

/** How an attack ended. */
export type MeleeOutcome = "fumble" | "miss" | "parried" | "auto-hit" | "hit";

/** A rolled attack, explained. */
export interface FaarMeleeResult {
  readonly outcome: MeleeOutcome;
  readonly hit: boolean;
  /** A 1: hits, no defence allowed. */
  readonly autoHit: boolean;
  /** A 20: misses, the weapon is dropped, no attack next round. */
  readonly fumble: boolean;
  readonly attack: { readonly value: number; readonly face: number; readonly margin: number };
  /** The defence roll, when there was one: target = defence − margin (+ modifier). */
  readonly defense: { readonly value: number; readonly target: number; readonly face: number } | null;
  readonly damageFaces: readonly number[];
  /** Damage before armour. */
  readonly rawDamage: number;
  readonly zone: HitZone | null;
  /** Armour and shield taken off. */
  readonly armor: number;
  readonly shield: number;
  /** Damage that reaches the life points (≥ 0); 0 without a hit. */
  readonly damage: number;
  readonly critical: CriticalEffect | null;
  readonly seaBlade: SeaBladeRoll | null;
  /** All faces in rolling order. */
  readonly dice: readonly number[];
}

/** The odds of an attack. */
export interface FaarMeleeOdds {
  readonly pHit: Fraction;
  readonly pAutoHit: Fraction;
  readonly pFumble: Fraction;
  readonly pParried: Fraction;
  readonly pMiss: Fraction;
  /** Damage after armour and shield, given a hit. */
  readonly damage: Dist;
  /** Expected damage per attack (misses count 0). */
  readonly expectedDamage: Fraction;
}

interface Checked {
  readonly attack: number;
  readonly defenseTarget: number;
  readonly damage: DamageDice;
  readonly zoneArmor: readonly number[] | null;
  readonly armor: number;
  readonly shield: number;
}

function check(params: FaarMeleeParams): Checked {
  requireInt("attack", params.attack, -100, 100);
  requireInt("defense", params.defense, -100, 100);
  requireInt("defenseModifier", params.defenseModifier ?? 0, -100, 100);
  const shield = params.fromBehind ? 0 : requireInt("shield", params.shield ?? 0, 0, 20);
  let zoneArmor: number[] | null = null;
  let armor = 0;
  if (Array.isArray(params.armor)) {
    if (params.armor.length !== 6) {
      throw new EngineError("invalid-argument", "Per-zone armour needs six values (zones 1..6)", {
        name: "armor",
        value: params.armor.length,
        min: 6,
        max: 6,
      });
    }
    zoneArmor = params.armor.map((a: number) => requireInt("armor", a, 0, 20));
  } else {
    armor = requireInt("armor", (params.armor as number | undefined) ?? 0, 0, 20);
    if (params.zones) zoneArmor = [armor, armor, armor, armor, armor, armor];
  }
  return {
    attack: params.attack,
    defenseTarget: params.defense + (params.defenseModifier ?? 0),
    damage: params.damage ?? SWORD_DAMAGE,
    zoneArmor,
    armor,
    shield,
  };
}

const afterArmor = (raw: number, armor: number, shield: number): number => Math.max(0, raw - armor - shield);

/**
 * Rolls one attack with its defence and damage.
 *
 * @example
 * // Attack 12 rolls 8 (margin 4); defence 8 − 4 = 4, the defender rolls 9: hit; 2W6 = 5 + 4, leather −1 → 8.
 * rollFaarMelee({ attack: 12, defense: 8, armor: 1 }, scriptedRng([8, 9, 5, 4]), PLAIN_TABLE).damage; // 8
 */
export function rollFaarMelee(params: FaarMeleeParams, rng: Rng, _table: TableSettings): FaarMeleeResult {
  const c = check(params);
  const dice: number[] = [];
  const face = rng.die(20);
  dice.push(face);
  const margin = c.attack - face;
  const attack = { value: c.attack, face, margin };
  const miss = (outcome: MeleeOutcome, defense: FaarMeleeResult["defense"]): FaarMeleeResult => ({
    outcome,
    hit: false,
    autoHit: false,
    fumble: outcome === "fumble",
    attack,
    defense,
    damageFaces: [],
    rawDamage: 0,
    zone: null,
    armor: 0,
    shield: 0,
    damage: 0,
    critical: null,
    seaBlade: null,
    dice,
  });
  if (face === 20) return miss("fumble", null);
  const autoHit = face === 1;
  let defense: FaarMeleeResult["defense"] = null;
  if (!autoHit) {
    if (face > c.attack) return miss("miss", null);
    const target = c.defenseTarget - margin;
    const defenseFace = rng.die(20);
    dice.push(defenseFace);
    defense = { value: params.defense, target, face: defenseFace };
    if (defenseFace <= target) return miss("parried", defense);
  }
  const { faces, raw } = rollDamageDice(c.damage, rng);
  dice.push(...faces);
  let zone: HitZone | null = null;
  let armor = c.armor;
  if (c.zoneArmor) {
    zone = rng.die(6) as HitZone;
    dice.push(zone);
    armor = c.zoneArmor[zone - 1]!;
  }
  const damage = afterArmor(raw, armor, c.shield);
  let seaBlade: SeaBladeRoll | null = null;
  if (params.seaBlade && damage >= SEA_BLADE_THRESHOLD) {
    seaBlade = rollSeaBlade(rng, params.secretBladeRoll ?? false);
    dice.push(seaBlade.face);
  }
  return {
    outcome: autoHit ? "auto-hit" : "hit",
    hit: true,
    autoHit,
    fumble: false,
    attack,
    defense,
    damageFaces: faces,
    rawDamage: raw,
    zone,
    armor,
    shield: c.shield,
    damage,
    critical: params.damageType ? criticalEffect(params.damageType, damage, zone ?? undefined) : null,
    seaBlade,
    dice,
  };
}

/** P(fumble), P(auto-hit), P(hit after a failed defence), P(parried), P(miss) — exact. */
function hitChances(c: Checked): Record<MeleeOutcome, Fraction> {
  const twentieth = Fraction.cached(1, 20);
  let hit = Fraction.ZERO;
  let parried = Fraction.ZERO;
  let miss = Fraction.ZERO;
  for (let face = 2; face <= 19; face++) {
    if (face > c.attack) {
      miss = miss.add(twentieth);
      continue;
    }
    const pParry = d20AtMost(c.defenseTarget - (c.attack - face));
    parried = parried.add(twentieth.mul(pParry));
    hit = hit.add(twentieth.mul(Fraction.ONE.sub(pParry)));
  }
  return { fumble: twentieth, "auto-hit": twentieth, hit, parried, miss };
}

/** One class of the damage after a hit: final damage, zone and blade outcome, with its probability. */
interface DamageClass {
  readonly damage: number;
  readonly zone: HitZone | null;
  readonly blade: SeaBladeOutcome | null;
  readonly p: Fraction;
}

function damageClasses(params: FaarMeleeParams, c: Checked): DamageClass[] {
  const raw = damageDiceDist(c.damage);
  const zones: (HitZone | null)[] = c.zoneArmor ? [1, 2, 3, 4, 5, 6] : [null];
  const out: DamageClass[] = [];
  for (const zone of zones) {
    const armor = zone === null ? c.armor : c.zoneArmor![zone - 1]!;
    const pZone = Fraction.of(1, zones.length);
    for (const { value, weight } of raw.entries()) {
      const damage = afterArmor(value, armor, c.shield);
      const p = pZone.mul(Fraction.of(weight, raw.total));
      if (params.seaBlade && damage >= SEA_BLADE_THRESHOLD) {
        for (const [blade, pb] of Object.entries(SEA_BLADE_ODDS)) {
          out.push({ damage, zone, blade: blade as SeaBladeOutcome, p: p.mul(pb) });
        }
      } else out.push({ damage, zone, blade: null, p });
    }
  }
  return out;
}

/** The damage after armour and shield, given a hit (a mixture over the zones). */
export function faarDamageDist(params: FaarMeleeParams): Dist {
  const c = check(params);
  const raw = damageDiceDist(c.damage);
  if (!c.zoneArmor) return raw.map((v) => afterArmor(v, c.armor, c.shield));
  return Dist.mix(c.zoneArmor.map((a) => [raw.map((v) => afterArmor(v, a, c.shield)), 1] as const));
}

/**
 * Exact odds of an attack.
 *
 * @example
 * faarMeleeOdds({ attack: 1, defense: 30 }, PLAIN_TABLE).pHit.toString(); // "1/20": only the 1 hits
 */
export function faarMeleeOdds(params: FaarMeleeParams, _table: TableSettings): FaarMeleeOdds {
  const c = check(params);
  const chances = hitChances(c);
  const pHit = chances.hit.add(chances["auto-hit"]);
  const damage = faarDamageDist(params);
  return {
    pHit,
    pAutoHit: chances["auto-hit"],
    pFumble: chances.fumble,
    pParried: chances.parried,
    pMiss: chances.miss,
    damage,
    expectedDamage: pHit.mul(damage.expectation()),
  };
}

/** Outcome class of an attack: how it ended, final damage, zone and blade outcome. */
export const faarMeleeOutcomeKey = (r: FaarMeleeResult): string =>
  `${r.outcome}|${r.damage}|${r.zone ?? "-"}|${r.seaBlade?.outcome ?? "-"}`;

function faarMeleeOutcomes(params: FaarMeleeParams, _table: TableSettings): OutcomeProbability[] {
  const c = check(params);
  const chances = hitChances(c);
  const out: OutcomeProbability[] = [
    { key: "fumble|0|-|-", probability: chances.fumble },
    { key: "miss|0|-|-", probability: chances.miss },
    { key: "parried|0|-|-", probability: chances.parried },
  ];
  const classes = damageClasses(params, c);
  for (const outcome of ["auto-hit", "hit"] as const) {
    for (const d of classes) {
      out.push({
        key: `${outcome}|${d.damage}|${d.zone ?? "-"}|${d.blade ?? "-"}`,
        probability: chances[outcome].mul(d.p),
      });
    }
  }
  return out;
}

/**
 * What an attack books: a fumble restricts the attacker (weapon dropped, no attack next round); a
 * hit takes its damage off the defender's LP and brings the critical-hit list's entry (from 3
 * points on, when the weapon's damage type was given — 1 point is a scratch without effect).
 *
 * @example
 * faarMeleeConsequences(fumbled); // { actor: [{ kind: "fumble" }], opponent: [] }
 */
export function faarMeleeConsequences(result: FaarMeleeResult): RollConsequences<FaarOutcome> {
  const opponent: FaarOutcome[] = [];
  if (result.hit && result.damage > 0) opponent.push({ kind: "damage", amount: result.damage });
  const crit = result.critical;
  if (result.hit && crit && crit.level !== 0 && crit.level !== 1) {
    opponent.push({ kind: "critical", type: crit.type, level: crit.level, zone: result.zone });
  }
  return { actor: result.fumble ? [{ kind: "fumble" }] : [], opponent };
}

/** The Faar attack (Angriff + Verteidigung + Schaden) as a registry action. */
export const faarMeleeAction: ActionDef<FaarMeleeParams, FaarMeleeResult, FaarMeleeOdds, FaarOutcome> = {
  id: "melee",
  roll: rollFaarMelee,
  odds: faarMeleeOdds,
  outcomes: faarMeleeOutcomes,
  outcomeKey: faarMeleeOutcomeKey,
  consequences: faarMeleeConsequences,
  examples: [
    { attack: 12, defense: 8 },
    { attack: 10, defense: 12, armor: 2, shield: 1 },
    {
      attack: 14,
      defense: 9,
      armor: 1,
      shield: 2,
      fromBehind: true,
      damage: { count: 1, sides: 6, divisor: 2, bonus: 1 },
    },
    { attack: 11, defense: 8, armor: [0, 0, 2, 2, 3, 1], damageType: "cut" },
    { attack: 13, defense: 7, damage: { count: 1, sides: 6, divisor: 1, bonus: 3 }, seaBlade: true },
    { attack: 0, defense: 0 },
  ],
};
