import type { Bar } from "../actions/odds.js";
import { useI18n } from "../lib/i18n.js";

/**
 * A bar chart of a distribution, hand-drawn in SVG (no chart library). Bars at or above
 * `threshold` are drawn as successes; the numbers are also in the accessible title.
 */
export function OddsChart({
  bars,
  threshold,
  title,
}: {
  bars: readonly Bar[];
  threshold?: number;
  title: string;
}) {
  const { pct } = useI18n();
  if (bars.length === 0) return null;
  const width = 320;
  const height = 120;
  const max = Math.max(...bars.map((b) => b.p));
  const step = width / bars.length;
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${width} ${height + 16}`} role="img" aria-label={title}>
        <title>{`${title}: ${bars.map((b) => `${b.label}: ${pct(b.p)}`).join(", ")}`}</title>
        {bars.map((b, i) => {
          const h = max > 0 ? (b.p / max) * height : 0;
          const good = threshold !== undefined && b.label >= threshold;
          return (
            <g key={b.label}>
              <rect
                x={i * step + 1}
                y={height - h}
                width={Math.max(step - 2, 1)}
                height={h}
                className={good ? "bar good" : "bar"}
              />
              {(bars.length <= 16 || i % Math.ceil(bars.length / 16) === 0) && (
                <text x={i * step + step / 2} y={height + 12} textAnchor="middle" className="axis">
                  {b.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
