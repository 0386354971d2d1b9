import type { Rng } from "../../../dice/rng.js";
import { EngineError, requireInt } from "../../../errors.js";
import { Fraction } from "../../../odds/fraction.js";
import { type Modifier, sumModifiers } from "../../modifier.js";
import type { ActionDef, OutcomeProbability } from "../../rule-system.js";
import { hasModule, type TableSettings } from "../../table-settings.js";
import { checkModifiers } from "../check.js";
import { bonusClasses, forcedOutcome } from "../check-classes.js";
import type { EwsOutcome } from "../condition/outcome.js";
import { type KritChain, rollPmW6 } from "../pm-w6.js";
import { type ShotTarget, type ShotTargetParams, shotTarget } from "./ranged-target.js";

/** Projectile speed, for dodging: fast (pistols, lasers) MW 15, normal 12, slow or thrown 9. */
export type ProjectileKind = "fast" | "normal" | "slow";

/** Dodge MW by projectile (in combat). */
export const DODGE_TARGETS: Readonly<Record<ProjectileKind, number>> = { fast: 15, normal: 12, slow: 9 };

/** Catching a slow projectile: the dodger's margin beats the shooter's by at least this (SL guideline). */
export const CATCH_LEAD = 9;

/** A dodge against the shot (only before acting this round — the caller's call). */
export interface DodgeParams {
  readonly value: number;
  readonly modifiers?: readonly Modifier[];
  readonly wounds?: number;
  readonly projectile: ProjectileKind;
  /** Ground: −3..+3 on the dodge MW. */
  readonly terrain?: number;
}

/**
 * Someone in melee with the target who may be hit: after a hit, a d6 decides — in melee a 5 hits
 * the other, when grappling an odd face does.
 */
export type OtherTarget = "melee" | "grappling";

/** A FoKa shot. */
export interface ShootParams extends ShotTargetParams {
  readonly value: number;
  readonly modifiers?: readonly Modifier[];
  readonly wounds?: number;
  readonly weapon?: number;
  readonly armor?: number;
  readonly otherTarget?: OtherTarget;
  readonly dodge?: DodgeParams;
}

/** A rolled shot. `struck` says who took it; `hit` is true when anyone did. */
export interface ShootResult {
  readonly target: number;
  readonly effective: number;
  readonly dice: readonly number[];
  readonly result: number;
  readonly margin: number;
  readonly chain: KritChain;
  readonly hit: boolean;
  readonly struck: "target" | "other" | null;
  readonly damage: number;
  readonly dodge: { target: number; dice: readonly number[]; result: number; margin: number } | null;
  readonly dodged: boolean;
  readonly caught: boolean;
  readonly otherDie: number | null;
}

/** Exact odds: P(anyone hit), P(the target hit), P(the other hit), damage given the target is hit. */
export interface ShootOdds {
  readonly target: ShotTarget;
  readonly pHit: Fraction;
  readonly pTargetHit: Fraction;
  readonly pOtherHit: Fraction;
  readonly pDodged: Fraction;
  /** Damage distribution given a hit (on whoever is struck). */
  readonly damage: readonly { value: number; p: Fraction }[];
}

interface Setup {
  target: ShotTarget;
  effective: number;
  weapon: number;
  armor: number;
  dodgeTarget: number | null;
  dodgeEffective: number;
}

/**
 * The text prices a target in melee twice: +3 (+6 grappling) when the other must not be hit, ±0
 * with the d6 when it may be. One shot is one of the two, so the modifiers and `otherTarget`
 * together are `impossible-combination`.
 */
const EXCLUDED_BY_OTHER_TARGET = ["target-in-melee", "target-grappling"];

function setup(params: ShootParams): Setup {
  requireInt("value", params.value);
  const excluded = (params.mods ?? []).find((m) => EXCLUDED_BY_OTHER_TARGET.includes(m));
  if (params.otherTarget && excluded) {
    throw new EngineError("impossible-combination", "A hittable other target takes no melee modifier", {
      reason: "other-target-modifier",
      detail: `${excluded} + ${params.otherTarget}`,
    });
  }
  const target = shotTarget(params);
  const effective = params.value + sumModifiers(checkModifiers(params));
  let dodgeTarget: number | null = null;
  let dodgeEffective = 0;
  if (params.dodge) {
    const d = params.dodge;
    requireInt("dodge.value", d.value);
    const terrain = requireInt("dodge.terrain", d.terrain ?? 0, -3, 3);
    const base = DODGE_TARGETS[d.projectile];
    if (base === undefined) {
      throw new EngineError("invalid-argument", `Unknown projectile ${d.projectile}`, {
        name: "projectile",
        value: String(d.projectile),
        min: "",
        max: "",
      });
    }
    // Outside combat both MWs are 3 lower; the calm bands already are, so only the dodge moves.
    dodgeTarget = base + terrain - (params.calm ? 3 : 0);
    dodgeEffective = d.value + sumModifiers(checkModifiers(d));
  }
  return {
    target,
    effective,
    weapon: requireInt("weapon", params.weapon ?? 0, 0, 1000),
    armor: requireInt("armor", params.armor ?? 0, 0, 1000),
    dodgeTarget,
    dodgeEffective,
  };
}

/** Damage of a hit: (result − MW) + weapon − armour, never below 0 (a krit hit below the MW adds nothing). */
const shotDamage = (margin: number, s: Setup): number =>
  Math.max(0, Math.max(0, margin) + s.weapon - s.armor);

/** Whether the other target takes a hit, by the extra d6. */
const otherStruck = (kind: OtherTarget, face: number): boolean =>
  kind === "melee" ? face === 5 : face % 2 === 1;

/**
 * Rolls a shot: the shooter's ±W6 (no automatic success: the die sets the damage), then the
 * dodger's, then the d6 for a hittable other target.
 *
 * @example
 * // The thrown star: value 12 against MW 18 hits only with a 6.
 * rollShoot({ value: 12, range: "short", mods: ["target-moving", "cover-third"] }, scriptedRng([6]), PLAIN_TABLE).hit; // true
 */
export function rollShoot(params: ShootParams, rng: Rng, table: TableSettings): ShootResult {
  const s = setup(params);
  const krit = hasModule(table, "krit");
  const roll = rollPmW6(rng, krit);
  const result = s.effective + roll.bonus;
  const margin = result - s.target.target;
  let hit = forcedOutcome(roll.chain) ?? margin >= 0;
  let dodge: ShootResult["dodge"] = null;
  let dodged = false;
  let caught = false;
  if (s.dodgeTarget !== null) {
    const dr = rollPmW6(rng, krit);
    const dResult = s.dodgeEffective + dr.bonus;
    const dMargin = dResult - s.dodgeTarget;
    dodge = { target: s.dodgeTarget, dice: dr.dice, result: dResult, margin: dMargin };
    if (hit && dMargin > margin) {
      hit = false;
      dodged = true;
      caught = params.dodge?.projectile === "slow" && dMargin >= margin + CATCH_LEAD;
    }
  }
  let struck: ShootResult["struck"] = hit ? "target" : null;
  let otherDie: number | null = null;
  if (hit && params.otherTarget) {
    otherDie = rng.die(6);
    if (otherStruck(params.otherTarget, otherDie)) struck = "other";
  }
  return {
    target: s.target.target,
    effective: s.effective,
    dice: roll.dice,
    result,
    margin,
    chain: roll.chain,
    hit,
    struck,
    damage: hit ? shotDamage(margin, s) : 0,
    dodge,
    dodged,
    caught,
    otherDie,
  };
}

interface ShotClass {
  struck: "target" | "other" | null;
  damage: number;
  dodged: boolean;
  caught: boolean;
  weight: number;
}

/** Every outcome class with integer weights over a common total (shooter × dodger × other d6). */
function shotClasses(params: ShootParams, table: TableSettings): { classes: ShotClass[]; total: number } {
  const s = setup(params);
  const { classes, total } = bonusClasses(table);
  const dodgeClasses = s.dodgeTarget === null ? null : classes;
  const otherFaces = params.otherTarget ? 6 : 1;
  const out: ShotClass[] = [];
  for (const c of classes) {
    const margin = s.effective + c.bonus - s.target.target;
    const hitBefore = forcedOutcome(c.chain) ?? margin >= 0;
    const damage = shotDamage(margin, s);
    for (const d of dodgeClasses ?? [{ bonus: 0, weight: 1 }]) {
      const dMargin = s.dodgeEffective + d.bonus - (s.dodgeTarget ?? 0);
      const dodged = hitBefore && dodgeClasses !== null && dMargin > margin;
      const caught = dodged && params.dodge?.projectile === "slow" && dMargin >= margin + CATCH_LEAD;
      const hit = hitBefore && !dodged;
      const w = c.weight * d.weight;
      if (!hit || !params.otherTarget) {
        out.push({
          struck: hit ? "target" : null,
          damage: hit ? damage : 0,
          dodged,
          caught,
          weight: w * otherFaces,
        });
        continue;
      }
      for (let face = 1; face <= 6; face++) {
        const struck = otherStruck(params.otherTarget, face) ? "other" : "target";
        out.push({ struck, damage, dodged, caught, weight: w });
      }
    }
  }
  return { classes: out, total: total * (dodgeClasses ? total : 1) * otherFaces };
}

/**
 * Exact odds of a shot.
 *
 * @example
 * // A calm average shooter (12) at short range: MW 9, hits 5/6 ("83 %").
 * shootOdds({ value: 12, range: "short", calm: true }, PLAIN_TABLE).pHit.toString(); // "5/6"
 */
export function shootOdds(params: ShootParams, table: TableSettings): ShootOdds {
  const { classes, total } = shotClasses(params, table);
  let hit = 0;
  let target = 0;
  let other = 0;
  let dodged = 0;
  const damage = new Map<number, number>();
  for (const c of classes) {
    if (c.dodged) dodged += c.weight;
    if (!c.struck) continue;
    hit += c.weight;
    if (c.struck === "target") target += c.weight;
    else other += c.weight;
    damage.set(c.damage, (damage.get(c.damage) ?? 0) + c.weight);
  }
  const p = (w: number) => Fraction.of(w, total);
  return {
    target: shotTarget(params),
    pHit: p(hit),
    pTargetHit: p(target),
    pOtherHit: p(other),
    pDodged: p(dodged),
    damage: [...damage.entries()]
      .sort(([a], [b]) => a - b)
      .map(([value, w]) => ({ value, p: Fraction.of(w, hit) })),
  };
}

/** Outcome class: who was struck, the damage, dodged and caught. */
export const shootOutcomeKey = (r: ShootResult): string =>
  `${r.struck ?? "miss"}|${r.damage}|${r.dodged ? "D" : "-"}|${r.caught ? "C" : "-"}`;

function shootOutcomes(params: ShootParams, table: TableSettings): OutcomeProbability[] {
  const { classes, total } = shotClasses(params, table);
  return classes.map((c) => ({
    key: `${c.struck ?? "miss"}|${c.damage}|${c.dodged ? "D" : "-"}|${c.caught ? "C" : "-"}`,
    probability: Fraction.of(c.weight, total),
  }));
}

/**
 * The FoKa ranged attack as a registry action (`shoot`); its consequence is the damage to the
 * target (the opponent). A shot that strikes the other target hurts someone who is not a side of
 * this roll, so it books nothing on the opponent.
 */
export const ewsShootAction: ActionDef<ShootParams, ShootResult, ShootOdds, EwsOutcome> = {
  id: "shoot",
  roll: rollShoot,
  odds: shootOdds,
  outcomes: shootOutcomes,
  outcomeKey: shootOutcomeKey,
  consequences: (r) => ({
    actor: [],
    opponent: r.struck === "target" && r.damage > 0 ? [{ kind: "damage", amount: r.damage }] : [],
  }),
  examples: [
    { value: 12, range: "short", mods: ["target-moving", "cover-third"], weapon: 3 },
    { value: 12, range: "short", calm: true },
    { value: 15, range: "long", calm: true, scope: 6, weapon: 5, armor: 2 },
    { value: 14, range: "medium", otherTarget: "grappling", weapon: 4 },
    { value: 13, range: "short", weapon: 2, dodge: { value: 12, projectile: "slow" }, otherTarget: "melee" },
  ],
};
