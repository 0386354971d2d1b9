import { combatOfLog, type Participant } from "@spieltisch/protocol";
import { useMemo, useState } from "react";
import { cleanOptions } from "../actions/fields.js";
import { tableActions } from "../actions/odds.js";
import { ActionCard } from "../components/action-card.js";
import { useI18n } from "../lib/i18n.js";
import { useStoredState } from "../lib/stored-state.js";
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

  const update = (participant: number, change: { tp?: number; wounds?: number }) =>
    void session.combat({ command: "update", participant, ...change });

  return (
    <div className="stack">
      {!combat.active && (
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
          {canRun && (
            <button
              type="button"
              className="primary"
              disabled={setup.length === 0}
              onClick={() => void session.combat({ command: "start", participants: setup })}
            >
              {t("web.combat.start")}
            </button>
          )}
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
          {canRun && (
            <div className="row wrap">
              <button
                type="button"
                className="primary"
                onClick={() => void session.combat({ command: "next" })}
              >
                {t("web.combat.next")}
              </button>
              {confront && combat.order.length > 1 && (
                <>
                  <label>
                    {t("web.combat.opponent")}
                    <select value={opponent} onChange={(e) => setOpponent(Number(e.target.value))}>
                      {combat.order.map((p, i) =>
                        i === combat.turn ? null : (
                          <option key={p.name} value={i}>
                            {p.name}
                          </option>
                        ),
                      )}
                    </select>
                  </label>
                  <button
                    type="button"
                    onClick={async () => {
                      // The values come from the Ein-Wurf card below (what the GM set up there).
                      const stored = localStorage.getItem(
                        `spieltisch.card.${config.id}.${config.system}.confront`,
                      );
                      const options = cleanOptions(
                        stored ? (JSON.parse(stored) as Record<string, unknown>) : {},
                      );
                      const e = await session.roll("confront", options, {
                        label: `${combat.order[combat.turn]?.name} – ${combat.order[opponent]?.name}`,
                      });
                      if (wounds(e.a)) update(combat.turn, { wounds: wounds(e.a) });
                      if (wounds(e.b)) update(opponent, { wounds: wounds(e.b) });
                    }}
                  >
                    {t("web.combat.oneRoll")}
                  </button>
                </>
              )}
              <button type="button" onClick={() => void session.combat({ command: "end" })}>
                {t("web.combat.end")}
              </button>
            </div>
          )}
        </section>
      )}
      {actions.map((a) => (
        <ActionCard key={a.id} session={session} entry={a} />
      ))}
      {actions.length === 0 && <p className="muted">{tk("web.combat.noActions", "")}</p>}
    </div>
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
