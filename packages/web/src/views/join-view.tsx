import type { StoredTableOptions } from "@spieltisch/protocol";
import { useState } from "react";
import { useI18n } from "../lib/i18n.js";
import { navigate } from "../lib/router.js";
import { useStoredState } from "../lib/stored-state.js";
import { ApiError, api } from "../session/api.js";
import { saveMembership } from "../session/remote-session.js";

interface TableInfo {
  readonly id: string;
  readonly name: string;
  readonly system: string;
  readonly modules: string[];
  readonly houseRules?: StoredTableOptions;
  readonly you?: { role: "gm" | "player" | "viewer" };
}

/**
 * Opens an invite link: asks for a name, trades the invite token for a personal one
 * (`POST /join`), reads the table and remembers it in this browser.
 */
export function JoinView({ id, query }: { id: string; query: URLSearchParams }) {
  const { t } = useI18n();
  const [name, setName] = useStoredState("spieltisch.name", "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const invite = query.get("token") ?? "";
  const path = `/api/tables/${encodeURIComponent(id)}`;

  const join = async () => {
    setBusy(true);
    setError(null);
    try {
      let token = invite;
      try {
        token = (await api<{ token: string }>(`${path}/join`, { token: invite, body: { name: name.trim() } }))
          .token;
      } catch (e) {
        // A personal link (already joined) works as it is.
        if (!(e instanceof ApiError && e.status === 400)) throw e;
      }
      const info = await api<TableInfo>(path, { token });
      saveMembership({
        token,
        config: {
          id,
          name: info.name,
          system: info.system,
          modules: info.modules,
          houseRules: info.houseRules ?? {},
          role: info.you?.role ?? "player",
          local: false,
        },
      });
      navigate(`/table/${encodeURIComponent(id)}/dice`);
    } catch (e) {
      const status = e instanceof ApiError ? e.status : 0;
      setError(status === 401 || status === 404 ? t("web.join.badLink") : (e as Error).message);
      setBusy(false);
    }
  };

  return (
    <form
      className="card stack"
      onSubmit={(e) => {
        e.preventDefault();
        void join();
      }}
    >
      <h1>{t("web.join.title")}</h1>
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
      <button type="submit" className="primary" disabled={busy || !name.trim()}>
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
