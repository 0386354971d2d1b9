import { buildRecap, eveningsOf, RecapWords } from "@spieltisch/protocol";
import { useMemo } from "react";
import { RecapPage } from "../components/recap-page.js";
import { SessionControls } from "../components/session-controls.js";
import { useI18n } from "../lib/i18n.js";
import { useSessionVersion } from "../session/use-session.js";
import type { ViewProps } from "./view-props.js";

/**
 * „Spielabend“: the GM starts and ends evenings here; everybody finds the table's evenings and
 * the recap of the one asked for (`?session=<seq of its start>`, else the latest), built in the
 * browser from the log this member sees — the same builder as the server's `GET …/recap`, so a
 * player's recap never tells a secret roll but their own answers to the GM's secret requests, and
 * a table played alone has one too.
 */
export default function RecapView({ session, query }: ViewProps) {
  const { t, lang } = useI18n();
  useSessionVersion(session);
  const events = session.events();
  const characters = session.characters();
  // A player's secret requests and answers, outside their log: the recap places them by time.
  const addressed = session.addressedToMe?.();
  const evenings = eveningsOf(events);
  const latest = evenings.at(-1);
  const asked = Number(query.get("session"));
  const chosen = evenings.find((e) => e.start.seq === asked) ?? latest;
  const { config } = session;
  const chosenSeq = chosen?.start.seq;
  // Both lists are new arrays whenever something changed: the recap is built again only then.
  const recap = useMemo(() => {
    if (chosenSeq === undefined) return null;
    const names = new Map(characters.map((c) => [c.id, String(c.character.name ?? c.id)]));
    return buildRecap(events, chosenSeq, {
      system: config.system,
      names,
      lang,
      ...(addressed ? { addressed } : {}),
    });
  }, [events, characters, addressed, chosenSeq, config.system, lang]);
  const words = new RecapWords(lang);
  const base = `#/table/${encodeURIComponent(config.id)}/recap`;
  return (
    <div className="stack recap-view">
      {config.role === "gm" && (
        <SessionControls session={session} open={latest !== undefined && !latest.end} />
      )}
      {evenings.length === 0 ? (
        <p className="muted">{t(config.role === "gm" ? "web.recap.none" : "web.recap.noneToSee")}</p>
      ) : (
        <nav className="card no-print" aria-label={t("web.recap.evenings")}>
          <ul className="plain evenings">
            {[...evenings].reverse().map(({ start, end }) => (
              <li key={start.seq} className="evening">
                <a
                  href={`${base}?session=${start.seq}`}
                  aria-current={start.seq === chosenSeq ? "page" : undefined}
                >
                  {start.title ?? t("recap.title.default", { date: words.date(start.at) })}
                </a>{" "}
                <span className="muted">
                  {words.date(start.at)}
                  {end ? "" : ` · ${t("web.recap.running")}`}
                </span>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {recap && <RecapPage recap={recap} />}
    </div>
  );
}
