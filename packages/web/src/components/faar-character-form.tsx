import type { Issue, TableSettings } from "@spieltisch/engine";
import * as faarRules from "@spieltisch/engine/systems/faar";
import { issuesAt } from "../lib/evaluate.js";
import { useI18n } from "../lib/i18n.js";
import { DerivedList, NumberField, RuleSection, TextField } from "./builder-fields.js";
import { FaarGearSection } from "./faar-gear-section.js";
import { IssueList } from "./issue-list.js";

type Skill = { name: string; level: number; attribute?: string | undefined; [k: string]: unknown };
type Purchase = { kind: faarRules.PurchaseKind; name: string; [k: string]: unknown };
/** The draft this builder edits: the system's character file body as typed so far. */
export type FaarDraft = Record<string, unknown> & {
  name: string;
  attributes: Record<string, number>;
  skills?: Skill[];
  experience?: { earned?: number; spent?: Purchase[]; [k: string]: unknown };
};

const { FAAR_ATTRIBUTES, FAAR_SKILLS, XP_COSTS } = faarRules;
const PURCHASE_KINDS = ["attribute", "skill", "new-skill"] as const;

/** What the Faar report derives (the engine's `deriveFaar` plus the creation values), as far as present. */
interface Derived {
  lifePoints?: number;
  initiative?: number;
  movement?: number;
  defense?: number;
  defenseDivisor?: number;
  attack?: { melee: number; ranged: number; unarmed: number };
  unarmedDamage?: string;
  skills?: Record<string, number>;
  creationAttributes?: Record<string, number>;
  xpSpent?: number;
  xpLeft?: number;
}

/**
 * The Faar builder (CONTRACT §2 body): the six attributes with the 45 points (table options)
 * counted live, the text's skill list with each check value, own skills, the derived combat
 * values and the experience history. Every number comes from the engine's report.
 */
export function FaarCharacterForm({
  character,
  onChange,
  issues,
  derived,
  cost,
  table,
}: {
  character: FaarDraft;
  onChange: (c: FaarDraft) => void;
  issues: readonly Issue[];
  derived: Readonly<Record<string, unknown>>;
  cost: number | undefined;
  table: TableSettings;
}) {
  const { t } = useI18n();
  const d = derived as Derived;
  const limits = faarRules.creationLimits(table);
  const skills = character.skills ?? [];
  const setSkills = (next: Skill[]) => onChange({ ...character, skills: next });
  const experience = character.experience ?? {};
  const purchases = experience.spent ?? [];
  const setExperience = (patch: Partial<NonNullable<FaarDraft["experience"]>>) =>
    onChange({ ...character, experience: { ...experience, ...patch } });
  const targets = (kind: faarRules.PurchaseKind): string[] =>
    kind === "attribute" ? [...FAAR_ATTRIBUTES] : skills.map((s) => s.name).filter(Boolean);
  const left = cost === undefined ? undefined : limits.points - cost;
  const ownSkills = skills
    .map((skill, index) => ({ skill, index }))
    .filter(({ skill }) => faarRules.listedSkillAttribute(skill.name) === undefined);

  const setListedLevel = (name: string, level: number | undefined) => {
    const at = skills.findIndex((s) => s.name === name);
    if (!level) setSkills(skills.filter((_, i) => i !== at));
    else if (at < 0) setSkills([...skills, { name, level }]);
    else setSkills(skills.map((s, i) => (i === at ? { ...s, level } : s)));
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
        title={t("web.faar.attributes")}
        rule={t("web.faar.attributesHint", { points: limits.points, max: limits.max })}
        testId="faar-attributes"
      >
        {left !== undefined && (
          <p className={left < 0 ? "points error" : "points"} data-testid="points-left" aria-live="polite">
            <strong>
              {left > 0
                ? t("web.faar.pointsLeft", { left })
                : left < 0
                  ? t("web.faar.pointsOver", { over: -left })
                  : t("web.faar.pointsDone")}
            </strong>
          </p>
        )}
        <IssueList issues={issues.filter((i) => i.path.length === 1 && i.path[0] === "attributes")} compact />
        <div className="field-grid">
          {FAAR_ATTRIBUTES.map((a) => {
            const start = d.creationAttributes?.[a];
            const value = character.attributes[a];
            return (
              <NumberField
                key={a}
                label={t(`web.faar.attr.${a}`)}
                value={value}
                min={1}
                max={100}
                onChange={(v) =>
                  onChange({ ...character, attributes: { ...character.attributes, [a]: v ?? 0 } })
                }
                hint={
                  start !== undefined && start !== value
                    ? `${t(`web.faar.attrHint.${a}`)} · ${t("web.faar.creationValue", { value: start })}`
                    : t(`web.faar.attrHint.${a}`)
                }
                issues={issuesAt(issues, "attributes", a)}
              />
            );
          })}
        </div>
      </RuleSection>
      <section className="card-inner" aria-label={t("web.form.derived")}>
        <h3>{t("web.form.derived")}</h3>
        <DerivedList
          label={t("web.form.derived")}
          items={[
            {
              key: "lp",
              name: t("web.faar.lifePoints"),
              value: d.lifePoints,
              how: t("web.faar.lifePointsHint"),
            },
            {
              key: "initiative",
              name: t("web.faar.initiative"),
              value: d.initiative,
              how: t("web.faar.initiativeHint"),
            },
            {
              key: "movement",
              name: t("web.faar.movement"),
              value:
                d.movement === undefined ? undefined : t("web.faar.movementValue", { value: d.movement }),
              how: t("web.faar.movementHint"),
            },
            {
              key: "defense",
              name: t("web.faar.defense"),
              value: d.defense,
              how: t("web.faar.defenseHint", { divisor: d.defenseDivisor ?? 3 }),
            },
            {
              key: "melee",
              name: t("web.faar.attackMelee"),
              value: d.attack?.melee,
              how: t("web.faar.attackMeleeHint"),
            },
            {
              key: "ranged",
              name: t("web.faar.attackRanged"),
              value: d.attack?.ranged,
              how: t("web.faar.attackRangedHint"),
            },
            {
              key: "unarmed",
              name: t("web.faar.attackUnarmed"),
              value: d.attack?.unarmed,
              how: t("web.faar.attackUnarmedHint", { damage: d.unarmedDamage ?? "1W6/2" }),
            },
          ]}
        />
      </section>
      <RuleSection
        title={t("web.faar.skills")}
        rule={t("web.faar.skillsHint", { newSkill: XP_COSTS["new-skill"], skill: XP_COSTS.skill })}
        testId="faar-skills"
      >
        <div className="field-grid">
          {Object.entries(FAAR_SKILLS).map(([name, attribute]) => {
            const at = skills.findIndex((s) => s.name === name);
            const value = d.skills?.[name];
            return (
              <NumberField
                key={name}
                label={`${name} (${attribute})`}
                value={at < 0 ? 0 : skills[at]!.level}
                min={0}
                max={100}
                optional
                onChange={(level) => setListedLevel(name, level)}
                hint={value === undefined ? t("web.faar.notLearned") : t("web.faar.skillValue", { value })}
                issues={at < 0 ? [] : issuesAt(issues, "skills", at)}
              />
            );
          })}
        </div>
        <h3>{t("web.faar.ownSkills")}</h3>
        <p className="rule-text">{t("web.faar.ownSkillsHint")}</p>
        {ownSkills.map(({ skill, index }, n) => {
          const update = (patch: Partial<Skill>) =>
            setSkills(skills.map((s, i) => (i === index ? { ...s, ...patch } : s)));
          const value = d.skills?.[skill.name];
          return (
            <div key={index} className="entry">
              <div className="field-grid">
                <TextField
                  label={t("web.faar.ownName", { n: n + 1 })}
                  value={skill.name}
                  onChange={(name) => update({ name })}
                  issues={issuesAt(issues, "skills", index, "name")}
                />
                <div className="field">
                  <label>
                    {t("web.faar.ownAttribute", { n: n + 1 })}
                    <select
                      value={skill.attribute ?? ""}
                      onChange={(e) => update({ attribute: e.target.value || undefined })}
                    >
                      <option value="">{t("web.form.none")}</option>
                      {FAAR_ATTRIBUTES.map((a) => (
                        <option key={a} value={a}>
                          {t(`web.faar.attr.${a}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <IssueList issues={issuesAt(issues, "skills", index, "attribute")} compact />
                </div>
                <NumberField
                  label={t("web.faar.ownLevel", { n: n + 1 })}
                  value={skill.level}
                  min={-100}
                  max={100}
                  onChange={(level) => update({ level: level ?? 1 })}
                  hint={value === undefined ? undefined : t("web.faar.skillValue", { value })}
                  issues={issuesAt(issues, "skills", index, "level")}
                />
              </div>
              <button
                className="remove-row"
                type="button"
                onClick={() => setSkills(skills.filter((_, i) => i !== index))}
                aria-label={t("web.form.remove", { name: skill.name || t("web.form.unnamed", { n: n + 1 }) })}
              >
                ×
              </button>
            </div>
          );
        })}
        <button type="button" onClick={() => setSkills([...skills, { name: "", level: 1, attribute: "GE" }])}>
          {t("web.faar.addSkill")}
        </button>
      </RuleSection>
      <FaarGearSection
        character={character}
        issues={issues}
        onChange={(change) => onChange({ ...character, ...change })}
      />
      <RuleSection
        title={t("web.faar.xp")}
        rule={t("web.faar.xpHint", {
          attribute: XP_COSTS.attribute,
          skill: XP_COSTS.skill,
          newSkill: XP_COSTS["new-skill"],
        })}
        testId="faar-xp"
      >
        <NumberField
          label={t("web.faar.xpEarned")}
          value={experience.earned ?? 0}
          min={0}
          max={10_000_000}
          onChange={(earned) => setExperience({ earned: earned ?? 0 })}
          hint={t("web.faar.xpLeft", { spent: d.xpSpent ?? 0, left: d.xpLeft ?? 0 })}
          issues={issues.filter((i) => i.path.length === 1 && i.path[0] === "experience")}
        />
        {purchases.map((p, i) => {
          const update = (patch: Partial<Purchase>) =>
            setExperience({ spent: purchases.map((q, k) => (k === i ? { ...q, ...patch } : q)) });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: purchases are positions in the history.
            <div key={i} className="entry">
              <div className="field-grid">
                <div className="field">
                  <label>
                    {t("web.faar.purchaseKind", { n: i + 1 })}
                    <select
                      value={p.kind}
                      onChange={(e) => {
                        const kind = PURCHASE_KINDS.find((k) => k === e.target.value) ?? "skill";
                        update({ kind, name: targets(kind)[0] ?? "ST" });
                      }}
                    >
                      {PURCHASE_KINDS.map((k) => (
                        <option key={k} value={k}>
                          {t(`web.faar.purchaseKind.${k}`)} (
                          {t("web.faar.purchaseCost", { cost: XP_COSTS[k] })})
                        </option>
                      ))}
                    </select>
                  </label>
                </div>
                <div className="field">
                  <label>
                    {t("web.faar.purchaseName", { n: i + 1 })}
                    <select value={p.name} onChange={(e) => update({ name: e.target.value })}>
                      {targets(p.kind).map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </label>
                  <IssueList issues={issuesAt(issues, "experience", "spent", i)} compact />
                </div>
              </div>
              <button
                className="remove-row"
                type="button"
                onClick={() => setExperience({ spent: purchases.filter((_, k) => k !== i) })}
                aria-label={t("web.form.remove", { name: t("web.faar.purchase", { n: i + 1 }) })}
              >
                ×
              </button>
            </div>
          );
        })}
        <button
          type="button"
          onClick={() => {
            // A purchase always names something on the sheet, so the file stays readable.
            const kind = skills.some((s) => s.name) ? "skill" : "attribute";
            setExperience({ spent: [...purchases, { kind, name: targets(kind)[0] ?? "ST" }] });
          }}
        >
          {t("web.faar.addPurchase")}
        </button>
      </RuleSection>
    </div>
  );
}
