import { type CheckOdds, type CheckParams, type CheckResult, checkActionWith } from "../ews/check.js";
import type { ActionDef } from "../rule-system.js";

/**
 * The Urfassung's check: the same ±W6 against a Mindestwurf as EWS 2, but the text has no
 * automatic success by value, so every check rolls — with krit a 5,5 fails even at MW + 6
 * (RULINGS §6: "EWS-Urfassung has no automatic success by value at all").
 *
 * @example
 * // Value 12 against MW 6 with krit: only 5,5 fails → 35/36.
 * urfassungCheckAction.odds({ value: 12, target: 6 }, withModules("krit")).pSuccess.toString(); // "35/36"
 */
export const urfassungCheckAction: ActionDef<CheckParams, CheckResult, CheckOdds> = checkActionWith({
  automaticSuccess: false,
});
