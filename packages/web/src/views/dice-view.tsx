import type { TableSettings } from "@spieltisch/engine";
import type { MemberEvent, TableEvent } from "@spieltisch/protocol";
import { useMemo, useState } from "react";
import { cleanOptions, fieldsOf, initialValue } from "../actions/fields.js";
import { type TableAction, tableActions } from "../actions/odds.js";
import { ActionForm } from "../components/action-form.js";
import { OddsPanel } from "../components/odds-panel.js";
import { PlayOddsPanel } from "../components/play-odds-panel.js";
import { PlaySidesPicker } from "../components/play-sides-picker.js";
import { RollResult } from "../components/roll-result.js";
import { useI18n } from "../lib/i18n.js";
import { reasonOf } from "../lib/play-commands.js";
import { mayApply, type PlayChoice, playRequest } from "../lib/play-request.js";
import { useStoredState } from "../lib/stored-state.js";
import { settingsOf } from "../session/local-session.js";
import { useSessionVersion } from "../session/use-session.js";
import type { ViewProps } from "./view-props.js";

/** Open roll requests: asked by the GM, not yet answered by a roll with the same requestId. */
function openRequests(events: readonly TableEvent[]): MemberEvent<"roll-request">[] {
  const answered = new Set(events.flatMap((e) => (e.kind === "roll" && e.requestId ? [e.requestId] : [])));
  return events.filter(
    (e): e is MemberEvent<"roll-request"> => e.kind === "roll-request" && !answered.has(e.requestId),
  );
}

/** Dice: every action of the table's system, odds before the roll, the outcome after it. */
export default function DiceView({ session }: ViewProps) {
  const { t, tk, lang } = useI18n();
  useSessionVersion(session);
  const { config } = session;
  const table = settingsOf(config);
  const actions = useMemo(() => tableActions(config.system, config.modules), [config.system, config.modules]);
  const [actionId, setActionId] = useStoredState(`spieltisch.dice.${config.id}.action`, actions[0]?.id ?? "");
  const entry = actions.find((a) => a.id === actionId) ?? actions[0];
  const [allValues, setAllValues] = useStoredState<Record<string, Record<string, unknown>>>(
    `spieltisch.dice.${config.id}.${config.system}.values`,
    {},
  );
  const stored = entry ? allValues[entry.id] : undefined;
  // Defaults under what was typed, so a field added later (or a new variant) still has a value.
  const values = entry
    ? {
        ...Object.fromEntries(
          fieldsOf(entry.adapter.options, stored ?? {}).map((f) => [f.name, initialValue(f)]),
        ),
        ...stored,
      }
    : {};
  // Fields may depend on the values (the variant of a discriminated union).
  const fields = entry ? fieldsOf(entry.adapter.options, values) : [];
  const [choice, setChoice] = useStoredState<PlayChoice>(`spieltisch.dice.${config.id}.play`, {});
  const characters = session.playCharacters();
  const [secret, setSecret] = useState(false);
  const [label, setLabel] = useState("");
  const [last, setLast] = useState<MemberEvent<"roll"> | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!entry) return <p>{t("web.dice.noActions")}</p>;
  const isGm = config.role === "gm";
  // Rolling as a character: sheet values named, characters' conditions counted by the session.
  const play = playRequest(entry, choice, cleanOptions(values, fields), characters, config.system, table);
  // Viewers watch: the server refuses their rolls, so the button is not offered.
  const canRoll = config.role !== "viewer";

  const roll = async (
    action: string,
    options: Record<string, unknown>,
    extra: Record<string, unknown> = {},
  ) => {
    setError(null);
    try {
      setLast(await session.roll(action, options, extra));
    } catch (e) {
      setError(t("web.dice.rollError", { message: reasonOf(e, { tk, lang }) }));
    }
  };

  return (
    <div className="stack">
      {openRequests(session.events()).map((request) => (
        <RequestPrompt key={request.seq} request={request} onRoll={roll} actions={actions} table={table} />
      ))}
      <section className="card stack" aria-labelledby="dice-title">
        <h2 id="dice-title">{t("web.view.dice")}</h2>
        <fieldset className="segmented">
          <legend className="sr-only">{t("web.dice.action")}</legend>
          {actions.map((a) => (
            <button
              key={a.id}
              type="button"
              aria-pressed={a.id === entry.id}
              onClick={() => setActionId(a.id)}
            >
              {tk(`web.action.${a.id}`, a.id)}
            </button>
          ))}
        </fieldset>
        {characters.length > 0 && (
          <PlaySidesPicker
            entry={entry}
            characters={characters}
            system={config.system}
            table={table}
            isGm={isGm}
            choice={choice}
            onChoice={setChoice}
            values={values}
            onValues={(next) => setAllValues({ ...allValues, [entry.id]: next })}
          />
        )}
        <ActionForm
          idPrefix={`dice-${entry.id}`}
          fields={fields}
          values={values}
          onChange={(next) => setAllValues({ ...allValues, [entry.id]: next })}
        />
        {play.play.actor !== undefined || play.play.opponent !== undefined ? (
          <PlayOddsPanel session={session} action={entry.id} request={play} />
        ) : (
          <OddsPanel entry={entry} fields={fields} values={values} table={table} />
        )}
        <label>
          {t("web.dice.label")}
          <input
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            placeholder={t("web.dice.labelHint")}
          />
        </label>
        {isGm && (
          <label className="check">
            <input type="checkbox" checked={secret} onChange={(e) => setSecret(e.target.checked)} />
            {t("web.dice.secret")}
          </label>
        )}
        <div className="row">
          <button
            type="button"
            className="primary big"
            disabled={!canRoll}
            onClick={() =>
              roll(entry.id, play.options, {
                ...(secret ? { secret } : {}),
                ...(label ? { label } : {}),
                ...play.play,
                ...(choice.apply === true && mayApply(choice, characters, isGm) ? { apply: true } : {}),
              })
            }
          >
            {t("web.dice.roll")}
          </button>
          {isGm && !config.local && (
            <button
              type="button"
              onClick={() =>
                void session.requestRoll(
                  entry.id,
                  cleanOptions(values, fields),
                  label || tk(`web.action.${entry.id}`, entry.id),
                )
              }
            >
              {t("web.dice.request")}
            </button>
          )}
        </div>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
      </section>
      {last && <RollResult event={last} />}
    </div>
  );
}

function RequestPrompt({
  request,
  onRoll,
  actions,
  table,
}: {
  request: MemberEvent<"roll-request">;
  actions: readonly TableAction[];
  table: TableSettings;
  onRoll: (action: string, options: Record<string, unknown>, extra: Record<string, unknown>) => void;
}) {
  const { t, tk } = useI18n();
  const { options } = request;
  const entry = actions.find((a) => a.id === request.action);
  return (
    <section className="card request" role="alertdialog" aria-label={t("web.dice.requestTitle")}>
      <h3>
        {t("web.dice.requestTitle")}: {request.label ?? tk(`web.action.${request.action}`, "")}
      </h3>
      {entry && (
        <OddsPanel
          entry={entry}
          fields={fieldsOf(entry.adapter.options, options)}
          values={options}
          table={table}
        />
      )}
      <button
        type="button"
        className="primary"
        onClick={() =>
          onRoll(request.action, options, {
            requestId: request.requestId,
            ...(request.label ? { label: request.label } : {}),
          })
        }
      >
        {t("web.dice.roll")}
      </button>
    </section>
  );
}
