import type { MemberEvent } from "@spieltisch/protocol";
import { useState } from "react";
import { cleanOptions, fieldsOf, initialValue } from "../actions/fields.js";
import type { TableAction } from "../actions/odds.js";
import { useI18n } from "../lib/i18n.js";
import { useStoredState } from "../lib/stored-state.js";
import { settingsOf } from "../session/local-session.js";
import type { TableSession } from "../session/types.js";
import { ActionForm } from "./action-form.js";
import { OddsPanel } from "./odds-panel.js";
import { RollResult } from "./roll-result.js";

/** One action as a self-contained card: form, odds, roll button, outcome. */
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
  const [stored, setValues] = useStoredState<Record<string, unknown>>(
    `spieltisch.card.${config.id}.${config.system}.${entry.id}`,
    {},
  );
  const values = {
    ...Object.fromEntries(fieldsOf(entry.adapter.options, stored).map((f) => [f.name, initialValue(f)])),
    ...stored,
  };
  const fields = fieldsOf(entry.adapter.options, values);
  const [last, setLast] = useState<MemberEvent<"roll"> | null>(null);
  return (
    <section className="card stack">
      <h3>{tk(`web.action.${entry.id}`, entry.id)}</h3>
      <ActionForm idPrefix={`card-${entry.id}`} fields={fields} values={values} onChange={setValues} />
      <OddsPanel entry={entry} fields={fields} values={values} table={settingsOf(config)} />
      <button
        type="button"
        className="primary"
        onClick={async () => {
          const event = await session.roll(entry.id, cleanOptions(values, fields));
          setLast(event);
          onRolled?.(event);
        }}
      >
        {t("web.dice.roll")}
      </button>
      {last && <RollResult event={last} />}
    </section>
  );
}
