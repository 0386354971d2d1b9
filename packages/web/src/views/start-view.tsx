import { systemInfos } from "@spieltisch/engine";
import {
  draftOptionsOf,
  type LocalTableProblem,
  offeredOptions,
  type StoredInviteLinks,
  type TableOptionsJson,
  tableOptionOffers,
  withOfferValue,
} from "@spieltisch/protocol";
import { type ChangeEvent, useState } from "react";
import { InviteLinks } from "../components/invite-links.js";
import { LazyFailureMessage } from "../components/lazy-failure-message.js";
import { TableOptionFields } from "../components/table-option-fields.js";
import { useFailure } from "../components/use-failure.js";
import { type I18n, useI18n } from "../lib/i18n.js";
import { navigate } from "../lib/router.js";
import { useStoredState } from "../lib/stored-state.js";
import { loadMyTablesStore, useMyTablesStore } from "../session/my-tables-store.js";
import { MyTables } from "./my-tables.js";

interface TableForm {
  name: string;
  system: string;
  modules: string[];
  /**
   * The table's options in the one shape (`tableOptionsSchema`), sent as `houseRules`: only what
   * differs from the rules' defaults, of any system chosen here (what the chosen one offers is sent).
   */
  options: TableOptionsJson;
}

/**
 * A stored draft of the form, read without zod (the start page loads none): its texts and module
 * ids as they are, its options as far as they fit what some system offers (`draftOptionsOf`).
 */
function storedTableForm(stored: unknown): TableForm | null {
  if (typeof stored !== "object" || stored === null) return null;
  const fields = new Map<string, unknown>(Object.entries(stored));
  const name = fields.get("name");
  const system = fields.get("system");
  const modules = fields.get("modules");
  if (typeof name !== "string" || typeof system !== "string" || !Array.isArray(modules)) return null;
  const offers = systemInfos().flatMap((info) =>
    tableOptionOffers(
      info.id,
      info.modules.map((m) => m.id),
    ),
  );
  return {
    name,
    system,
    modules: modules.filter((m): m is string => typeof m === "string"),
    options: draftOptionsOf(fields.get("options"), offers),
  };
}

/** Start: create a table (shared or local), continue the local one, import an export. */
export function StartView() {
  const { t, tk } = useI18n();
  // Names and modules only: the rules (and the protocol's schemas) load with a table, not here.
  const systems = systemInfos();
  // A new key: drafts stored before the one option shape had house-rule flags instead.
  const [form, setForm] = useStoredState("spieltisch.draft.new-table.v2", storedTableForm, () => ({
    name: "",
    // The first system listed (the engine's `SYSTEM_IDS` order): every build lists at least one.
    system: systems[0]?.id ?? "",
    modules: systems[0]?.modules.filter((m) => m.defaultOn).map((m) => m.id) ?? [],
    options: {},
  }));
  // The last table created here: its links stay on the start page after leaving it and coming back.
  const [createdId, setCreatedId] = useStoredState<string | null>(
    "spieltisch.start.created",
    (stored) => (typeof stored === "string" ? stored : null),
    null,
  );
  const store = useMyTablesStore();
  const created = createdId && store ? store.loadInviteLinks(createdId) : null;
  // The GM's name at the table, given once here: opening the GM link then joins under it (the
  // join view reads the same entry), no second form (issue #29).
  const [gmName, setGmName] = useStoredState(
    "spieltisch.name",
    (stored) => (typeof stored === "string" ? stored : null),
    "",
  );
  const [error, setError] = useState<string | null>(null);
  const { failure, attempt } = useFailure();
  const system = systems.find((s) => s.id === form.system) ?? systems[0]!;
  const houseRules = offeredOptions(system.id, form.modules, form.options);
  const name = form.name.trim() || t("web.start.defaultName");

  const createShared = async () => {
    setError(null);
    // The API client (and the schemas it parses answers with) loads when a table is created.
    const done = await attempt(async () => {
      const { createRemoteTable, inviteLink } = await import("../session/api.js");
      const table = await createRemoteTable({ name, system: system.id, modules: form.modules, houseRules });
      return { table, inviteLink, store: await loadMyTablesStore() };
    });
    if (!done) return;
    const { table, inviteLink, store } = done;
    const origin = location.origin + location.pathname.replace(/\/$/, "");
    const links: StoredInviteLinks = [
      { role: "gm", link: inviteLink(origin, table.id, table.gmToken, system.id) },
      { role: "player", link: inviteLink(origin, table.id, table.playerToken, system.id) },
      { role: "viewer", link: inviteLink(origin, table.id, table.viewerToken, system.id) },
    ];
    store.saveInviteLinks(table.id, links);
    setCreatedId(table.id);
  };

  const playLocal = async () => {
    // The local session (the rules and the protocol) loads when it is chosen.
    const session = await attempt(() => import("../session/local-session.js"));
    if (!session) return;
    session.createLocalTable({ name, system: system.id, modules: form.modules, houseRules });
    navigate("/table/local/dice");
  };

  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const session = await attempt(() => import("../session/local-session.js"));
    if (!session) return;
    const { importLocalTable, LocalTableImportError } = session;
    try {
      const table = importLocalTable(await file.text());
      navigate(`/table/${encodeURIComponent(table.config.id)}/dice`);
    } catch (e) {
      setError(
        e instanceof LocalTableImportError
          ? t("web.start.importInvalid", {
              file: file.name,
              path: e.problem.path.join(".") || "$",
              problem: describeProblem(e.problem, tk),
            })
          : t("web.start.importError", { message: String(e) }),
      );
    }
  };

  return (
    <div className="stack">
      <h1>{t("web.start.title")}</h1>
      <p>{t("web.start.intro")}</p>
      <MyTables store={store} />
      <section className="card stack" aria-labelledby="new-table">
        <h2 id="new-table">{t("web.start.newTable")}</h2>
        <label>
          {t("web.start.tableName")}
          <input
            value={form.name}
            placeholder={t("web.start.defaultName")}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
          />
        </label>
        <label>
          {t("web.start.system")}
          <select
            value={system.id}
            onChange={(e) => {
              const next = systems.find((s) => s.id === e.target.value)!;
              setForm({
                ...form,
                system: next.id,
                modules: next.modules.filter((m) => m.defaultOn).map((m) => m.id),
              });
            }}
          >
            {systems.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        {system.modules.length > 0 && (
          <fieldset>
            <legend>{t("web.start.modules")}</legend>
            {system.modules.map((m) => (
              <label key={m.id} className="check">
                <input
                  type="checkbox"
                  checked={form.modules.includes(m.id)}
                  onChange={(e) =>
                    setForm({
                      ...form,
                      modules: e.target.checked
                        ? [...form.modules, m.id]
                        : form.modules.filter((x) => x !== m.id),
                    })
                  }
                />
                {tk(`web.module.${m.id}`, m.id)}
              </label>
            ))}
          </fieldset>
        )}
        <label>
          {t("web.start.gmName")}
          <input
            value={gmName}
            maxLength={100}
            autoComplete="nickname"
            aria-describedby="gm-name-hint"
            onChange={(e) => setGmName(e.target.value)}
          />
        </label>
        <p id="gm-name-hint" className="muted">
          {t("web.start.gmNameHint")}
        </p>
        <TableOptionFields
          system={system.id}
          modules={form.modules}
          options={form.options}
          foldOver={6}
          onChange={(offer, value) =>
            setForm({ ...form, options: withOfferValue(form.options, offer, value) })
          }
        />
        <div className="row">
          <button type="button" className="primary" onClick={createShared}>
            {t("web.start.createShared")}
          </button>
          <button type="button" onClick={playLocal}>
            {t("web.start.playLocal")}
          </button>
        </div>
        <LazyFailureMessage failure={failure} />
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
      </section>
      {created && (
        <section className="card stack" aria-labelledby="invites">
          <h2 id="invites">{t("web.start.invites")}</h2>
          <InviteLinks links={created} />
          {created.some((l) => l.role === "gm") && (
            <button
              type="button"
              className="primary"
              onClick={() => {
                location.href = created.find((l) => l.role === "gm")!.link;
              }}
            >
              {t("web.start.openAsGm")}
            </button>
          )}
        </section>
      )}
      <section className="card">
        <label>
          {t("web.start.import")}
          <input type="file" accept="application/json" onChange={onImport} />
        </label>
      </section>
    </div>
  );
}

/** A local-table problem in words: what is wrong with the field, in the user's language. */
function describeProblem(problem: LocalTableProblem, tk: I18n["tk"]): string {
  const other = tk("web.localTable.problem.other", problem.message, { message: problem.message });
  return tk(`web.localTable.problem.${problem.code}`, other, {
    expected: tk(`web.localTable.type.${problem.expected}`, problem.expected ?? ""),
  });
}
