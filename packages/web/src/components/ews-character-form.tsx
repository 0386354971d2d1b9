import { type Issue, PLAIN_TABLE, type TableSettings } from "@spieltisch/engine";
import { issuesAt } from "../lib/evaluate.js";
import { useI18n } from "../lib/i18n.js";
import { formatNumber } from "../lib/local-format.js";
import { type EwsArmorRow, EwsEquipmentSection, type EwsWeaponRow } from "./ews-equipment-section.js";
import { IssueList } from "./issue-list.js";

type Row = {
  name: string;
  level: string;
  attributes?: string[];
  kind?: string;
  skill?: string;
  [k: string]: unknown;
};
/** The draft this builder edits: the system's character file body as typed so far. */
export type EwsDraft = Record<string, unknown> & {
  name: string;
  attributes?: Row[];
  skills?: Row[];
  professions?: Row[];
  traits?: Row[];
  specialisations?: Row[];
  creationStriche?: Record<string, number>;
  striche?: Record<string, number>;
  woundAttribute?: string | null;
  powerLevel?: string;
  budget?: number;
  weapons?: EwsWeaponRow[];
  armor?: EwsArmorRow[];
};

// "" is "not yet": a Fertigkeit, Beruf or Spezialisierung bought only with creation Striche.
const LEVELS: Record<string, string[]> = {
  attributes: ["---", "--", "-", "", "+", "++", "+++"],
  skills: ["", "+", "++", "+++"],
  professions: ["", "+", "++", "+++"],
  traits: ["--", "-", "+", "++"],
  specialisations: ["", "+", "++", "+++"],
};
const SECTIONS = ["attributes", "skills", "professions", "specialisations", "traits"] as const;
const MODULE_TEXTS = ["stem", "foka", "krit"] as const;
type Section = (typeof SECTIONS)[number];

/**
 * The EWS character form (CONTRACT §2 body): rows of name and level with live values and issues,
 * Spezialisierungen, creation in Striche (text L297), the fields of the table's modules (SteM
 * Striche, FoKa's TP Eigenschaft, weapons and armour) and each rule explained beside its field.
 */
export function EwsCharacterForm({
  character,
  onChange,
  issues,
  derived,
  table,
}: {
  character: EwsDraft;
  onChange: (c: EwsDraft) => void;
  issues: readonly Issue[];
  derived: Readonly<Record<string, unknown>>;
  table?: TableSettings;
}) {
  const { t, tk, lang } = useI18n();
  const modules = table?.modules ?? [];
  const inStriche = character.creationStriche !== undefined;
  const attributeNames = (character.attributes ?? []).map((a) => a.name).filter(Boolean);
  const skillNames = (character.skills ?? []).map((a) => a.name).filter(Boolean);
  const stemSpent = Object.values(character.striche ?? {}).reduce((a, b) => a + b, 0);
  const creationSpent = Object.values(character.creationStriche ?? {}).reduce((a, b) => a + b, 0);
  const setCreationStriche = (name: string, value: number) => {
    const { [name]: _old, ...rest } = character.creationStriche ?? {};
    onChange({ ...character, creationStriche: value > 0 ? { ...rest, [name]: value } : rest });
  };
  const valueFor = (section: Section, name: string) => {
    const map = derived[section] as Record<string, number> | undefined;
    return map?.[name];
  };
  const setRows = (section: Section, rows: Row[]) => onChange({ ...character, [section]: rows });
  const budgetMode = character.budget !== undefined ? "custom" : (character.powerLevel ?? "angehender-held");
  return (
    <div className="stack">
      {modules.length > 0 && (
        <div className="muted" data-testid="builder-modules">
          <p>{t("web.builder.modules", { list: modules.map((m) => tk(`web.module.${m}`, m)).join(", ") })}</p>
          <ul>
            {MODULE_TEXTS.filter((m) => modules.includes(m)).map((m) => (
              <li key={m}>{t(`web.builder.module.${m}`)}</li>
            ))}
          </ul>
        </div>
      )}
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
      <p className="muted">{t("web.builder.explain.powerLevel")}</p>
      <IssueList issues={issuesAt(issues, "budget")} compact />
      <label className="check">
        <input
          type="checkbox"
          checked={inStriche}
          onChange={(e) => {
            const { creationStriche: _c, ...rest } = character;
            onChange(e.target.checked ? { ...rest, creationStriche: {} } : rest);
          }}
        />
        {t("web.builder.creationStriche")}
      </label>
      <p className="muted">{t("web.builder.explain.creationStriche")}</p>
      {inStriche && (
        <p data-testid="builder-creation-striche">
          {t("web.builder.costStriche", {
            cost: formatNumber(lang, creationSpent / 3, 2),
            striche: creationSpent,
          })}
        </p>
      )}
      {stemSpent > 0 && <p className="muted">{t("web.builder.stemStriche", { striche: stemSpent })}</p>}
      {SECTIONS.map((section) => {
        const rows = character[section] ?? [];
        return (
          <fieldset key={section} className="rows" data-section={section}>
            <legend>{t(`web.builder.section.${section}`)}</legend>
            {section === "specialisations" && (
              <p className="muted">{t("web.builder.explain.specialisations")}</p>
            )}
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
                  <div className={inStriche ? "entry-line with-striche" : "entry-line"}>
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
                          {l || "±"}
                        </option>
                      ))}
                    </select>
                    {inStriche && (
                      <input
                        type="number"
                        inputMode="numeric"
                        className="striche"
                        min={0}
                        max={300}
                        aria-label={t("web.builder.creationStricheFor", { name: row.name || String(i + 1) })}
                        value={character.creationStriche?.[row.name] ?? 0}
                        disabled={!row.name}
                        onChange={(e) =>
                          setCreationStriche(row.name, Math.max(0, Number(e.target.value) || 0))
                        }
                      />
                    )}
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
                  {section === "specialisations" && (
                    <div className="entry-line sub">
                      <select
                        aria-label={t("web.builder.specialisationSkill", { n: i + 1 })}
                        value={row.skill ?? ""}
                        onChange={(e) => update({ skill: e.target.value })}
                      >
                        <option value="">–</option>
                        {skillNames.map((n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </select>
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
                    ...(section === "specialisations" ? { skill: skillNames[0] ?? "" } : {}),
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
        {modules.includes("foka") ? t("web.builder.tpAttribute") : t("web.builder.woundAttribute")}
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
      {modules.includes("foka") && <p className="muted">{t("web.builder.explain.tp")}</p>}
      <IssueList issues={issuesAt(issues, "woundAttribute")} compact />
      {modules.includes("foka") && (
        <EwsEquipmentSection
          weapons={character.weapons ?? []}
          armor={character.armor ?? []}
          issues={issues}
          table={table ?? PLAIN_TABLE}
          onWeapons={(weapons) => onChange({ ...character, weapons })}
          onArmor={(armor) => onChange({ ...character, armor })}
        />
      )}
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
