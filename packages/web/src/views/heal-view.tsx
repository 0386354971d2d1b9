import { useMemo } from "react";
import { z } from "zod";
import { tableActions } from "../actions/odds.js";
import { ActionCard } from "../components/action-card.js";
import { HealWeekPanel } from "../components/heal-week-panel.js";
import { StricheAwardPanel } from "../components/striche-award-panel.js";
import { useI18n } from "../lib/i18n.js";
import { useStoredState } from "../lib/stored-state.js";
import { useSessionVersion } from "../session/use-session.js";
import type { ViewProps } from "./view-props.js";

/**
 * Healing: the GM's week for everyone, then the system's healing actions with their exact odds —
 * for a character chosen under „Für wen?“ (the GM: anyone in play; a player: their own), the
 * forms start from that character's values and the odds count its mali.
 */
export default function HealView({ session }: ViewProps) {
  const { t } = useI18n();
  useSessionVersion(session);
  const { config } = session;
  const actions = useMemo(
    () => tableActions(config.system, config.modules).filter((a) => /heal|bleed|bandage/i.test(a.id)),
    [config.system, config.modules],
  );
  const patients = session
    .playCharacters()
    .filter((c) => c.play.condition !== null && (config.role === "gm" || c.mine));
  // Null until someone is chosen: the first character in play; "" is „allgemein“.
  const [chosen, setChosen] = useStoredState(
    `spieltisch.heal.${config.id}.patient`,
    z.string().nullable(),
    null,
  );
  const patient = chosen === "" ? undefined : (patients.find((c) => c.id === chosen) ?? patients[0]);
  return (
    <div className="stack">
      <h2>{t("web.view.heal")}</h2>
      <HealWeekPanel session={session} />
      {/* The end of the evening: after the healing week the GM awards SteM Striche. */}
      <StricheAwardPanel session={session} />
      {actions.length === 0 && <p className="card muted">{t("web.heal.none")}</p>}
      {actions.length > 0 && patients.length > 0 && (
        <section className="card stack">
          <label htmlFor="heal-patient">
            {t("web.heal.patient")}
            <select id="heal-patient" value={patient?.id ?? ""} onChange={(e) => setChosen(e.target.value)}>
              <option value="">{t("web.heal.patientNone")}</option>
              {patients.map((c) => (
                <option key={c.id} value={c.id}>
                  {String(c.character.name ?? c.id)}
                </option>
              ))}
            </select>
          </label>
          <p className="muted">{t("web.heal.patientHint")}</p>
        </section>
      )}
      {actions.map((a) => (
        <ActionCard key={`${a.id}-${patient?.id ?? ""}`} session={session} entry={a} patient={patient} />
      ))}
    </div>
  );
}
