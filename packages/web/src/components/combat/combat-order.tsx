import type { CombatCommand, CombatState, Fighter, TableConfig } from "@spieltisch/protocol";
import { useEffect, useRef, useState } from "react";
import { useI18n } from "../../lib/i18n.js";
import { conditionSentence } from "../../lib/play-text.js";
import { settingsOf } from "../../session/local-session.js";
import type { PlayCharacterView } from "../../session/types.js";

/** A fighter's name for this member: the sheet's, or „Verborgene Gestalt“ for a secret NPC. */
export const fighterLabel = (f: Fighter, hidden: string): string => f.name ?? hidden;

/**
 * The fight's order as everyone sees it: each fighter with initiative, condition in words and
 * who is on turn; the GM moves fighters up and down (the order of tables without an initiative
 * rule is the GM's) and takes one out of the fight — after asking once more, in place.
 */
export function CombatOrder({
  config,
  combat,
  labels,
  characters,
  onCommand,
}: {
  config: TableConfig;
  combat: CombatState;
  /** Each fighter's name for this member, by place („Verborgene Gestalt 2“ for players). */
  labels: readonly string[];
  characters: readonly PlayCharacterView[];
  onCommand(command: CombatCommand): void;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const isGm = config.role === "gm";
  const table = settingsOf(config);
  const hidden = t("web.combat.hidden");
  // The fighter the GM is asked about, by ref (its place may move meanwhile).
  const [asking, setAsking] = useState<string | null>(null);
  return (
    <ol className="order" data-testid="combat-order">
      {combat.order.map((f, i) => {
        const name = labels[i] ?? fighterLabel(f, hidden);
        const key = f.ref ?? String(i);
        const character = f.characterId ? characters.find((c) => c.id === f.characterId) : undefined;
        const condition = character?.play.condition ?? null;
        return (
          <li key={key} aria-current={i === combat.turn ? "step" : undefined} className="combatant">
            <div className="who">
              <strong>{name}</strong>
              {f.initiative !== undefined && (
                <small> {t("web.combat.initiativeShort", { n: f.initiative })}</small>
              )}
              {i === combat.turn && (
                <>
                  {" "}
                  <span className="badge">{t("web.combat.turn")}</span>
                </>
              )}
            </div>
            {condition && (
              <p className="muted" data-testid="fighter-condition">
                {conditionSentence(config.system, table, condition, i18n)}
              </p>
            )}
            {isGm && (
              <div className="row">
                <button
                  type="button"
                  className="icon"
                  disabled={i === 0}
                  aria-label={t("web.combat.up", { name })}
                  onClick={() => onCommand({ command: "move", participant: i, to: i - 1 })}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="icon"
                  disabled={i === combat.order.length - 1}
                  aria-label={t("web.combat.down", { name })}
                  onClick={() => onCommand({ command: "move", participant: i, to: i + 1 })}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="icon"
                  disabled={combat.order.length < 2}
                  aria-label={t("web.combat.remove", { name })}
                  aria-expanded={asking === key}
                  onClick={() => setAsking(asking === key ? null : key)}
                >
                  ×
                </button>
              </div>
            )}
            {isGm && combat.order.length < 2 && i === 0 && (
              <p className="muted small">{t("web.combat.lastFighter")}</p>
            )}
            {isGm && asking === key && (
              <Confirm
                question={t("web.combat.removeAsk", { name })}
                yes={t("web.combat.removeYes")}
                no={t("web.combat.cancel")}
                onYes={() => {
                  setAsking(null);
                  onCommand({ command: "remove", participant: i });
                }}
                onNo={() => setAsking(null)}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * A question asked in place before something that cannot be taken back (a fighter out of the
 * fight, the end of the fight): the question, „yes“ and „no“; the „yes“ button takes the focus,
 * so a keyboard or screen reader user lands on the answer.
 */
export function Confirm({
  question,
  yes,
  no,
  onYes,
  onNo,
}: {
  question: string;
  yes: string;
  no: string;
  onYes(): void;
  onNo(): void;
}) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <fieldset className="confirm" data-testid="confirm">
      <legend>{question}</legend>
      <div className="row wrap">
        <button ref={first} type="button" className="danger" onClick={onYes}>
          {yes}
        </button>
        <button type="button" onClick={onNo}>
          {no}
        </button>
      </div>
    </fieldset>
  );
}
