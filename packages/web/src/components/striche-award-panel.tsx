import { MAX_STRICHE_PER_AWARD } from "@spieltisch/protocol";
import { useId, useState } from "react";
import { failureText } from "../lib/failure-text.js";
import { useI18n } from "../lib/i18n.js";
import type { TableSession } from "../session/types.js";
import { useSessionVersion } from "../session/use-session.js";

/**
 * „Striche vergeben“ (the GM, end of the evening; module SteM): Striche for one player character
 * or all of them, with the text's guide of 1 to 3 an evening beside the field. The award is a
 * logged event the whole table sees; players spend it in their Charakterheft.
 */
export function StricheAwardPanel({ session }: { session: TableSession }) {
  const i18n = useI18n();
  const { t } = i18n;
  useSessionVersion(session);
  const id = useId();
  const { config } = session;
  const [who, setWho] = useState("");
  const [count, setCount] = useState("2");
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  // Without the module SteM a table has no Striche to award.
  if (config.role !== "gm" || config.system !== "ews" || !config.modules.includes("stem")) return null;
  const titleId = `${id}-title`;
  const players = session.playCharacters().filter((c) => c.character.npc !== true);
  const striche = Number(count);
  const valid = Number.isInteger(striche) && striche >= 1 && striche <= MAX_STRICHE_PER_AWARD;
  const submit = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await session.awardStriche(who || null, striche, note.trim() || undefined);
      const name = players.find((p) => p.id === who)?.character.name;
      setMessage({
        text: t("web.stem.award.done", {
          striche,
          who: who ? String(name ?? who) : t("web.stem.award.allDone"),
        }),
        error: false,
      });
      setNote("");
    } catch (error) {
      setMessage({ text: failureText(error, i18n), error: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card stack no-print" aria-labelledby={titleId} data-testid="striche-award">
      <h3 id={titleId}>{t("web.stem.award.title")}</h3>
      <p className="muted">{t("web.stem.award.guide")}</p>
      <p className="muted">{t("web.stem.award.plan")}</p>
      <div className="row">
        <label>
          {t("web.stem.award.who")}
          <select value={who} onChange={(e) => setWho(e.target.value)}>
            <option value="">{t("web.stem.award.all")}</option>
            {players.map((p) => (
              <option key={p.id} value={p.id}>
                {String(p.character.name ?? p.id)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("web.stem.award.count")}
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_STRICHE_PER_AWARD}
            value={count}
            aria-invalid={!valid}
            onChange={(e) => setCount(e.target.value)}
          />
        </label>
      </div>
      <label>
        {t("web.stem.award.note")}
        <input value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
      </label>
      <button
        type="button"
        className="primary"
        disabled={busy || !valid || players.length === 0}
        onClick={() => void submit()}
      >
        {t("web.stem.award.submit")}
      </button>
      {message && (
        <p role="status" className={message.error ? "error" : undefined}>
          {message.text}
        </p>
      )}
    </section>
  );
}
