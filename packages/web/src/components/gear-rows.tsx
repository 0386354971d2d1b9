import type { ReactNode } from "react";
import { useI18n } from "../lib/i18n.js";
import { RowLabel } from "./builder-fields.js";

/**
 * What every system's gear section shares (CONTRACT §6): a list of entries (weapons, armour,
 * shields) as rows with a remove button, an add button, at most 20 rows, and small fields a
 * row needs besides text and numbers (a labelled switch, a choice). A row is a position in the
 * file's list; fields it does not show (unknown ones from an imported file) are kept.
 */

/** A gear entry as the draft holds it: whatever the file has, the builder reads it with care. */
export type GearRow = Readonly<Record<string, unknown>>;

/** The file's limits (protocol `gearList`, `gearNameSchema`): 20 entries, names up to 80 characters. */
export const MAX_GEAR_ROWS = 20;
export const MAX_GEAR_NAME = 80;

/** A whole number from the draft, or undefined. */
export const wholeOf = (v: unknown): number | undefined =>
  typeof v === "number" && Number.isInteger(v) ? v : undefined;

/** A text from the draft, or "". */
export const textOf = (v: unknown): string => (typeof v === "string" ? v : "");

/**
 * A row with `change` applied; a field set to undefined is removed, so an emptied optional
 * field leaves no trace in the file.
 *
 * @example
 * patchRow({ name: "Schwert", tension: 2 }, { tension: undefined }); // { name: "Schwert" }
 */
export function patchRow(row: GearRow, change: Readonly<Record<string, unknown>>): GearRow {
  const next: Record<string, unknown> = { ...row, ...change };
  for (const [key, value] of Object.entries(change)) if (value === undefined) delete next[key];
  return next;
}

/** A nested object of a row (Kampfwürfel's `stability`, `zones`), or undefined. */
export const recordOf = (v: unknown): GearRow | undefined =>
  typeof v === "object" && v !== null && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v))
    : undefined;

/** The rows of a draft's list (anything else counts as none). */
export const rowsOf = (value: unknown): GearRow[] =>
  Array.isArray(value)
    ? value.map((v) => (typeof v === "object" && v !== null && !Array.isArray(v) ? { ...v } : {}))
    : [];

/**
 * One gear list of a builder: a subheading, the rule of that list, each row's fields (given by
 * `fields`, with `patch` to change that row), a remove button per row, the add button and, where
 * the text names examples, buttons that add them filled in.
 */
export function GearList({
  title,
  rule,
  rows,
  onRows,
  fields,
  newRow,
  addLabel,
  testId,
  examples = [],
}: {
  /** The list's subheading; left out where the section's legend already says it. */
  title?: string;
  rule?: ReactNode;
  rows: readonly GearRow[];
  onRows: (rows: GearRow[]) => void;
  fields: (row: GearRow, i: number, patch: (change: Readonly<Record<string, unknown>>) => void) => ReactNode;
  newRow: GearRow;
  addLabel: string;
  /** Each row gets `data-testid="<testId>-<i>"`. */
  testId: string;
  examples?: readonly { readonly label: string; readonly row: GearRow }[];
}) {
  const { t } = useI18n();
  const full = rows.length >= MAX_GEAR_ROWS;
  return (
    <>
      {title && <h3 className="subhead">{title}</h3>}
      {rule && <p className="rule-text">{rule}</p>}
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the file.
        <div key={i} className="entry" data-testid={`${testId}-${i}`}>
          <div className="entry-extra">
            {fields(row, i, (change) => onRows(rows.map((r, k) => (k === i ? patchRow(r, change) : r))))}
          </div>
          <button
            className="remove-row"
            type="button"
            onClick={() => onRows(rows.filter((_, k) => k !== i))}
            aria-label={t("web.form.remove", {
              name: textOf(row.name) || t("web.form.unnamed", { n: i + 1 }),
            })}
          >
            ×
          </button>
        </div>
      ))}
      {!full && (
        <div className="row wrap gear-add">
          <button type="button" onClick={() => onRows([...rows, newRow])}>
            {addLabel}
          </button>
          {examples.length > 0 && <span className="hint">{t("web.gear.examples")}</span>}
          {examples.map((example) => (
            <button key={example.label} type="button" onClick={() => onRows([...rows, example.row])}>
              {example.label}
            </button>
          ))}
        </div>
      )}
    </>
  );
}

/** A labelled switch of a gear row ("getragen", "Fernkampfwaffe"), with an optional line under it. */
export function CheckField({
  field,
  section,
  n,
  checked,
  onChange,
  hint,
}: {
  field: string;
  section: string;
  n: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
}) {
  return (
    <div className="field">
      <label className="check">
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <RowLabel field={field} section={section} n={n} />
      </label>
      {hint && <small className="hint">{hint}</small>}
    </div>
  );
}

/** A labelled choice of a gear row (Faar's kind of damage): the options' words, never their keys. */
export function ChoiceField<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: ReactNode;
  value: V;
  options: readonly { readonly value: V; readonly label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <div className="field">
      <label>
        {label}
        <select
          value={value}
          onChange={(e) => {
            const chosen = options.find((o) => o.value === e.target.value);
            if (chosen) onChange(chosen.value);
          }}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
