import { useState } from "react";
import { useI18n } from "../lib/i18n.js";
import { CopyButton } from "./copy-button.js";
import { QrCode } from "./qr-code.js";

/**
 * The table screen as the GM hands it out in the table's settings: what it is for, its QR code
 * (scanned with the TV's or tablet's camera it opens the screen there at once), the link to copy
 * and one to open it in this browser (a laptop on the TV's cable). `link` is the screen's link
 * made from a viewer invite (`screenLinkOf`); without one the GM creates a viewer invite for the
 * screen first (`onCreate`) — the screen never uses the GM's own credential.
 */
export function ScreenInvite({ link, onCreate }: { link: string | null; onCreate(): Promise<void> }) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  return (
    <section
      className="card stack screen-invite"
      aria-labelledby="settings-screen"
      data-testid="screen-invite"
    >
      <h3 id="settings-screen">{t("web.screen.settings.title")}</h3>
      <p className="muted">{t("web.screen.settings.hint")}</p>
      {link === null ? (
        <>
          <p>{t("web.screen.settings.none")}</p>
          <button
            type="button"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              await onCreate();
              setBusy(false);
            }}
          >
            {t("web.screen.settings.create")}
          </button>
        </>
      ) : (
        <>
          <QrCode text={link} label={t("web.screen.settings.qr")} />
          <div className="invite">
            <label>
              {t("web.screen.settings.link")}
              <input readOnly value={link} data-testid="screen-link" onFocus={(e) => e.target.select()} />
            </label>
            <CopyButton text={link} label={t("web.screen.settings.copy")} />
          </div>
          <a href={link} target="_blank" rel="noopener">
            {t("web.screen.settings.open")}
          </a>
        </>
      )}
    </section>
  );
}
