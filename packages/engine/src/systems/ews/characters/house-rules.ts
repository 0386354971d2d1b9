import type { Issue } from "../../../result.js";
import type { TableSettings } from "../../table-settings.js";

/**
 * Every error of the EWS character rules, each of which a table may allow by house rule: the
 * budget, minus skills and professions, and the sheet's bookkeeping (linked Eigenschaften, names,
 * Striche, the Wundschwelle's Eigenschaft). The character rules produce no other errors.
 */
export const EWS_HOUSE_RULE_CODES = [
  "ews.over-budget",
  "ews.skill-minus",
  "ews.profession-minus",
  "ews.too-many-attributes",
  "ews.unknown-attribute",
  "ews.repeated-attribute",
  "ews.duplicate-name",
  "ews.striche-unknown-value",
  "ews.unknown-wound-attribute",
] as const;

/**
 * The issue codes a table has declared house rules: `options.houseRules`, full codes. (Older
 * spellings of stored tables are read into this shape by the protocol's `normaliseTableOptions`.)
 *
 * @example
 * houseRuleCodes({ modules: [], options: { houseRules: ["ews.over-budget"] } }); // Set { "ews.over-budget" }
 */
export const houseRuleCodes = (table: TableSettings): Set<string> => new Set(table.options.houseRules ?? []);

/**
 * Turns the errors a table allows by house rule into warnings (marked `houseRule: true`). They stay
 * in the list: a house rule never hides a finding.
 */
export function applyHouseRules(issues: readonly Issue[], table: TableSettings): Issue[] {
  const codes = houseRuleCodes(table);
  return issues.map((issue) =>
    issue.severity === "error" && codes.has(issue.code)
      ? { ...issue, severity: "warning", params: { ...issue.params, houseRule: true } }
      : issue,
  );
}
