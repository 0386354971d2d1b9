import type { CriticalLevel, DamageType, HitZone } from "./critical.js";
import type { GrauenConsequence } from "./grauen-table.js";
import type { FaarCondition } from "./play-condition.js";

/** A level of the critical-hit list that the condition hears of (0, no damage, is nothing). */
export type FaarCriticalLevel = Exclude<CriticalLevel, 0>;

/**
 * What a roll did to a Faar character:
 * - `damage`: damage after armour and shield, off the LP;
 * - `critical`: the entry of the critical-hit list the hit reached (type, level 1/3/7/12, zone);
 * - `fumble`: the attacker rolled a 20 — weapon dropped, no attack in the following round;
 * - `grauen`: a Grauen check with the points it was rolled at, and the consequence-table result
 *   when the counter reached five (`null` otherwise);
 * - `rest`: days of rest (the `rest` action), healed as the `rest` command heals; `lpAfter` is the
 *   LP the roll showed, so a rest reckoned from other numbers than the condition's is refused
 *   (`rest-mismatch`) rather than booked as something it did not show.
 */
export type FaarOutcome =
  | { readonly kind: "damage"; readonly amount: number }
  | {
      readonly kind: "critical";
      readonly type: DamageType;
      readonly level: FaarCriticalLevel;
      readonly zone: HitZone | null;
    }
  | { readonly kind: "fumble" }
  | {
      readonly kind: "grauen";
      readonly pointsBefore: number;
      readonly passed: boolean;
      readonly consequence: GrauenConsequence | null;
    }
  | { readonly kind: "rest"; readonly days: number; readonly lpAfter: number };

/**
 * What the GM's hand does to a Faar character:
 * - `damage` / `heal`: LP off or on (a trap, a potion, a bandage);
 * - `rest`: days of enough rest, one LP each ("einen Trefferpunkt pro Tag"); slowed while a severe
 *   injury is on record (table option `faarInjuryRestDays`, the days short of an LP carried over);
 * - `next-round`: a new combat round — restrictions run down and expire;
 * - `heal-injury`: a healer dealt with the severe injury at `index`;
 * - `grauen-relief`: points struck off after something truly noble, or weeks of recovery;
 * - `clear-grauen-effect`: the character is healed of one consequence of the Grauen;
 * - `set`: the whole condition, as it is to be (the inverse of every step).
 */
export type FaarCommand =
  | { readonly command: "damage"; readonly amount: number }
  | { readonly command: "heal"; readonly amount: number }
  | { readonly command: "rest"; readonly days: number }
  | { readonly command: "next-round" }
  | { readonly command: "heal-injury"; readonly index: number }
  | { readonly command: "grauen-relief"; readonly points: number }
  | { readonly command: "clear-grauen-effect"; readonly effect: GrauenConsequence }
  | { readonly command: "set"; readonly condition: FaarCondition };
