import type { Issue } from "@spieltisch/engine";
import { useI18n } from "../lib/i18n.js";

/** Issues in plain language with the rule behind them; errors and warnings marked, not only by colour. */
export function IssueList({ issues, compact = false }: { issues: readonly Issue[]; compact?: boolean }) {
  const { t, tk } = useI18n();
  if (issues.length === 0) return null;
  return (
    <ul className={compact ? "issues compact" : "issues"}>
      {issues.map((issue, i) => {
        const text = tk(`issue.${issue.code}`, issue.code, issue.params ?? {});
        const rule = tk(`web.rule.${issue.code}`, "");
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: issues have no ids; the list is rebuilt each time.
          <li key={i} className={issue.severity} data-code={issue.code}>
            <strong>{t(issue.severity === "error" ? "web.issue.error" : "web.issue.warning")}</strong> {text}
            {issue.params?.houseRule === true && <em> {t("web.issue.houseRule")}</em>}
            {rule && <small className="rule"> — {rule}</small>}
          </li>
        );
      })}
    </ul>
  );
}
