import { useState } from "react";
import type { FieldSpec } from "../actions/fields.js";
import { useI18n } from "../lib/i18n.js";
import type { RosterEntry } from "../lib/initiative-roster.js";
import { fieldLabel, valueLabel } from "../lib/labels.js";
import { InitiativeParticipants } from "./initiative-participants.js";

const sumOf = (v: unknown) =>
  Array.isArray(v) ? v.reduce((s: number, x) => s + Number(x), 0) : Number(v ?? 0);

/**
 * The generic form of an action: one labelled input per option of the adapter's schema.
 * Modifier lists are edited as one slider (their sum), the thing players drag; choices show their
 * labels, and a list of choices (the shot's circumstances) is a group of labelled checkboxes.
 * An initiative's participants are a list of people to tick: the table's characters (`roster`,
 * their numbers from the sheets) and whoever else is typed in; never JSON to type.
 */
export function ActionForm({
  idPrefix,
  fields,
  values,
  onChange,
  system,
  roster = [],
}: {
  idPrefix: string;
  /** Who an initiative roll may take: the table's characters with their sheets' numbers. */
  roster?: readonly RosterEntry[];
  /** The table's system: its own words for an option where it has them. */
  system?: string;
  fields: readonly FieldSpec[];
  values: Readonly<Record<string, unknown>>;
  onChange: (values: Record<string, unknown>) => void;
}) {
  const i18n = useI18n();
  const set = (name: string, value: unknown) => onChange({ ...values, [name]: value });
  return (
    <div className="form-grid">
      {fields.map((f) => {
        const id = `${idPrefix}-${f.name}`;
        const label = fieldLabel(i18n, f.name, system);
        switch (f.kind) {
          case "int": {
            const v = values[f.name];
            return (
              <label key={f.name} htmlFor={id}>
                {label}
                <input
                  id={id}
                  name={f.name}
                  type="number"
                  inputMode="numeric"
                  min={f.min}
                  max={f.max}
                  value={v === undefined ? "" : String(v)}
                  onChange={(e) => set(f.name, e.target.value === "" ? undefined : Number(e.target.value))}
                />
              </label>
            );
          }
          case "mods": {
            const sum = sumOf(values[f.name]);
            return (
              <label key={f.name} htmlFor={id} className="wide">
                {label}: <output>{sum > 0 ? `+${sum}` : sum < 0 ? `\u2212${-sum}` : sum}</output>
                <input
                  id={id}
                  name={f.name}
                  type="range"
                  min={-12}
                  max={12}
                  step={1}
                  value={sum}
                  onChange={(e) => {
                    const n = Number(e.target.value);
                    set(f.name, n === 0 ? [] : [n]);
                  }}
                />
              </label>
            );
          }
          case "bool":
            return (
              <label key={f.name} className="check">
                <input
                  id={id}
                  name={f.name}
                  type="checkbox"
                  checked={values[f.name] === true}
                  onChange={(e) => set(f.name, e.target.checked)}
                />
                {label}
              </label>
            );
          case "enum":
            return (
              <label key={f.name} htmlFor={id}>
                {label}
                <select
                  id={id}
                  name={f.name}
                  value={String(values[f.name] ?? "")}
                  onChange={(e) => set(f.name, e.target.value === "" ? undefined : e.target.value)}
                >
                  {f.optional && <option value="">–</option>}
                  {f.options.map((o) => (
                    <option key={o} value={o}>
                      {valueLabel(i18n, f.name, o)}
                    </option>
                  ))}
                </select>
              </label>
            );
          case "enum-list": {
            // `--mods a` arrives as one string, `--mods a,b` as a list.
            const raw = values[f.name];
            const list = Array.isArray(raw) ? raw.map(String) : typeof raw === "string" ? [raw] : [];
            return (
              <fieldset key={f.name} className="wide choices">
                <legend>{label}</legend>
                {f.options.map((o) => (
                  <label key={o} className="check">
                    <input
                      type="checkbox"
                      name={f.name}
                      value={o}
                      checked={list.includes(o)}
                      onChange={(e) =>
                        set(f.name, e.target.checked ? [...list, o] : list.filter((x) => x !== o))
                      }
                    />
                    {valueLabel(i18n, f.name, o)}
                  </label>
                ))}
              </fieldset>
            );
          }
          case "json":
            if (f.name === "participants") {
              return (
                <InitiativeParticipants
                  key={f.name}
                  id={id}
                  label={label}
                  value={values[f.name]}
                  roster={roster}
                  onChange={(v) => set(f.name, v)}
                />
              );
            }
            return (
              <label key={f.name} htmlFor={id} className="wide">
                {label}
                <JsonInput id={id} value={values[f.name]} onChange={(v) => set(f.name, v)} />
              </label>
            );
          case "text":
            return (
              <label key={f.name} htmlFor={id}>
                {label}
                <input
                  id={id}
                  name={f.name}
                  value={String(values[f.name] ?? "")}
                  onChange={(e) => set(f.name, e.target.value || undefined)}
                />
              </label>
            );
        }
        return null;
      })}
    </div>
  );
}

/** A JSON value typed as text; the value changes only while the text parses, so typing is never lost. */
function JsonInput({
  id,
  value,
  onChange,
}: {
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const [text, setText] = useState(() => (value === undefined ? "" : JSON.stringify(value)));
  return (
    <textarea
      id={id}
      className="code"
      rows={3}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        try {
          onChange(e.target.value.trim() === "" ? undefined : JSON.parse(e.target.value));
        } catch {
          // Not JSON yet: keep the text, keep the last good value.
        }
      }}
    />
  );
}
