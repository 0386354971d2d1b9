import {
  type CombatCommand,
  type CombatState,
  combatOfLog,
  type MemberEvent,
  type TableEvent,
} from "@spieltisch/protocol";
import { useMemo, useState } from "react";
import { useActionValues } from "../actions/action-values.js";
import { cleanOptions } from "../actions/fields.js";
import { type TableAction, tableActions } from "../actions/odds.js";
import { ActionCard } from "../components/action-card.js";
import { ActionForm } from "../components/action-form.js";
import { CombatDue } from "../components/combat/combat-due.js";
import { CombatJoin } from "../components/combat/combat-join.js";
import { CombatOrder, Confirm } from "../components/combat/combat-order.js";
import { CombatSetup } from "../components/combat/combat-setup.js";
import { CombatTurn } from "../components/combat/combat-turn.js";
import { describeEvent, rollSummary } from "../components/event-text.js";
import { FailureMessage, useFailure } from "../components/failure-message.js";
import { optionsText } from "../components/options-text.js";
import { RollResult } from "../components/roll-result.js";
import { fighterLabels, fightIdOf } from "../lib/fight-memory.js";
import { useI18n } from "../lib/i18n.js";
import { settingsOf } from "../session/local-session.js";
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

/**
 * Combat tracker built on the table's characters: the GM picks who fights and starts by the
 * table's initiative rule; everyone sees the order and whose turn it is; whoever may act as the
 * fighter on turn (the owner, the GM for NPCs) gets the turn panel with values from the sheet, a
 * target and the exact odds; checks that come due are prompted to the right person. Fights logged
 * before participants were characters keep their counters and the one-tap Ein-Wurf.
 */
export default function CombatView({ session }: ViewProps) {
  const i18n = useI18n();
  const { t, tk } = i18n;
  useSessionVersion(session);
  const { config } = session;
  const events = session.events();
  const combat = combatOfLog(events);
  const characters = session.playCharacters();
  const actions = useMemo(
    () => tableActions(config.system, config.modules).filter((a) => COMBAT_ACTIONS.includes(a.id)),
    [config.system, config.modules],
  );
  const canRun = config.role === "gm";
  const confront = actions.find((a) => a.id === "confront");
  const [opponent, setOpponent] = useState(1);
  const [ending, setEnding] = useState(false);
  const [rolled, setRolled] = useState<MemberEvent<"roll"> | null>(null);
  const { failure, attempt } = useFailure();
  const run = (command: CombatCommand) => void attempt(() => session.combat(command));
  const update = (participant: number, change: { tp?: number; wounds?: number }) =>
    run({ command: "update", participant, ...change });
  // A fight of bare names (logged before participants were characters) keeps its counters.
  const bare = combat.order.length > 0 && combat.order.every((f) => f.characterId === undefined && !f.secret);
  const fightId = fightIdOf(events);
  const hidden = t("web.combat.hidden");
  const labels = fighterLabels(combat, hidden, (n) => t("web.combat.hiddenNumbered", { n }));
  const active = combat.order[combat.turn];
  const activeCharacter = active?.characterId
    ? characters.find((c) => c.id === active.characterId)
    : undefined;
  const activeName = labels[combat.turn] ?? "";
  const myTurn = activeCharacter?.mine === true && config.role !== "viewer";
  const roundLabel =
    combat.rule === "kampfwuerfel-phases"
      ? t("web.combat.phase", { round: combat.round })
      : t("web.combat.round", { round: combat.round });
  const autoAdvance = settingsOf(config).options.combatAutoAdvance !== false;
  // The fight's last roll, in the log's words: what the one before did, for everyone.
  const lastRoll = lastRollOf(events, fightId);
  const names = new Map(characters.map((c) => [c.id, String(c.character.name ?? c.id)]));
  const context = {
    system: config.system,
    table: settingsOf(config),
    nameOf: (id: string) => names.get(id),
    someone: hidden,
  };

  return (
    <div className="stack">
      {/* Only the GM prepares and runs a fight; the others see it once it runs. */}
      {!combat.active && !canRun && <p className="card muted">{t("web.viewer.combat")}</p>}
      {!combat.active && canRun && <CombatSetup session={session} />}
      {combat.active && <CombatDue session={session} />}
      {combat.active && (
        <section className="card stack" aria-labelledby="combat-order">
          <h2 id="combat-order" data-testid="combat-round">
            {roundLabel}
          </h2>
          <p className="headline" data-testid="combat-on-turn" aria-live="polite">
            {myTurn && !canRun ? t("web.combat.yourTurn") : t("web.combat.onTurn", { name: activeName })}
          </p>
          {bare ? (
            <BareOrder combat={combat} canRun={canRun} update={update} />
          ) : (
            <CombatOrder
              config={config}
              combat={combat}
              labels={labels}
              characters={characters}
              onCommand={run}
            />
          )}
          {lastRoll && (
            <p className="muted" data-testid="combat-last-roll">
              {/* Without its label: the sentence names who did what to whom. */}
              {t("web.combat.lastRoll", { text: describeEvent(unlabelled(lastRoll), i18n, context) })}
            </p>
          )}
          {!bare && autoAdvance && <p className="muted small">{t("web.combat.autoAdvanceOn")}</p>}
          {canRun && !ending && (
            <div className="row wrap">
              <button type="button" className="primary" onClick={() => run({ command: "next" })}>
                {t("web.combat.next")}
              </button>
              <button type="button" aria-expanded={false} onClick={() => setEnding(true)}>
                {t("web.combat.end")}
              </button>
            </div>
          )}
          {canRun && ending && (
            <Confirm
              question={t("web.combat.endAsk")}
              yes={t("web.combat.endYes")}
              no={t("web.combat.keepFighting")}
              onYes={() => {
                setEnding(false);
                run({ command: "end" });
              }}
              onNo={() => setEnding(false)}
            />
          )}
          {!canRun && !myTurn && <p className="muted">{t("web.viewer.combat")}</p>}
          {canRun && bare && confront && combat.order.length > 1 && (
            <OneRoll
              session={session}
              entry={confront}
              names={combat.order.map((p) => p.name ?? hidden)}
              turn={combat.turn}
              opponent={opponent === combat.turn ? (combat.turn + 1) % combat.order.length : opponent}
              onOpponent={setOpponent}
              onWounds={(participant, n) => update(participant, { wounds: n })}
            />
          )}
          <FailureMessage failure={failure} />
        </section>
      )}
      {combat.active && myTurn && active?.characterId && (
        <CombatTurn
          key={active.ref ?? active.characterId}
          session={session}
          fighter={{ ...active, characterId: active.characterId }}
          fighters={combat.order}
          labels={labels}
          characters={characters}
          fightId={fightId}
          onRolled={setRolled}
        />
      )}
      {combat.active && rolled && <RollResult event={rolled} />}
      {combat.active && canRun && !bare && <CombatJoin session={session} combat={combat} />}
      {actions.map((a) => (
        <ActionCard key={a.id} session={session} entry={a} />
      ))}
      {actions.length === 0 && <p className="muted">{tk("web.combat.noActions", "")}</p>}
    </div>
  );
}

/** A roll without its label (the fight's sentence names who did what to whom). */
const unlabelled = ({ label: _label, ...roll }: RollEvent): RollEvent => roll;

/** The last roll of the fight that began at `fightId`, if any. */
function lastRollOf(events: readonly TableEvent[], fightId: number | null): RollEvent | undefined {
  if (fightId === null) return undefined;
  for (let i = events.length - 1; i >= 0 && events[i]!.seq > fightId; i--) {
    const e = events[i]!;
    if (e.kind === "roll") return e;
  }
  return undefined;
}

/** A roll event of the log. */
type RollEvent = Extract<TableEvent, { kind: "roll" }>;

/** The order of a fight of bare names, with the GM's ±1 counters (fights from before characters). */
function BareOrder({
  combat,
  canRun,
  update,
}: {
  combat: CombatState;
  canRun: boolean;
  update: (participant: number, change: { tp?: number; wounds?: number }) => void;
}) {
  const { t } = useI18n();
  return (
    <ol className="order">
      {combat.order.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: places in the order.
        <li key={i} aria-current={i === combat.turn ? "step" : undefined} className="combatant">
          <div className="who">
            <strong>{p.name}</strong>{" "}
            <small>{t("web.combat.initiativeShort", { n: p.initiative ?? 0 })}</small>
            {i === combat.turn && (
              <>
                {" "}
                <span className="badge">{t("web.combat.turn")}</span>
              </>
            )}
          </div>
          <div className="counters">
            <Counter
              label={t("web.combat.tp")}
              value={p.tp ?? 0}
              name={p.name ?? ""}
              disabled={!canRun}
              onChange={(d) => update(i, { tp: d })}
            />
            <Counter
              label={t("web.combat.wounds")}
              value={p.wounds}
              name={p.name ?? ""}
              disabled={!canRun}
              onChange={(d) => update(i, { wounds: d })}
            />
          </div>
        </li>
      ))}
    </ol>
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
    config.system,
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
