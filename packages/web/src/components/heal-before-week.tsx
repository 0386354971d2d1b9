import type { MemberEvent } from "@spieltisch/protocol";
import { useState } from "react";
import { conditionChanges } from "../lib/condition-change.js";
import { dueCheckOn, dueOutcomeSentence } from "../lib/due-text.js";
import { type BeforeWeek, type BleedingWound, burdenText } from "../lib/heal-week.js";
import { useI18n } from "../lib/i18n.js";
import { printedNumber } from "../lib/play-text.js";
import { settingsOf } from "../session/local-session.js";
import type { PlayCharacterView, TableSession } from "../session/types.js";
import { FailureMessage, useFailure } from "./failure-message.js";

/** A character and what must be settled before its week. */
export interface BeforeWeekStep {
  readonly patient: PlayCharacterView;
  readonly before: NonNullable<BeforeWeek>;
}

/**
 * „Vor der Woche“: what the rules settle before a healing week begins (RULINGS §7), one card per
 * character — an Urfassung wound that bleeds (bandaged with a Heilkunde check, its bleeding checks
 * rolled where they are due, a minute let pass to make them due), a Kampfwürfel fighter dying
 * below 0 LP („Stabilisieren“). Everything goes through the table's rolls and condition commands,
 * booked on the character; the step is gone once the condition no longer needs it.
 */
export function BeforeWeekSteps({
  session,
  steps,
  onOutcome,
}: {
  session: TableSession;
  steps: readonly BeforeWeekStep[];
  /** What a roll or command did, in a sentence (shown by the panel: the step may be gone). */
  onOutcome(text: string): void;
}) {
  const { t } = useI18n();
  return (
    <section className="stack heal-before" aria-labelledby="heal-before-title" data-testid="heal-before-week">
      <h4 id="heal-before-title">{t("web.heal.before")}</h4>
      {steps.map(({ patient, before }) =>
        before.kind === "bleeding" ? (
          <Bleeding
            key={patient.id}
            session={session}
            patient={patient}
            wounds={before.wounds}
            onOutcome={onOutcome}
          />
        ) : (
          <Dying key={patient.id} session={session} patient={patient} lp={before.lp} onOutcome={onOutcome} />
        ),
      )}
    </section>
  );
}

const nameOf = (patient: PlayCharacterView): string => String(patient.character.name ?? patient.id);

/** One bleeding character: the sentence, the bleeding checks due, bandaging, a minute passing. */
function Bleeding({
  session,
  patient,
  wounds,
  onOutcome,
}: {
  session: TableSession;
  patient: PlayCharacterView;
  wounds: readonly BleedingWound[];
  onOutcome(text: string): void;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const { failure, attempt } = useFailure();
  const [skill, setSkill] = useState(12);
  const [busy, setBusy] = useState(false);
  const name = nameOf(patient);
  const table = settingsOf(session.config);
  const count = (kind: BleedingWound["kind"]) => wounds.filter((w) => w.kind === kind).length;
  const text = burdenText(
    [
      { count: count("wound"), one: "web.heal.burden.woundOne", many: "web.heal.burden.woundCount" },
      { count: count("severe"), one: "web.heal.burden.severeOne", many: "web.heal.burden.severeCount" },
    ],
    i18n,
  );
  const kinds = (["severe", "wound"] as const).filter((k) => count(k) > 0);
  const due = patient.play.due.filter((c) => c.reason === "ur-bleeding");
  const step = async (work: () => Promise<string | null>) => {
    setBusy(true);
    const said = await attempt(work);
    if (said) onOutcome(`${name}: ${said}`);
    setBusy(false);
  };
  const bandage = (kind: BleedingWound["kind"]) =>
    step(async () => {
      const event = await session.roll(
        "bandage",
        { skill, kind },
        { opponent: patient.id, apply: true, label: t("web.heal.bandage") },
      );
      return bandageSentence(event, t);
    });
  const inputId = `heal-bandager-${patient.id}`;
  return (
    <fieldset className="request stack" data-testid="heal-bleeding">
      <legend>{name}</legend>
      <p>{t("web.heal.bleeding", { name, wounds: text })}</p>
      {due.map((check) => (
        <div key={check.id} className="stack">
          <p className="muted">{dueCheckOn(check, i18n)}</p>
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              void step(async () => {
                const event = await session.roll(
                  check.action,
                  {},
                  {
                    actor: patient.id,
                    dueCheck: check.id,
                    apply: true,
                  },
                );
                return dueOutcomeSentence(session.config.system, table, check, event, i18n);
              })
            }
          >
            {t("web.play.dueRoll")}
          </button>
        </div>
      ))}
      <div className="row wrap">
        <label htmlFor={inputId}>
          {t("web.heal.bandager")}
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            value={skill}
            onChange={(e) => {
              const n = Number.parseInt(e.target.value, 10);
              if (!Number.isNaN(n)) setSkill(Math.min(100, Math.max(0, n)));
            }}
          />
        </label>
        {kinds.map((kind) => (
          <button
            key={kind}
            type="button"
            className="primary"
            disabled={busy}
            onClick={() => void bandage(kind)}
          >
            {t(kind === "severe" ? "web.heal.bandageSevere" : "web.heal.bandage")}
          </button>
        ))}
      </div>
      <div className="row wrap">
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            void step(async () => {
              await session.conditionCommand(patient.id, { command: "time-passes", seconds: 60 });
              return t("web.heal.minute");
            })
          }
        >
          {t("web.heal.minute")}
        </button>
      </div>
      <p className="muted small">{t("web.heal.minuteHint")}</p>
      <FailureMessage failure={failure} />
    </fieldset>
  );
}

/** A rolled bandage in a sentence: the result and whether the bleeding stopped (and TP came back). */
function bandageSentence(event: MemberEvent<"roll">, t: ReturnType<typeof useI18n>["t"]): string {
  const result = typeof event.result === "number" ? printedNumber(event.result) : "?";
  if (event.stopsBleeding !== true) return t("web.heal.bandageStill", { result });
  const tp = typeof event.tpRestored === "number" ? event.tpRestored : 0;
  return tp > 0 ? t("web.heal.bandageStoppedTp", { result, tp }) : t("web.heal.bandageStopped", { result });
}

/** A Kampfwürfel fighter dying below 0 LP: rest heals only after the GM's „Stabilisieren“. */
function Dying({
  session,
  patient,
  lp,
  onOutcome,
}: {
  session: TableSession;
  patient: PlayCharacterView;
  lp: number;
  onOutcome(text: string): void;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const { failure, attempt } = useFailure();
  const name = nameOf(patient);
  const stabilise = async () => {
    await session.conditionCommand(patient.id, { command: "stabilise" });
    const last = session.events().at(-1);
    if (last?.kind === "condition" && last.character === patient.id) {
      const changes = conditionChanges(session.config.system, last.before, last.after, i18n);
      onOutcome(`${name}: ${[t("web.play.command.stabilise"), ...changes].join(", ")}`);
    }
  };
  return (
    <fieldset className="request stack" data-testid="heal-dying">
      <legend>{name}</legend>
      <p>{t("web.heal.dying", { name, lp: printedNumber(lp) })}</p>
      <button type="button" className="primary" onClick={() => void attempt(stabilise)}>
        {t("web.play.command.stabilise")}
      </button>
      <FailureMessage failure={failure} />
    </fieldset>
  );
}
