import { useMemo, useState } from "react";
import { fieldsOf } from "../actions/fields.js";
import { computeOdds, mainProbability, tableActions } from "../actions/odds.js";
import { useI18n } from "../lib/i18n.js";
import { settingsOf } from "../session/local-session.js";
import type { ViewProps } from "./view-props.js";

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Odds explorer: a heat map of the chance over two numbers of an action (value × MW for checks). */
export default function ExplorerView({ session }: ViewProps) {
  const { t, tk, pct } = useI18n();
  const { config } = session;
  const table = settingsOf(config);
  const candidates = useMemo(
    () =>
      tableActions(config.system, config.modules).flatMap((entry) => {
        const ints = fieldsOf(entry.adapter.options).flatMap((f) =>
          f.kind === "int" && !f.optional ? [f] : [],
        );
        return ints.length >= 2 ? [{ entry, x: ints[0]!, y: ints[1]! }] : [];
      }),
    [config.system, config.modules],
  );
  const [choice, setChoice] = useState(0);
  const current = candidates[choice] ?? candidates[0];
  if (!current) return <p className="card muted">{t("web.explorer.none")}</p>;
  // EWS values and MWs live between 6 and 21; other systems' numbers are clipped to the same span.
  const xs = range(Math.max(current.x.min, 6), Math.min(current.x.max, 21));
  const ys = range(Math.max(current.y.min, 6), Math.min(current.y.max, 21));
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
      <section className="heat-wrap" aria-label={t("web.explorer.map")}>
        <table className="heat">
          <caption>
            {t("web.explorer.caption", {
              x: tk(`web.field.${current.x.name}`, current.x.name),
              y: tk(`web.field.${current.y.name}`, current.y.name),
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col">
                {tk(`web.field.${current.y.name}`, current.y.name)} ↓ /{" "}
                {tk(`web.field.${current.x.name}`, current.x.name)} →
              </th>
              {xs.map((x) => (
                <th key={x} scope="col">
                  {x}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ys.map((y) => (
              <tr key={y}>
                <th scope="row">{y}</th>
                {xs.map((x) => {
                  const odds = computeOdds(
                    current.entry,
                    { [current.x.name]: x, [current.y.name]: y },
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
