import { EngineError, type Issue, kampfwuerfelRules, type TableSettings } from "@spieltisch/engine";
import { issuesAt } from "../lib/evaluate.js";
import { useI18n } from "../lib/i18n.js";
import { DerivedList, NumberField, RowLabel, RuleSection, TextField } from "./builder-fields.js";

type Zone = "head" | "torso" | "arms" | "legs";
const ZONES: readonly Zone[] = ["head", "torso", "arms", "legs"];
type Skill = Record<string, unknown> & { name: string; value?: number };
type Weapon = Record<string, unknown> & {
  name: string;
  damage: string;
  skill?: number;
  extra?: number;
  cap?: number | undefined;
};
type Armor = Record<string, unknown> & {
  name: string;
  value?: number;
  zones?: Partial<Record<Zone, number>>;
};
/** The draft this builder edits: the system's character file body as typed so far. */
export type KampfwuerfelDraft = Record<string, unknown> & {
  name: string;
  skills?: Skill[];
  weapons?: Weapon[];
  armor?: Armor[];
};

/** The card's flat numbers: field, label key, hint key, range. Required ones are the engine's. */
const VALUES = [
  ["lp", "web.kw.lp", "web.kw.lpHint", 1, 10_000],
  ["dailyRegeneration", "web.kw.dailyRegeneration", "web.kw.dailyRegenerationHint", 0, 10_000],
  ["kraft", "web.kw.kraft", "web.kw.kraftHint", 0, 40],
  ["geschick", "web.kw.geschick", null, 0, 1000],
  ["factor", "web.kw.factor", "web.kw.factorHint", 0, 100],
  ["heavyHitMod", "web.kw.heavyHitMod", null, -100, 100],
  ["combatDice", "web.kw.combatDice", "web.kw.combatDiceHint", 0, 40],
  ["reflexDice", "web.kw.reflexDice", "web.kw.reflexDiceHint", 0, 40],
] as const;
const HINDRANCE = [
  ["armorBE", "web.kw.armorBE"],
  ["toughness", "web.kw.toughness"],
  ["shieldBE", "web.kw.shieldBE"],
  ["shieldSkill", "web.kw.shieldSkill"],
  ["shieldBonus", "web.kw.shieldBonus"],
] as const;

/** What the engine's sheet reader says of the card: nothing, or the field it stops at. */
function sheetIssues(character: KampfwuerfelDraft): Issue[] {
  try {
    kampfwuerfelRules.readKampfwuerfelSheet(character as never);
    return [];
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    const field = String(error.params.field ?? error.params.name ?? "");
    const code = error.code === "missing-character-field" ? "web-sheet-missing" : "web-sheet-invalid";
    return [{ code, path: [field], severity: "error" }];
  }
}

/** A number the engine computes from the card, or nothing while an input is outside its range. */
const computed = <T,>(f: () => T): T | undefined => {
  try {
    return f();
  } catch {
    return undefined;
  }
};

const int = (v: unknown): number | undefined =>
  typeof v === "number" && Number.isInteger(v) ? v : undefined;

/**
 * The Kampfwürfel combatant card: the text has no creation chapter, so this is the character
 * document's values (LP, RLP, Kraft, Geschick, factor, KW and reflex dice), Behinderung and shield
 * with the dice left after it, skills, weapons with their a–b damage and the skill and extra damage
 * per hit, armour with the Gesamtschutz and the RS per zone — all computed by the engine.
 */
export function KampfwuerfelCharacterForm({
  character,
  onChange,
  issues,
  table,
}: {
  character: KampfwuerfelDraft;
  onChange: (c: KampfwuerfelDraft) => void;
  issues: readonly Issue[];
  derived?: Readonly<Record<string, unknown>>;
  table: TableSettings;
}) {
  const { t } = useI18n();
  const all = [...issues, ...sheetIssues(character)];
  const set = (field: string, value: unknown) => onChange({ ...character, [field]: value });
  const skills = character.skills ?? [];
  const weapons = character.weapons ?? [];
  const armor = character.armor ?? [];
  const factor = int(character.factor) ?? 0;
  const dice = computed(() =>
    kampfwuerfelRules.effectiveDice({
      combatDice: int(character.combatDice) ?? 0,
      reflexDice: int(character.reflexDice) ?? 0,
      armorBE: int(character.armorBE) ?? 0,
      shieldBE: int(character.shieldBE) ?? 0,
      shieldSkill: int(character.shieldSkill) ?? 0,
      toughness: int(character.toughness) ?? 0,
    }),
  );
  const heavy =
    int(character.geschick) !== undefined && int(character.factor) !== undefined
      ? computed(() =>
          kampfwuerfelRules.heavyHitStart({
            kraft: int(character.kraft) ?? 0,
            geschick: int(character.geschick) ?? 0,
            factor,
            mod: int(character.heavyHitMod) ?? 0,
          }),
        )
      : undefined;
  const pieces = armor.map((a) => ({ name: a.name, value: int(a.value) ?? 0, zones: a.zones ?? {} }));
  const total = computed(() =>
    kampfwuerfelRules.totalProtection(
      pieces.map((p) => p.value),
      table,
    ),
  );
  const rowLabel = (field: string, section: string, n: number) => (
    <RowLabel field={field} section={section} n={n} />
  );
  const list = <R,>(key: "skills" | "weapons" | "armor", rows: R[], i: number, patch: Partial<R>) =>
    set(
      key,
      rows.map((r, k) => (k === i ? { ...r, ...patch } : r)),
    );
  const remove = (key: "skills" | "weapons" | "armor", rows: unknown[], i: number, name: string) => (
    <button
      className="remove-row"
      type="button"
      onClick={() =>
        set(
          key,
          rows.filter((_, k) => k !== i),
        )
      }
      aria-label={t("web.form.remove", { name: name || t("web.form.unnamed", { n: i + 1 }) })}
    >
      ×
    </button>
  );

  return (
    <div className="stack">
      <p className="rule-text">{t("web.kw.intro")}</p>
      <TextField
        label={t("web.builder.name")}
        value={character.name}
        onChange={(name) => onChange({ ...character, name })}
        issues={issuesAt(all, "name")}
      />
      <RuleSection title={t("web.kw.values")} rule={t("web.kw.combatDiceHint")} testId="kw-values">
        <div className="field-grid">
          {VALUES.map(([field, label, hint, min, max]) => (
            <NumberField
              key={field}
              label={t(label)}
              value={int(character[field])}
              min={min}
              max={max}
              optional
              hint={hint ? t(hint) : undefined}
              onChange={(v) => set(field, v)}
              issues={issuesAt(all, field)}
            />
          ))}
        </div>
        {heavy && (
          <p data-testid="kw-heavy-hit">
            <strong>{t("web.kw.heavyHit", { threshold: heavy.threshold })}</strong>{" "}
            <small className="hint">{t("web.kw.heavyHitHint")}</small>
          </p>
        )}
      </RuleSection>
      <RuleSection title={t("web.kw.hindrance")} rule={t("web.kw.hindranceHint")} testId="kw-hindrance">
        <div className="field-grid">
          {HINDRANCE.map(([field, label]) => (
            <NumberField
              key={field}
              label={t(label)}
              value={int(character[field])}
              min={0}
              max={100}
              optional
              onChange={(v) => set(field, v)}
              issues={issuesAt(all, field)}
            />
          ))}
        </div>
        {dice && (
          <p data-testid="kw-effective">
            <strong>{t("web.kw.effective", { combat: dice.combatDice, reflex: dice.reflexDice })}</strong>
          </p>
        )}
      </RuleSection>
      <RuleSection title={t("web.kw.skills")} rule={t("web.kw.skillsHint")} testId="kw-skills">
        {skills.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the file.
          <div key={i} className="entry">
            <div className="field-grid">
              <TextField
                label={rowLabel(t("web.kw.name"), t("web.kw.skills"), i + 1)}
                value={s.name}
                onChange={(name) => list("skills", skills, i, { name })}
              />
              <NumberField
                label={rowLabel(t("web.kw.points"), t("web.kw.skills"), i + 1)}
                value={int(s.value) ?? 0}
                min={0}
                max={100}
                onChange={(value) => list("skills", skills, i, { value: value ?? 0 })}
              />
            </div>
            {remove("skills", skills, i, s.name)}
          </div>
        ))}
        <button type="button" onClick={() => set("skills", [...skills, { name: "", value: 1 }])}>
          {t("web.kw.add.skills")}
        </button>
      </RuleSection>
      <RuleSection title={t("web.kw.weapons")} rule={t("web.kw.weaponsHint")} testId="kw-weapons">
        {weapons.map((w, i) => {
          const ratio = computed(() => kampfwuerfelRules.parseDamageRatio(w.damage));
          const skill = int(w.skill) ?? 0;
          const bonus = computed(
            () =>
              kampfwuerfelRules.extraDamage(int(w.extra) ?? 0, skill) +
              kampfwuerfelRules.skillDamage({ skill, factor, cap: int(w.cap) ?? skill }),
          );
          const section = t("web.kw.weapons");
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the file.
            <div key={i} className="entry" data-testid={`kw-weapon-${i}`}>
              <div className="field-grid wide-fields">
                <TextField
                  label={rowLabel(t("web.kw.name"), section, i + 1)}
                  value={w.name}
                  onChange={(name) => list("weapons", weapons, i, { name })}
                />
                <TextField
                  label={rowLabel(t("web.kw.weaponDamage"), section, i + 1)}
                  value={w.damage}
                  onChange={(damage) => list("weapons", weapons, i, { damage })}
                  issues={
                    ratio || w.damage.trim() === ""
                      ? []
                      : [{ code: "web-damage-ratio", path: ["weapons", i, "damage"], severity: "error" }]
                  }
                />
                <NumberField
                  label={rowLabel(t("web.kw.weaponSkill"), section, i + 1)}
                  value={int(w.skill) ?? 0}
                  min={0}
                  max={1000}
                  onChange={(v) => list("weapons", weapons, i, { skill: v ?? 0 })}
                />
                <NumberField
                  label={rowLabel(t("web.kw.weaponExtra"), section, i + 1)}
                  value={int(w.extra) ?? 0}
                  min={0}
                  max={1000}
                  onChange={(v) => list("weapons", weapons, i, { extra: v ?? 0 })}
                />
                <NumberField
                  label={rowLabel(t("web.kw.weaponCap"), section, i + 1)}
                  value={int(w.cap)}
                  min={0}
                  max={1000}
                  optional
                  onChange={(v) => list("weapons", weapons, i, { cap: v })}
                />
              </div>
              {ratio && bonus !== undefined && (
                <p className="row-values" data-testid="kw-weapon-summary">
                  {t("web.kw.weaponSummary", { five: ratio.five, six: ratio.six, bonus })}
                </p>
              )}
              {remove("weapons", weapons, i, w.name)}
            </div>
          );
        })}
        <button
          type="button"
          onClick={() => set("weapons", [...weapons, { name: "", damage: "1-1", skill: 0, extra: 0 }])}
        >
          {t("web.kw.add.weapons")}
        </button>
      </RuleSection>
      <RuleSection title={t("web.kw.armor")} rule={t("web.kw.armorHint")} testId="kw-armor">
        {armor.map((a, i) => {
          const section = t("web.kw.armor");
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the file.
            <div key={i} className="entry">
              <div className="field-grid">
                <TextField
                  label={rowLabel(t("web.kw.name"), section, i + 1)}
                  value={a.name}
                  onChange={(name) => list("armor", armor, i, { name })}
                />
                <NumberField
                  label={rowLabel(t("web.kw.armorValue"), section, i + 1)}
                  value={int(a.value) ?? 0}
                  min={0}
                  max={1000}
                  onChange={(v) => list("armor", armor, i, { value: v ?? 0 })}
                />
                {ZONES.map((zone) => (
                  <NumberField
                    key={zone}
                    label={rowLabel(
                      t("web.kw.zoneProtection", { zone: t(`web.kw.zone.${zone}`) }),
                      section,
                      i + 1,
                    )}
                    value={int(a.zones?.[zone]) ?? 0}
                    min={0}
                    max={1000}
                    onChange={(v) => list("armor", armor, i, { zones: { ...a.zones, [zone]: v ?? 0 } })}
                  />
                ))}
              </div>
              {remove("armor", armor, i, a.name)}
            </div>
          );
        })}
        <button type="button" onClick={() => set("armor", [...armor, { name: "", value: 0, zones: {} }])}>
          {t("web.kw.add.armor")}
        </button>
        {total !== undefined && (
          <DerivedList
            label={t("web.form.derived")}
            items={[
              {
                key: "total",
                name: t("web.kw.totalProtection"),
                value: total,
                how: t("web.kw.totalProtectionHint"),
              },
              ...ZONES.map((zone) => ({
                key: zone,
                name: t("web.kw.zoneProtection", { zone: t(`web.kw.zone.${zone}`) }),
                value: kampfwuerfelRules.zoneProtection(pieces, zone),
              })),
            ]}
          />
        )}
      </RuleSection>
    </div>
  );
}
