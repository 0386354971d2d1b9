import type { HealSituation, UrfassungCondition } from "./condition.js";
import type { WoundKind } from "./wounds.js";

/**
 * What the GM's hand does to an EWS-Urfassung character (the `K` of its condition rules).
 *
 * - `damage`: `amount` TP (or stun with `stun`). With `hit` (the default) it is a blow: it may
 *   wound and asks for the daze check; `hit: false` is a plain loss (a fall, poison).
 * - `heal`: `amount` TP back (at most to the maximum; at full TP the wounds that no longer bleed close).
 * - `add-wound`: a (bleeding) wound of a kind without TP loss; `clear-wound`: wound `wound` is gone.
 * - `time-passes`: `seconds` of game time: every bleeding wound owes a check per minute (a severe
 *   one per 10 s) — the GM's tick that makes bleeding checks due.
 * - `rounds-pass`: combat rounds: a dying character has that many fewer to live.
 * - `week-passes`: a week in `situation`: a rest, and the weekly healing check is due if hurt.
 * - `rest`: after the fight: stun, exhaustion, daze and the action count are gone.
 * - `wake`: an unconscious (`out`) character comes to; `stabilise`: a dying one is saved (stays `out`).
 * - `set`: the whole condition as given (the inverse of every step; corrections).
 */
export type UrfassungCommand =
  | {
      readonly command: "damage";
      readonly amount: number;
      readonly stun?: boolean | undefined;
      readonly hit?: boolean | undefined;
    }
  | { readonly command: "heal"; readonly amount: number }
  | { readonly command: "add-wound"; readonly woundKind: WoundKind }
  | { readonly command: "clear-wound"; readonly wound: number }
  | { readonly command: "time-passes"; readonly seconds: number }
  | { readonly command: "rounds-pass"; readonly rounds: number }
  | { readonly command: "week-passes"; readonly situation: HealSituation }
  | { readonly command: "rest" }
  | { readonly command: "wake" }
  | { readonly command: "stabilise" }
  | { readonly command: "set"; readonly condition: UrfassungCondition };
