import type { Issue } from "@spieltisch/engine";
import { CHARACTER_FORMAT, faarSheetZoneArmor } from "@spieltisch/protocol";
import { issuesAt } from "../lib/evaluate.js";
import { useI18n } from "../lib/i18n.js";
import { DerivedList, NumberField, RowLabel, RuleSection, TextField } from "./builder-fields.js";
import {
  CheckField,
  ChoiceField,
  GearList,
  type GearRow,
  MAX_GEAR_NAME,
  rowsOf,
  textOf,
  wholeOf,
} from "./gear-rows.js";
import { IssueList } from "./issue-list.js";

/** Faar's hit zones (faar.txt L143–L149): 1 linkes Bein … 6 Kopf. */
const ZONES = [1, 2, 3, 4, 5, 6] as const;
type Zone = (typeof ZONES)[number];
const DAMAGE_TYPES = ["cut", "blunt", "shot"] as const;

/** The armour of the text (L100–L103): Lederpanzer 1, Kettenpanzer 2 (not on the legs, L139), Plattenpanzer 3. */
const ARMOR_EXAMPLES = [
  ["web.gear.faar.example.leather", 1, undefined],
  ["web.gear.faar.example.chain", 2, [3, 4, 5]],
  ["web.gear.faar.example.plate", 3, undefined],
] as const;

/** The zones a row covers: its list, or all six where it names none (the whole body). */
function zonesOf(row: GearRow): Zone[] {
  const list = row.zones;
  return Array.isArray(list) ? ZONES.filter((z) => list.includes(z)) : [...ZONES];
}

/**
 * Faar's weapons, armour and shields (faar.txt L96–L104, L113–L133, L138–L160): weapons with their
 * damage dice, kind of damage, ranged and whether it is a blade of the Meermenschen; armour with
 * its value, the hit zones it covers (six switches, 1 linkes Bein … 6 Kopf) and whether it is
 * worn; shields with their bonus; then the armour each hit zone gets.
 */
export function FaarGearSection({
  character,
  issues,
  onChange,
}: {
  character: Readonly<Record<string, unknown>>;
  issues: readonly Issue[];
  onChange: (change: { weapons?: GearRow[]; armor?: GearRow[]; shields?: GearRow[] }) => void;
}) {
  const { t } = useI18n();
  const weaponsTitle = t("web.gear.weapons");
  const armorTitle = t("web.gear.armor");
  const shieldsTitle = t("web.gear.shields");
  const label = (field: string, section: string, i: number) => (
    <RowLabel field={field} section={section} n={i + 1} />
  );
  const zoneArmor = faarSheetZoneArmor({
    ...character,
    format: CHARACTER_FORMAT,
    system: "faar",
    name: textOf(character.name) || "?",
  });
  const shield = rowsOf(character.shields)[0];
  return (
    <RuleSection title={t("web.gear.title")} rule={t("web.gear.faar.rule")} testId="faar-gear">
      <GearList
        title={weaponsTitle}
        testId="faar-weapon"
        rows={rowsOf(character.weapons)}
        onRows={(weapons) => onChange({ weapons })}
        newRow={{ name: "", damage: "2W6" }}
        addLabel={t("web.gear.addWeapon")}
        examples={[
          {
            label: t("web.gear.addExample", { name: t("web.gear.faar.example.sword"), value: "2W6" }),
            row: { name: t("web.gear.faar.example.sword"), damage: "2W6", type: "cut" },
          },
        ]}
        fields={(w, i, patch) => (
          <>
            <div className="field-grid wide-fields">
              <TextField
                label={label(t("web.gear.name"), weaponsTitle, i)}
                value={textOf(w.name)}
                onChange={(name) => patch({ name: name.slice(0, MAX_GEAR_NAME) })}
                issues={issuesAt(issues, "weapons", i, "name")}
              />
              <TextField
                label={label(t("web.gear.faar.damage"), weaponsTitle, i)}
                value={textOf(w.damage)}
                hint={t("web.gear.faar.damageHint")}
                onChange={(damage) => patch({ damage: damage.slice(0, 20) })}
                issues={issuesAt(issues, "weapons", i, "damage")}
              />
              <ChoiceField
                label={label(t("web.gear.faar.type"), weaponsTitle, i)}
                value={DAMAGE_TYPES.find((d) => d === w.type) ?? "none"}
                options={[
                  { value: "none", label: t("web.gear.faar.typeNone") },
                  ...DAMAGE_TYPES.map((d) => ({ value: d, label: t(`web.gear.faar.type.${d}`) })),
                ]}
                onChange={(type) => patch({ type: type === "none" ? undefined : type })}
              />
            </div>
            <CheckField
              field={t("web.gear.faar.ranged")}
              section={weaponsTitle}
              n={i + 1}
              checked={w.ranged === true}
              onChange={(ranged) => patch({ ranged: ranged ? true : undefined })}
            />
            <CheckField
              field={t("web.gear.faar.seaBlade")}
              section={weaponsTitle}
              n={i + 1}
              checked={w.seaBlade === true}
              onChange={(seaBlade) => patch({ seaBlade: seaBlade ? true : undefined })}
              hint={w.seaBlade === true ? t("web.gear.faar.seaBladeHint") : undefined}
            />
          </>
        )}
      />
      <GearList
        title={armorTitle}
        testId="faar-armor"
        rows={rowsOf(character.armor)}
        onRows={(armor) => onChange({ armor })}
        newRow={{ name: "", protection: 1 }}
        addLabel={t("web.gear.addArmor")}
        examples={ARMOR_EXAMPLES.map(([name, protection, zones]) => ({
          label: t("web.gear.addExample", { name: t(name), value: protection }),
          row: { name: t(name), protection, ...(zones ? { zones: [...zones] } : {}) },
        }))}
        fields={(a, i, patch) => {
          const covered = zonesOf(a);
          const toggle = (zone: Zone, on: boolean) => {
            const next = ZONES.filter((z) => (z === zone ? on : covered.includes(z)));
            // All six is the whole body: the file then names no zones (faarArmorSchema).
            patch({ zones: next.length === ZONES.length ? undefined : next });
          };
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
                  label={label(t("web.gear.faar.protection"), armorTitle, i)}
                  value={wholeOf(a.protection)}
                  min={0}
                  max={20}
                  onChange={(protection) => patch({ protection: protection ?? 0 })}
                  issues={issuesAt(issues, "armor", i, "protection")}
                />
              </div>
              <fieldset className="zone-checks">
                <legend>{label(t("web.gear.faar.zones"), armorTitle, i)}</legend>
                {ZONES.map((zone) => (
                  <label key={zone} className="check">
                    <input
                      type="checkbox"
                      checked={covered.includes(zone)}
                      onChange={(e) => toggle(zone, e.target.checked)}
                    />
                    <RowLabel field={t(`web.gear.faar.zone.${zone}`)} section={armorTitle} n={i + 1} />
                  </label>
                ))}
              </fieldset>
              <IssueList issues={issuesAt(issues, "armor", i, "zones")} compact />
              <CheckField
                field={t("web.gear.worn")}
                section={armorTitle}
                n={i + 1}
                checked={a.worn !== false}
                onChange={(worn) => patch({ worn: worn ? undefined : false })}
              />
            </>
          );
        }}
      />
      <GearList
        title={shieldsTitle}
        rule={t("web.gear.faar.shieldsRule")}
        testId="faar-shield"
        rows={rowsOf(character.shields)}
        onRows={(shields) => onChange({ shields })}
        newRow={{ name: "", protection: 1 }}
        addLabel={t("web.gear.addShield")}
        fields={(s, i, patch) => (
          <div className="field-grid">
            <TextField
              label={label(t("web.gear.name"), shieldsTitle, i)}
              value={textOf(s.name)}
              onChange={(name) => patch({ name: name.slice(0, MAX_GEAR_NAME) })}
              issues={issuesAt(issues, "shields", i, "name")}
            />
            <NumberField
              label={label(t("web.gear.faar.shieldProtection"), shieldsTitle, i)}
              value={wholeOf(s.protection)}
              min={0}
              max={20}
              onChange={(protection) => patch({ protection: protection ?? 0 })}
              issues={issuesAt(issues, "shields", i, "protection")}
            />
          </div>
        )}
      />
      {(zoneArmor || shield) && (
        <>
          <h3 className="subhead">{t("web.gear.faar.zoneArmor")}</h3>
          <p className="rule-text">{t("web.gear.faar.zoneArmorHow")}</p>
        </>
      )}
      {(zoneArmor || shield) && (
        <DerivedList
          label={t("web.gear.faar.zoneArmor")}
          items={[
            ...ZONES.map((zone, k) => ({
              key: `zone-${zone}`,
              name: t(`web.gear.faar.zone.${zone}`),
              value: zoneArmor?.[k] ?? 0,
            })),
            ...(shield
              ? [
                  {
                    key: "shield",
                    name: textOf(shield.name) || t("web.npc.shield"),
                    value: wholeOf(shield.protection) ?? 0,
                    how: t("web.gear.faar.shieldHow"),
                  },
                ]
              : []),
          ]}
        />
      )}
    </RuleSection>
  );
}
