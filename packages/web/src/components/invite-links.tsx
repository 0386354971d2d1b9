import type { StoredInviteLinks } from "@spieltisch/protocol";
import { useI18n } from "../lib/i18n.js";
import { CopyButton } from "./copy-button.js";

/** The invite links of a table, one per role, each with a copy button that says it copied. */
export function InviteLinks({ links }: { links: StoredInviteLinks }) {
  const { t, tk } = useI18n();
  return (
    <>
      {links.map(({ role, link }) => {
        const name = tk(`web.role.${role}`, role);
        return (
          // A link is unique; a role may have several once the GM made more in the settings.
          <div key={link} className="invite">
            <label>
              {name}
              <input readOnly value={link} data-role={role} onFocus={(e) => e.target.select()} />
            </label>
            <CopyButton text={link} label={t("web.copy.label", { role: name })} />
          </div>
        );
      })}
    </>
  );
}
