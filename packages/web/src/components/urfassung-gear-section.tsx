import type { Issue, TableSettings } from "@spieltisch/engine";
import * as urfassungRules from "@spieltisch/engine/systems/ews-urfassung";
import {
  characterEnvelopeSchema,
  printedDamage,
  sheetGearLines,
  urfassungStrength,
} from "@spieltisch/protocol";
import { issuesAt } from "../lib/evaluate.js";
import { useI18n } from "../lib/i18n.js";
import { NumberField, RowLabel, RuleSection, TextField } from "./builder-fields.js";
import { CheckField, GearList, type GearRow, MAX_GEAR_NAME, rowsOf, textOf, wholeOf } from "./gear-rows.js";

/** The text's example weapons (ews-urfassung.txt L140): Messer 1W3, leichte scharfe Waffe 1W3+2, Schwert 1W6. */
const EXAMPLES = [
  ["web.gear.ur.example.knife", "1W3"],
  ["web.gear.ur.example.light", "1W3+2"],
  ["web.gear.ur.example.sword", "1W6"],
] as const;

/** A number with its sign as the sheet writes a bonus: +1, ±0. */
const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0");

/** The bonus the wielder's Stärke gives over the weapon's Kraftschwelle (the engine's `damageBonus`). */
function strengthBonus(strength: number, threshold: number | undefined): number | undefined {
  try {
    return urfassungRules.damageBonus({ dice: "W6", strength, strengthThreshold: threshold ?? 12 });
  } catch {
    return undefined;
  }
}

/**
 * The Urfassung's "Waffen und Rüstung" (ews-urfassung.txt L52, L139–L146): weapons with their
 * damage as the text writes it (1W3, 1W3+2, 1W6 …), Kraftschwelle and Spannungswert, each
 * shown with the character's Stärke ("1W3+2, mit ST 13: +1"); armour with its Rüstungsschutz and
 * whether it is worn (the strongest worn piece counts).
 */
export function UrfassungGearSection({
  character,
  issues,
  table,
  onChange,
}: {
  character: Readonly<Record<string, unknown>>;
  issues: readonly Issue[];
  table: TableSettings;
  onChange: (change: { weapons?: GearRow[]; armor?: GearRow[] }) => void;
}) {
  const { t } = useI18n();
  const envelope = characterEnvelopeSchema.safeParse(character).data;
  const strength = envelope ? urfassungStrength(envelope) : undefined;
  const lines = envelope ? sheetGearLines("ews-urfassung", envelope, table, t) : [];
  const weaponsTitle = t("web.gear.weapons");
  const armorTitle = t("web.gear.armor");
  const label = (field: string, section: string, i: number) => (
    <RowLabel field={field} section={section} n={i + 1} />
  );
  return (
    <RuleSection title={t("web.gear.title")} rule={t("web.gear.ur.rule")} testId="ur-gear">
      <GearList
        title={weaponsTitle}
        testId="ur-weapon"
        rows={rowsOf(character.weapons)}
        onRows={(weapons) => onChange({ weapons })}
        newRow={{ name: "", damage: "1W6" }}
        addLabel={t("web.gear.addWeapon")}
        examples={EXAMPLES.map(([name, damage]) => ({
          label: t("web.gear.addExample", { name: t(name), value: damage }),
          row: { name: t(name), damage, strengthThreshold: 12 },
        }))}
        fields={(w, i, patch) => {
          const damage = textOf(w.damage);
          const bonus =
            strength === undefined ? undefined : strengthBonus(strength, wholeOf(w.strengthThreshold));
          return (
            <>
              <div className="field-grid wide-fields">
                <TextField
                  label={label(t("web.gear.name"), weaponsTitle, i)}
                  value={textOf(w.name)}
                  onChange={(name) => patch({ name: name.slice(0, MAX_GEAR_NAME) })}
                  issues={issuesAt(issues, "weapons", i, "name")}
                />
                <TextField
                  label={label(t("web.gear.ur.damage"), weaponsTitle, i)}
                  value={damage}
                  hint={t("web.gear.ur.damageHint")}
                  onChange={(text) => patch({ damage: text.slice(0, 30) })}
                  issues={issuesAt(issues, "weapons", i, "damage")}
                />
                <NumberField
                  label={label(t("web.gear.ur.threshold"), weaponsTitle, i)}
                  value={wholeOf(w.strengthThreshold)}
                  min={0}
                  max={100}
                  optional
                  hint={t("web.gear.ur.thresholdHint")}
                  onChange={(strengthThreshold) => patch({ strengthThreshold })}
                  issues={issuesAt(issues, "weapons", i, "strengthThreshold")}
                />
                <NumberField
                  label={label(t("web.gear.ur.tension"), weaponsTitle, i)}
                  value={wholeOf(w.tension)}
                  min={0}
                  max={30}
                  optional
                  hint={t("web.gear.ur.tensionHint")}
                  onChange={(tension) => patch({ tension })}
                  issues={issuesAt(issues, "weapons", i, "tension")}
                />
              </div>
              {damage.trim() !== "" && (
                <p className="row-values" data-testid="ur-weapon-summary">
                  {bonus === undefined
                    ? t("web.gear.ur.noStrength", { damage: printedDamage(damage) })
                    : t("web.gear.ur.withStrength", {
                        damage: printedDamage(damage),
                        strength,
                        bonus: signed(bonus),
                      })}
                </p>
              )}
            </>
          );
        }}
      />
      <GearList
        title={armorTitle}
        rule={t("web.gear.ur.armorRule")}
        testId="ur-armor"
        rows={rowsOf(character.armor)}
        onRows={(armor) => onChange({ armor })}
        newRow={{ name: "", protection: 1 }}
        addLabel={t("web.gear.addArmor")}
        fields={(a, i, patch) => {
          const protection = wholeOf(a.protection);
          const note = lines.find((l) => l.kind === "armor" && l.index === i)?.note;
          return (
            <>
              <div className="field-grid wide-fields">
                <TextField
                  label={label(t("web.gear.name"), armorTitle, i)}
                  value={textOf(a.name)}
                  onChange={(name) => patch({ name: name.slice(0, MAX_GEAR_NAME) })}
                  issues={issuesAt(issues, "armor", i, "name")}
                />
                <NumberField
                  label={label(t("web.gear.ur.protection"), armorTitle, i)}
                  value={protection}
                  min={0}
                  max={100}
                  onChange={(p) => patch({ protection: p ?? 0 })}
                  issues={issuesAt(issues, "armor", i, "protection")}
                />
              </div>
              <CheckField
                field={t("web.gear.worn")}
                section={armorTitle}
                n={i + 1}
                checked={a.worn !== false}
                onChange={(worn) => patch({ worn: worn ? undefined : false })}
                hint={note ?? t("web.gear.ews.counts", { protection: protection ?? 0 })}
              />
            </>
          );
        }}
      />
    </RuleSection>
  );
}
