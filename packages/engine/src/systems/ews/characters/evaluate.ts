import type { CharacterReport, CharacterRules } from "../../character-rules.js";
import { isValid } from "../../character-rules.js";
import type { TableSettings } from "../../table-settings.js";
import { characterBudget } from "./budget.js";
import type { EwsCharacter } from "./character.js";
import { characterCost } from "./cost.js";
import { deriveEws } from "./derive.js";
import { applyHouseRules } from "./house-rules.js";
import { ewsSheetValues } from "./sheet-values.js";
import { budgetIssues, ruleIssues } from "./validate.js";

/**
 * Checks an EWS character against the five rules of creation and computes its values
 * (CONTRACT §1 `char show`): issues after house rules, Δ cost and budget, derived values.
 *
 * @example
 * evaluateEws(lazaro, PLAIN_TABLE).derived.skills; // { Nahkampf: 13, "Kunst des Flirtens": 15 }
 */
export function evaluateEws(character: EwsCharacter, table: TableSettings): CharacterReport {
  const cost = characterCost(character);
  const budget = characterBudget(character);
  const issues = applyHouseRules([...budgetIssues(character, cost, budget), ...ruleIssues(character)], table);
  return {
    valid: isValid(issues),
    issues,
    cost,
    ...(budget !== undefined ? { budget } : {}),
    derived: { ...deriveEws(character, table) },
  };
}

/** The character rules of the `ews` system. */
export const ewsCharacterRules: CharacterRules<EwsCharacter> = {
  evaluate: evaluateEws,
  values: ewsSheetValues,
};
