import type { TableEvent } from "@spieltisch/protocol";
import { useState } from "react";
import { describeEvent } from "../components/event-text.js";
import { FailureMessage, useFailure } from "../components/failure-message.js";
import { FairnessPanel } from "../fairness/fairness-panel.js";
import { useI18n } from "../lib/i18n.js";
import { compareIso, formatTime } from "../lib/local-format.js";
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
  // Viewers watch: the server refuses their notes, so they get no form to write one.
  const canWrite = session.config.role !== "viewer";
  const { failure, attempt } = useFailure();
  const names = new Map(session.playCharacters().map((c) => [c.id, String(c.character.name ?? c.id)]));
  const play = {
    system: session.config.system,
    table: settingsOf(session.config),
    nameOf: (id: string) => names.get(id),
  };
  // A player's secret events (a GM's secret request to them, their answer) join the log by time.
  const addressed = session.addressedToMe?.() ?? [];
  const outside = new Set<TableEvent>(addressed);
  const merged =
    addressed.length === 0
      ? session.events()
      : [...session.events(), ...addressed].sort((a, b) => compareIso(a.at, b.at));
  const events = merged.filter((e) =>
    filter === "all" ? true : filter === "secret" ? e.secret === true : e.kind === filter,
  );
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
      {/* The live region wraps the list: a role on the <ol> itself would take its list semantics away. */}
      <div role="log" aria-live="polite" aria-label={t("web.view.log")}>
        <ol className="log" data-testid="log">
          {[...events].reverse().map((e) => (
            <li
              // Addressed events are numbered in the GM stream: their own key space.
              key={outside.has(e) ? `gm-${e.seq}` : e.seq}
              className={e.secret ? "log-entry secret" : "log-entry"}
              data-kind={e.kind}
              data-seq={outside.has(e) ? `gm-${e.seq}` : e.seq}
            >
              <time dateTime={e.at}>{formatTime(new Date(e.at))}</time> {describeEvent(e, i18n, play)}
            </li>
          ))}
        </ol>
      </div>
      {events.length === 0 && <p className="muted">{t("web.log.empty")}</p>}
      {canWrite ? (
        <form
          className="row"
          onSubmit={async (e) => {
            e.preventDefault();
            const text = note.trim();
            if (!text) return;
            // The note stays in the field until the server has it.
            const sent = await attempt(async () => {
              await session.note(text);
              return true;
            });
            if (sent) setNote("");
          }}
        >
          <label className="grow">
            {t("web.log.note")}
            <input value={note} onChange={(e) => setNote(e.target.value)} />
          </label>
          <button type="submit">{t("web.log.send")}</button>
        </form>
      ) : (
        <p className="muted">{t("web.viewer.watching")}</p>
      )}
      <button
        type="button"
        onClick={() =>
          void attempt(async () =>
            download(`spieltisch-${session.config.id}.json`, await session.exportJson()),
          )
        }
      >
        {t("web.log.export")}
      </button>
      <FailureMessage failure={failure} />
      <FairnessPanel session={session} />
    </div>
  );
}
