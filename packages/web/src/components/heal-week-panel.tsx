import { getSystem } from "@spieltisch/engine";
import { useState } from "react";
import { conditionChanges } from "../lib/condition-change.js";
import { failureText } from "../lib/failure-text.js";
import {
  beforeWeek,
  type Care,
  DEFAULT_CARE,
  type HealWeekStep,
  healWeekSituations,
  healWeekStep,
  stallText,
  weekStall,
} from "../lib/heal-week.js";
import { type I18n, useI18n } from "../lib/i18n.js";
import { conditionSentence } from "../lib/play-text.js";
import { settingsOf } from "../session/local-session.js";
import type { PlayCharacterView, TableSession } from "../session/types.js";
import { useSessionVersion } from "../session/use-session.js";
import { BeforeWeekSteps } from "./heal-before-week.js";

/** What the week did to one character, or why it could not. */
interface WeekLine {
  readonly id: string;
  readonly name: string;
  readonly text: string;
  readonly error: boolean;
}

/**
 * „Heilwoche für alle“ (the GM, end of the evening): one situation for the whole table (the
 * Urfassung's treatment with the physician's Heilkunde and equipment), then a week for every
 * character with a condition, one after the other — the weekly roll with `apply` where the week
 * is a roll, the rules' command where it is not (the Urfassung's `week-passes` with its KO check
 * rolled at once) — and what it changed for each („TP 11 → 14, Wunden 1 → 0 – jetzt …“).
 * What must be settled first is shown before the week (a bleeding wound: no week until it is
 * stopped; a dying fighter: „Stabilisieren“); a FoKa week that heals nothing says so instead of
 * booking it. A character the rules refuse (the dead) is listed with the reason; the others still
 * heal.
 */
export function HealWeekPanel({ session }: { session: TableSession }) {
  const i18n = useI18n();
  const { t, tk } = i18n;
  useSessionVersion(session);
  const { config } = session;
  const situations = healWeekSituations(config.system, config.modules);
  const [situation, setSituation] = useState(situations[0] ?? "");
  const [care, setCare] = useState<Care>(DEFAULT_CARE);
  const [busy, setBusy] = useState(false);
  const [lines, setLines] = useState<readonly WeekLine[]>([]);
  // What settling before the week did, latest last (the step itself is gone once settled).
  const [settled, setSettled] = useState<readonly string[]>([]);
  if (config.role !== "gm" || situations.length === 0) return null;
  const patients = session.playCharacters().filter((c) => c.play.condition !== null);
  const settle = patients.flatMap((patient) => {
    const before = beforeWeek(config.system, patient.play.condition);
    return before ? [{ patient, before }] : [];
  });
  // RULINGS §7: no week while a wound bleeds — the bleeding is settled first.
  const bleeding = settle.some((s) => s.before.kind === "bleeding");
  const run = async () => {
    setBusy(true);
    const done: WeekLine[] = [];
    // The conditions as they are now (what was settled before the week included).
    const now = session.playCharacters().filter((c) => c.play.condition !== null);
    for (const patient of now) {
      const name = String(patient.character.name ?? patient.id);
      try {
        done.push({
          id: patient.id,
          name,
          error: false,
          text: await week(session, patient, name, situation, care, i18n),
        });
      } catch (error) {
        done.push({
          id: patient.id,
          name,
          error: true,
          text: t("web.heal.weekStalled", {
            name,
            why: t("web.play.error", { reason: failureText(error, i18n) }),
          }),
        });
      }
    }
    setLines(done);
    setBusy(false);
  };
  const number = (value: string, min: number, max: number, fallback: number) => {
    const n = Number.parseInt(value, 10);
    return Number.isNaN(n) ? fallback : Math.min(max, Math.max(min, n));
  };
  return (
    <section className="card stack" aria-labelledby="heal-week-title">
      <h3 id="heal-week-title">{t("web.play.healWeek")}</h3>
      <p className="muted">{t("web.play.healWeekIntro")}</p>
      {patients.length === 0 ? (
        <p>{t("web.play.healWeekNone")}</p>
      ) : (
        <>
          {settle.length > 0 && (
            <BeforeWeekSteps
              session={session}
              steps={settle}
              onOutcome={(text) => setSettled((said) => [...said.slice(-4), text])}
            />
          )}
          {settled.length > 0 && (
            <ul aria-live="polite" data-testid="heal-settle-outcome">
              {settled.map((text, i) => (
                // The same sentence may come twice (two failed bandages): the place keeps them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: a list that only grows at its end
                <li key={i}>{text}</li>
              ))}
            </ul>
          )}
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
          {situation === "treatment" && (
            <>
              <div className="row wrap">
                <label htmlFor="heal-week-physician">
                  {t("web.heal.physician")}
                  <input
                    id="heal-week-physician"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={100}
                    value={care.physician}
                    onChange={(e) =>
                      setCare({ ...care, physician: number(e.target.value, 0, 100, care.physician) })
                    }
                  />
                </label>
                <label htmlFor="heal-week-equipment">
                  {t("web.heal.equipment")}
                  <input
                    id="heal-week-equipment"
                    type="number"
                    inputMode="numeric"
                    min={-9}
                    max={9}
                    value={care.equipment}
                    onChange={(e) =>
                      setCare({ ...care, equipment: number(e.target.value, -9, 9, care.equipment) })
                    }
                  />
                </label>
              </div>
              <p className="muted">{t("web.heal.treatmentHint")}</p>
            </>
          )}
          {bleeding ? (
            <p className="muted" data-testid="heal-week-waits">
              {t("web.heal.weekWaits")}
            </p>
          ) : (
            <button type="button" className="primary" disabled={busy} onClick={() => void run()}>
              {t("web.play.healWeekRun")}
            </button>
          )}
        </>
      )}
      {lines.length > 0 && (
        <ul aria-live="polite" data-testid="heal-week-result">
          {lines.map((line) => (
            <li key={line.id} className={line.error ? "error" : undefined}>
              {line.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * One character's week, booked, and what it changed in words: „Sliingach: TP 22 → 25 – jetzt
 * 25/30 TP“. A FoKa week that heals nothing is not booked: it says why and what would help.
 * Throws what the table refuses (the dead, a wound that bleeds).
 */
async function week(
  session: TableSession,
  patient: PlayCharacterView,
  name: string,
  situation: string,
  care: Care,
  i18n: Pick<I18n, "t" | "tk">,
): Promise<string> {
  const { config } = session;
  const { t } = i18n;
  const table = settingsOf(config);
  const before = patient.play.condition ?? {};
  const stall = weekStall(config.system, config.modules, situation, before);
  if (stall?.reason === "no-healing")
    return t("web.heal.weekStalled", { name, why: stallText(stall, name, i18n) });
  const step = healWeekStep(config.system, config.modules, situation, before, patient.character, care);
  const after = !step ? before : await book(session, patient.id, step, before, t("web.play.healWeek"));
  const state = conditionSentence(config.system, table, after, i18n);
  const changes = conditionChanges(config.system, before, after, i18n);
  const line =
    changes.length > 0
      ? t("web.heal.weekLine", { name, changes: changes.join(", "), state })
      : t("web.heal.weekSame", { name, state });
  return stall ? `${line} ${stallText(stall, name, i18n)}` : line;
}
/** Books a week's step on a character and reads the condition it left. */
async function book(
  session: TableSession,
  id: string,
  step: HealWeekStep,
  before: Record<string, unknown>,
  label: string,
): Promise<Record<string, unknown>> {
  if (step.kind === "roll") {
    const event = await session.roll(step.action, step.options, {
      actor: id,
      ...(step.skill ? { skill: step.skill } : {}),
      apply: true,
      label,
    });
    // A week that changed nothing has no `applied` entry: the condition is as it was.
    return event.applied?.find((a) => a.character === id)?.after ?? before;
  }
  await session.conditionCommand(id, step.command);
  const last = session.events().at(-1);
  const after = last?.kind === "condition" && last.character === id ? last.after : before;
  // The week's check the command made due (the Urfassung's KO check) is rolled at once.
  const rules = getSystem(session.config.system).conditions;
  const due = step.due
    ? rules?.dueChecks(after, settingsOf(session.config)).find((c) => c.id === step.due)
    : undefined;
  if (!due) return after;
  const event = await session.roll(due.action, {}, { actor: id, dueCheck: due.id, apply: true, label });
  return event.applied?.find((a) => a.character === id)?.after ?? after;
}
