import { MAX_SESSION_TITLE } from "@spieltisch/protocol";
import { useState } from "react";
import { useI18n } from "../lib/i18n.js";
import type { TableSession } from "../session/types.js";
import { FailureMessage, useFailure } from "./failure-message.js";

/**
 * The GM's start and end of an evening („Spielabend“, CONTRACT §7): a title (optional) and
 * „Spielabend beginnen“ while none is open, „Spielabend beenden“ while one is. Each is a
 * `session` event the whole table sees; the recap of an ended evening is there for everybody.
 */
export function SessionControls({ session, open }: { session: TableSession; open: boolean }) {
  const { t } = useI18n();
  const [title, setTitle] = useState("");
  const [busy, setBusy] = useState(false);
  const { failure, attempt } = useFailure();
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    await attempt(work);
    setBusy(false);
  };
  return (
    <div className="card stack no-print" data-testid="session-controls">
      {open ? (
        <>
          <p className="muted">{t("web.recap.endHint")}</p>
          <button
            type="button"
            className="primary"
            disabled={busy}
            onClick={() => void run(() => session.sessionCommand({ command: "end" }))}
          >
            {t("web.recap.end")}
          </button>
        </>
      ) : (
        <form
          className="row wrap"
          onSubmit={(e) => {
            e.preventDefault();
            const given = title.trim();
            void run(async () => {
              await session.sessionCommand({ command: "start", ...(given ? { title: given } : {}) });
              setTitle("");
            });
          }}
        >
          <label className="grow session-title">
            {t("web.recap.startTitle")}
            <input value={title} maxLength={MAX_SESSION_TITLE} onChange={(e) => setTitle(e.target.value)} />
          </label>
          <button type="submit" className="primary" disabled={busy}>
            {t("web.recap.start")}
          </button>
        </form>
      )}
      <FailureMessage failure={failure} />
    </div>
  );
}
