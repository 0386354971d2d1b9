import { useI18n } from "../lib/i18n.js";
import { type ConditionFacts, pointsBar } from "../lib/play-text.js";
import { PointsMeter } from "./points-meter.js";
import { WoundBoxes } from "./wound-boxes.js";

/**
 * What a condition shows at a glance, as on the paper sheet: the TP/LP bar with its thresholds
 * and the wound boxes (EWS and FoKa: wounds, FoKa's critical ones; the Urfassung: wounds and
 * severe wounds) — the character sheet's condition panel and the table screen's fighters both
 * draw them. `name` names the bar where several characters share a screen.
 *
 * @example
 * <ConditionGauges facts={conditionFacts("ews", condition)!} name="Lazaro" />
 */
export function ConditionGauges({ facts, name }: { facts: ConditionFacts; name?: string }) {
  const { t } = useI18n();
  const bar = pointsBar(facts, t);
  const barLabel = bar && t(bar.unit === "tp" ? "web.play.tpBar" : "web.play.lpBar");
  return (
    <>
      {bar && <PointsMeter bar={bar} {...(name ? { label: `${name}: ${barLabel}` } : {})} />}
      {(facts.kind === "ews-basic" || facts.kind === "foka" || facts.kind === "urfassung") && (
        <WoundBoxes label={t("web.play.wounds")} count={facts.wounds} />
      )}
      {facts.kind === "foka" && facts.criticalWounds > 0 && (
        <WoundBoxes label={t("web.play.criticalWounds")} count={facts.criticalWounds} />
      )}
      {facts.kind === "urfassung" && facts.severeWounds > 0 && (
        <WoundBoxes label={t("web.play.severeWounds")} count={facts.severeWounds} />
      )}
    </>
  );
}
