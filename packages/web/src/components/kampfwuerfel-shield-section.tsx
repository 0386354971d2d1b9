import type { Issue } from "@spieltisch/engine";
import { issuesAt } from "../lib/evaluate.js";
import { useI18n } from "../lib/i18n.js";
import { NumberField, RowLabel, RuleSection, TextField } from "./builder-fields.js";
import { GearList, type GearRow, MAX_GEAR_NAME, rowsOf, textOf, wholeOf } from "./gear-rows.js";
import { KwStabilityFields } from "./kampfwuerfel-stability-fields.js";

/**
 * Kampfwürfel's shields (kampfwuerfel.txt L17): each with its RS (counted into the Gesamtschutz
 * like armour), its BE (off the KW unless Schildkampf lowers it, always off the reflex dice), the
 * bonus KW it gives a defence, and its optional Stabilität (L21). The first one listed is carried.
 */
export function KampfwuerfelShieldSection({
  shields,
  issues,
  onShields,
}: {
  shields: unknown;
  issues: readonly Issue[];
  onShields: (rows: GearRow[]) => void;
}) {
  const { t } = useI18n();
  const section = t("web.gear.shields");
  const label = (field: string, i: number) => <RowLabel field={field} section={section} n={i + 1} />;
  return (
    <RuleSection title={section} rule={t("web.gear.kw.shieldsRule")} testId="kw-shields">
      <GearList
        testId="kw-shield"
        rows={rowsOf(shields)}
        onRows={onShields}
        newRow={{ name: "", value: 1, be: 1, parry: 1 }}
        addLabel={t("web.gear.addShield")}
        fields={(s, i, patch) => (
          <>
            <div className="field-grid">
              <TextField
                label={label(t("web.gear.name"), i)}
                value={textOf(s.name)}
                onChange={(name) => patch({ name: name.slice(0, MAX_GEAR_NAME) })}
                issues={issuesAt(issues, "shields", i, "name")}
              />
              <NumberField
                label={label(t("web.gear.kw.shieldValue"), i)}
                value={wholeOf(s.value) ?? 0}
                min={0}
                max={1000}
                onChange={(value) => patch({ value: value ?? 0 })}
                issues={issuesAt(issues, "shields", i, "value")}
              />
              <NumberField
                label={label(t("web.gear.kw.be"), i)}
                value={wholeOf(s.be) ?? 0}
                min={0}
                max={100}
                onChange={(be) => patch({ be: be ?? 0 })}
                issues={issuesAt(issues, "shields", i, "be")}
              />
              <NumberField
                label={label(t("web.gear.kw.parry"), i)}
                value={wholeOf(s.parry) ?? 0}
                min={0}
                max={40}
                onChange={(parry) => patch({ parry: parry ?? 0 })}
                issues={issuesAt(issues, "shields", i, "parry")}
              />
            </div>
            <KwStabilityFields row={s} list="shields" i={i} section={section} issues={issues} patch={patch} />
          </>
        )}
      />
    </RuleSection>
  );
}
