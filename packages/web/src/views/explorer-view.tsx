import { useMemo, useState } from "react";
import { explorerAxes, startValues } from "../actions/action-defaults.js";
import { cleanOptions, fieldsOf } from "../actions/fields.js";
import { computeOdds, mainProbability, tableActions } from "../actions/odds.js";
import { useI18n } from "../lib/i18n.js";
import { fieldLabel } from "../lib/labels.js";
import { formatNumber } from "../lib/local-format.js";
import { settingsOf } from "../session/local-session.js";
import type { ViewProps } from "./view-props.js";

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Odds explorer: a heat map of the chance over two numbers of an action (value × MW for checks). */
export default function ExplorerView({ session }: ViewProps) {
  const i18n = useI18n();
  const { t, tk, pct } = i18n;
  const { config } = session;
  const table = settingsOf(config);
  const candidates = useMemo(
    () =>
      tableActions(config.system, config.modules).flatMap((entry) => {
        const axes = explorerAxes(config.system, entry);
        if (!axes) return [];
        // The other options keep the system's starting values (a Kampfwürfel attack needs its damage).
        const start = startValues(config.system, entry);
        const base = cleanOptions(start, fieldsOf(entry.adapter.options, start));
        return [{ entry, x: axes[0], y: axes[1], base }];
      }),
    [config.system, config.modules],
  );
  const [choice, setChoice] = useState(0);
  const current = candidates[choice] ?? candidates[0];
  if (!current) return <p className="card muted">{t("web.explorer.none")}</p>;
  const xs = range(current.x.from, current.x.to);
  const ys = range(current.y.from, current.y.to);
  return (
    <div className="stack">
      <h2>{t("web.view.explorer")}</h2>
      {candidates.length > 1 && (
        <label>
          {t("web.dice.action")}
          <select value={choice} onChange={(e) => setChoice(Number(e.target.value))}>
            {candidates.map((c, i) => (
              <option key={c.entry.id} value={i}>
                {tk(`web.action.${c.entry.id}`, c.entry.id)}
              </option>
            ))}
          </select>
        </label>
      )}
      {/* Above the map, not its caption: a caption is as wide as the table and was cut off on a
          phone, where the map scrolls sideways (issue #29). */}
      <p id="heat-caption" className="heat-caption">
        {t("web.explorer.caption", {
          x: fieldLabel(i18n, current.x.field, config.system),
          y: fieldLabel(i18n, current.y.field, config.system),
        })}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe: scrollable-region-focusable). */}
      <section className="heat-wrap" aria-label={t("web.explorer.map")} tabIndex={0}>
        <table className="heat" aria-labelledby="heat-caption">
          <thead>
            <tr>
              <th scope="col">
                {fieldLabel(i18n, current.y.field, config.system)} ↓ /{" "}
                {fieldLabel(i18n, current.x.field, config.system)} →
              </th>
              {xs.map((x) => (
                <th key={x} scope="col">
                  {formatNumber(i18n.lang, x)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ys.map((y) => (
              <tr key={y}>
                <th scope="row">{formatNumber(i18n.lang, y)}</th>
                {xs.map((x) => {
                  const odds = computeOdds(
                    current.entry,
                    { ...current.base, [current.x.field]: x, [current.y.field]: y },
                    table,
                  );
                  const p = odds.ok ? mainProbability(odds.json)?.p : undefined;
                  return (
                    <td
                      key={x}
                      style={
                        p === undefined
                          ? undefined
                          : { background: `hsl(${Math.round(p * 120)} 65% ${88 - p * 30}%)` }
                      }
                      title={p === undefined ? "" : pct(p)}
                    >
                      {p === undefined ? "" : Math.round(p * 100)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="muted">{t("web.explorer.hint")}</p>
    </div>
  );
}
