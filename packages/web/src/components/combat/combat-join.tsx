import { type CombatState, initiativeRuleOf, stuntsInitiativeEntry } from "@spieltisch/protocol";
import { useState } from "react";
import { useI18n } from "../../lib/i18n.js";
import { sheetValuesOf } from "../../lib/play-state.js";
import { settingsOf } from "../../session/local-session.js";
import type { TableSession } from "../../session/types.js";
import { FailureMessage, useFailure } from "../failure-message.js";
import { fighterName } from "./combat-setup.js";

/**
 * The GM brings newcomers into the running fight (`join`): the table's characters not yet in it,
 * ticked, with a sentence on where they go by the table's rule — 3W6 rolls their initiative first
 * (fair dice in the log; secret when a secret NPC comes), Faar orders them by GE + IT, the others
 * put them at the end (↑/↓ after).
 */
export function CombatJoin({ session, combat }: { session: TableSession; combat: CombatState }) {
  const { t } = useI18n();
  const { config } = session;
  const [picked, setPicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const { failure, attempt } = useFailure();
  const rule = initiativeRuleOf(config.system);
  const fighting = new Set(combat.order.flatMap((f) => (f.characterId ? [f.characterId] : [])));
  const free = session.playCharacters().filter((c) => !fighting.has(c.id));
  const chosen = free.filter((c) => picked.includes(c.id));
  const table = settingsOf(config);

  const join = async () => {
    setBusy(true);
    const done = await attempt(async () => {
      const participants = chosen.map((c) => ({ characterId: c.id }));
      if (rule === "3w6-roll") {
        const entries = chosen.map((c) =>
          stuntsInitiativeEntry(c.id, sheetValuesOf(config.system, c.character, table)),
        );
        const secret = chosen.some((c) => c.character.npc === true && c.character.secret === true);
        const roll = await session.roll(
          "initiative",
          { participants: entries },
          { label: t("web.combat.initiative"), ...(secret ? { secret } : {}) },
        );
        await session.combat({ command: "join", participants, initiativeRoll: roll.seq });
      } else {
        await session.combat({ command: "join", participants });
      }
      return true;
    });
    setBusy(false);
    if (done) setPicked([]);
  };

  return (
    <details className="card" data-testid="combat-join">
      <summary>{t("web.combat.joinTitle")}</summary>
      <div className="stack">
        <p className="muted">{t(`web.combat.joinRule.${rule}`)}</p>
        {free.length === 0 ? (
          <p>{t("web.combat.joinNone")}</p>
        ) : (
          <fieldset className="stack">
            <legend>{t("web.combat.joinPick")}</legend>
            {free.map((c) => (
              <label key={c.id} className="check">
                <input
                  type="checkbox"
                  checked={picked.includes(c.id)}
                  onChange={(e) =>
                    setPicked(e.target.checked ? [...picked, c.id] : picked.filter((id) => id !== c.id))
                  }
                />
                {fighterName(c, t("web.play.npc"))}
              </label>
            ))}
          </fieldset>
        )}
        {free.length > 0 && (
          <button
            type="button"
            className="primary"
            disabled={chosen.length === 0 || busy}
            aria-describedby={chosen.length === 0 ? "combat-join-why" : undefined}
            onClick={() => void join()}
          >
            {rule === "3w6-roll" ? t("web.combat.joinRoll") : t("web.combat.joinButton")}
          </button>
        )}
        {free.length > 0 && chosen.length === 0 && (
          <p id="combat-join-why" className="muted small">
            {t("web.combat.joinWhy")}
          </p>
        )}
        <FailureMessage failure={failure} />
      </div>
    </details>
  );
}
