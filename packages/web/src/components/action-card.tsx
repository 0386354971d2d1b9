import type { MemberEvent } from "@spieltisch/protocol";
import { useId, useState } from "react";
import { useActionValues } from "../actions/action-values.js";
import { cleanOptions } from "../actions/fields.js";
import type { TableAction } from "../actions/odds.js";
import { patientChoice } from "../lib/heal-week.js";
import { useI18n } from "../lib/i18n.js";
import { initiativeRoster } from "../lib/initiative-roster.js";
import { playForm } from "../lib/play-form.js";
import { playRequest, sheetFill } from "../lib/play-request.js";
import { settingsOf } from "../session/local-session.js";
import type { PlayCharacterView, TableSession } from "../session/types.js";
import { ActionForm } from "./action-form.js";
import { FailureMessage, useFailure } from "./failure-message.js";
import { OddsPanel } from "./odds-panel.js";
import { PlayOddsPanel } from "./play-odds-panel.js";
import { RollResult } from "./roll-result.js";

/**
 * One action as a self-contained card: form, odds, roll button, outcome or what went wrong. With
 * a `patient` (the healing view's „Für wen?“), an action that reads its actor's condition and
 * sheet (a week of healing, a bleeding check) starts from that character's values — the
 * condition's wounds and TP Eigenschaft, the sheet's KO — and its odds and roll count the
 * character's mali, as the dice view's „Würfeln als“ does; nothing is booked.
 */
export function ActionCard({
  session,
  entry,
  onRolled,
  patient,
}: {
  session: TableSession;
  entry: TableAction;
  onRolled?: (event: MemberEvent<"roll">) => void;
  patient?: PlayCharacterView | undefined;
}) {
  const { t, tk } = useI18n();
  const { config } = session;
  const table = settingsOf(config);
  const generic = useActionValues(
    `spieltisch.card.${config.id}.${config.system}.${entry.id}`,
    entry,
    config.system,
  );
  // The options typed over the character's values while this character is chosen.
  const [typed, setTyped] = useState<readonly string[]>([]);
  const choice = patient ? patientChoice(config.system, entry, patient, table) : null;
  const characters = session.playCharacters();
  const fill = choice ? sheetFill(entry, choice, characters, config.system, table) : null;
  const form =
    choice && fill ? playForm(config.system, entry, generic.stored, fill, new Set(typed), []) : null;
  const values = form?.values ?? generic.values;
  const fields = form?.fields ?? generic.fields;
  const request =
    choice && form
      ? playRequest(entry, choice, cleanOptions(values, fields), characters, config.system, table, form.typed)
      : null;
  const change = (next: Record<string, unknown>) => {
    if (!form) {
      generic.setValues(next);
      return;
    }
    const kept = form.change(next);
    generic.setValues(kept.values);
    setTyped(kept.typed);
  };
  const [last, setLast] = useState<MemberEvent<"roll"> | null>(null);
  const { failure, attempt } = useFailure();
  const whyNot = useId();
  // Viewers watch: the server refuses their rolls, so the button says why it is off.
  const viewer = config.role === "viewer";
  return (
    <section className="card stack">
      <h3>{tk(`web.action.${entry.id}`, entry.id)}</h3>
      <ActionForm
        idPrefix={`card-${entry.id}`}
        system={config.system}
        roster={initiativeRoster(config.system, characters, table)}
        fields={fields}
        values={values}
        onChange={change}
      />
      {request ? (
        <PlayOddsPanel session={session} action={entry.id} request={request} details />
      ) : (
        <OddsPanel entry={entry} fields={fields} values={values} table={table} />
      )}
      <button
        type="button"
        className="primary"
        disabled={viewer}
        aria-describedby={viewer ? whyNot : undefined}
        onClick={async () => {
          const event = await attempt(() =>
            request
              ? session.roll(entry.id, request.options, request.play)
              : session.roll(entry.id, cleanOptions(values, fields)),
          );
          if (!event) return;
          setLast(event);
          onRolled?.(event);
        }}
      >
        {t("web.dice.roll")}
      </button>
      {viewer && (
        <p id={whyNot} className="muted">
          {t("web.viewer.cannotRoll")}
        </p>
      )}
      <FailureMessage failure={failure} />
      {last && <RollResult event={last} />}
    </section>
  );
}
