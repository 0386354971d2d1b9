import { getSystem } from "@spieltisch/engine";
import { ApiError, HOUSE_RULE_CODES, parseCharacterText } from "@spieltisch/protocol";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { BuilderSummary } from "../components/builder-summary.js";
import { IssueList } from "../components/issue-list.js";
import { type Draft, draftKey, draftSchema } from "../lib/builder-draft.js";
import { builderFor } from "../lib/builder-form.js";
import { checkDraft } from "../lib/draft-check.js";
import { emptyCharacter, withHouseRules } from "../lib/evaluate.js";
import { failureText } from "../lib/failure-text.js";
import { useI18n } from "../lib/i18n.js";
import { navigate } from "../lib/router.js";
import { download, useStoredState } from "../lib/stored-state.js";
import { settingsOf } from "../session/local-session.js";
import { useSessionVersion } from "../session/use-session.js";
import type { ViewProps } from "./view-props.js";

const allowable = new Set<string>(HOUSE_RULE_CODES);

/** A system's name as players know it (the id only for a system this app does not know). */
const systemName = (id: unknown): string => {
  try {
    return getSystem(String(id)).name;
  } catch {
    return String(id);
  }
};

/** The character builder: live cost and values while typing, issues next to the field, drafts that survive reload. */
export default function BuilderView({ session }: ViewProps) {
  const { t, tk } = useI18n();
  useSessionVersion(session);
  const { config } = session;
  const fresh = (): Draft => ({
    id: null,
    version: null,
    character: emptyCharacter(config.system, ""),
    houseRules: [],
  });
  const [stored, setDraft] = useStoredState(draftKey(config.id), draftSchema, fresh);
  // A draft of another system (the one local table was made anew with another system) is not
  // this table's: start fresh instead of showing a foreign file.
  const draft = stored.character?.system === config.system ? stored : fresh();
  const [message, setMessage] = useState<string | null>(null);
  // What the last tap did comes into view below the buttons (a phone shows the button at its edge).
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message !== null) status.current?.scrollIntoView?.({ block: "nearest" });
  }, [message]);
  const [jsonText, setJsonText] = useState<string | null>(null);
  const table = withHouseRules(settingsOf(config), draft.houseRules);
  const check = checkDraft(draft.character, table);
  const report = check.report;
  const issues = check.issues;
  // Only errors a table may allow by house rule get a switch (the one list, `HOUSE_RULE_CODES`).
  const errorCodes = [
    ...new Set(issues.filter((i) => i.severity === "error" && allowable.has(i.code)).map((i) => i.code)),
  ];
  // Another player's character opens to be looked at, not changed (issue #29): the server would
  // refuse the save. The GM may change every character.
  const playing = draft.id === null ? undefined : session.playCharacters().find((c) => c.id === draft.id);
  const readOnly = playing !== undefined && !playing.mine && config.role !== "gm";
  const setCharacter = (character: Record<string, unknown>) => {
    if (!readOnly) setDraft({ ...draft, character });
  };
  const builder = builderFor(config.system, draft.character);
  const formProps = {
    onChange: setCharacter,
    issues,
    derived: report?.derived ?? {},
    table,
    cost: report?.cost,
  };

  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const text = await file.text();
    const parsed = parseCharacterText(text);
    // A file of a system Spieltisch does not know is a file of another system than the table's.
    if (parsed.ok || parsed.problems.every((p) => p.code === "unknown-system")) {
      const character = JSON.parse(text) as Record<string, unknown>;
      if (character.system !== config.system) {
        setMessage(
          t("web.form.importOtherSystem", { file: file.name, system: systemName(character.system) }),
        );
        return;
      }
      setDraft({ ...draft, id: null, version: null, character });
      setMessage(t("web.builder.imported", { file: file.name }));
    } else {
      setMessage(
        t("web.builder.importProblems", {
          file: file.name,
          problems: parsed.problems.map((p) => `${p.path.join(".") || "/"}: ${p.message}`).join("; "),
        }),
      );
    }
  };

  const save = async () => {
    // Nothing half-saved: a file the schema refuses (a weapon's damage no die reads, a row without
    // its name) stays a draft; the fields at fault are marked where they are typed.
    const file = parseCharacterText(JSON.stringify(draft.character));
    if (!file.ok) {
      setMessage(t("web.gear.notSaved", { count: file.problems.length }));
      return;
    }
    try {
      const stored = await session.saveCharacter(draft.id, draft.character, draft.version);
      setDraft({ ...draft, id: stored.id, version: stored.version });
      // A confirmation a person sees where they tapped, naming whom (issue #29).
      const name = String(draft.character.name ?? "").trim();
      setMessage(
        name
          ? t("web.builder.saved", { name, version: stored.version })
          : t("web.builder.savedUnnamed", { version: stored.version }),
      );
    } catch (e) {
      const conflict = e instanceof ApiError && e.status === 409;
      setMessage(
        conflict
          ? t("web.builder.conflict")
          : t("web.builder.saveError", { message: failureText(e, { t, tk }) }),
      );
    }
  };

  return (
    <div className="builder stack">
      <section className="card summary" aria-live="polite" data-testid="builder-summary">
        <BuilderSummary system={config.system} report={report} issues={issues} valid={check.valid} />
        {!check.hasRules && <p className="muted">{t("web.builder.noRules")}</p>}
      </section>
      <section className="card stack">
        <h2>{t("web.view.builder")}</h2>
        {session.characters().length > 0 && (
          <label>
            {t("web.builder.stored")}
            <select
              value={draft.id ?? ""}
              onChange={(e) => {
                const stored = session.characters().find((c) => c.id === e.target.value);
                if (stored) {
                  setDraft({ ...draft, id: stored.id, version: stored.version, character: stored.character });
                  setMessage(null);
                }
              }}
            >
              <option value="">{t("web.builder.storedNone")}</option>
              {session.characters().map((c) => (
                <option key={c.id} value={c.id}>
                  {String(c.character.name ?? c.id)} (v{c.version})
                </option>
              ))}
            </select>
          </label>
        )}
        {readOnly && (
          <p className="notice" role="note" data-testid="builder-read-only">
            {playing.ownerName
              ? t("web.builder.notYours", { owner: playing.ownerName })
              : t("web.builder.notYoursNobody")}
          </p>
        )}
        {/* Read only: every field of the form stays visible and readable, none takes input. */}
        <fieldset
          className="plain-fieldset"
          disabled={readOnly}
          aria-label={readOnly ? t("web.builder.readOnly") : undefined}
        >
          {builder?.render(draft.character, formProps)}
          {builder === null && (
            <label>
              {t("web.builder.json")}
              <textarea
                className="code"
                rows={16}
                value={jsonText ?? JSON.stringify(draft.character, null, 2)}
                onChange={(e) => {
                  setJsonText(e.target.value);
                  try {
                    setCharacter(JSON.parse(e.target.value));
                  } catch {
                    // Keep typing: the text stays as typed until it is JSON again.
                  }
                }}
              />
            </label>
          )}
        </fieldset>
      </section>
      {issues.length > 0 && (
        <section className="card">
          <h2>{t("web.builder.issues")}</h2>
          <IssueList issues={issues} />
        </section>
      )}
      {!readOnly && (errorCodes.length > 0 || draft.houseRules.length > 0) && (
        <fieldset className="card">
          <legend>{t("web.builder.houseRules")}</legend>
          {[...new Set([...errorCodes, ...draft.houseRules])].map((code) => (
            <label key={code} className="check">
              <input
                type="checkbox"
                checked={draft.houseRules.includes(code)}
                onChange={(e) =>
                  setDraft({
                    ...draft,
                    houseRules: e.target.checked
                      ? [...draft.houseRules, code]
                      : draft.houseRules.filter((c) => c !== code),
                  })
                }
              />
              {t("web.builder.allow", { rule: tk(`web.rule.${code}`, code) })}
            </label>
          ))}
        </fieldset>
      )}
      <section className="card stack">
        <div className="row wrap">
          {!readOnly && (
            <button type="button" className="primary" onClick={save}>
              {t("web.builder.save")}
            </button>
          )}
          <button
            type="button"
            onClick={() =>
              download(
                `${String(draft.character.name || "charakter")}.json`,
                JSON.stringify(draft.character, null, 2),
              )
            }
          >
            {t("web.builder.export")}
          </button>
          <label className="file">
            {t("web.builder.import")}
            <input type="file" accept="application/json,.json" onChange={onImport} />
          </label>
          <button
            type="button"
            onClick={() => {
              setDraft(fresh());
              setMessage(null);
            }}
          >
            {t("web.builder.new")}
          </button>
          <button type="button" onClick={() => navigate(`/table/${encodeURIComponent(config.id)}/sheet`)}>
            {t("web.builder.toSheet")}
          </button>
        </div>
        {/* Next to the buttons: what the last tap did (saved, imported, refused). */}
        {message && (
          <p ref={status} role="status" className="notice builder-status">
            {message}
          </p>
        )}
      </section>
    </div>
  );
}
