import { invalidCondition } from "../condition-refusals.js";
import type { ConditionStatus } from "../condition-rules.js";
import { DAMAGE_TYPES, type DamageType, type HitZone } from "./critical.js";
import { GRAUEN_CONSEQUENCES, type GrauenConsequence } from "./grauen-table.js";

/** The lowest LP the condition keeps: far below any Faar blow, and what rest healing accepts. */
export const FAAR_LP_MIN = -1000;

/** The Grauen counter stops here (the Grauen check takes at most 100 points). */
export const GRAUEN_POINTS_MAX = 100;

/** Severe injuries a condition records at most. */
export const FAAR_INJURIES_MAX = 50;

/** The most days of rest one LP may take with a severe injury (table option `faarInjuryRestDays`). */
export const FAAR_INJURY_REST_DAYS_MAX = 30;

/**
 * What a restriction keeps the character from, most restrictive first:
 * - `no-actions`: no more actions this round (critical hit, 3 points);
 * - `defence-only`: only defence rolls, no active action (critical hit, 7 points);
 * - `no-attack`: no attack (a fumble: the weapon is on the ground).
 */
export type FaarRestrictionKind = "no-actions" | "defence-only" | "no-attack";

/** The restriction kinds in the order the condition keeps them. */
export const FAAR_RESTRICTION_KINDS: readonly FaarRestrictionKind[] = [
  "no-actions",
  "defence-only",
  "no-attack",
];

/**
 * A restriction that expires with the rounds: it holds for the rest of the current round and
 * `roundsLeft` more (each `next-round` command takes one off; at 0 the next one ends it).
 */
export interface FaarRestriction {
  readonly kind: FaarRestrictionKind;
  readonly roundsLeft: number;
}

/** A severe injury (critical hit, 12 points): lost limb, organ, fracture, artery … by damage type and zone. */
export interface FaarInjury {
  readonly type: DamageType;
  /** The hit zone, when zones were rolled. */
  readonly zone: HitZone | null;
}

/**
 * What play has done to a Faar character (RULINGS §4): life points, death, the restrictions of
 * critical hits and fumbles, severe injuries, and the Grauen points with the consequences the
 * table gave. `lpMax` (ST + KO) is copied in so every step is a function of the condition alone.
 */
export interface FaarCondition {
  /** Lebenspunkte now; at 0 or below the character is out of the fight. */
  readonly lp: number;
  readonly lpMax: number;
  /** A lethal critical hit (cut damage of 12+ to the head), or the GM's word. */
  readonly dead: boolean;
  /** At most one per kind, in {@link FAAR_RESTRICTION_KINDS} order. */
  readonly restrictions: readonly FaarRestriction[];
  readonly injuries: readonly FaarInjury[];
  /** Grauen points (0..100). */
  readonly grauen: number;
  /** The lasting "Folgen des Grauens", each once, in the order they came; never `no-effect`. */
  readonly grauenEffects: readonly GrauenConsequence[];
  /**
   * Days of rest slowed by a severe injury already spent toward the next LP (1 ..
   * `FAAR_INJURY_REST_DAYS_MAX` − 1, only with an injury on record); absent when there are none, as
   * in every condition written before rest was slowed.
   */
  readonly restDays?: number | undefined;
}

/** `dead`; `out` at 0 LP or below ("down", as the NPC track has it); else `active`. */
export function faarStatus(c: FaarCondition): ConditionStatus {
  if (c.dead) return "dead";
  return c.lp <= 0 ? "out" : "active";
}

const within = (v: number, min: number, max: number): boolean => Number.isInteger(v) && v >= min && v <= max;

/** The first field that breaks the condition's invariants, or undefined when it is legal. */
export function faarConditionFault(c: FaarCondition): string | undefined {
  if (!within(c.lpMax, 1, 1000)) return "lpMax";
  if (!within(c.lp, FAAR_LP_MIN, c.lpMax)) return "lp";
  if (!within(c.grauen, 0, GRAUEN_POINTS_MAX)) return "grauen";
  const kinds = c.restrictions.map((r) => r.kind);
  const order = kinds.map((k) => FAAR_RESTRICTION_KINDS.indexOf(k));
  if (order.some((i, at) => i < 0 || (at > 0 && i <= order[at - 1]!))) return "restrictions";
  if (c.restrictions.some((r) => !within(r.roundsLeft, 0, 1))) return "restrictions";
  if (c.injuries.length > FAAR_INJURIES_MAX) return "injuries";
  const zoneOk = (z: HitZone | null) => z === null || within(z, 1, 6);
  if (c.injuries.some((i) => !DAMAGE_TYPES.includes(i.type) || !zoneOk(i.zone))) return "injuries";
  if (c.restDays !== undefined) {
    // Carried days exist only while an injury slows rest.
    if (!within(c.restDays, 1, FAAR_INJURY_REST_DAYS_MAX - 1) || c.injuries.length === 0) return "restDays";
  }
  const effects = c.grauenEffects;
  if (
    new Set(effects).size !== effects.length ||
    effects.some((e) => e === "no-effect" || !GRAUEN_CONSEQUENCES.includes(e))
  ) {
    return "grauenEffects";
  }
  return undefined;
}

/** Throws `invalid-condition` naming the field when the condition breaks an invariant. */
export function requireLegalFaarCondition(c: FaarCondition): FaarCondition {
  const fault = faarConditionFault(c);
  if (fault !== undefined) {
    throw invalidCondition(fault, fault);
  }
  return c;
}
