import type { MemberEvent } from "@spieltisch/protocol";
import { useId, useState } from "react";
import { useActionValues } from "../actions/action-values.js";
import { cleanOptions } from "../actions/fields.js";
import type { TableAction } from "../actions/odds.js";
import { useI18n } from "../lib/i18n.js";
import { settingsOf } from "../session/local-session.js";
import type { TableSession } from "../session/types.js";
import { ActionForm } from "./action-form.js";
import { FailureMessage, useFailure } from "./failure-message.js";
import { OddsPanel } from "./odds-panel.js";
import { RollResult } from "./roll-result.js";

/** One action as a self-contained card: form, odds, roll button, outcome or what went wrong. */
export function ActionCard({
  session,
  entry,
  onRolled,
}: {
  session: TableSession;
  entry: TableAction;
  onRolled?: (event: MemberEvent<"roll">) => void;
}) {
  const { t, tk } = useI18n();
  const { config } = session;
  const { values, fields, setValues } = useActionValues(
    `spieltisch.card.${config.id}.${config.system}.${entry.id}`,
    entry,
    config.system,
  );
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
        fields={fields}
        values={values}
        onChange={setValues}
      />
      <OddsPanel entry={entry} fields={fields} values={values} table={settingsOf(config)} />
      <button
        type="button"
        className="primary"
        disabled={viewer}
        aria-describedby={viewer ? whyNot : undefined}
        onClick={async () => {
          const event = await attempt(() => session.roll(entry.id, cleanOptions(values, fields)));
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
