import type { Issue } from "@spieltisch/engine";
import { issuesAt } from "../lib/evaluate.js";
import { useI18n } from "../lib/i18n.js";
import { NumberField, RowLabel } from "./builder-fields.js";
import { CheckField, type GearRow, recordOf, wholeOf } from "./gear-rows.js";

/** A new item's Stabilität when the switch is turned on: the player overwrites both numbers. */
const START = { per: 5, value: 10 } as const;

/**
 * Kampfwürfel's OPTIONAL Stabilität of a weapon or shield (kampfwuerfel.txt L21): a switch, then
 * its two numbers — the value, and after how many successes it sinks by one. Off removes it.
 */
export function KwStabilityFields({
  row,
  list,
  i,
  section,
  issues,
  patch,
}: {
  row: GearRow;
  /** The file's list the row is in (`weapons`, `shields`), for the issues' paths. */
  list: string;
  i: number;
  section: string;
  issues: readonly Issue[];
  patch: (change: Readonly<Record<string, unknown>>) => void;
}) {
  const { t } = useI18n();
  const stability = recordOf(row.stability);
  return (
    <>
      <CheckField
        field={t("web.gear.kw.stability")}
        section={section}
        n={i + 1}
        checked={stability !== undefined}
        onChange={(on) => patch({ stability: on ? { ...START } : undefined })}
        hint={stability ? t("web.gear.kw.stabilityHint") : undefined}
      />
      {stability && (
        <div className="field-grid wide-fields">
          <NumberField
            label={<RowLabel field={t("web.gear.kw.stabilityValue")} section={section} n={i + 1} />}
            value={wholeOf(stability.value)}
            min={0}
            max={100}
            onChange={(value) => patch({ stability: { ...stability, value: value ?? 0 } })}
            issues={issuesAt(issues, list, i, "stability", "value")}
          />
          <NumberField
            label={<RowLabel field={t("web.gear.kw.stabilityPer")} section={section} n={i + 1} />}
            value={wholeOf(stability.per)}
            min={1}
            max={100}
            onChange={(per) => patch({ stability: { ...stability, per: per ?? START.per } })}
            issues={issuesAt(issues, list, i, "stability", "per")}
          />
        </div>
      )}
    </>
  );
}
