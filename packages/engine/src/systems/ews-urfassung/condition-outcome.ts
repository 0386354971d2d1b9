import type { ThresholdId } from "./hit-points.js";
import type { Stance } from "./manoeuvres.js";
import type { WoundKind } from "./wounds.js";

/**
 * What a roll did to an EWS-Urfassung character (the `O` of its condition rules). Rolls produce
 * them through their action's `consequences`, due checks through `dueCheckOutcome`.
 *
 * - `hit`: a blow landed (melee, a weapon-damage roll on a target): `damage` TP, or Erschöpfungsschaden
 *   when `stun` (unarmed). A real hit of more than SR/3 wounds, of SR or more wounds severely; any
 *   hit with damage asks for the daze check; crossing a threshold asks for its SR check.
 * - `acted`: the character took part in an exchange (attack or defence) in a stance: it counts
 *   towards the exhaustion check and ends a daze.
 * - `threshold-check`: the SR check of a crossed threshold was rolled.
 * - `daze-check`: the KO check after a hit (KO − damage against 12) was rolled.
 * - `exhaustion-check`: the KO check after KO actions was rolled.
 * - `bled`: bleeding of `count` wounds of a kind over `intervals` minutes (10-second spans for severe
 *   wounds): `damage` TP lost, `stillBleeding` of them still bleeding. `wound` names the one wound a
 *   due check was for (then `count` is 1); null for a roll over several wounds.
 * - `bandaged`: a wound of a kind was bandaged (`stopsBleeding`: the bandage succeeded).
 * - `healed`: a week of healing: TP gained (positive) or lost (negative).
 */
export type UrfassungOutcome =
  | { readonly kind: "hit"; readonly damage: number; readonly stun: boolean }
  | { readonly kind: "acted"; readonly stance: Stance }
  | { readonly kind: "threshold-check"; readonly threshold: ThresholdId; readonly passed: boolean }
  | { readonly kind: "daze-check"; readonly passed: boolean }
  | { readonly kind: "exhaustion-check"; readonly passed: boolean }
  | {
      readonly kind: "bled";
      readonly woundKind: WoundKind;
      readonly wound: number | null;
      readonly count: number;
      readonly intervals: number;
      readonly damage: number;
      readonly stillBleeding: number;
    }
  | {
      readonly kind: "bandaged";
      readonly woundKind: WoundKind;
      readonly tpRestored: number;
      readonly stopsBleeding: boolean;
    }
  | { readonly kind: "healed"; readonly tpChange: number };
