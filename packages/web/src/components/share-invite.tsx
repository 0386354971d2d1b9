import { useState } from "react";
import { useI18n } from "../lib/i18n.js";
import { CopyButton } from "./copy-button.js";
import { QrCode } from "./qr-code.js";

/**
 * One invite link as the GM hands it out: the link to select, copy (with feedback), share (the
 * phone's share sheet, where the browser has one) and a QR code to show across the table.
 */
export function ShareInvite({
  role,
  link,
  tableName,
  forName,
}: {
  role: string;
  link: string;
  tableName: string;
  /** Whom the invite is for, when the GM named it. */
  forName?: string | undefined;
}) {
  const { t, tk } = useI18n();
  const [qr, setQr] = useState(false);
  const name = tk(`web.role.${role}`, role);
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";
  return (
    <li className="share-invite stack" data-role={role}>
      <div className="invite">
        <label>
          {forName ? t("web.settings.linkFor", { role: name, name: forName }) : name}
          <input readOnly value={link} data-role={role} onFocus={(e) => e.target.select()} />
        </label>
        <CopyButton text={link} label={t("web.copy.label", { role: name })} />
      </div>
      <div className="row wrap">
        {canShare && (
          <button
            type="button"
            aria-label={t("web.settings.shareLabel", { role: name })}
            onClick={() => {
              // Dismissing the share sheet rejects; nothing went wrong then.
              navigator
                .share({
                  title: tableName,
                  text: t("web.settings.shareText", { name: tableName }),
                  url: link,
                })
                .catch(() => undefined);
            }}
          >
            {t("web.settings.share")}
          </button>
        )}
        <button
          type="button"
          aria-expanded={qr}
          aria-label={qr ? t("web.settings.qrHide") : t("web.settings.qrShowLabel", { role: name })}
          onClick={() => setQr(!qr)}
        >
          {qr ? t("web.settings.qrHide") : t("web.settings.qrShow")}
        </button>
      </div>
      {qr && <QrCode text={link} label={t("web.settings.qrAlt", { role: name })} />}
    </li>
  );
}
