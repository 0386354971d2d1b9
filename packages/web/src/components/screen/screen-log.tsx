import type { TableEvent } from "@spieltisch/protocol";
import { useI18n } from "../../lib/i18n.js";
import { formatClock } from "../../lib/local-format.js";
import { describeEvent, type PlayContext } from "../event-text.js";

/**
 * Bookkeeping, not play: the seeds (the log's „Faire Würfel“ checks them) and sheets saved (the
 * characters show in the fight and the rolls).
 */
const QUIET = new Set<TableEvent["kind"]>(["seed-committed", "seed-rotated", "character-saved"]);

/**
 * The last lines of the log, newest first, in the log's sentences (who did what to whom, a
 * condition after the blow, a note): the table's memory of the last minutes. `events` are those
 * the whole table may see (`publicEvents`); bookkeeping ({@link QUIET}) is left out. At most `lines`;
 * the screen's layout shows as many as fit and fades the oldest out.
 */
export function ScreenLog({
  events,
  lines,
  play,
}: {
  events: readonly TableEvent[];
  lines: number;
  play: PlayContext;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const last = events
    .filter((e) => !QUIET.has(e.kind))
    .slice(-lines)
    .reverse();
  return (
    <section className="screen-card screen-log" aria-labelledby="screen-log" data-testid="screen-log">
      <h2 id="screen-log">{t("web.screen.log")}</h2>
      {last.length === 0 ? (
        <p className="screen-muted">{t("web.screen.logEmpty")}</p>
      ) : (
        <ol className="screen-list">
          {last.map((e) => (
            <li key={e.seq} className="screen-line" data-kind={e.kind}>
              <time dateTime={e.at}>{formatClock(new Date(e.at))}</time> {describeEvent(e, i18n, play)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
