import type { CombatCommand, CombatState, Fighter, TableConfig } from "@spieltisch/protocol";
import { useI18n } from "../../lib/i18n.js";
import { conditionSentence } from "../../lib/play-text.js";
import { settingsOf } from "../../session/local-session.js";
import type { PlayCharacterView } from "../../session/types.js";

/** A fighter's name for this member: the sheet's, or „Verborgene Gestalt“ for a secret NPC. */
export const fighterLabel = (f: Fighter, hidden: string): string => f.name ?? hidden;

/**
 * The fight's order as everyone sees it: each fighter with initiative, condition in words and
 * who is on turn; the GM moves fighters up and down (the order of tables without an initiative
 * rule is the GM's) and takes one out of the fight.
 */
export function CombatOrder({
  config,
  combat,
  characters,
  onCommand,
}: {
  config: TableConfig;
  combat: CombatState;
  characters: readonly PlayCharacterView[];
  onCommand(command: CombatCommand): void;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const isGm = config.role === "gm";
  const table = settingsOf(config);
  const hidden = t("web.combat.hidden");
  return (
    <ol className="order" data-testid="combat-order">
      {combat.order.map((f, i) => {
        const name = fighterLabel(f, hidden);
        const character = f.characterId ? characters.find((c) => c.id === f.characterId) : undefined;
        const condition = character?.play.condition ?? null;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a place in the order; hidden fighters have no id.
          <li key={i} aria-current={i === combat.turn ? "step" : undefined} className="combatant">
            <div className="who">
              <strong>{name}</strong>
              {f.initiative !== undefined && (
                <small> {t("web.combat.initiativeShort", { n: f.initiative })}</small>
              )}
              {i === combat.turn && <span className="badge">{t("web.combat.turn")}</span>}
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
                  onClick={() => onCommand({ command: "remove", participant: i })}
                >
                  ×
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
