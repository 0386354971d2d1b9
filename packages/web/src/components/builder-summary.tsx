import type { CharacterReport, Issue } from "@spieltisch/engine";
import { costText } from "../lib/cost-text.js";
import { useI18n } from "../lib/i18n.js";
import { formatNumber } from "../lib/local-format.js";
import { sheetPartsOf } from "../systems/sheet-parts.js";

/**
 * The builder's summary line: the cost in the system's own unit (`costText`: Δ for EWS, points for
 * Faar, GeP for the Urfassung; the subjective Urfassung's balance), the Wundschwelle where the
 * system shows one (`WebSheetParts.woundThreshold`), and the verdict. It stays while a row is being typed (the check leaves such rows out).
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
  const costLine = cost === undefined ? null : costText(system, cost, budget, t);
  const hasWarnings = issues.some((i) => i.severity === "warning");
  return (
    <>
      {costLine && (
        <p className="cost">
          <strong data-testid="cost">{costLine}</strong>
        </p>
      )}
      {balance && (
        <p className="cost">
          <strong data-testid="balance">{t("web.ur.balance", balance)}</strong>
        </p>
      )}
      {sheetPartsOf(system)?.woundThreshold && typeof report?.derived.woundThreshold === "number" && (
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
