import type { CharacterEnvelope, Issue, TableSettings } from "@spieltisch/engine";
import * as kampfwuerfelRules from "@spieltisch/engine/systems/kampfwuerfel";
import { CHARACTER_FORMAT } from "@spieltisch/protocol";
import { issuesAt } from "../lib/evaluate.js";
import { useI18n } from "../lib/i18n.js";
import { DerivedList, NumberField, RowLabel, RuleSection, TextField } from "./builder-fields.js";
import { GearList, type GearRow, MAX_GEAR_NAME, recordOf, rowsOf, textOf, wholeOf } from "./gear-rows.js";
import { KampfwuerfelShieldSection } from "./kampfwuerfel-shield-section.js";
import { KwStabilityFields } from "./kampfwuerfel-stability-fields.js";

const { KW_ARMOR_ZONES } = kampfwuerfelRules;

/** A number the engine computes from the card, or nothing while an input is outside its range. */
const computed = <T,>(f: () => T): T | undefined => {
  try {
    return f();
  } catch {
    return undefined;
  }
};

/** The table's rounding of the Gesamtschutz (`kampfwuerfelArmorRounding`, RULINGS §3: down). */
const roundingOf = (table: TableSettings): "down" | "nearest" | "up" => {
  const r = table.options.kampfwuerfelArmorRounding;
  return r === "nearest" || r === "up" ? r : "down";
};

/**
 * Kampfwürfel's gear on the combatant card (kampfwuerfel.txt L5–L21, L37–L49): weapons with their
 * a–b Basisschaden, skill, Zusatzschaden and the PM it comes from, the cap of the skill damage
 * and the optional Stabilität; armour pieces with their Rüstungswert, RS per zone and BE; the
 * shields; then what they add up to — Gesamtschutz (Σ : 3 with the table's rounding), the BE and
 * the dice left after it. Every number is the engine's (`kampfwuerfelDerived`).
 */
export function KampfwuerfelGearSection({
  character,
  issues,
  table,
  onChange,
}: {
  character: Readonly<Record<string, unknown>>;
  issues: readonly Issue[];
  table: TableSettings;
  onChange: (change: { weapons?: GearRow[]; armor?: GearRow[]; shields?: GearRow[] }) => void;
}) {
  const { t } = useI18n();
  const sheet: CharacterEnvelope = {
    ...character,
    format: CHARACTER_FORMAT,
    system: "kampfwuerfel",
    name: textOf(character.name),
  };
  const d = computed(() => kampfwuerfelRules.kampfwuerfelDerived(sheet, table));
  const factor = wholeOf(character.factor) ?? 0;
  const weaponsTitle = t("web.kw.weapons");
  const armorTitle = t("web.kw.armor");
  const label = (field: string, section: string, i: number) => (
    <RowLabel field={field} section={section} n={i + 1} />
  );
  return (
    <div className="stack" data-testid="kw-gear">
      <RuleSection title={weaponsTitle} rule={t("web.kw.weaponsHint")} testId="kw-weapons">
        <GearList
          testId="kw-weapon"
          rows={rowsOf(character.weapons)}
          onRows={(weapons) => onChange({ weapons })}
          newRow={{ name: "", damage: "1-1", skill: 0, extra: 0 }}
          addLabel={t("web.kw.add.weapons")}
          fields={(w, i, patch) => {
            const ratio = computed(() => kampfwuerfelRules.parseDamageRatio(textOf(w.damage)));
            const skill = wholeOf(w.skill) ?? 0;
            const bonus = computed(
              () =>
                kampfwuerfelRules.extraDamage(wholeOf(w.extra) ?? 0, skill) +
                kampfwuerfelRules.skillDamage({ skill, factor, cap: wholeOf(w.cap) ?? skill }),
            );
            return (
              <>
                <div className="field-grid wide-fields">
                  <TextField
                    label={label(t("web.kw.name"), weaponsTitle, i)}
                    value={textOf(w.name)}
                    onChange={(name) => patch({ name: name.slice(0, MAX_GEAR_NAME) })}
                    issues={issuesAt(issues, "weapons", i, "name")}
                  />
                  <TextField
                    label={label(t("web.kw.weaponDamage"), weaponsTitle, i)}
                    value={textOf(w.damage)}
                    onChange={(damage) => patch({ damage: damage.slice(0, 20) })}
                    issues={issuesAt(issues, "weapons", i, "damage")}
                  />
                  <NumberField
                    label={label(t("web.kw.weaponSkill"), weaponsTitle, i)}
                    value={skill}
                    min={0}
                    max={1000}
                    onChange={(v) => patch({ skill: v ?? 0 })}
                  />
                  <NumberField
                    label={label(t("web.kw.weaponExtra"), weaponsTitle, i)}
                    value={wholeOf(w.extra) ?? 0}
                    min={0}
                    max={1000}
                    onChange={(v) => patch({ extra: v ?? 0 })}
                  />
                  <TextField
                    label={label(t("web.gear.kw.extraAttribute"), weaponsTitle, i)}
                    value={textOf(w.extraAttribute)}
                    hint={t("web.gear.kw.extraAttributeHint")}
                    onChange={(text) =>
                      patch({ extraAttribute: text === "" ? undefined : text.slice(0, 80) })
                    }
                    issues={issuesAt(issues, "weapons", i, "extraAttribute")}
                  />
                  <NumberField
                    label={label(t("web.kw.weaponCap"), weaponsTitle, i)}
                    value={wholeOf(w.cap)}
                    min={0}
                    max={1000}
                    optional
                    onChange={(cap) => patch({ cap })}
                  />
                </div>
                {ratio && bonus !== undefined && (
                  <p className="row-values" data-testid="kw-weapon-summary">
                    {t("web.kw.weaponSummary", { five: ratio.five, six: ratio.six, bonus })}
                  </p>
                )}
                <KwStabilityFields
                  row={w}
                  list="weapons"
                  i={i}
                  section={weaponsTitle}
                  issues={issues}
                  patch={patch}
                />
              </>
            );
          }}
        />
      </RuleSection>
      <RuleSection title={armorTitle} rule={t("web.kw.armorHint")} testId="kw-armor">
        <GearList
          testId="kw-armor"
          rows={rowsOf(character.armor)}
          onRows={(armor) => onChange({ armor })}
          newRow={{ name: "", value: 0, zones: {} }}
          addLabel={t("web.kw.add.armor")}
          fields={(a, i, patch) => {
            const zones = recordOf(a.zones) ?? {};
            return (
              <div className="field-grid">
                <TextField
                  label={label(t("web.kw.name"), armorTitle, i)}
                  value={textOf(a.name)}
                  onChange={(name) => patch({ name: name.slice(0, MAX_GEAR_NAME) })}
                  issues={issuesAt(issues, "armor", i, "name")}
                />
                <NumberField
                  label={label(t("web.kw.armorValue"), armorTitle, i)}
                  value={wholeOf(a.value) ?? 0}
                  min={0}
                  max={1000}
                  onChange={(v) => patch({ value: v ?? 0 })}
                />
                {KW_ARMOR_ZONES.map((zone) => (
                  <NumberField
                    key={zone}
                    label={label(
                      t("web.kw.zoneProtection", { zone: t(`web.kw.zone.${zone}`) }),
                      armorTitle,
                      i,
                    )}
                    value={wholeOf(zones[zone]) ?? 0}
                    min={0}
                    max={1000}
                    onChange={(v) => patch({ zones: { ...zones, [zone]: v ?? 0 } })}
                  />
                ))}
                <NumberField
                  label={label(t("web.gear.kw.be"), armorTitle, i)}
                  value={wholeOf(a.be) ?? 0}
                  min={0}
                  max={100}
                  onChange={(be) => patch({ be: be ?? 0 })}
                  issues={issuesAt(issues, "armor", i, "be")}
                />
              </div>
            );
          }}
        />
      </RuleSection>
      <KampfwuerfelShieldSection
        shields={character.shields}
        issues={issues}
        onShields={(shields) => onChange({ shields })}
      />
      {d && (
        <RuleSection
          title={t("web.gear.kw.protectionTitle")}
          rule={t("web.gear.kw.protectionRule")}
          testId="kw-protection"
        >
          <DerivedList
            label={t("web.form.derived")}
            items={[
              {
                key: "total",
                name: t("web.kw.totalProtection"),
                value: d.totalProtection,
                how: t("web.gear.kw.totalHow", {
                  sum: d.armorSum,
                  rounding: t(`web.gear.kw.rounding.${roundingOf(table)}`),
                }),
              },
              ...KW_ARMOR_ZONES.map((zone) => ({
                key: zone,
                name: t("web.kw.zoneProtection", { zone: t(`web.kw.zone.${zone}`) }),
                value: d.zones[zone],
              })),
              {
                key: "be",
                name: t("web.gear.kw.beTotal"),
                value: t("web.gear.kw.beTotalValue", {
                  armor: d.hindrance.armorBE,
                  shield: d.hindrance.shieldBE,
                }),
                how: t("web.gear.kw.beTotalHow"),
              },
              {
                key: "dice",
                name: t("web.gear.kw.diceAfter"),
                value: t("web.gear.kw.diceAfterValue", {
                  combat: d.effective.combatDice,
                  reflex: d.effective.reflexDice,
                }),
                how: t("web.gear.kw.diceAfterHow"),
              },
            ]}
          />
        </RuleSection>
      )}
    </div>
  );
}
