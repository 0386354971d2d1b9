import type { Issue, TableSettings } from "@spieltisch/engine";
import type * as ewsRules from "@spieltisch/engine/systems/ews";
import { CHARACTER_FORMAT, sheetGearLines } from "@spieltisch/protocol";
import { issuesAt } from "../lib/evaluate.js";
import { useI18n } from "../lib/i18n.js";
import { NumberField, RowLabel, RuleSection, TextField } from "./builder-fields.js";
import { CheckField } from "./gear-rows.js";

/** A FoKa weapon as the builder edits it (the file's `weapons[]`, unknown fields kept). */
export type EwsWeaponRow = ewsRules.EwsWeapon;
/** A FoKa piece of armour as the builder edits it (the file's `armor[]`). */
export type EwsArmorRow = ewsRules.EwsArmor;

/** The file's limits (protocol's `ewsCharacterSchema`): 20 of each, names up to 80 characters. */
const MAX_ROWS = 20;
const MAX_NAME = 80;
const MAX_VALUE = 1000;

const int = (v: unknown): number | undefined =>
  typeof v === "number" && Number.isInteger(v) ? v : undefined;

/**
 * FoKa's "Waffen und Rüstung" of an EWS character (ews-2.txt L236–239, L619, L652 ff.): weapons
 * with their Schadenswert (and whether they shoot), armour with its Schutz and whether it is worn
 * (one worn Rüstung counts, the strongest, L376; RULINGS §7), the rule beside them. Rows are
 * positions in the file; what is typed goes into the draft as it is typed.
 */
export function EwsEquipmentSection({
  weapons,
  armor,
  issues,
  table,
  onWeapons,
  onArmor,
}: {
  weapons: readonly EwsWeaponRow[];
  armor: readonly EwsArmorRow[];
  issues: readonly Issue[];
  table: TableSettings;
  onWeapons: (rows: EwsWeaponRow[]) => void;
  onArmor: (rows: EwsArmorRow[]) => void;
}) {
  const { t } = useI18n();
  // Which worn piece counts is the protocol's reading of the sheet (the same as a roll's).
  const lines = sheetGearLines("ews", { format: CHARACTER_FORMAT, system: "ews", name: "", armor }, table, t);
  const weaponsTitle = t("web.equipment.weapons");
  const armorTitle = t("web.equipment.armor");
  const patch = <R,>(rows: readonly R[], i: number, change: Partial<R>) =>
    rows.map((r, k) => (k === i ? { ...r, ...change } : r));
  const removeButton = (name: string, i: number, onClick: () => void) => (
    <button
      className="remove-row"
      type="button"
      onClick={onClick}
      aria-label={t("web.form.remove", { name: name || t("web.form.unnamed", { n: i + 1 }) })}
    >
      ×
    </button>
  );
  return (
    <RuleSection title={t("web.equipment.title")} rule={t("web.equipment.rule")} testId="ews-equipment">
      <h3 className="subhead">{weaponsTitle}</h3>
      {weapons.map((w, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the file.
        <div key={i} className="entry" data-testid={`ews-weapon-${i}`}>
          <div className="field-grid">
            <TextField
              label={<RowLabel field={t("web.equipment.name")} section={weaponsTitle} n={i + 1} />}
              value={w.name}
              onChange={(name) => onWeapons(patch(weapons, i, { name: name.slice(0, MAX_NAME) }))}
              issues={issuesAt(issues, "weapons", i, "name")}
            />
            <NumberField
              label={<RowLabel field={t("web.equipment.damage")} section={weaponsTitle} n={i + 1} />}
              value={int(w.damage)}
              min={0}
              max={MAX_VALUE}
              onChange={(damage) => onWeapons(patch(weapons, i, { damage: damage ?? 0 }))}
              issues={issuesAt(issues, "weapons", i, "damage")}
            />
          </div>
          <div className="entry-extra">
            <label className="check">
              <input
                type="checkbox"
                checked={w.ranged === true}
                onChange={(e) => {
                  const { ranged: _r, ...rest } = w;
                  onWeapons(
                    weapons.map((r, k) =>
                      k === i ? (e.target.checked ? { ...rest, ranged: true } : (rest as EwsWeaponRow)) : r,
                    ),
                  );
                }}
              />
              <RowLabel field={t("web.equipment.ranged")} section={weaponsTitle} n={i + 1} />
            </label>
            <small className="hint">
              {w.ranged
                ? t("web.equipment.rangedHow", { damage: int(w.damage) ?? 0 })
                : t("web.equipment.weaponHow", { damage: int(w.damage) ?? 0 })}
            </small>
          </div>
          {removeButton(w.name, i, () => onWeapons(weapons.filter((_, k) => k !== i)))}
        </div>
      ))}
      {weapons.length < MAX_ROWS && (
        <button type="button" onClick={() => onWeapons([...weapons, { name: "", damage: 0 }])}>
          {t("web.equipment.addWeapon")}
        </button>
      )}
      <h3 className="subhead">{armorTitle}</h3>
      <p className="rule-text">
        {t(
          table.options.armorStacking === true ? "web.gear.ews.armorRuleStacking" : "web.gear.ews.armorRule",
        )}
      </p>
      {armor.map((a, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the file.
        <div key={i} className="entry" data-testid={`ews-armor-${i}`}>
          <div className="field-grid">
            <TextField
              label={<RowLabel field={t("web.equipment.name")} section={armorTitle} n={i + 1} />}
              value={a.name}
              onChange={(name) => onArmor(patch(armor, i, { name: name.slice(0, MAX_NAME) }))}
              issues={issuesAt(issues, "armor", i, "name")}
            />
            <NumberField
              label={<RowLabel field={t("web.equipment.protection")} section={armorTitle} n={i + 1} />}
              value={int(a.protection)}
              min={0}
              max={MAX_VALUE}
              onChange={(protection) => onArmor(patch(armor, i, { protection: protection ?? 0 }))}
              issues={issuesAt(issues, "armor", i, "protection")}
            />
          </div>
          <div className="entry-extra">
            <CheckField
              field={t("web.gear.worn")}
              section={armorTitle}
              n={i + 1}
              checked={a.worn !== false}
              onChange={(worn) => {
                const { worn: _w, ...rest } = a;
                onArmor(armor.map((r, k) => (k === i ? (worn ? rest : { ...rest, worn: false }) : r)));
              }}
              hint={
                lines.find((l) => l.kind === "armor" && l.index === i)?.note ??
                t("web.gear.ews.counts", { protection: int(a.protection) ?? 0 })
              }
            />
          </div>
          {removeButton(a.name, i, () => onArmor(armor.filter((_, k) => k !== i)))}
        </div>
      ))}
      {armor.length < MAX_ROWS && (
        <button type="button" onClick={() => onArmor([...armor, { name: "", protection: 0 }])}>
          {t("web.equipment.addArmor")}
        </button>
      )}
    </RuleSection>
  );
}
