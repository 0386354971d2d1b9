import { type CharacterEnvelope, EngineError, type Issue, type TableSettings } from "@spieltisch/engine";
import * as kampfwuerfelRules from "@spieltisch/engine/systems/kampfwuerfel";
import { CHARACTER_FORMAT } from "@spieltisch/protocol";
import { issuesAt } from "../lib/evaluate.js";
import { useI18n } from "../lib/i18n.js";
import { NumberField, RowLabel, RuleSection, TextField } from "./builder-fields.js";
import { KampfwuerfelGearSection } from "./kampfwuerfel-gear-section.js";

type Skill = Record<string, unknown> & { name: string; value?: number };
/** The draft this builder edits: the system's character file body as typed so far. */
export type KampfwuerfelDraft = Record<string, unknown> & {
  name: string;
  skills?: Skill[];
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
  const factor = int(character.factor) ?? 0;
  // The BE of the listed pieces and the shield carried count too (`sheetBurden`).
  const dice = computed(
    () =>
      kampfwuerfelRules.kampfwuerfelDerived(
        {
          ...character,
          format: CHARACTER_FORMAT,
          system: "kampfwuerfel",
          name: character.name,
        } satisfies CharacterEnvelope,
        table,
      ).effective,
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
  const rowLabel = (field: string, section: string, n: number) => (
    <RowLabel field={field} section={section} n={n} />
  );
  const list = <R,>(key: "skills", rows: R[], i: number, patch: Partial<R>) =>
    set(
      key,
      rows.map((r, k) => (k === i ? { ...r, ...patch } : r)),
    );
  const remove = (key: "skills", rows: unknown[], i: number, name: string) => (
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
      <KampfwuerfelGearSection
        character={character}
        issues={all}
        table={table}
        onChange={(change) => onChange({ ...character, ...change })}
      />
    </div>
  );
}
