import type { Issue } from "../../../result.js";
import type { TableSettings } from "../../table-settings.js";

/**
 * The issue codes a table has declared house rules: `options.houseRules` as a comma list
 * ("ews.over-budget, skill-minus") and/or one flag per code (`options["houseRule.ews.over-budget"]:
 * true`). Codes may be written with or without the "ews." prefix.
 *
 * @example
 * houseRuleCodes({ modules: [], options: { houseRules: "over-budget" } }); // Set { "ews.over-budget" }
 */
export function houseRuleCodes(table: TableSettings): Set<string> {
  const codes = new Set<string>();
  const add = (code: string): void => {
    const trimmed = code.trim();
    if (trimmed) codes.add(trimmed.startsWith("ews.") ? trimmed : `ews.${trimmed}`);
  };
  const list = table.options.houseRules;
  if (typeof list === "string") for (const code of list.split(",")) add(code);
  for (const [key, value] of Object.entries(table.options)) {
    if (key.startsWith("houseRule.") && value === true) add(key.slice("houseRule.".length));
  }
  return codes;
}

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
