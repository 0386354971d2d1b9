import { useEffect, useState } from "react";
import { useI18n } from "../lib/i18n.js";
import { navigate } from "../lib/router.js";
import { api } from "../session/api.js";
import { saveMembership } from "../session/remote-session.js";
import type { TableConfig } from "../session/types.js";

interface TableInfo {
  readonly id: string;
  readonly name: string;
  readonly system: string;
  readonly modules: string[];
  readonly houseRules?: Record<string, string | number | boolean>;
  readonly you?: { role: "gm" | "player" | "viewer" };
}

/** Opens an invite link: asks the server who we are, remembers the table, goes to it. */
export function JoinView({ id, query }: { id: string; query: URLSearchParams }) {
  const { t } = useI18n();
  const [error, setError] = useState<string | null>(null);
  const token = query.get("token") ?? "";
  useEffect(() => {
    let cancelled = false;
    (async () => {
      let config: TableConfig;
      try {
        const info = await api<TableInfo>(`/api/tables/${encodeURIComponent(id)}`, { token });
        config = {
          id,
          name: info.name,
          system: info.system,
          modules: info.modules,
          houseRules: info.houseRules ?? {},
          role: info.you?.role ?? "player",
          local: false,
        };
      } catch (e) {
        const status = (e as { status?: number }).status;
        if (status === 401 || status === 404 || status === 403) {
          if (!cancelled) setError(t("web.join.badLink"));
          return;
        }
        // A server without the table-info route: fall back to what the link says.
        config = {
          id,
          name: id,
          system: query.get("system") ?? "ews",
          modules: [],
          houseRules: {},
          role: query.get("role") === "gm" ? "gm" : "player",
          local: false,
        };
      }
      if (cancelled) return;
      saveMembership({ config, token });
      navigate(`/table/${encodeURIComponent(id)}/dice`);
    })();
    return () => {
      cancelled = true;
    };
  }, [id, token, query, t]);
  return error ? (
    <p role="alert" className="error">
      {error}
    </p>
  ) : (
    <p>{t("web.join.joining")}</p>
  );
}
