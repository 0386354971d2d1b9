import { useState } from "react";
import { healWeekSituations, healWeekStep } from "../lib/heal-week.js";
import { useI18n } from "../lib/i18n.js";
import { reasonOf } from "../lib/play-commands.js";
import { conditionSentence } from "../lib/play-text.js";
import { settingsOf } from "../session/local-session.js";
import type { TableSession } from "../session/types.js";
import { useSessionVersion } from "../session/use-session.js";

/** What the week did to one character, or why it could not. */
interface WeekLine {
  readonly id: string;
  readonly name: string;
  readonly text: string;
  readonly error: boolean;
}

/**
 * „Heilwoche für alle“ (the GM, end of the evening): one situation for the whole table, then a
 * week for every character with a condition, one after the other — the weekly roll with `apply`
 * where the week is a roll, the rules' rest command where it is not — and what it did to each.
 * A character the rules refuse (the dead) is listed with the reason; the others still heal.
 */
export function HealWeekPanel({ session }: { session: TableSession }) {
  const i18n = useI18n();
  const { t, tk } = i18n;
  useSessionVersion(session);
  const { config } = session;
  const situations = healWeekSituations(config.system, config.modules);
  const [situation, setSituation] = useState(situations[0] ?? "");
  const [busy, setBusy] = useState(false);
  const [lines, setLines] = useState<readonly WeekLine[]>([]);
  if (config.role !== "gm" || situations.length === 0) return null;
  const table = settingsOf(config);
  const patients = session.playCharacters().filter((c) => c.play.condition !== null);
  const run = async () => {
    setBusy(true);
    const done: WeekLine[] = [];
    for (const patient of patients) {
      const name = String(patient.character.name ?? patient.id);
      const step = healWeekStep(
        config.system,
        config.modules,
        situation,
        patient.play.condition,
        patient.character,
      );
      if (!step) continue;
      try {
        if (step.kind === "roll") {
          const event = await session.roll(step.action, step.options, {
            actor: patient.id,
            ...(step.skill ? { skill: step.skill } : {}),
            apply: true,
            label: t("web.play.healWeek"),
          });
          // A week that changed nothing has no `applied` entry: the condition is as it was.
          const after =
            event.applied?.find((a) => a.character === patient.id)?.after ?? patient.play.condition;
          done.push({
            id: patient.id,
            name,
            error: false,
            text: after ? conditionSentence(config.system, table, after, i18n) : "",
          });
        } else {
          await session.conditionCommand(patient.id, step.command);
          const after = session.events().at(-1);
          done.push({
            id: patient.id,
            name,
            error: false,
            text:
              after?.kind === "condition" && after.character === patient.id
                ? conditionSentence(config.system, table, after.after, i18n)
                : "",
          });
        }
      } catch (error) {
        done.push({
          id: patient.id,
          name,
          error: true,
          text: t("web.play.error", { reason: reasonOf(error, i18n) }),
        });
      }
    }
    setLines(done);
    setBusy(false);
  };
  return (
    <section className="card stack" aria-labelledby="heal-week-title">
      <h3 id="heal-week-title">{t("web.play.healWeek")}</h3>
      <p className="muted">{t("web.play.healWeekIntro")}</p>
      {patients.length === 0 ? (
        <p>{t("web.play.healWeekNone")}</p>
      ) : (
        <>
          <label htmlFor="heal-week-situation">
            {t("web.play.healWeekSituation")}
            <select id="heal-week-situation" value={situation} onChange={(e) => setSituation(e.target.value)}>
              {situations.map((s) => (
                <option key={s} value={s}>
                  {tk(`web.play.option.${s}`, s)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="primary" disabled={busy} onClick={() => void run()}>
            {t("web.play.healWeekRun")}
          </button>
        </>
      )}
      {lines.length > 0 && (
        <ul aria-live="polite" data-testid="heal-week-result">
          {lines.map((line) => (
            <li key={line.id} className={line.error ? "error" : undefined}>
              {t("web.play.healWeekDone", { name: line.name, state: line.text })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
