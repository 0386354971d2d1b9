import { EngineError, requireInt } from "../../errors.js";
import { characterDead } from "../condition-refusals.js";
import type { ConditionStatus } from "../condition-rules.js";
import { followsReadings, type TableSettings } from "../table-settings.js";
import {
  effectiveTp,
  isUnhurt,
  MAX_DAMAGE,
  MAX_STUN,
  MAX_WOUND_ID,
  MAX_WOUNDS,
  TP_FLOOR,
  type UrfassungCondition,
} from "./condition.js";
import { crossedThresholds, reached, type ThresholdId, thresholdRules } from "./hit-points.js";
import { unarmedRealDamage, unarmedThresholdDamage, unarmedVariant } from "./unarmed.js";
import { type WoundKind, woundFromHit } from "./wounds.js";

/**
 * The building blocks every outcome and command is made of: damage, TP back, status changes and
 * the clean-up that keeps a condition's invariants after each of them.
 */

/** Thresholds in table order, mildest first (the extended table; the basic one is its tail). */
const THRESHOLD_ORDER: readonly ThresholdId[] = thresholdRules("extended").map((r) => r.id);

const SEVERITY: Readonly<Record<ConditionStatus, number>> = { active: 0, out: 1, dying: 2, dead: 3 };

/** Refuses `change` (an outcome or command by name) to a dead character: only the GM's `set` is left. */
export function requireAlive(c: UrfassungCondition, change: string): void {
  if (c.status === "dead") throw characterDead(change);
}

/**
 * Restores the invariants after a step: pending threshold checks only for thresholds still
 * reached, daze only while active, bleeding clocks only on bleeding wounds, no healing week when
 * nothing is left to heal, and nothing due at all for the dead.
 */
export function settle(c: UrfassungCondition, table: TableSettings): UrfassungCondition {
  const dead = c.status === "dead";
  const active = c.status === "active";
  const eff = effectiveTp(c);
  return {
    ...c,
    dyingRounds: c.status === "dying" ? c.dyingRounds : null,
    thresholdChecks: dead
      ? []
      : THRESHOLD_ORDER.filter(
          (id) => c.thresholdChecks.includes(id) && reached(id, eff, c.tpMax, c.resistance, table),
        ),
    dazeCheck: active ? c.dazeCheck : null,
    dazed: active ? c.dazed : 0,
    wounds: c.wounds.map((w) =>
      (dead || !w.bleeding) && (w.due !== 0 || w.seconds !== 0) ? { ...w, due: 0, seconds: 0 } : w,
    ),
    healWeek: dead || isUnhurt(c) ? null : c.healWeek,
  };
}

/** A fresh bleeding wound of a kind. */
export function addWound(c: UrfassungCondition, kind: WoundKind): UrfassungCondition {
  if (c.wounds.length >= MAX_WOUNDS || c.nextWound > MAX_WOUND_ID) {
    throw new EngineError("ur-too-many-wounds", `A condition holds at most ${MAX_WOUNDS} wounds`, {
      max: MAX_WOUNDS,
    });
  }
  const wound = { id: c.nextWound, kind, bleeding: true, bandaged: false, seconds: 0, due: 0 };
  return { ...c, wounds: [...c.wounds, wound], nextWound: c.nextWound + 1 };
}

/** What kind of damage: stun (unarmed) or real, and whether it is a blow (wounds, daze check). */
export interface DamageKind {
  readonly stun: boolean;
  readonly hit: boolean;
}

/**
 * Takes damage. Real damage costs TP and, as a blow, wounds (more than SR/3) or wounds severely
 * (SR or more). Stun adds up, and of the stun above KO a third (rounded down) is real damage,
 * booked as it grows — it then counts once, as damage, no longer as stun (`stunConverted`,
 * RULINGS §7) — or, with the table's second unarmed variant, a blow's stun costs one TP per wound
 * threshold it passes (on top of the stun: nothing is converted). A blow with damage asks for the
 * daze check (the larger one if one is pending). Every threshold the TP the thresholds see
 * ({@link effectiveTp}) fall to asks for its SR check.
 */
export function takeDamage(
  c: UrfassungCondition,
  amount: number,
  kind: DamageKind,
  table: TableSettings,
): UrfassungCondition {
  requireAlive(c, "damage");
  requireInt("damage", amount, 0, MAX_DAMAGE);
  if (amount === 0) return c;
  const before = effectiveTp(c);
  let next: UrfassungCondition;
  if (kind.stun) {
    const stun = Math.min(MAX_STUN, c.stun + amount);
    // The table's variant (L120 or L121): stun above KO, or the wound thresholds a blow passes.
    const converts = unarmedVariant(table) === "over-constitution";
    const real = converts
      ? unarmedRealDamage(stun, c.constitution) - unarmedRealDamage(c.stun, c.constitution)
      : kind.hit
        ? unarmedThresholdDamage(amount, c.resistance)
        : 0;
    next = { ...c, stun, tp: Math.max(TP_FLOOR, c.tp - real) };
    // The older readings counted a converted point as stun and as damage.
    if (converts && real > 0 && followsReadings(table, 2)) {
      next = { ...next, stunConverted: Math.min(stun, (c.stunConverted ?? 0) + real) };
    }
  } else {
    next = { ...c, tp: Math.max(TP_FLOOR, c.tp - amount) };
    const wound = kind.hit ? woundFromHit(amount, c.resistance) : null;
    if (wound) next = addWound(next, wound);
  }
  if (kind.hit && next.status === "active") {
    next = { ...next, dazeCheck: Math.max(next.dazeCheck ?? 0, amount) };
  }
  const crossed = crossedThresholds(
    { before, after: effectiveTp(next), resistance: c.resistance },
    table,
  ).map((r) => r.id);
  return settle({ ...next, thresholdChecks: [...next.thresholdChecks, ...crossed] }, table);
}

/** TP back, at most to the maximum; at full TP the wounds that no longer bleed have healed. */
export function restoreTp(c: UrfassungCondition, amount: number, table: TableSettings): UrfassungCondition {
  requireAlive(c, "heal");
  requireInt("amount", amount, 0, MAX_DAMAGE);
  const tp = Math.min(c.tpMax, c.tp + amount);
  const wounds = tp === c.tpMax ? c.wounds.filter((w) => w.bleeding) : c.wounds;
  return settle({ ...c, tp, wounds }, table);
}

/** After the fight: stun, exhaustion, daze and the action count are gone (the TP stun cost stay lost). */
export function rest(c: UrfassungCondition, table: TableSettings): UrfassungCondition {
  const { stunConverted: _gone, ...rested } = c;
  return settle({ ...rested, stun: 0, exhaustion: 0, actions: 0, dazed: 0, dazeCheck: null }, table);
}

/** Makes the status at least as bad as `status` (never better). */
export function worsen(
  c: UrfassungCondition,
  status: "out" | "dead",
  table: TableSettings,
): UrfassungCondition {
  return SEVERITY[c.status] >= SEVERITY[status] ? c : settle({ ...c, status }, table);
}

/** Dying within `rounds` combat rounds (or sooner, if already dying faster); 0 rounds is death. */
export function dyingWithin(c: UrfassungCondition, rounds: number, table: TableSettings): UrfassungCondition {
  if (rounds <= 0) return worsen(c, "dead", table);
  if (c.status === "dead") return c;
  const left = c.status === "dying" && c.dyingRounds !== null ? Math.min(c.dyingRounds, rounds) : rounds;
  return settle({ ...c, status: "dying", dyingRounds: left }, table);
}
