import type { Issue } from "@spieltisch/engine";
import { issuesAt } from "../lib/evaluate.js";
import { useI18n } from "../lib/i18n.js";
import { IssueList } from "./issue-list.js";

type Row = { name: string; level: string; attributes?: string[]; kind?: string; [k: string]: unknown };
/** The draft this builder edits: the system's character file body as typed so far. */
export type EwsDraft = Record<string, unknown> & {
  name: string;
  attributes?: Row[];
  skills?: Row[];
  professions?: Row[];
  traits?: Row[];
  woundAttribute?: string | null;
  powerLevel?: string;
  budget?: number;
};

const LEVELS: Record<string, string[]> = {
  attributes: ["---", "--", "-", "+", "++", "+++"],
  skills: ["+", "++", "+++"],
  professions: ["+", "++", "+++"],
  traits: ["--", "-", "+", "++"],
};
const SECTIONS = ["attributes", "skills", "professions", "traits"] as const;
type Section = (typeof SECTIONS)[number];

/** The EWS character form (CONTRACT §2 body): rows of name and level with live values and issues. */
export function EwsCharacterForm({
  character,
  onChange,
  issues,
  derived,
}: {
  character: EwsDraft;
  onChange: (c: EwsDraft) => void;
  issues: readonly Issue[];
  derived: Readonly<Record<string, unknown>>;
}) {
  const { t } = useI18n();
  const attributeNames = (character.attributes ?? []).map((a) => a.name).filter(Boolean);
  const valueFor = (section: Section, name: string) => {
    const map = derived[section] as Record<string, number> | undefined;
    return map?.[name];
  };
  const setRows = (section: Section, rows: Row[]) => onChange({ ...character, [section]: rows });
  const budgetMode = character.budget !== undefined ? "custom" : (character.powerLevel ?? "angehender-held");
  return (
    <div className="stack">
      <label>
        {t("web.builder.name")}
        <input value={character.name} onChange={(e) => onChange({ ...character, name: e.target.value })} />
      </label>
      <IssueList issues={issuesAt(issues, "name")} compact />
      <div className="row">
        <label>
          {t("web.builder.powerLevel")}
          <select
            value={budgetMode}
            onChange={(e) => {
              const { budget: _b, powerLevel: _p, ...rest } = character;
              onChange(
                e.target.value === "custom"
                  ? { ...rest, budget: 7 }
                  : ({ ...rest, powerLevel: e.target.value } as EwsDraft),
              );
            }}
          >
            <option value="angehender-held">{t("web.builder.pl.angehender-held")}</option>
            <option value="beweger">{t("web.builder.pl.beweger")}</option>
            <option value="custom">{t("web.builder.pl.custom")}</option>
          </select>
        </label>
        {budgetMode === "custom" && (
          <label>
            {t("web.builder.budget")}
            <input
              type="number"
              min={0}
              value={character.budget ?? 0}
              onChange={(e) => onChange({ ...character, budget: Number(e.target.value) })}
            />
          </label>
        )}
      </div>
      <IssueList issues={issuesAt(issues, "budget")} compact />
      {SECTIONS.map((section) => {
        const rows = character[section] ?? [];
        return (
          <fieldset key={section} className="rows" data-section={section}>
            <legend>{t(`web.builder.section.${section}`)}</legend>
            {rows.map((row, i) => {
              const value = valueFor(section, row.name);
              const rowIssues = issuesAt(issues, section, i);
              const update = (patch: Partial<Row>) =>
                setRows(
                  section,
                  rows.map((r, k) => (k === i ? { ...r, ...patch } : r)),
                );
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the file.
                <div key={i} className="entry">
                  <div className="entry-line">
                    <input
                      aria-label={t("web.builder.rowName", { n: i + 1 })}
                      value={row.name}
                      onChange={(e) => update({ name: e.target.value })}
                    />
                    <select
                      aria-label={t("web.builder.rowLevel", { n: i + 1 })}
                      value={row.level}
                      onChange={(e) => update({ level: e.target.value })}
                    >
                      {LEVELS[section]!.map((l) => (
                        <option key={l} value={l}>
                          {l}
                        </option>
                      ))}
                    </select>
                    <output className="value" aria-label={t("web.builder.value")}>
                      {value ?? ""}
                    </output>
                    <button
                      type="button"
                      className="icon"
                      aria-label={t("web.builder.remove", { name: row.name || String(i + 1) })}
                      onClick={() =>
                        setRows(
                          section,
                          rows.filter((_, k) => k !== i),
                        )
                      }
                    >
                      ×
                    </button>
                  </div>
                  {section === "skills" && (
                    <div className="entry-line sub">
                      {[0, 1].map((slot) => (
                        <select
                          key={slot}
                          aria-label={t("web.builder.skillAttribute", { n: slot + 1 })}
                          value={row.attributes?.[slot] ?? ""}
                          onChange={(e) => {
                            const list = [...(row.attributes ?? [])];
                            list[slot] = e.target.value;
                            update({ attributes: list.filter(Boolean) });
                          }}
                        >
                          <option value="">–</option>
                          {attributeNames.map((n) => (
                            <option key={n} value={n}>
                              {n}
                            </option>
                          ))}
                        </select>
                      ))}
                    </div>
                  )}
                  {section === "professions" && (
                    <div className="entry-line sub">
                      <select
                        aria-label={t("web.builder.kind")}
                        value={row.kind ?? "profession"}
                        onChange={(e) => update({ kind: e.target.value })}
                      >
                        <option value="profession">{t("web.builder.kind.profession")}</option>
                        <option value="background">{t("web.builder.kind.background")}</option>
                      </select>
                    </div>
                  )}
                  <IssueList issues={rowIssues} compact />
                </div>
              );
            })}
            <button
              type="button"
              onClick={() =>
                setRows(section, [
                  ...rows,
                  {
                    name: "",
                    level: "+",
                    ...(section === "skills" ? { attributes: [] } : {}),
                    ...(section === "professions" ? { kind: "profession" } : {}),
                  },
                ])
              }
            >
              {t(`web.builder.add.${section}`)}
            </button>
          </fieldset>
        );
      })}
      <label>
        {t("web.builder.woundAttribute")}
        <select
          value={character.woundAttribute ?? ""}
          onChange={(e) => onChange({ ...character, woundAttribute: e.target.value || null })}
        >
          <option value="">{t("web.builder.woundDefault")}</option>
          {attributeNames.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <IssueList issues={issuesAt(issues, "woundAttribute")} compact />
      <label>
        {t("web.builder.notes")}
        <textarea
          rows={4}
          value={String(character.notes ?? "")}
          onChange={(e) => onChange({ ...character, notes: e.target.value })}
        />
      </label>
    </div>
  );
}
