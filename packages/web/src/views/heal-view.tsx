import { useMemo } from "react";
import { tableActions } from "../actions/odds.js";
import { ActionCard } from "../components/action-card.js";
import { HealWeekPanel } from "../components/heal-week-panel.js";
import { StricheAwardPanel } from "../components/striche-award-panel.js";
import { useI18n } from "../lib/i18n.js";
import type { ViewProps } from "./view-props.js";

/** Healing outlook: the system's healing actions with their exact week-by-week odds. */
export default function HealView({ session }: ViewProps) {
  const { t } = useI18n();
  const actions = useMemo(
    () =>
      tableActions(session.config.system, session.config.modules).filter((a) =>
        /heal|bleed|bandage/i.test(a.id),
      ),
    [session.config.system, session.config.modules],
  );
  return (
    <div className="stack">
      <h2>{t("web.view.heal")}</h2>
      <HealWeekPanel session={session} />
      {/* The end of the evening: after the healing week the GM awards SteM Striche. */}
      <StricheAwardPanel session={session} />
      {actions.length === 0 && <p className="card muted">{t("web.heal.none")}</p>}
      {actions.map((a) => (
        <ActionCard key={a.id} session={session} entry={a} />
      ))}
    </div>
  );
}
