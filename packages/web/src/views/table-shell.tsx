import { getSystem } from "@spieltisch/engine";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { RevokedNotice } from "../components/revoked-notice.js";
import { type I18n, useI18n } from "../lib/i18n.js";
import { formatClock, formatDateTime } from "../lib/local-format.js";
import { isLocalTableId, LocalSession, loadLocalTable } from "../session/local-session.js";
import { loadMembership } from "../session/memberships.js";
import { openRequestsFor } from "../session/open-requests.js";
import { RemoteSession } from "../session/remote-session.js";
import type { TableSession } from "../session/types.js";
import { useSessionVersion } from "../session/use-session.js";
import { webSystemOf } from "../systems/registry.js";

const VIEWS = {
  dice: lazy(() => import("./dice-view.js")),
  builder: lazy(() => import("./builder-view.js")),
  sheet: lazy(() => import("./sheet-view.js")),
  combat: lazy(() => import("./combat-view.js")),
  heal: lazy(() => import("./heal-view.js")),
  explorer: lazy(() => import("./explorer-view.js")),
  log: lazy(() => import("./log-view.js")),
  recap: lazy(() => import("./recap-view.js")),
  settings: lazy(() => import("./settings-view.js")),
} as const;
type ViewId = keyof typeof VIEWS;

/**
 * The views a table of `system` has: every view but „Kampf“ and „Heilung“, which only a system
 * with fights or healing has (`WebSystem.tabs`).
 */
const viewsOf = (system: string): ViewId[] => {
  const tabs = webSystemOf(system)?.tabs;
  return (Object.keys(VIEWS) as ViewId[]).filter(
    (v) => (v !== "combat" || tabs?.combat === true) && (v !== "heal" || tabs?.heal === true),
  );
};

function openSession(id: string): TableSession | null {
  if (isLocalTableId(id)) {
    const data = loadLocalTable(id);
    return data ? new LocalSession(data) : null;
  }
  const membership = loadMembership(id);
  return membership
    ? new RemoteSession(membership.config, membership.token, localStorage, membership.credentialId ?? null)
    : null;
}

/** A table: its navigation and the chosen view. */
export default function TableShell({
  id,
  view,
  query,
}: {
  id: string;
  view: string;
  query: URLSearchParams;
}) {
  const { t, tk } = useI18n();
  const session = useMemo(() => openSession(id), [id]);
  useEffect(() => () => session?.close(), [session]);
  if (!session) {
    return (
      <p role="alert" className="error">
        {t("web.table.unknown")} <a href="#/">{t("web.table.toStart")}</a>
      </p>
    );
  }
  const views = viewsOf(session.config.system);
  const current: ViewId = views.find((v) => v === view) ?? "dice";
  const View = VIEWS[current];
  const base = `#/table/${encodeURIComponent(id)}`;
  return (
    <div className={`table-shell view-${current}`}>
      <TableStatus session={session} />
      <Revoked session={session} />
      {current !== "dice" && <RequestBanner session={session} href={`${base}/dice`} />}
      <nav className="tabs no-print" aria-label={t("web.table.views")}>
        {/* „Tisch“ for everybody: the GM manages it, the others read its rules there. */}
        {views.map((v) => (
          <a key={v} href={`${base}/${v}`} aria-current={v === current ? "page" : undefined}>
            {tk(`web.view.${v}`, v)}
          </a>
        ))}
      </nav>
      <Suspense fallback={<p>{t("web.app.loading")}</p>}>
        <div data-view={current}>
          <View session={session} query={query} />
        </div>
      </Suspense>
    </div>
  );
}

/** When the state shown was seen: its time of day today, else its date and time. */
function seenTime(iso: string, lang: I18n["lang"]): string {
  const at = new Date(iso);
  return at.toDateString() === new Date().toDateString() ? formatClock(at) : formatDateTime(lang, at);
}

function TableStatus({ session }: { session: TableSession }) {
  const { t, tk, lang } = useI18n();
  useSessionVersion(session);
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    addEventListener("online", update);
    addEventListener("offline", update);
    return () => {
      removeEventListener("online", update);
      removeEventListener("offline", update);
    };
  }, []);
  const { config } = session;
  const state = online ? session.liveState() : "offline";
  // Offline, the views show the state this phone last saw: the line says when that was.
  const since = state === "offline" ? (session.seenSince?.() ?? null) : null;
  return (
    <div className="status no-print">
      <strong>{config.name}</strong> · {getSystem(config.system).name} ·{" "}
      <span>{tk(`web.role.${config.role}`, config.role)}</span> ·{" "}
      <span className={`live live-${state}`} data-live={state}>
        {since === null
          ? t(`web.live.${state}`)
          : t("web.live.offlineSince", { time: seenTime(since, lang) })}
      </span>
    </div>
  );
}

/** The notice of a revoked access, once the server said so (live state `revoked`). */
function Revoked({ session }: { session: TableSession }) {
  useSessionVersion(session);
  return session.liveState() === "revoked" ? <RevokedNotice tableId={session.config.id} /> : null;
}

/**
 * A roll request waiting for this person while another view is open: a line on top that leads to
 * the dice view, where the request waits with its values and odds.
 */
export function RequestBanner({ session, href }: { session: TableSession; href: string }) {
  const { t, tk } = useI18n();
  useSessionVersion(session);
  const waiting = openRequestsFor(
    session.events(),
    session.config.role,
    session.memberId(),
    session.addressedToMe?.(),
  );
  const first = waiting[0];
  if (!first) return null;
  return (
    <p className="card request no-print" role="status" data-testid="request-banner">
      <a href={href}>
        {t("web.request.waiting", {
          label: first.label ?? tk(`web.action.${first.action}`, first.action),
          count: waiting.length,
        })}
      </a>
    </p>
  );
}
