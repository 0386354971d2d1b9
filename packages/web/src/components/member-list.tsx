import { useState } from "react";
import { useI18n } from "../lib/i18n.js";
import { firstInvites } from "../session/invite-credentials.js";
import type { Member } from "../session/types.js";

/**
 * Everybody and every invite of a shared table as the GM manages them: name, role, whether it is a
 * person at the table or an invite link, revoked or not, and a revoke button that asks once more
 * before it acts (revoking cannot be undone). The GM's own access has no button.
 */
export function MemberList({
  members,
  me,
  onRevoke,
}: {
  members: readonly Member[];
  /** This browser's credential (not revocable from here). */
  me: string | null;
  onRevoke: (member: Member) => Promise<void>;
}) {
  const { t, tk } = useI18n();
  const [asking, setAsking] = useState<string | null>(null);
  const firsts = new Set(firstInvites(members));
  return (
    <ul className="members stack" data-testid="members">
      {members.map((m) => {
        const role = tk(`web.role.${m.role}`, m.role);
        // A person by their name; an invite as the link of its role (its name says whom it is for,
        // except on the links made with the table, which the server names for its own log).
        const name =
          m.kind === "member"
            ? (m.name ?? t("web.settings.unnamed"))
            : t("web.settings.inviteTitle", { role });
        const detail =
          m.kind === "member"
            ? `${role} · ${t("web.settings.joined")}`
            : firsts.has(m)
              ? t("web.settings.inviteFirst")
              : m.name
                ? t("web.settings.inviteFor", { name: m.name })
                : t("web.settings.inviteKind");
        const label = m.kind === "invite" && m.name && !firsts.has(m) ? m.name : name;
        return (
          <li key={m.id} className="member row wrap" data-member={m.id} data-revoked={m.revoked}>
            <p className="grow">
              <strong>{name}</strong>
              {m.id === me && ` (${t("web.settings.you")})`}
              <br />
              <span className="muted">{detail}</span>
              {m.revoked && (
                <>
                  {" "}
                  <span className="badge">{t("web.settings.revokedTag")}</span>
                </>
              )}
            </p>
            {!m.revoked && m.id !== me && asking !== m.id && (
              <button
                type="button"
                aria-label={t("web.settings.revokeNamed", { name: label })}
                onClick={() => setAsking(m.id)}
              >
                {t("web.settings.revoke")}
              </button>
            )}
            {asking === m.id && (
              // Asked in place, not in a browser dialog: stays readable at 360 px and for screen readers.
              <fieldset className="row wrap confirm">
                <legend>{t("web.settings.revokeQuestion", { name: label })}</legend>
                <button
                  type="button"
                  className="danger"
                  onClick={async () => {
                    await onRevoke(m);
                    setAsking(null);
                  }}
                >
                  {t("web.settings.revokeSure")}
                </button>
                <button type="button" onClick={() => setAsking(null)}>
                  {t("web.settings.cancel")}
                </button>
              </fieldset>
            )}
          </li>
        );
      })}
    </ul>
  );
}
