import type { MemberEvent } from "@spieltisch/protocol";
import { useEffect, useState } from "react";
import { mainProbability } from "../../actions/odds.js";
import { type DueCheckView, dueCheckOn, dueOutcomeSentence } from "../../lib/due-text.js";
import { useI18n } from "../../lib/i18n.js";
import { reasonOf } from "../../lib/play-commands.js";
import { settingsOf } from "../../session/local-session.js";
import type { PlayCharacterView, TableSession } from "../../session/types.js";
import { UnbrokenPercents } from "../unbroken-percents.js";

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

/** A due check rolled here, with the check it answered: its outcome is said in words. */
interface Rolled {
  readonly name: string;
  readonly check: DueCheckView;
  readonly event: MemberEvent<"roll">;
}

/**
 * The checks due in the fight, as prompts: what the check is, what it is rolled on („KO-Probe auf
 * KO − Schaden = 14 − 4 = 10 gegen 12“) and its chance before, one button each — rolled as the
 * character with `dueCheck` and `apply`, so the rules book the outcome — and after the roll the
 * outcome in words („SR-Probe gegen 15: 14 – misslungen → kampfunfähig“).
 */
export function CombatDue({ session }: { session: TableSession }) {
  const { t, tk, lang } = useI18n();
  const { config } = session;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<Rolled[]>([]);
  const asked = dueFor(session.playCharacters(), config.role === "gm", session.memberId());
  if (config.role === "viewer" || (asked.length === 0 && done.length === 0)) return null;
  const roll = async (character: PlayCharacterView, check: DueCheckView) => {
    setError(null);
    setBusy(true);
    try {
      const event = await session.roll(
        check.action,
        {},
        { actor: character.id, dueCheck: check.id, apply: true },
      );
      setDone(
        [{ name: String(character.character.name ?? character.id), check, event }, ...done].slice(0, 3),
      );
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
            <div key={check.id} className="stack due-check" data-testid="due-check">
              <p>{tk(`dueCheck.${check.reason}`, check.reason, check.params ?? {})}</p>
              <DueOdds session={session} character={c.id} check={check} />
              <button
                type="button"
                className="primary"
                disabled={busy}
                aria-busy={busy}
                onClick={() => void roll(c, check)}
              >
                {busy ? t("web.combat.rolling") : t("web.combat.dueRoll")}
              </button>
            </div>
          ))}
        </div>
      ))}
      {done.length > 0 && (
        <ul className="plain stack" aria-live="polite" data-testid="due-outcomes">
          {done.map((d) => (
            <li key={d.event.seq} data-testid="due-outcome">
              <strong>{d.name}:</strong>{" "}
              {dueOutcomeSentence(config.system, settingsOf(config), d.check, d.event, { t, tk })}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </section>
  );
}

/** What a due check is rolled on and its chance, asked of the session as the roll would be. */
function DueOdds({
  session,
  character,
  check,
}: {
  session: TableSession;
  character: string;
  check: DueCheckView;
}) {
  const { t, tk, pct } = useI18n();
  const [chance, setChance] = useState<{ key: string; p: number | null } | null>(null);
  const key = `${character}/${check.id}/${JSON.stringify(check.options)}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the character and the check.
  useEffect(() => {
    let live = true;
    session.playOdds(check.action, {}, { actor: character, dueCheck: check.id }).then(
      (odds) => live && setChance({ key, p: mainProbability(odds)?.p ?? null }),
      () => live && setChance({ key, p: null }),
    );
    return () => {
      live = false;
    };
  }, [session, key]);
  const p = chance?.key === key ? chance.p : null;
  return (
    <p className="muted" data-testid="due-odds">
      {dueCheckOn(check, { t, tk })}
      {p !== null && <UnbrokenPercents text={` – ${t("web.due.chance", { pct: pct(p) })}`} />}
    </p>
  );
}
