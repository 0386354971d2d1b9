import type { CharacterReport, Issue } from "@spieltisch/engine";
import { useI18n } from "../lib/i18n.js";
import { formatNumber } from "../lib/local-format.js";

/**
 * The builder's summary line: the cost in the system's own unit (Δ for EWS, points for Faar, GeP
 * for the Urfassung; the subjective Urfassung's balance), the Wundschwelle where the system has
 * one, and the verdict. It stays while a row is being typed (the check leaves such rows out).
 */
export function BuilderSummary({
  system,
  report,
  issues,
  valid,
}: {
  system: string;
  report: CharacterReport | null;
  issues: readonly Issue[];
  valid: boolean;
}) {
  const { t, lang } = useI18n();
  // GeP come in halves and thirds: a decimal in the reader's language (61,5 / 61.5).
  const cost = report?.cost === undefined ? undefined : formatNumber(lang, report.cost);
  const budget = report?.budget;
  const balance = report?.derived.balance as { needed: number; taken: number } | undefined;
  let costText: string | null = null;
  if (cost !== undefined) {
    if (system === "faar") costText = t("web.faar.cost", { cost, budget: budget ?? 45 });
    else if (system === "ews-urfassung")
      costText = budget !== undefined ? t("web.ur.cost", { cost, budget }) : t("web.ur.costOnly", { cost });
    else
      costText =
        budget !== undefined
          ? t("web.builder.costOfBudget", { cost, budget })
          : t("web.builder.cost", { cost });
  }
  const hasWarnings = issues.some((i) => i.severity === "warning");
  return (
    <>
      {costText && (
        <p className="cost">
          <strong data-testid="cost">{costText}</strong>
        </p>
      )}
      {balance && (
        <p className="cost">
          <strong data-testid="balance">{t("web.ur.balance", balance)}</strong>
        </p>
      )}
      {system === "ews" && typeof report?.derived.woundThreshold === "number" && (
        <p data-testid="wound-threshold">
          {t("web.builder.woundThreshold", { ws: report.derived.woundThreshold })}
        </p>
      )}
      {(report || issues.length > 0) && (
        <p className={valid ? "ok" : "error"} data-testid="verdict">
          {valid
            ? hasWarnings
              ? t("web.form.summaryValidNotes")
              : t("web.form.summaryValid")
            : t("web.builder.invalid")}
        </p>
      )}
    </>
  );
}
