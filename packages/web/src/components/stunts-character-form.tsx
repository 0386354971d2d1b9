import type { Issue, TableSettings } from "@spieltisch/engine";
import { issuesAt } from "../lib/evaluate.js";
import { useI18n } from "../lib/i18n.js";
import { NumberField, RowLabel, RuleSection, TextField } from "./builder-fields.js";

type Skill = Record<string, unknown> & { name: string; attribute?: string; bonus?: number };
/** The draft this builder edits: the system's character file body as typed so far. */
export type StuntsDraft = Record<string, unknown> & {
  name: string;
  attributes?: Record<string, number>;
  skills?: Skill[];
  speed?: number | undefined;
  dexterity?: number | undefined;
};

/**
 * The 3W6 + Stunts builder (body in the engine README): attributes as the numbers added to 3W6,
 * skills as bonus points on an attribute, speed and dexterity for the initiative. The text has no
 * creation budget, so there is no cost; every check value comes from the engine's sheet values.
 */
export function StuntsCharacterForm({
  character,
  onChange,
  issues,
  derived,
}: {
  character: StuntsDraft;
  onChange: (c: StuntsDraft) => void;
  issues: readonly Issue[];
  derived: Readonly<Record<string, unknown>>;
  table?: TableSettings;
}) {
  const { t } = useI18n();
  const attributes = Object.entries(character.attributes ?? {});
  const setAttributes = (entries: [string, number][]) =>
    onChange({ ...character, attributes: Object.fromEntries(entries) });
  const skills = character.skills ?? [];
  const setSkills = (next: Skill[]) => onChange({ ...character, skills: next });
  const check = (name: string) => {
    const value = derived[name];
    return typeof value === "number" ? t("web.stunts.check", { value }) : undefined;
  };
  return (
    <div className="stack">
      <TextField
        label={t("web.builder.name")}
        value={character.name}
        onChange={(name) => onChange({ ...character, name })}
        issues={issuesAt(issues, "name")}
      />
      <RuleSection
        title={t("web.stunts.attributes")}
        rule={t("web.stunts.attributesHint")}
        testId="stunts-attributes"
      >
        {attributes.map(([name, value], i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: attributes are positions while their name is typed.
          <div key={i} className="entry">
            <div className="field-grid">
              <TextField
                label={
                  <RowLabel field={t("web.stunts.name")} section={t("web.stunts.attributes")} n={i + 1} />
                }
                value={name}
                onChange={(next) => setAttributes(attributes.map((e, k) => (k === i ? [next, e[1]] : e)))}
              />
              <NumberField
                label={
                  <RowLabel field={t("web.stunts.value")} section={t("web.stunts.attributes")} n={i + 1} />
                }
                value={value}
                min={-100}
                max={100}
                hint={check(name)}
                onChange={(v) => setAttributes(attributes.map((e, k) => (k === i ? [e[0], v ?? 0] : e)))}
              />
            </div>
            <button
              className="remove-row"
              type="button"
              onClick={() => setAttributes(attributes.filter((_, k) => k !== i))}
              aria-label={t("web.form.remove", { name: name || t("web.form.unnamed", { n: i + 1 }) })}
            >
              ×
            </button>
          </div>
        ))}
        <button
          type="button"
          disabled={Object.hasOwn(character.attributes ?? {}, "")}
          onClick={() => setAttributes([...attributes, ["", 0]])}
        >
          {t("web.stunts.add.attributes")}
        </button>
      </RuleSection>
      <RuleSection title={t("web.stunts.skills")} rule={t("web.stunts.skillsHint")} testId="stunts-skills">
        {skills.map((skill, i) => {
          const update = (patch: Partial<Skill>) =>
            setSkills(skills.map((s, k) => (k === i ? { ...s, ...patch } : s)));
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the file.
            <div key={i} className="entry">
              <div className="field-grid">
                <TextField
                  label={
                    <RowLabel field={t("web.stunts.name")} section={t("web.stunts.skillsShort")} n={i + 1} />
                  }
                  value={skill.name}
                  onChange={(name) => update({ name })}
                />
                <div className="field">
                  <label>
                    {
                      <RowLabel
                        field={t("web.stunts.attribute")}
                        section={t("web.stunts.skillsShort")}
                        n={i + 1}
                      />
                    }
                    <select
                      value={skill.attribute ?? ""}
                      onChange={(e) => update({ attribute: e.target.value })}
                    >
                      <option value="">{t("web.form.none")}</option>
                      {attributes
                        .map(([name]) => name)
                        .filter(Boolean)
                        .map((name) => (
                          <option key={name} value={name}>
                            {name}
                          </option>
                        ))}
                    </select>
                  </label>
                </div>
                <NumberField
                  label={
                    <RowLabel field={t("web.stunts.bonus")} section={t("web.stunts.skillsShort")} n={i + 1} />
                  }
                  value={skill.bonus ?? 0}
                  min={-100}
                  max={100}
                  hint={check(skill.name)}
                  onChange={(bonus) => update({ bonus: bonus ?? 0 })}
                />
              </div>
              <button
                className="remove-row"
                type="button"
                onClick={() => setSkills(skills.filter((_, k) => k !== i))}
                aria-label={t("web.form.remove", { name: skill.name || t("web.form.unnamed", { n: i + 1 }) })}
              >
                ×
              </button>
            </div>
          );
        })}
        <button type="button" onClick={() => setSkills([...skills, { name: "", attribute: "", bonus: 1 }])}>
          {t("web.stunts.add.skills")}
        </button>
      </RuleSection>
      <RuleSection title={t("web.stunts.combat")} rule={t("web.stunts.combatHint")} testId="stunts-combat">
        <div className="field-grid">
          <NumberField
            label={t("web.stunts.speed")}
            value={character.speed}
            min={-100}
            max={100}
            optional
            onChange={(speed) => onChange({ ...character, speed })}
          />
          <NumberField
            label={t("web.stunts.dexterity")}
            value={character.dexterity}
            min={-100}
            max={100}
            optional
            onChange={(dexterity) => onChange({ ...character, dexterity })}
          />
        </div>
      </RuleSection>
    </div>
  );
}
