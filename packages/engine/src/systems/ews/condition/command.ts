import type { TpHealingSituation } from "../foka/tp-healing.js";
import type { EwsCondition } from "./condition.js";

/**
 * What the GM's hand does to an EWS condition (CONTRACT §4 `POST …/condition {command, …}`):
 *
 * - `damage`: a hit for `amount` outside a rolled action (a fall, a trap) — as the outcome.
 * - `regenerate` (FoKa): `tp` TP regained by hand (a potion, a week counted elsewhere); negative
 *   `tp` loses TP without a wound.
 * - `rest` (FoKa): `weeks` weeks of TP healing in `situation`, each at the rate of its first day.
 * - `wounds`: add (`change` > 0) or clear (< 0) wounds, `critical` ones with FoKa.
 * - `resolve-check`: the GM decides a due check.
 * - `fight-start` / `fight-over`: adrenaline on / off (FoKa: a critical wound −6 / −12); the end of
 *   the fight also lets a character stand up that only a lost Ein-Wurf fight kept out.
 * - `set`: the whole condition, as given (what `inverse` uses to undo anything).
 */
export type EwsCommand =
  | { readonly command: "damage"; readonly amount: number }
  | { readonly command: "regenerate"; readonly tp: number }
  | { readonly command: "rest"; readonly situation: TpHealingSituation; readonly weeks: number }
  | { readonly command: "wounds"; readonly change: number; readonly critical?: boolean | undefined }
  | { readonly command: "resolve-check"; readonly id: string; readonly passed: boolean }
  | { readonly command: "fight-start" }
  | { readonly command: "fight-over" }
  | { readonly command: "set"; readonly condition: EwsCondition };
