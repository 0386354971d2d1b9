/**
 * What a roll did to one character's EWS condition (the `consequences` of the actions):
 *
 * - `damage`: a hit for `amount` (melee, shot). FoKa: TP, a scratch, wound or critical wound and the
 *   low-TP checks; basic rules: a wound when `amount` reaches the Wundschwelle, else a scratch.
 * - `confrontation`: an Ein-Wurf fight gave `wounds`; `lost` puts the character out of the fight.
 * - `heal-week`: a basic healing week changed the wounds by `change` (−1 healed, +1 inflamed).
 * - `tp-healing`: a FoKa week regenerated `tp` TP (negative: the body wastes away).
 * - `check`: the due check `id` (from `dueChecks`) was rolled and `passed` or not.
 */
export type EwsOutcome =
  | { readonly kind: "damage"; readonly amount: number }
  | { readonly kind: "confrontation"; readonly wounds: number; readonly lost: boolean }
  | { readonly kind: "heal-week"; readonly change: number }
  | { readonly kind: "tp-healing"; readonly tp: number }
  | { readonly kind: "check"; readonly id: string; readonly passed: boolean };

/** The outcome that books the due check `id`, rolled (a `check` action) and `passed` or not. */
export const ewsCheckOutcome = (id: string, passed: boolean): EwsOutcome => ({ kind: "check", id, passed });
