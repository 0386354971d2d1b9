import { rollResultFields } from "@spieltisch/protocol";
import { useI18n } from "../lib/i18n.js";
import { outputLabel, valueLabel } from "../lib/labels.js";
import { formatNumber } from "../lib/local-format.js";

/** Fields the result card already shows in its own way (dice, modifiers, the chance before). */
const SHOWN_ELSEWHERE = new Set(["dice", "modifiers"]);

/** One labelled value of a roll: a number, yes/no, a choice by its label, or one side's result. */
interface Detail {
  readonly key: string;
  readonly label: string;
  readonly text: string;
}

/**
 * Every value of a roll's result by its label (numbers in the reader's language, choices by their
 * words): the result fields its action's schema names, minus dice, modifiers and probabilities,
 * which the card shows elsewhere. A side of a two-sided roll (`attacker`, `a`) shows its result.
 */
export function ResultDetails({ event }: { event: Readonly<Record<string, unknown>> }) {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const details = Object.entries(rollResultFields(event)).flatMap(([key, value]): Detail[] => {
    if (SHOWN_ELSEWHERE.has(key) || /^p[A-Z]/.test(key) || key.endsWith("Exact")) return [];
    const label = outputLabel(i18n, key, typeof event.system === "string" ? event.system : undefined);
    if (typeof value === "number") return [{ key, label, text: formatNumber(lang, value, 2) }];
    if (typeof value === "boolean") return [{ key, label, text: t(value ? "web.bool.yes" : "web.bool.no") }];
    if (typeof value === "string") return [{ key, label, text: valueLabel(i18n, key, value) }];
    if (
      typeof value === "object" &&
      value !== null &&
      "result" in value &&
      typeof value.result === "number"
    ) {
      return [{ key, label, text: formatNumber(lang, value.result, 2) }];
    }
    return [];
  });
  if (details.length === 0) return null;
  return (
    <details className="result-details">
      <summary>{t("web.sentence.details")}</summary>
      <dl>
        {details.map((d) => (
          <div key={d.key}>
            <dt>{d.label}</dt>
            <dd data-key={d.key}>{d.text}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
