import { useState } from "react";
import { useI18n } from "../lib/i18n.js";
import { navigate } from "../lib/router.js";
import { forgetTable } from "../session/my-tables.js";

/**
 * What a member whose access the GM revoked sees (the server closed the live socket with 4401):
 * that it was revoked, that the app stopped reconnecting, and the ways out — to „Meine Tische“,
 * or removing this table from that list right away.
 */
export function RevokedNotice({ tableId }: { tableId: string }) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  return (
    <section
      className="card revoked stack"
      role="alert"
      aria-labelledby="revoked-title"
      data-testid="revoked"
    >
      <h2 id="revoked-title">{t("web.revoked.title")}</h2>
      <p>{t("web.revoked.text")}</p>
      <div className="row wrap">
        <a className="button" href="#/">
          {t("web.revoked.toTables")}
        </a>
        <button
          type="button"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            forgetTable(tableId);
            navigate("/");
          }}
        >
          {t("web.revoked.forget")}
        </button>
      </div>
    </section>
  );
}
