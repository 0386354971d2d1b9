import { useState } from "react";
import { useI18n } from "../../lib/i18n.js";
import { reasonOf } from "../../lib/play-commands.js";
import type { PlayCharacterView, TableSession } from "../../session/types.js";

/**
 * Whose due checks this member is asked to roll: a player their own characters'; the GM the NPCs'
 * and those of characters nobody else owns (the GM's own, a local table's). So a check that
 * comes due (low TP, bleeding, stun, a Kraft check…) is prompted on exactly one phone.
 */
export function dueFor(
  characters: readonly PlayCharacterView[],
  isGm: boolean,
  me: string | null,
): PlayCharacterView[] {
  return characters.filter(
    (c) =>
      c.play.due.length > 0 &&
      (isGm ? c.character.npc === true || c.owner === null || c.owner === me : c.mine),
  );
}

/**
 * The checks due in the fight, as prompts with one button each: rolled as the character with
 * `dueCheck` and `apply`, so the rules book the outcome (out of action, bleeding stopped …).
 */
export function CombatDue({ session }: { session: TableSession }) {
  const { t, tk, lang } = useI18n();
  const { config } = session;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const asked = dueFor(session.playCharacters(), config.role === "gm", session.memberId());
  if (asked.length === 0 || config.role === "viewer") return null;
  const roll = async (character: string, check: { id: string; action: string }) => {
    setError(null);
    setBusy(true);
    try {
      await session.roll(check.action, {}, { actor: character, dueCheck: check.id, apply: true });
    } catch (e) {
      setError(t("web.play.error", { reason: reasonOf(e, { tk, lang }) }));
    }
    setBusy(false);
  };
  return (
    <section className="card due stack" aria-label={t("web.play.due")} data-testid="combat-due">
      {asked.map((c) => (
        <div key={c.id} className="stack">
          <h3>{t("web.combat.due", { name: String(c.character.name ?? c.id) })}</h3>
          {c.play.due.map((check) => (
            <div key={check.id} className="row wrap">
              <p>{tk(`dueCheck.${check.reason}`, check.reason, check.params ?? {})}</p>
              <button
                type="button"
                className="primary"
                disabled={busy}
                onClick={() => void roll(c.id, check)}
              >
                {t("web.combat.dueRoll")}
              </button>
            </div>
          ))}
        </div>
      ))}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </section>
  );
}
