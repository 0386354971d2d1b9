import { ApiError } from "@spieltisch/protocol";
import { useEffect, useRef, useState } from "react";
import { z } from "zod";
import { failureText } from "../lib/failure-text.js";
import { useI18n } from "../lib/i18n.js";
import { navigate } from "../lib/router.js";
import { useStoredState } from "../lib/stored-state.js";
import { callRoute } from "../session/api.js";
import { deviceKey } from "../session/device-key.js";
import { loadMembership, saveMembership } from "../session/memberships.js";
import { loadInviteLinks } from "../session/my-tables.js";

/** The token of an invite link (`…#/join/<id>?token=…&system=…`). */
const linkToken = (link: string): string | null => new URLSearchParams(link.split("?")[1] ?? "").get("token");

/**
 * Opens an invite link: asks for a name, trades the invite token for a personal one
 * (`POST /join`), reads the table and remembers it in this browser. A link this browser already
 * joined with opens the table at once; another link to a table it sits at offers to open it.
 */
export function JoinView({ id, query }: { id: string; query: URLSearchParams }) {
  const i18n = useI18n();
  const { t, tk } = i18n;
  const [name, setName] = useStoredState("spieltisch.name", z.string(), "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const invite = query.get("token") ?? "";
  const table = `/table/${encodeURIComponent(id)}/dice`;
  const member = loadMembership(id);
  const sameLink = member !== null && (member.invite === invite || member.token === invite);
  useEffect(() => {
    if (sameLink) navigate(table);
  }, [sameLink, table]);
  // The GM link of a table created in this browser, whose GM gave their name there: joined at once.
  const createdHere =
    member === null &&
    invite !== "" &&
    loadInviteLinks(id)?.some((l) => l.role === "gm" && linkToken(l.link) === invite) === true;
  // The name known when the link opened (given on the start page), not one being typed here.
  const [given] = useState(() => name.trim() !== "");
  const joinAtOnce = createdHere && given;

  const join = async () => {
    setBusy(true);
    setError(null);
    try {
      let token = invite;
      const device = deviceKey();
      try {
        token = (
          await callRoute("POST /api/tables/:id/join", {
            params: { id },
            token: invite,
            body: { name: name.trim(), ...(device ? { device } : {}) },
          })
        ).token;
      } catch (e) {
        // A personal link (already joined) works as it is.
        if (!(e instanceof ApiError && e.status === 400)) throw e;
      }
      const info = await callRoute("GET /api/tables/:id", { params: { id }, token });
      saveMembership({
        token,
        credentialId: info.you.credentialId,
        invite,
        config: {
          id,
          name: info.name,
          system: info.system,
          modules: info.modules,
          houseRules: info.houseRules,
          role: info.you.role,
          local: false,
        },
      });
      navigate(`/table/${encodeURIComponent(id)}/dice`);
    } catch (e) {
      const status = e instanceof ApiError ? e.status : 0;
      // A revoked person by the link they came by (403 member-revoked) is told so in words.
      setError(status === 401 || status === 404 ? t("web.join.badLink") : failureText(e, i18n));
      setBusy(false);
    }
  };

  const joining = useRef(false);
  useEffect(() => {
    if (!joinAtOnce || joining.current) return;
    joining.current = true;
    void join();
  });

  if (sameLink) return <p>{t("web.app.loading")}</p>;
  if (joinAtOnce && error === null) return <p>{t("web.join.joining")}</p>;
  return (
    <form
      className="card stack"
      onSubmit={(e) => {
        e.preventDefault();
        void join();
      }}
    >
      <h1>{t("web.join.title")}</h1>
      {member && (
        <>
          <p>{t("web.join.already", { role: tk(`web.role.${member.config.role}`, member.config.role) })}</p>
          <button type="button" className="primary" onClick={() => navigate(table)}>
            {t("web.join.open")}
          </button>
          <p>{t("web.join.asSomeoneElse")}</p>
        </>
      )}
      <label>
        {t("web.join.name")}
        <input
          value={name}
          required
          maxLength={100}
          autoComplete="nickname"
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <button type="submit" className={member ? undefined : "primary"} disabled={busy || !name.trim()}>
        {busy ? t("web.join.joining") : t("web.join.join")}
      </button>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </form>
  );
}
