import type { Modifier } from "@spieltisch/engine";
import { useI18n } from "../lib/i18n.js";
import type { LogEvent } from "../session/types.js";
import { rollSummary } from "./event-text.js";

/** The outcome of a roll with its dice, every modifier and its source, result and Schwellen. */
export function RollResult({ event }: { event: LogEvent }) {
  const i18n = useI18n();
  const { t, tk, pct } = i18n;
  const mods = Array.isArray(event.modifiers) ? (event.modifiers as Modifier[]) : [];
  const success = event.success === true ? "good" : event.success === false ? "bad" : "";
  return (
    <section className={`card result ${success}`} aria-live="polite" data-testid="roll-result">
      <h3>{rollSummary(event, i18n)}</h3>
      {Array.isArray(event.dice) && event.dice.length > 0 && (
        <p className="dice">
          {(event.dice as number[]).map((d, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: dice are an ordered list without ids.
            <span key={i} className="die">
              {d}
            </span>
          ))}
        </p>
      )}
      {mods.length > 0 && (
        <ul className="mods">
          {mods.map((m, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: modifiers are an ordered list without ids.
            <li key={i}>
              {tk(`source.${m.source}`, m.source)}: {m.amount > 0 ? `+${m.amount}` : m.amount}
            </li>
          ))}
        </ul>
      )}
      {typeof event.margin === "number" && <p>{t("web.roll.margin", { margin: event.margin })}</p>}
      {typeof event.pSuccess === "number" && (
        <p className="muted">{t("web.roll.chanceWas", { p: pct(event.pSuccess) })}</p>
      )}
    </section>
  );
}
