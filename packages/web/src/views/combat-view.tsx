import { type CombatCommand, combatOfLog, type MemberEvent, type Participant } from "@spieltisch/protocol";
import { useMemo, useState } from "react";
import { useActionValues } from "../actions/action-values.js";
import { cleanOptions } from "../actions/fields.js";
import { type TableAction, tableActions } from "../actions/odds.js";
import { ActionCard } from "../components/action-card.js";
import { ActionForm } from "../components/action-form.js";
import { rollSummary } from "../components/event-text.js";
import { FailureMessage, useFailure } from "../components/failure-message.js";
import { optionsText } from "../components/options-text.js";
import { useI18n } from "../lib/i18n.js";
import { useStoredState } from "../lib/stored-state.js";
import type { TableSession } from "../session/types.js";
import { useSessionVersion } from "../session/use-session.js";
import type { ViewProps } from "./view-props.js";

/** Actions of a fight, shown on the combat screen when the system has them. */
const COMBAT_ACTIONS = ["confront", "melee", "shoot", "contest", "damage", "initiative", "duel"];

/** The wounds one side of a confront result takes (0 where it says none). */
const wounds = (side: unknown): number =>
  typeof side === "object" && side !== null && "wounds" in side && typeof side.wounds === "number"
    ? side.wounds
    : 0;

/** Combat tracker: order and turns, TP and wounds, one-tap Ein-Wurf, ranged MW calculator. */
export default function CombatView({ session }: ViewProps) {
  const { t, tk } = useI18n();
  useSessionVersion(session);
  const { config } = session;
  const combat = combatOfLog(session.events());
  const [setup, setSetup] = useStoredState<Participant[]>(`spieltisch.combat.${config.id}.setup`, []);
  const [name, setName] = useState("");
  const [initiative, setInitiative] = useState(0);
  const actions = useMemo(
    () => tableActions(config.system, config.modules).filter((a) => COMBAT_ACTIONS.includes(a.id)),
    [config.system, config.modules],
  );
  const canRun = config.role === "gm";
  const confront = actions.find((a) => a.id === "confront");
  const [opponent, setOpponent] = useState(1);
  const { failure, attempt } = useFailure();
  const run = (command: CombatCommand) => void attempt(() => session.combat(command));
  const update = (participant: number, change: { tp?: number; wounds?: number }) =>
    run({ command: "update", participant, ...change });

  return (
    <div className="stack">
      {/* Only the GM prepares and runs a fight; the others see it once it runs. */}
      {!combat.active && !canRun && <p className="card muted">{t("web.viewer.combat")}</p>}
      {!combat.active && canRun && (
        <section className="card stack" aria-labelledby="combat-setup">
          <h2 id="combat-setup">{t("web.combat.setup")}</h2>
          <ul className="plain">
            {setup.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: setup rows are positions.
              <li key={i} className="row">
                <span>
                  {c.name} ({t("web.combat.initiativeShort", { n: c.initiative ?? 0 })})
                </span>
                <button
                  type="button"
                  className="icon"
                  aria-label={t("web.builder.remove", { name: c.name })}
                  onClick={() => setSetup(setup.filter((_, k) => k !== i))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <div className="row wrap">
            <label>
              {t("web.combat.name")}
              <input value={name} onChange={(e) => setName(e.target.value)} />
            </label>
            <label>
              {t("web.combat.initiative")}
              <input
                type="number"
                value={initiative}
                onChange={(e) => setInitiative(Number(e.target.value))}
              />
            </label>
            <button
              type="button"
              disabled={!name.trim()}
              onClick={() => {
                setSetup([...setup, { name: name.trim(), initiative, tp: 0, wounds: 0 }]);
                setName("");
              }}
            >
              {t("web.combat.add")}
            </button>
          </div>
          <button
            type="button"
            className="primary"
            disabled={setup.length === 0}
            onClick={() => run({ command: "start", participants: setup })}
          >
            {t("web.combat.start")}
          </button>
          <FailureMessage failure={failure} />
        </section>
      )}
      {combat.active && (
        <section className="card stack" aria-labelledby="combat-order">
          <h2 id="combat-order" data-testid="combat-round">
            {t("web.combat.round", { round: combat.round })}
          </h2>
          <ol className="order">
            {combat.order.map((p, i) => (
              <li key={p.name} aria-current={i === combat.turn ? "step" : undefined} className="combatant">
                <div className="who">
                  <strong>{p.name}</strong>{" "}
                  <small>{t("web.combat.initiativeShort", { n: p.initiative ?? 0 })}</small>
                  {i === combat.turn && <span className="badge">{t("web.combat.turn")}</span>}
                </div>
                <div className="counters">
                  <Counter
                    label={t("web.combat.tp")}
                    value={p.tp ?? 0}
                    name={p.name}
                    disabled={!canRun}
                    onChange={(d) => update(i, { tp: d })}
                  />
                  <Counter
                    label={t("web.combat.wounds")}
                    value={p.wounds}
                    name={p.name}
                    disabled={!canRun}
                    onChange={(d) => update(i, { wounds: d })}
                  />
                </div>
              </li>
            ))}
          </ol>
          {canRun ? (
            <>
              <div className="row wrap">
                <button type="button" className="primary" onClick={() => run({ command: "next" })}>
                  {t("web.combat.next")}
                </button>
                <button type="button" onClick={() => run({ command: "end" })}>
                  {t("web.combat.end")}
                </button>
              </div>
              {confront && combat.order.length > 1 && (
                <OneRoll
                  session={session}
                  entry={confront}
                  names={combat.order.map((p) => p.name)}
                  turn={combat.turn}
                  opponent={opponent === combat.turn ? (combat.turn + 1) % combat.order.length : opponent}
                  onOpponent={setOpponent}
                  onWounds={(participant, n) => update(participant, { wounds: n })}
                />
              )}
            </>
          ) : (
            <p className="muted">{t("web.viewer.combat")}</p>
          )}
          <FailureMessage failure={failure} />
        </section>
      )}
      {actions.map((a) => (
        <ActionCard key={a.id} session={session} entry={a} />
      ))}
      {actions.length === 0 && <p className="muted">{tk("web.combat.noActions", "")}</p>}
    </div>
  );
}

/**
 * The one-tap Ein-Wurf between whoever is on turn and an opponent, with its own values (the
 * action needs both sides' values; a roll without them would only be refused) and every failure
 * said on screen.
 */
function OneRoll({
  session,
  entry,
  names,
  turn,
  opponent,
  onOpponent,
  onWounds,
}: {
  session: TableSession;
  entry: TableAction;
  names: readonly string[];
  turn: number;
  opponent: number;
  onOpponent: (index: number) => void;
  onWounds: (participant: number, wounds: number) => void;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const { config } = session;
  const { values, fields, setValues } = useActionValues(
    `spieltisch.combat.${config.id}.${config.system}.confront`,
    entry,
  );
  const { failure, attempt } = useFailure();
  const [last, setLast] = useState<MemberEvent<"roll"> | null>(null);
  const roll = async () => {
    const e = await attempt(() =>
      session.roll(entry.id, cleanOptions(values, fields), {
        label: `${names[turn]} – ${names[opponent]}`,
      }),
    );
    if (!e) return;
    setLast(e);
    if (wounds(e.a)) onWounds(turn, wounds(e.a));
    if (wounds(e.b)) onWounds(opponent, wounds(e.b));
  };
  return (
    <fieldset className="stack" data-testid="one-roll">
      <legend>{t("web.combat.oneRollValues")}</legend>
      <label>
        {t("web.combat.opponent")}
        <select value={opponent} onChange={(e) => onOpponent(Number(e.target.value))}>
          {names.map((name, i) =>
            i === turn ? null : (
              <option key={name} value={i}>
                {name}
              </option>
            ),
          )}
        </select>
      </label>
      {/* The values fold away: a fight repeats them, the summary says what will be rolled. */}
      <details>
        <summary data-testid="one-roll-values">{optionsText(cleanOptions(values, fields), i18n)}</summary>
        <ActionForm idPrefix="one-roll" fields={fields} values={values} onChange={setValues} />
      </details>
      <button type="button" onClick={() => void roll()}>
        {t("web.combat.oneRoll")}
      </button>
      <FailureMessage failure={failure} />
      {last && (
        <p aria-live="polite" data-testid="one-roll-result">
          {t("web.combat.oneRollDone", { summary: rollSummary(last, i18n) })}
        </p>
      )}
    </fieldset>
  );
}

function Counter({
  label,
  value,
  name,
  disabled,
  onChange,
}: {
  label: string;
  value: number;
  name: string;
  disabled: boolean;
  onChange: (delta: number) => void;
}) {
  const { t } = useI18n();
  return (
    <span className="counter">
      <button
        type="button"
        disabled={disabled}
        aria-label={t("web.combat.minus", { label, name })}
        onClick={() => onChange(-1)}
      >
        −
      </button>
      <span>
        {label} <strong>{value}</strong>
      </span>
      <button
        type="button"
        disabled={disabled}
        aria-label={t("web.combat.plus", { label, name })}
        onClick={() => onChange(1)}
      >
        +
      </button>
    </span>
  );
}
