import type { TableSettings } from "@spieltisch/engine";
import type { FieldSpec } from "../actions/fields.js";
import { cleanOptions } from "../actions/fields.js";
import {
  computeOdds,
  distributionOf,
  mainProbability,
  oddsDetails,
  type TableAction,
  withExtraMod,
} from "../actions/odds.js";
import { useI18n } from "../lib/i18n.js";
import { outputLabel } from "../lib/labels.js";
import { signedNumber } from "../lib/play-text.js";
import { OddsChart } from "./odds-chart.js";
import { OddsDetails } from "./odds-details.js";

const WHAT_IF = [-3, -1, 1, 3];

/**
 * Exact odds before the roll: the headline chance, what-ifs for the modifier ("58 % → mit +3:
 * 83 %") and the distribution chart. Computed in the browser with the same engine the server uses.
 */
export function OddsPanel({
  entry,
  fields,
  values,
  table,
}: {
  entry: TableAction;
  fields: readonly FieldSpec[];
  values: Readonly<Record<string, unknown>>;
  table: TableSettings;
}) {
  const i18n = useI18n();
  const { t, tk, pct } = i18n;
  const options = cleanOptions(values, fields);
  const odds = computeOdds(entry, options, table);
  if (!odds.ok) {
    return (
      <p className="odds muted" data-testid="odds">
        {t("web.dice.oddsUnavailable")}
      </p>
    );
  }
  const main = mainProbability(odds.json);
  const dist = distributionOf(odds.json);
  const modField = fields.find((f) => f.kind === "mods")?.name;
  const whatIf =
    main && modField
      ? WHAT_IF.map((delta) => {
          const other = computeOdds(entry, withExtraMod(options, modField, delta), table);
          const p = other.ok ? mainProbability(other.json)?.p : undefined;
          return { delta, p };
        })
      : [];
  const exact = main ? odds.json[`${main.key}Exact`] : undefined;
  const details = oddsDetails(odds.json, main?.key, options);
  const target = typeof options.target === "number" ? options.target : undefined;
  return (
    <section className="odds" aria-label={t("web.dice.odds")} data-testid="odds">
      {!main && details.length === 0 && !dist && <p className="muted">{t("web.dice.noChance")}</p>}
      {main && (
        <p className="headline">
          <span className="label">{outputLabel(i18n, main.key)}</span>{" "}
          <strong data-testid="odds-value">{pct(main.p)}</strong>
          {typeof exact === "string" && <span className="muted"> ({exact})</span>}
        </p>
      )}
      {whatIf.length > 0 && (
        <ul className="what-if" aria-label={t("web.dice.whatIf")}>
          {whatIf.map(({ delta, p }) => (
            <li key={delta}>
              {t("web.dice.withMod", { mod: signedNumber(delta) })}{" "}
              <strong>{p === undefined ? "–" : pct(p)}</strong>
            </li>
          ))}
        </ul>
      )}
      <OddsDetails details={details} />
      {dist && (
        <OddsChart
          bars={dist.bars}
          title={tk(`web.dist.${dist.key}`, outputLabel(i18n, dist.key))}
          axis={tk(`web.axis.${dist.key}`, outputLabel(i18n, dist.key))}
          {...(dist.key === "distribution" && target !== undefined
            ? { threshold: target }
            : dist.key === "difference"
              ? { threshold: 0 } // A started and wins ties: every difference ≥ 0 is A's.
              : {})}
        />
      )}
    </section>
  );
}
