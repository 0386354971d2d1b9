import { useI18n } from "../lib/i18n.js";
import { type PointsBar, printedNumber } from "../lib/play-text.js";

/**
 * TP or LP as a bar, as on the paper sheet: the fill up to the points left (red at 0 and below),
 * the thresholds marked above it, the points in words below; screen readers get a meter with the
 * same words. `label` names the meter where several are on one screen (the fighter's name).
 *
 * @example
 * <PointsMeter bar={pointsBar(facts, t)!} label="Lazaro: TP" />
 */
export function PointsMeter({ bar, label }: { bar: PointsBar; label?: string }) {
  const { t } = useI18n();
  const span = Math.max(1, bar.max - bar.min);
  const pos = (at: number) => `${(100 * (Math.min(bar.max, Math.max(bar.min, at)) - bar.min)) / span}%`;
  const text = t(bar.unit === "tp" ? "web.play.tp" : "web.play.lp", {
    tp: printedNumber(bar.value),
    lp: printedNumber(bar.value),
    max: bar.max,
  });
  return (
    <div className="points">
      <meter
        className="sr-only"
        aria-label={label ?? t(bar.unit === "tp" ? "web.play.tpBar" : "web.play.lpBar")}
        min={bar.min}
        max={bar.max}
        value={bar.value}
        aria-valuetext={text}
      />
      <div className="points-bar" aria-hidden="true">
        <div
          className={`points-fill${bar.value <= 0 ? " low" : ""}`}
          style={{
            left: pos(Math.min(0, bar.value)),
            width: `calc(${pos(Math.max(0, bar.value))} - ${pos(Math.min(0, bar.value))})`,
          }}
        />
        {bar.marks.map((m) => (
          <span key={`${m.at}-${m.label}`} className="points-mark" style={{ left: pos(m.at) }}>
            <span>{m.label}</span>
          </span>
        ))}
      </div>
      <p className="points-text" data-testid="condition-points">
        {text}
      </p>
    </div>
  );
}
