import type { Issue } from "@spieltisch/engine";
import { type ReactNode, useId, useState } from "react";
import { useI18n } from "../lib/i18n.js";
import { IssueList } from "./issue-list.js";

/**
 * A whole-number field that keeps what was typed: the draft takes the number as soon as it is a
 * whole number in range; until then the text stays in the field, the last good number stays in
 * the draft and a note says which range is wanted. With `optional`, an empty field removes it.
 */
export function NumberField({
  label,
  value,
  min,
  max,
  onChange,
  hint,
  issues = [],
  optional = false,
}: {
  label: ReactNode;
  value: number | undefined;
  min: number;
  max: number;
  onChange: (value: number | undefined) => void;
  hint?: ReactNode;
  issues?: readonly Issue[];
  optional?: boolean;
}) {
  const { t } = useI18n();
  const id = useId();
  const [text, setText] = useState(value === undefined ? "" : String(value));
  const [seen, setSeen] = useState(value);
  // A value set from outside (import, a stored character, "new") replaces the text in the same
  // render; a value that only echoes what was typed leaves the text alone.
  if (value !== seen) {
    setSeen(value);
    if (parse(text) !== value) setText(value === undefined ? "" : String(value));
  }
  const parsed = parse(text);
  const bad = text.trim() === "" ? !optional : parsed === undefined || parsed < min || parsed > max;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={text}
        aria-invalid={bad || issues.some((i) => i.severity === "error") ? true : undefined}
        aria-describedby={hint || bad ? `${id}-hint` : undefined}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          const n = parse(next);
          if (next.trim() === "" && optional) onChange(undefined);
          else if (n !== undefined && n >= min && n <= max) onChange(n);
        }}
      />
      {(hint || bad) && (
        <small id={`${id}-hint`} className="hint">
          {hint}
          {bad && (
            <span className="error">
              {" "}
              {t("web.form.numberInvalid", { min, max, kept: value ?? t("web.form.none") })}
            </span>
          )}
        </small>
      )}
      <IssueList issues={issues} compact />
    </div>
  );
}

const parse = (text: string): number | undefined => {
  if (!/^\s*-?\d{1,7}\s*$/.test(text)) return undefined;
  return Number(text);
};

/** A labelled text field with an optional rule hint and the issues of that field. */
export function TextField({
  label,
  value,
  onChange,
  hint,
  issues = [],
  multiline = false,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  issues?: readonly Issue[];
  multiline?: boolean;
}) {
  const id = useId();
  const common = {
    id,
    value,
    "aria-invalid": issues.some((i) => i.severity === "error") ? true : undefined,
    "aria-describedby": hint ? `${id}-hint` : undefined,
  } as const;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea rows={3} {...common} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint && (
        <small id={`${id}-hint`} className="hint">
          {hint}
        </small>
      )}
      <IssueList issues={issues} compact />
    </div>
  );
}

/** A section of a builder: a legend, the rule it follows in the text's words, then its fields. */
export function RuleSection({
  title,
  rule,
  children,
  testId,
}: {
  title: string;
  rule: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <fieldset className="rule-section" data-testid={testId}>
      <legend>{title}</legend>
      <p className="rule-text">{rule}</p>
      {children}
    </fieldset>
  );
}

/** Derived values as a definition list: name, value, and how the text computes it. */
export function DerivedList({
  items,
  label,
}: {
  label: string;
  items: readonly { key: string; name: string; value: ReactNode; how?: string }[];
}) {
  return (
    <dl className="derived" aria-label={label}>
      {items.map((item) => (
        <div key={item.key} data-testid={`derived-${item.key}`}>
          <dt>{item.name}</dt>
          <dd>
            <strong className="derived-value">{item.value}</strong>
            {item.how && <small className="hint"> {item.how}</small>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A row field's label: the field's name is shown, the list and row it belongs to are read out
 * too (screen readers and search by label), so a phone shows "Name", not "Name in Attribute,
 * Zeile 1", and every field still has a unique accessible name.
 */
export function RowLabel({ field, section, n }: { field: string; section: string; n: number }) {
  const { t } = useI18n();
  return (
    <>
      {field}
      <span className="sr-only">{t("web.form.rowContext", { section, n })}</span>
    </>
  );
}
