import { useState } from "react";
import { describeEvent } from "../components/event-text.js";
import { useI18n } from "../lib/i18n.js";
import { download } from "../lib/stored-state.js";
import { settingsOf } from "../session/local-session.js";
import { useSessionVersion } from "../session/use-session.js";
import type { ViewProps } from "./view-props.js";

const FILTERS = ["all", "roll", "note", "combat", "roll-request", "secret"] as const;
type Filter = (typeof FILTERS)[number];

/** The table log: text first, an ARIA live region, filters; secret rolls reach only the GM. */
export default function LogView({ session }: ViewProps) {
  const i18n = useI18n();
  const { t, tk } = i18n;
  useSessionVersion(session);
  const [filter, setFilter] = useState<Filter>("all");
  const [note, setNote] = useState("");
  const isGm = session.config.role === "gm";
  const names = new Map(session.playCharacters().map((c) => [c.id, String(c.character.name ?? c.id)]));
  const play = {
    system: session.config.system,
    table: settingsOf(session.config),
    nameOf: (id: string) => names.get(id),
  };
  const events = session
    .events()
    .filter((e) => (filter === "all" ? true : filter === "secret" ? e.secret === true : e.kind === filter));
  return (
    <div className="stack">
      <fieldset className="segmented">
        <legend className="sr-only">{t("web.log.filter")}</legend>
        {FILTERS.filter((f) => f !== "secret" || isGm).map((f) => (
          <button key={f} type="button" aria-pressed={filter === f} onClick={() => setFilter(f)}>
            {tk(`web.log.filter.${f}`, f)}
          </button>
        ))}
      </fieldset>
      <ol className="log" role="log" aria-live="polite" aria-label={t("web.view.log")} data-testid="log">
        {[...events].reverse().map((e) => (
          <li
            key={e.seq}
            className={e.secret ? "log-entry secret" : "log-entry"}
            data-kind={e.kind}
            data-seq={e.seq}
          >
            <time dateTime={e.at}>{new Date(e.at).toLocaleTimeString(i18n.lang)}</time>{" "}
            {describeEvent(e, i18n, play)}
          </li>
        ))}
      </ol>
      {events.length === 0 && <p className="muted">{t("web.log.empty")}</p>}
      <form
        className="row"
        onSubmit={(e) => {
          e.preventDefault();
          if (!note.trim()) return;
          void session.note(note.trim());
          setNote("");
        }}
      >
        <label className="grow">
          {t("web.log.note")}
          <input value={note} onChange={(e) => setNote(e.target.value)} />
        </label>
        <button type="submit">{t("web.log.send")}</button>
      </form>
      <button
        type="button"
        onClick={async () => download(`spieltisch-${session.config.id}.json`, await session.exportJson())}
      >
        {t("web.log.export")}
      </button>
    </div>
  );
}
