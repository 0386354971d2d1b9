import type { Bar } from "../actions/odds.js";
import { useI18n } from "../lib/i18n.js";

const WIDTH = 320;
const HEIGHT = 120;
/** Room under the bars for the numbers, the axis title and (melee) who hits. */
const BELOW = 40;

/** A bar's number as print sets it: a negative one with the minus sign (−3), not the hyphen. */
const number = (n: number): string => (n < 0 ? `\u2212${-n}` : String(n));

/**
 * A bar chart of a distribution, hand-drawn in SVG (no chart library), with an axis title that
 * says what the numbers are. Bars at or above `threshold` are drawn as successes; a melee's bars
 * are split by who hits (the defender's hits left, most damage outermost; the attacker's right),
 * each half named under it. The accessible name is the title; the SVG title lists every bar.
 */
export function OddsChart({
  bars,
  threshold,
  title,
  axis,
}: {
  bars: readonly Bar[];
  threshold?: number;
  /** What the chart shows („Verteilung der Wunden“): its accessible name starts with it. */
  title: string;
  /** What the numbers on the axis are („Schaden“, „Wunden“). */
  axis: string;
}) {
  const { t, pct } = useI18n();
  if (bars.length === 0) return null;
  const max = Math.max(...bars.map((b) => b.p));
  const step = WIDTH / bars.length;
  const melee = bars.some((b) => b.hits !== undefined);
  const sideName = (b: Bar) =>
    b.hits === "attacker"
      ? t("web.chart.meleeAttacker")
      : b.hits === "defender"
        ? t("web.chart.meleeDefender")
        : "";
  const barText = (b: Bar) =>
    t("web.chart.bar", {
      label: melee ? `${sideName(b)}, ${axis} ${number(b.label)}` : `${axis} ${number(b.label)}`,
      p: pct(b.p),
    });
  // The name says what the chart is; the title (a tooltip, and what screen readers offer as the
  // description) reads every bar in words.
  const description = `${title}: ${bars.map(barText).join("; ")}`;
  // The defender's hits come first: the split is where the attacker's begin.
  const defenderBars = bars.filter((b) => b.hits === "defender").length;
  const split = defenderBars * step;
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + BELOW}`} role="img" aria-label={title}>
        <title>{description}</title>
        {bars.map((b, i) => {
          const h = max > 0 ? (b.p / max) * HEIGHT : 0;
          const good = melee ? b.hits === "attacker" : threshold !== undefined && b.label >= threshold;
          return (
            <g key={`${b.hits ?? ""}${b.label}`}>
              <rect
                x={i * step + 1}
                y={HEIGHT - h}
                width={Math.max(step - 2, 1)}
                height={h}
                className={good ? "bar good" : b.hits === "defender" ? "bar against" : "bar"}
              />
              {(bars.length <= 16 || i % Math.ceil(bars.length / 16) === 0) && (
                <text x={i * step + step / 2} y={HEIGHT + 11} textAnchor="middle" className="axis">
                  {number(b.label)}
                </text>
              )}
            </g>
          );
        })}
        {melee ? (
          <>
            {defenderBars > 0 && defenderBars < bars.length && (
              <line x1={split} x2={split} y1={0} y2={HEIGHT + 14} className="split" />
            )}
            {defenderBars > 0 && (
              <text x={split / 2} y={HEIGHT + 24} textAnchor="middle" className="axis-title">
                {t("web.chart.meleeDefender")}
              </text>
            )}
            {defenderBars < bars.length && (
              <text x={(split + WIDTH) / 2} y={HEIGHT + 24} textAnchor="middle" className="axis-title">
                {t("web.chart.meleeAttacker")}
              </text>
            )}
            <text x={WIDTH / 2} y={HEIGHT + 36} textAnchor="middle" className="axis-title">
              {axis}
            </text>
          </>
        ) : (
          <text x={WIDTH / 2} y={HEIGHT + 26} textAnchor="middle" className="axis-title">
            {axis}
          </text>
        )}
      </svg>
      <figcaption className="muted">{title}</figcaption>
    </figure>
  );
}
