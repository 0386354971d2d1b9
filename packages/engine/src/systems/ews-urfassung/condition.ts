import type { ConditionStatus } from "../condition-rules.js";
import type { Exertion } from "./healing.js";
import type { ThresholdId } from "./hit-points.js";
import type { Stance } from "./manoeuvres.js";
import type { WoundKind } from "./wounds.js";

/**
 * One wound of a character. A wound bleeds from the hit on: each wound keeps its own clock, so a
 * wound taken later bleeds its first minute later ("Jede Minute, die eine Wunde nicht versorgt
 * wird").
 */
export interface UrWound {
  /** Stable within the condition (1, 2, …), so a GM command or a due check can name it. */
  readonly id: number;
  readonly kind: WoundKind;
  /** Still bleeding: not bandaged and not stopped by itself. */
  readonly bleeding: boolean;
  /** Versorgt: bandaged with a success (a wound from 9, a severe wound from 15). */
  readonly bandaged: boolean;
  /** Seconds of the current bleeding interval already gone (below 60 for a wound, 10 for a severe one). */
  readonly seconds: number;
  /** Bleeding checks owed: intervals passed that nobody has rolled yet. */
  readonly due: number;
}

/** Where a week of healing takes place: on the road (by exertion) or in treatment under a physician. */
export type HealSituation =
  | { readonly mode: "travel"; readonly exertion: Exertion }
  | {
      readonly mode: "treatment";
      /** The physician's Heilkunde. */
      readonly physician: number;
      /** Equipment, −9..+9 (a field hospital −6). */
      readonly equipment: number;
    };

/**
 * The condition of an EWS-Urfassung character: what play has done to it. The first three fields
 * are copied from the sheet when the character sits down (the reducer never sees the sheet again).
 * Everything else starts at zero / empty.
 */
export interface UrfassungCondition {
  /** Schadensresistenz, or KO without SR: TP, the thresholds, wound sizes and their checks. */
  readonly resistance: number;
  /** Konstitution from the sheet (12 without one): bleeding, daze, exhaustion and healing checks. */
  readonly constitution: number;
  /** Trefferpunkte when unhurt: 2 × resistance. */
  readonly tpMax: number;
  /** Current TP (negative below 0, down to {@link TP_FLOOR}). */
  readonly tp: number;
  /** Erschöpfungsschaden of unarmed hits: counts for the thresholds, never kills, gone after a rest. */
  readonly stun: number;
  /**
   * The part of `stun` already booked as real damage (L120: a third of the stun above KO): it is
   * in `tp` and counts once, not again as stun. Present only while positive (RULINGS §7); a
   * condition booked under the older readings never has it.
   */
  readonly stunConverted?: number | undefined;
  readonly wounds: readonly UrWound[];
  /** The id the next wound gets. */
  readonly nextWound: number;
  readonly status: ConditionStatus;
  /** Combat rounds left to live while `dying`; null otherwise. */
  readonly dyingRounds: number | null;
  /** Thresholds crossed whose SR check has not been rolled yet, mildest first. */
  readonly thresholdChecks: readonly ThresholdId[];
  /** A hit's damage whose daze check (KO − damage against 12) has not been rolled yet. */
  readonly dazeCheck: number | null;
  /** The malus of a failed daze check: it burdens the character's next exchange. */
  readonly dazed: number;
  /** Failed exhaustion checks: −1 on all checks and −1 KO each, until a rest. */
  readonly exhaustion: number;
  /** Actions (attacks or defences) since the last exhaustion check. */
  readonly actions: number;
  /** The stance of the last exchange (an exhaustion check in full defence or retreat is against 12). */
  readonly stance: Stance;
  /** A week of healing the GM has announced whose check has not been rolled yet. */
  readonly healWeek: HealSituation | null;
}

/** The lowest TP the condition keeps (far below −2 × SR; deeper makes no difference to the rules). */
export const TP_FLOOR = -10_000;
/** The most damage (or stun) one outcome or command can deal. */
export const MAX_DAMAGE = 10_000;
/** The most stun a character can carry. */
export const MAX_STUN = 10_000;
/** The most wounds a condition holds. */
export const MAX_WOUNDS = 100;
/** The most bleeding intervals one wound can owe (the `bleed` action rolls at most 600). */
export const MAX_BLEED_DUE = 600;
/** The most actions counted towards an exhaustion check that was not rolled. */
export const MAX_ACTIONS = 1000;
/** The highest wound id (ids are never reused within a condition). */
export const MAX_WOUND_ID = 1_000_000;
/** The longest stretch of game time one `time-passes` takes: a week. */
export const MAX_SECONDS = 7 * 24 * 60 * 60;
/** The most combat rounds one step counts (a dying character's rounds, `rounds-pass`). */
export const MAX_ROUNDS = 1000;
/** The largest TP change of one healing week. */
export const MAX_TP_CHANGE = 1000;

/** KO as the KO checks see it: the sheet's KO lowered by failed exhaustion checks (at least 1). */
export const currentConstitution = (c: UrfassungCondition): number => c.constitution - c.exhaustion;

/**
 * The TP the thresholds look at: stun counts like damage for them (it knocks out, never kills);
 * the stun already turned into real damage is in `tp` and counts only there.
 */
export const effectiveTp = (c: UrfassungCondition): number => c.tp - (c.stun - (c.stunConverted ?? 0));

/** Whether a condition has nothing left to heal: full TP and no wound. */
export const isUnhurt = (c: UrfassungCondition): boolean => c.tp >= c.tpMax && c.wounds.length === 0;
