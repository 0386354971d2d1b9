import { systemInfos } from "@spieltisch/engine";
import { useState } from "react";
import { InviteLinks } from "../components/invite-links.js";
import { useI18n } from "../lib/i18n.js";
import { formatDateTime } from "../lib/local-format.js";
import { navigate } from "../lib/router.js";
import type { MyTable } from "../session/my-tables.js";
import type { MyTablesStore } from "../session/my-tables-store.js";

const systemName = (id: string) => systemInfos().find((s) => s.id === id)?.name ?? id;

/**
 * "My tables": every table this browser belongs to (role, system, last activity), opened with one
 * tap; a shared one can be forgotten here (with an undo), a local one stays (it lives only here).
 * `store` is the loaded my-tables module; null where this browser keeps no table (nothing to show).
 */
export function MyTables({ store }: { store: MyTablesStore | null }) {
  const { t, tk, lang } = useI18n();
  const [, setVersion] = useState(0);
  const [forgotten, setForgotten] = useState<{ name: string; undo: () => void } | null>(null);
  const tables = store?.listMyTables() ?? [];
  const when = (iso: string) => formatDateTime(lang, new Date(iso));
  const forget = (table: MyTable) => {
    const undo = store?.forgetTable(table.id);
    if (undo) setForgotten({ name: table.name, undo });
    setVersion((v) => v + 1);
  };
  // A first visit shows no empty list: there is nothing to reopen yet (an undo still shows).
  if (tables.length === 0 && !forgotten) return null;
  return (
    <section className="card stack" aria-labelledby="my-tables">
      <h2 id="my-tables">{t("web.tables.title")}</h2>
      {tables.length === 0 && <p className="muted">{t("web.tables.empty")}</p>}
      <ul className="plain stack" data-testid="my-tables">
        {tables.map((table) => {
          const links = table.local ? null : (store?.loadInviteLinks(table.id) ?? null);
          return (
            <li key={table.id} className="my-table">
              <div className="row wrap">
                <p className="grow">
                  <strong>{table.name}</strong>
                  <br />
                  <small>
                    {systemName(table.system)} · {tk(`web.role.${table.role}`, table.role)}
                    {table.local && ` · ${t("web.tables.local")}`}
                    {table.lastActivity &&
                      ` · ${t("web.tables.lastActivity", { when: when(table.lastActivity) })}`}
                  </small>
                </p>
                <button
                  type="button"
                  className="primary"
                  aria-label={t("web.tables.openNamed", { name: table.name })}
                  onClick={() => navigate(`/table/${encodeURIComponent(table.id)}/dice`)}
                >
                  {t("web.tables.open")}
                </button>
                {!table.local && (
                  <button
                    type="button"
                    aria-label={t("web.tables.leaveNamed", { name: table.name })}
                    onClick={() => forget(table)}
                  >
                    {t("web.tables.leave")}
                  </button>
                )}
              </div>
              {links && (
                <details>
                  <summary>{t("web.tables.invites")}</summary>
                  <InviteLinks links={links} />
                </details>
              )}
            </li>
          );
        })}
      </ul>
      {forgotten && (
        <p role="status" className="row wrap">
          <span className="grow">{t("web.tables.forgotten", { name: forgotten.name })}</span>
          <button
            type="button"
            onClick={() => {
              forgotten.undo();
              setForgotten(null);
              setVersion((v) => v + 1);
            }}
          >
            {t("web.tables.undo")}
          </button>
        </p>
      )}
    </section>
  );
}
