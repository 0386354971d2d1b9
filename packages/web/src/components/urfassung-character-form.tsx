import type { Issue, TableSettings } from "@spieltisch/engine";
import * as urfassungRules from "@spieltisch/engine/systems/ews-urfassung";
import type { ReactNode } from "react";
import { issuesAt } from "../lib/evaluate.js";
import { useI18n } from "../lib/i18n.js";
import { formatNumber } from "../lib/local-format.js";
import { DerivedList, NumberField, RowLabel, RuleSection, TextField } from "./builder-fields.js";
import { IssueList } from "./issue-list.js";
import { UrfassungGearSection } from "./urfassung-gear-section.js";

type Row = Record<string, unknown> & { name: string };
/** The draft this builder edits: the system's character file body as typed so far. */
export type UrfassungDraft = Record<string, unknown> & {
  name: string;
  creation?: "objective" | "subjective";
  pool?: number | undefined;
  lowPower?: boolean | undefined;
  attributes: Row[];
  subAttributes?: Row[];
  skills?: Row[];
  specialisations?: Row[];
  advantages?: Row[];
  disadvantages?: Row[];
};
type Section = "attributes" | "subAttributes" | "skills" | "specialisations" | "advantages" | "disadvantages";

const AVERAGE = 12;
const num = (v: unknown): number | undefined => (typeof v === "number" ? v : undefined);
const str = (v: unknown): string => (typeof v === "string" ? v : "");

/** An engine cost, or nothing while the row's numbers are outside what the rule prices. */
const priced = <T,>(cost: () => T): T | undefined => {
  try {
    return cost();
  } catch {
    return undefined;
  }
};

const EMPTY_ROW: Readonly<Record<Section, Row>> = {
  attributes: { name: "", value: AVERAGE },
  subAttributes: { name: "", base: "", value: AVERAGE },
  skills: { name: "", attribute: "", level: 0 },
  specialisations: { name: "", skill: "", level: 1 },
  advantages: { name: "", level: 1 },
  disadvantages: { name: "", level: 1 },
};

/**
 * The EWS-Urfassung builder (body in the engine README): objective creation with the GeP of every
 * row from the engine's point-buy (cost steps, a third for sub-attributes, special knowledge,
 * graded traits) against the pool, or the subjective balance check; TP from SR or KO.
 */
export function UrfassungCharacterForm({
  character,
  onChange,
  issues,
  derived,
  table,
}: {
  character: UrfassungDraft;
  onChange: (c: UrfassungDraft) => void;
  issues: readonly Issue[];
  derived: Readonly<Record<string, unknown>>;
  table: TableSettings;
}) {
  const { t, lang } = useI18n();
  // GeP come in halves (skills below ±0) and thirds (sub-attributes), SR/3 in thirds: one decimal.
  const formatGeP = (cost: number) => formatNumber(lang, cost);
  const formatThird = (value: number | undefined) => (value === undefined ? "" : formatNumber(lang, value));
  const objective = character.creation !== "subjective";
  const steps: readonly [number, number] = priced(() => urfassungRules.attributeSteps(table)) ?? [12, 15];
  const attributeNames = character.attributes.map((a) => a.name).filter(Boolean);
  const valueNames = [
    ...character.attributes.flatMap((a) => [str(a.short) || a.name]),
    ...(character.subAttributes ?? []).flatMap((a) => [str(a.short) || a.name]),
  ].filter(Boolean);
  const skillNames = (character.skills ?? []).map((s) => s.name).filter(Boolean);
  const derivedValue = (group: string, name: string) =>
    (derived[group] as Record<string, number> | undefined)?.[name];
  const baseValue = (base: string) =>
    character.attributes.find((a) => a.name === base || a.short === base)?.value as number | undefined;

  const sectionLabel = (section: Section) => t(`web.ur.${section}`);
  const label = (field: string, section: Section, n: number) => (
    <RowLabel field={field} section={sectionLabel(section)} n={n} />
  );

  const rows = (section: Section) => character[section] ?? [];
  const setRows = (section: Section, next: Row[]) => onChange({ ...character, [section]: next });

  /** The row's own fields, its GeP and its value, per section. */
  const rowFields = (section: Section, row: Row, i: number, update: (patch: Partial<Row>) => void) => {
    const n = i + 1;
    const at = (field: string) => issuesAt(issues, section, i, field);
    const select = (field: string, text: string, options: readonly string[]) => (
      <div className="field">
        <label>
          {label(text, section, n)}
          <select value={str(row[field])} onChange={(e) => update({ [field]: e.target.value })}>
            <option value="">{t("web.form.none")}</option>
            {[...new Set([...options, str(row[field])].filter(Boolean))].map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </label>
        <IssueList issues={at(field)} compact />
      </div>
    );
    const number = (
      field: string,
      text: string,
      min: number,
      max: number,
      optional = false,
      hint?: ReactNode,
    ) => (
      <NumberField
        label={label(text, section, n)}
        value={num(row[field])}
        min={min}
        max={max}
        optional={optional}
        hint={hint}
        onChange={(v) => update({ [field]: v })}
        issues={at(field)}
      />
    );
    const name = (
      <TextField
        label={label(t("web.ur.name"), section, n)}
        value={row.name}
        onChange={(v) => update({ name: v })}
        issues={at("name")}
      />
    );
    const short = (
      <TextField
        label={label(t("web.ur.short"), section, n)}
        value={str(row.short)}
        onChange={(v) => update({ short: v || undefined })}
      />
    );
    switch (section) {
      case "attributes":
        return {
          fields: [
            name,
            short,
            number("value", t("web.ur.value"), 0, 100),
            number("standard", t("web.ur.standard"), 0, 100, true, t("web.ur.standardHint")),
          ],
          cost: priced(() =>
            urfassungRules.attributeCost(num(row.value) ?? AVERAGE, num(row.standard) ?? AVERAGE, table),
          ),
        };
      case "subAttributes":
        return {
          fields: [
            name,
            short,
            select("base", t("web.ur.base"), attributeNames),
            number("value", t("web.ur.value"), 0, 100),
            number("standard", t("web.ur.standard"), 0, 100, true, t("web.ur.subStandardHint")),
          ],
          cost: priced(() =>
            urfassungRules.subAttributeCost(
              num(row.value) ?? AVERAGE,
              num(row.standard) ?? baseValue(str(row.base)) ?? AVERAGE,
              table,
            ),
          ),
        };
      case "skills": {
        const level = num(row.level) ?? 0;
        return {
          fields: [
            name,
            select("attribute", t("web.ur.attribute"), valueNames),
            number("level", t("web.ur.level"), -100, 100),
            <label key="sk" className="check">
              <input
                type="checkbox"
                checked={row.specialKnowledge === true}
                onChange={(e) => update({ specialKnowledge: e.target.checked || undefined })}
              />
              {label(t("web.ur.specialKnowledge"), section, n)}
            </label>,
            ...(level > urfassungRules.SKILL_BACKSTORY_LEVEL || str(row.backstory)
              ? [
                  <TextField
                    key="bs"
                    label={label(t("web.ur.backstory"), section, n)}
                    value={str(row.backstory)}
                    onChange={(v) => update({ backstory: v || undefined })}
                    multiline
                  />,
                ]
              : []),
          ],
          cost: priced(() => urfassungRules.skillCost(level, row.specialKnowledge === true)),
          value: derivedValue("skills", row.name),
        };
      }
      case "specialisations":
        return {
          fields: [
            name,
            select("skill", t("web.ur.skill"), skillNames),
            number("level", t("web.ur.level"), 0, 100),
          ],
          cost: priced(() => urfassungRules.specialisationCost(num(row.level) ?? 0)),
          value: derivedValue("specialisations", row.name),
        };
      case "advantages":
      case "disadvantages":
        return {
          fields: [
            name,
            number("level", t("web.ur.level"), 0, 100, true),
            number("costPerLevel", t("web.ur.costPerLevel"), 0, 1000, true),
          ],
          cost: priced(() => urfassungRules.gradedCost(num(row.level) ?? 1, num(row.costPerLevel))),
        };
    }
  };

  const sectionRule: Record<Section, string> = {
    attributes: t("web.ur.attributesHint", { a: steps[0], b: steps[1] }),
    subAttributes: t("web.ur.subAttributesHint"),
    skills: t("web.ur.skillsHint"),
    specialisations: t("web.ur.specialisationsHint"),
    advantages: t("web.ur.traitsHint"),
    disadvantages: t("web.ur.traitsHint"),
  };

  const hitPoints = num(derived.hitPoints);
  return (
    <div className="stack">
      <TextField
        label={t("web.builder.name")}
        value={character.name}
        onChange={(name) => onChange({ ...character, name })}
        issues={issuesAt(issues, "name")}
      />
      <fieldset className="rule-section">
        <legend>{t("web.ur.creation")}</legend>
        {(["objective", "subjective"] as const).map((mode) => (
          <label key={mode} className="check">
            <input
              type="radio"
              name="ur-creation"
              checked={(character.creation ?? "objective") === mode}
              onChange={() => onChange({ ...character, creation: mode })}
            />
            {t(`web.ur.creation.${mode}`)}
          </label>
        ))}
        <p className="rule-text">
          {t(objective ? "web.ur.creationHint.objective" : "web.ur.creationHint.subjective")}
        </p>
        {objective ? (
          <NumberField
            label={t("web.ur.pool")}
            value={character.pool}
            min={0}
            max={10_000}
            optional
            onChange={(pool) => onChange({ ...character, pool })}
            hint={t("web.ur.poolHint", urfassungRules.POOL_RANGE)}
            issues={issuesAt(issues, "pool")}
          />
        ) : (
          <label className="check">
            <input
              type="checkbox"
              checked={character.lowPower === true}
              onChange={(e) => onChange({ ...character, lowPower: e.target.checked || undefined })}
            />
            {t("web.ur.lowPower")}
          </label>
        )}
      </fieldset>
      <section className="card-inner" aria-label={t("web.form.derived")}>
        <h3>{t("web.form.derived")}</h3>
        {hitPoints === undefined ? (
          <p className="muted">{t("web.ur.noHitPoints")}</p>
        ) : (
          <DerivedList
            label={t("web.form.derived")}
            items={[
              {
                key: "tp",
                name: t("web.ur.hitPoints"),
                value: hitPoints,
                how: t("web.ur.hitPointsHint", {
                  source: String(derived.hitPointSource),
                  value: num(derived.resistance) ?? "",
                }),
              },
              {
                key: "wounds",
                name: t("web.ur.wounds"),
                value: `> ${formatThird(num(derived.woundAbove))}`,
                how: t("web.ur.woundsHint", {
                  above: formatThird(num(derived.woundAbove)),
                  severe: num(derived.severeWoundFrom) ?? "",
                }),
              },
            ]}
          />
        )}
        <IssueList issues={issues.filter((i) => i.code === "ur-no-constitution")} compact />
      </section>
      {(Object.keys(EMPTY_ROW) as Section[]).map((section) => (
        <RuleSection
          key={section}
          title={sectionLabel(section)}
          rule={sectionRule[section]}
          testId={`ur-${section}`}
        >
          <IssueList
            issues={issues.filter(
              (i) => i.path.length === 1 && i.path[0] === section && i.code !== "ur-no-constitution",
            )}
            compact
          />
          {rows(section).map((row, i) => {
            const update = (patch: Partial<Row>) =>
              setRows(
                section,
                rows(section).map((r, k) => (k === i ? { ...r, ...patch } : r)),
              );
            const { fields, cost, value } = {
              value: undefined as number | undefined,
              ...rowFields(section, row, i, update),
            };
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the file.
              <div key={i} className="entry" data-testid={`ur-${section}-${i}`}>
                <div className="field-grid">{fields}</div>
                <p className="row-values">
                  {objective && cost !== undefined && (
                    <span data-testid="row-cost">
                      {t("web.ur.rowCost", { cost: formatGeP(section === "disadvantages" ? -cost : cost) })}
                    </span>
                  )}
                  {value !== undefined && (
                    <span data-testid="row-value"> · {t("web.ur.rowValue", { value })}</span>
                  )}
                </p>
                <button
                  className="remove-row"
                  type="button"
                  onClick={() =>
                    setRows(
                      section,
                      rows(section).filter((_, k) => k !== i),
                    )
                  }
                  aria-label={t("web.form.remove", { name: row.name || t("web.form.unnamed", { n: i + 1 }) })}
                >
                  ×
                </button>
              </div>
            );
          })}
          <button
            type="button"
            onClick={() => setRows(section, [...rows(section), { ...EMPTY_ROW[section] }])}
          >
            {t(`web.ur.add.${section}`)}
          </button>
        </RuleSection>
      ))}
      <UrfassungGearSection
        character={character}
        issues={issues}
        table={table}
        onChange={(change) => onChange({ ...character, ...change })}
      />
    </div>
  );
}
