import type { oddsDetails } from "../actions/odds.js";
import { useI18n } from "../lib/i18n.js";
import { outputLabel } from "../lib/labels.js";
import { formatNumber } from "../lib/local-format.js";

/** The odds' further numbers (`oddsDetails`) as a list of label and value; nothing when there are none. */
export function OddsDetails({ details }: { readonly details: ReturnType<typeof oddsDetails> }) {
  const i18n = useI18n();
  if (details.length === 0) return null;
  return (
    <dl className="odds-details">
      {details.map((d) => (
        <div key={d.key}>
          <dt>{outputLabel(i18n, d.key)}</dt>
          <dd data-key={d.key}>{d.kind === "p" ? i18n.pct(d.value) : formatNumber(i18n.lang, d.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
