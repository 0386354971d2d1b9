/**
 * The play state in the words of the sheet on paper: what the screens read of a condition, per
 * kind. Each system's web bundle reads its conditions into these (`WebSystem.conditionFacts`).
 */

/** What a condition says, per system (only what the sheet on paper shows). */
export type ConditionFacts =
  | { readonly kind: "ews-basic"; readonly wounds: number; readonly woundThreshold: number }
  | {
      readonly kind: "foka";
      readonly tp: number;
      readonly tpMax: number;
      readonly woundThreshold: number;
      readonly wounds: number;
      readonly criticalWounds: number;
    }
  | {
      readonly kind: "urfassung";
      readonly tp: number;
      readonly tpMax: number;
      readonly resistance: number;
      readonly wounds: number;
      readonly severeWounds: number;
      readonly bleeding: number;
      readonly stun: number;
      /** The part of the stun already booked as real damage (RULINGS §7: it counts once). */
      readonly stunConverted: number;
      readonly exhaustion: number;
    }
  | {
      readonly kind: "kampfwuerfel";
      readonly lp: number;
      readonly lpMax: number;
      readonly kwLeft: number;
      readonly unconscious: boolean;
      /** Why the fighter is down, where the condition names it (RULINGS §7). */
      readonly down: KampfwuerfelDown | null;
      /** Below 0 LP and helped in time by the GM's „Stabilisieren“. */
      readonly stabilised: boolean;
      /** The heavy-hit threshold of this fight and the hit that lowered it last, if one did. */
      readonly heavyHit: {
        readonly threshold: number;
        readonly base: number;
        readonly loweredBy?: number;
      } | null;
    }
  | {
      readonly kind: "faar";
      readonly lp: number;
      readonly lpMax: number;
      readonly injuries: number;
      readonly grauen: number;
    }
  | {
      readonly kind: "stunts";
      readonly onTurn: boolean;
      readonly actionUsed: boolean;
      readonly bonusActionUsed: boolean;
    }
  /**
   * A condition of a system without words of its own (`WebSystem.conditionFacts`): its numbers and
   * switches as they are, each named by `web.change.label.<field>` where the catalogue has one.
   */
  | { readonly kind: "plain"; readonly fields: readonly PlainField[] };

/** One number or switch of a condition without words of its own: its field and value. */
export type PlainField = readonly [field: string, value: number | boolean];

/** Why a Kampfwürfel fighter is down: a heavy hit over the threshold, a failed Kraft check. */
export type KampfwuerfelDown =
  | { readonly cause: "heavy-hit"; readonly damage: number; readonly threshold: number }
  | { readonly cause: "kraft-check" };
