import type { FokaFighter } from "../foka/fighter-state.js";
import type { WoundRecoveryState } from "../foka/wound-recovery.js";

/** Most wounds (and most critical wounds) a condition counts; more change nothing that matters. */
export const MAX_CONDITION_WOUNDS = 100;

/** A wound count after a change, within 0..{@link MAX_CONDITION_WOUNDS}. */
export const clampWounds = (wounds: number): number => Math.min(MAX_CONDITION_WOUNDS, Math.max(0, wounds));

/**
 * A character's condition under the basic rules (RULINGS §1.6, §1.7): the wounds (−3 each on every
 * action), the Wundschwelle a hit must reach to be a wound, and whether a lost Ein-Wurf fight put
 * the character out of the fight (until the GM ends it).
 */
export interface EwsBasicCondition {
  readonly kind: "basic";
  readonly wounds: number;
  readonly woundThreshold: number;
  readonly status: "active" | "out";
}

/**
 * A character's condition with the module FoKa (RULINGS §1.8): the FoKa fighter state (TP, WS,
 * wounds and critical wounds that still hinder, low-TP level, pending checks, adrenaline, status)
 * and how far the first wound of each kind has healed. CONTRACT §4's fields (`tp`, `tpMax`,
 * `woundThreshold`, `wounds`, `criticalWounds`, `status`) are at the top level.
 */
export interface EwsFokaCondition extends FokaFighter, WoundRecoveryState {
  readonly kind: "foka";
}

/**
 * The EWS condition, by the rules the table played with when it began: `basic` without the module
 * FoKa, `foka` with it. `kind` is the discriminant; each shape keeps its fields at the top level.
 */
export type EwsCondition = EwsBasicCondition | EwsFokaCondition;

/** The rules a condition follows, as its `kind` names them. */
export type EwsConditionKind = EwsCondition["kind"];
