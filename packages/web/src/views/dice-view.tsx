import type { MemberEvent, SideRole } from "@spieltisch/protocol";
import { useId, useMemo, useState } from "react";
import { z } from "zod";
import { sidesOf } from "../actions/dice-need.js";
import { dicePlan, UNKNOWN_PLAN } from "../actions/dice-plan.js";
import { cleanOptions } from "../actions/fields.js";
import { tableActions } from "../actions/odds.js";
import { ActionForm } from "../components/action-form.js";
import { FailureMessage, useFailure } from "../components/failure-message.js";
import { OddsPanel } from "../components/odds-panel.js";
import { PlayOddsPanel } from "../components/play-odds-panel.js";
import { PlaySidesPicker } from "../components/play-sides-picker.js";
import { RequestForm } from "../components/request-form.js";
import { RequestPrompts } from "../components/request-prompts.js";
import { RollResult } from "../components/roll-result.js";
import { RealDice } from "../components/table-dice-pad.js";
import { useI18n } from "../lib/i18n.js";
import { initiativeRoster } from "../lib/initiative-roster.js";
import { forgetSide, playForm } from "../lib/play-form.js";
import {
  actionValuesSchema,
  mayApply,
  type PlayChoice,
  playChoiceSchema,
  playRequest,
  sheetFill,
  typedSchema,
} from "../lib/play-request.js";
import { useStoredState } from "../lib/stored-state.js";
import { useTableDice } from "../lib/use-table-dice.js";
import { settingsOf } from "../session/local-session.js";
import type { PlayOdds } from "../session/types.js";
import { useSessionVersion } from "../session/use-session.js";
import type { ViewProps } from "./view-props.js";

/** Dice: every action of the table's system, odds before the roll, the outcome after it. */
export default function DiceView({ session }: ViewProps) {
  const { t, tk } = useI18n();
  useSessionVersion(session);
  const { config } = session;
  const table = settingsOf(config);
  const actions = useMemo(() => tableActions(config.system, config.modules), [config.system, config.modules]);
  const [actionId, setActionId] = useStoredState(
    `spieltisch.dice.${config.id}.action`,
    z.string(),
    actions[0]?.id ?? "",
  );
  const entry = actions.find((a) => a.id === actionId) ?? actions[0];
  const [allValues, setAllValues] = useStoredState(
    `spieltisch.dice.${config.id}.${config.system}.values`,
    actionValuesSchema,
    {},
  );
  const stored = entry ? allValues[entry.id] : undefined;
  const [choice, setChoice] = useStoredState<PlayChoice>(
    `spieltisch.dice.${config.id}.play`,
    playChoiceSchema,
    {},
  );
  const [allTyped, setAllTyped] = useStoredState(
    `spieltisch.dice.${config.id}.${config.system}.typed`,
    typedSchema,
    {},
  );
  const typed = new Set(entry ? (allTyped[entry.id] ?? []) : []);
  const characters = session.playCharacters();
  // Defaults (the system's own) under what was typed, so a field added later still has a value;
  // what the sheets give (a named value, the gear) where nothing was typed.
  const fill = entry ? sheetFill(entry, choice, characters, config.system, table) : null;
  const form = entry && fill ? playForm(config.system, entry, stored ?? {}, fill, typed, []) : null;
  const values = form?.values ?? {};
  // Fields may depend on the values (the variant of a discriminated union).
  const fields = form?.fields ?? [];
  const [secret, setSecret] = useState(false);
  const [label, setLabel] = useState("");
  const [last, setLast] = useState<MemberEvent<"roll"> | null>(null);
  // Dice rolled at the table (CONTRACT §7): offered where the table lets this member enter them.
  const tableDice = useTableDice(config);
  const [faces, setFaces] = useState<number[]>([]);
  // The roll of play as the table prepared it for its odds: what the pad plans a played roll with.
  const [prepared, setPrepared] = useState<PlayOdds | null>(null);
  const { failure, attempt } = useFailure();
  const whyNot = useId();
  const isGm = config.role === "gm";
  if (!entry || !form || !fill) return <p>{t("web.dice.noActions")}</p>;
  // Rolling as a character: sheet values and weapons named, characters' conditions counted by the session.
  const play = playRequest(
    entry,
    choice,
    cleanOptions(values, fields),
    characters,
    config.system,
    table,
    form.typed,
  );
  const changeForm = (next: Record<string, unknown>) => {
    const kept = form.change(next);
    setAllValues({ ...allValues, [entry.id]: kept.values });
    setAllTyped({ ...allTyped, [entry.id]: kept.typed });
  };
  /** A side's new pick: what the sheets give that side is the sheet's again, not what was typed. */
  const changeChoice = (next: PlayChoice, side?: SideRole) => {
    setChoice(next);
    if (!side) return;
    const after = sheetFill(entry, next, characters, config.system, table);
    setAllTyped({ ...allTyped, [entry.id]: forgetSide([...typed], fill, after, side) });
  };
  // Viewers watch: the server refuses their rolls, so the button is off and says why.
  const canRoll = config.role !== "viewer";

  const roll = async (
    action: string,
    options: Record<string, unknown>,
    extra: Record<string, unknown> = {},
  ) => {
    const event = await attempt(() => session.roll(action, options, extra));
    if (event) setLast(event);
    // The faces went into this roll; a refused roll keeps them to correct.
    if (event && extra.dice !== undefined) setFaces([]);
  };
  const chooseAction = (id: string) => {
    setActionId(id);
    setFaces([]);
  };
  const tableOf = { system: config.system, modules: config.modules, options: tableDice.options };
  // A roll of play is planned as the table prepared it: the sheets' values and gear, the mali.
  const playing = play.play.actor !== undefined || play.play.opponent !== undefined;
  const plan = !tableDice.entering
    ? null
    : playing
      ? prepared
        ? dicePlan(entry, prepared.options, tableOf, faces, sidesOf(prepared))
        : UNKNOWN_PLAN
      : dicePlan(entry, play.options, tableOf, faces);

  return (
    <div className="stack">
      <RequestPrompts session={session} actions={actions} table={table} canRoll={canRoll} />
      <section className="card stack" aria-labelledby="dice-title">
        <h2 id="dice-title">{t("web.view.dice")}</h2>
        <fieldset className="segmented">
          <legend className="sr-only">{t("web.dice.action")}</legend>
          {actions.map((a) => (
            <button
              key={a.id}
              type="button"
              aria-pressed={a.id === entry.id}
              onClick={() => chooseAction(a.id)}
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
            onChoice={changeChoice}
          />
        )}
        <ActionForm
          idPrefix={`dice-${entry.id}`}
          system={config.system}
          roster={initiativeRoster(config.system, characters, table)}
          fields={fields}
          values={values}
          onChange={changeForm}
        />
        {playing ? (
          <PlayOddsPanel session={session} action={entry.id} request={play} onOdds={setPrepared} />
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
        <RealDice
          choice={tableDice}
          plan={plan}
          faces={faces}
          onFaces={setFaces}
          system={config.system}
          modules={config.modules}
        />
        <div className="row">
          <button
            type="button"
            className="primary big"
            disabled={!canRoll || (plan !== null && faces.length === 0)}
            aria-describedby={canRoll ? undefined : whyNot}
            onClick={() =>
              roll(entry.id, play.options, {
                ...(secret ? { secret } : {}),
                ...(label ? { label } : {}),
                ...play.play,
                ...(choice.apply === true && mayApply(choice, characters, isGm) ? { apply: true } : {}),
                ...(plan ? { dice: faces } : {}),
              })
            }
          >
            {t(plan ? "web.tableDice.submit" : "web.dice.roll")}
          </button>
        </div>
        {!canRoll && (
          <p id={whyNot} className="muted">
            {t("web.viewer.cannotRoll")}
          </p>
        )}
        <FailureMessage failure={failure} />
      </section>
      {last && <RollResult event={last} />}
      {/* A local table has nobody to ask: requests are for shared tables. */}
      {isGm && !config.local && (
        <RequestForm session={session} entry={entry} system={config.system} table={table} />
      )}
    </div>
  );
}
