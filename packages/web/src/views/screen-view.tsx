import type { Membership } from "@spieltisch/protocol";
import { useEffect, useMemo, useState } from "react";
import { TableScreen } from "../components/screen/table-screen.js";
import { failureText } from "../lib/failure-text.js";
import { useI18n } from "../lib/i18n.js";
import { useWakeLock } from "../lib/use-wake-lock.js";
import { loadMembership } from "../session/memberships.js";
import { RemoteSession } from "../session/remote-session.js";
import {
  forgetScreenCredential,
  joinAsScreen,
  loadScreenCredential,
  ScreenLinkRefused,
  saveScreenCredential,
  updateScreenCredential,
} from "../session/screen-credential.js";

/** Where the screen's credential comes from: its own record, or this browser's viewer membership. */
type Credential = { readonly membership: Membership; readonly own: boolean };

/**
 * Joins running, by table and token: one join per link, however often the view asks (React's
 * development mode runs effects twice) — each join would be a member more in the GM's list.
 */
const joining = new Map<string, Promise<Membership>>();

/** {@link joinAsScreen} once per table and token while it runs. */
function joinOnce(id: string, token: string, name: string): Promise<Membership> {
  const key = `${id}\n${token}`;
  const running = joining.get(key) ?? joinAsScreen(id, token, name).finally(() => joining.delete(key));
  joining.set(key, running);
  return running;
}

/**
 * The credential the screen may use without its link: its own record, else this browser's
 * membership where that is a viewer's. Never a GM's or a player's: a screen on a shared TV must
 * not be able to roll, book or read secrets.
 */
function storedCredential(id: string): Credential | null {
  const own = loadScreenCredential(id);
  if (own) return { membership: own, own: true };
  const membership = loadMembership(id);
  return membership?.config.role === "viewer" ? { membership, own: false } : null;
}

/**
 * The table screen's route (`#/screen/<id>?token=…`): the link from the table's settings joins the
 * table once as a viewer under the screen's own name and keeps that credential apart from any
 * membership (`session/screen-credential.ts`), then drops the token from the address; the screen
 * reads the table live over that viewer's socket and keeps the display awake.
 */
export default function ScreenView({ id, query }: { id: string; query: URLSearchParams }) {
  const i18n = useI18n();
  const { t } = i18n;
  const invite = query.get("token");
  const [credential, setCredential] = useState<Credential | null>(() =>
    invite === null || loadScreenCredential(id)?.invite === invite ? storedCredential(id) : null,
  );
  const [error, setError] = useState<string | null>(null);
  const name = t("web.screen.memberName");

  useEffect(() => {
    if (invite === null || credential !== null) return;
    let cancelled = false;
    joinOnce(id, invite, name).then(
      (joined) => {
        if (cancelled) return;
        saveScreenCredential(joined);
        setCredential({ membership: joined, own: true });
        // The token has done its work: the address shows the screen without it.
        location.replace(`#/screen/${encodeURIComponent(id)}`);
      },
      (e: unknown) => {
        if (cancelled) return;
        setError(
          e instanceof ScreenLinkRefused
            ? t(e.reason === "not-viewer" ? "web.screen.notViewer" : "web.screen.badLink")
            : failureText(e, i18n),
        );
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id, invite, credential, name, t, i18n]);

  const session = useMemo(() => {
    if (!credential) return null;
    const { membership, own } = credential;
    return new RemoteSession(
      membership.config,
      membership.token,
      localStorage,
      membership.credentialId ?? null,
      own ? (change) => updateScreenCredential(id, change) : undefined,
    );
  }, [credential, id]);
  useEffect(() => () => session?.close(), [session]);
  // A revoked credential of its own is dead: the next opening of the link joins anew.
  useEffect(() => {
    if (!session || !credential?.own) return;
    const unsubscribe = session.subscribe(() => {
      if (session.liveState() === "revoked") forgetScreenCredential(id);
    });
    return () => {
      unsubscribe();
    };
  }, [session, credential, id]);
  useWakeLock(session !== null);

  if (error !== null || (invite === null && credential === null)) {
    return (
      <div className="screen screen-message">
        <h1>{t("web.screen.title")}</h1>
        <p role="alert">{error ?? t("web.screen.needLink")}</p>
      </div>
    );
  }
  if (!session) {
    return (
      <div className="screen screen-message">
        <h1>{t("web.screen.title")}</h1>
        <p role="status">{t("web.screen.joining")}</p>
      </div>
    );
  }
  return <TableScreen session={session} />;
}
