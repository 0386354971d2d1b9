import {
  offerValue,
  parseAttributeSteps,
  TABLE_OPTION_GROUPS,
  type TableOptionOffer,
  type TableOptionsJson,
  type TableOptionValue,
  tableOptionOffers,
} from "@spieltisch/protocol";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useI18n } from "../lib/i18n.js";
import { offerHint, offerLabel, offerValueText } from "../lib/table-option-text.js";

interface Props {
  readonly system: string;
  readonly modules: readonly string[];
  /** The table's options (or the draft's), in the one shape. */
  readonly options: TableOptionsJson;
  /** Sets one option; without it every option is shown with its value only. */
  readonly onChange?: ((offer: TableOptionOffer, value: TableOptionValue) => void) | undefined;
  /** Options shown with their value only although others may change (the table is in play). */
  readonly locked?: (offer: TableOptionOffer) => boolean;
  /** A table played alone: options that matter only at a shared table are left out. */
  readonly local?: boolean;
  /** Numbers and steps are set when the field is left (settings: one change per value, not per key). */
  readonly setOnBlur?: boolean;
  /** No control takes input meanwhile (a change is on its way). */
  readonly busy?: boolean;
  /**
   * A group of more than this many options folds away (open while one of them differs from its
   * default): the start view, where EWS's house rules would push the buttons far down a phone.
   */
  readonly foldOver?: number;
}

/**
 * A table's options as its system offers them (`tableOptionOffers`), grouped „Optionale Regeln“,
 * „Hausregeln“, „Am Tisch“: each with its label, its value (a switch, a choice, a number) and the
 * rule text's words with the line. The start view sets a draft's, the settings view a table's.
 */
export function TableOptionFields(props: Props) {
  const { system, modules, options, onChange, locked, local, setOnBlur, busy, foldOver } = props;
  const { t, tk } = useI18n();
  const offers = tableOptionOffers(system, modules).filter((o) => !(local && o.sharedOnly));
  return (
    <>
      {TABLE_OPTION_GROUPS.map((group) => {
        const inGroup = offers.filter((o) => o.group === group);
        if (inGroup.length === 0) return null;
        const name = tk(`web.tableOption.group.${group}`, group);
        const fields = inGroup.map((offer) => (
          <OptionField
            key={offer.id}
            offer={offer}
            value={offerValue(options, offer)}
            onChange={onChange && !locked?.(offer) ? (value) => onChange(offer, value) : undefined}
            note={offer.sharedOnly && local === undefined ? t("web.tableOption.sharedOnly") : null}
            setOnBlur={setOnBlur === true}
            busy={busy === true}
          />
        ));
        if (foldOver === undefined || inGroup.length <= foldOver) {
          return (
            <fieldset key={group} className="table-options" data-group={group}>
              <legend>{name}</legend>
              {fields}
            </fieldset>
          );
        }
        const changed = inGroup.filter((o) => offerValue(options, o) !== o.default).length;
        return (
          <Fold key={group} group={group} name={name} changed={changed} count={inGroup.length}>
            {fields}
          </Fold>
        );
      })}
    </>
  );
}

/**
 * A group folded away: open at first when one of its options differs from its default, then as
 * the reader leaves it (a change inside never closes it).
 */
function Fold({
  group,
  name,
  changed,
  count,
  children,
}: {
  group: string;
  name: string;
  changed: number;
  count: number;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(changed > 0);
  return (
    <details
      className="table-options-fold"
      data-group={group}
      open={open || changed > 0}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>
        <strong>{name}</strong>
        <span className="muted">{t("web.tableOption.folded", { changed, count })}</span>
      </summary>
      <fieldset className="table-options" aria-label={name}>
        {children}
      </fieldset>
    </details>
  );
}

interface FieldProps {
  readonly offer: TableOptionOffer;
  readonly value: TableOptionValue;
  readonly onChange: ((value: TableOptionValue) => void) | undefined;
  readonly note: string | null;
  readonly setOnBlur: boolean;
  readonly busy: boolean;
}

/** One option: its control (or its value in words) and the text's words under it. */
function OptionField({ offer, value, onChange, note, setOnBlur, busy }: FieldProps) {
  const i18n = useI18n();
  const hintId = useId();
  const label = offerLabel(offer, i18n);
  const hint = (
    <p id={hintId} className="muted small option-hint">
      {offerHint(offer, i18n)}
      {note && ` ${note}`}
    </p>
  );
  if (!onChange) {
    return (
      <div className="table-option" data-option={offer.id}>
        <p className="option-value">
          {label}: <strong>{offerValueText(offer, value, i18n)}</strong>
        </p>
        {hint}
      </div>
    );
  }
  const control = offer.control;
  return (
    <div className="table-option" data-option={offer.id}>
      {control.kind === "switch" ? (
        <label className="check">
          <input
            type="checkbox"
            checked={value === true}
            disabled={busy}
            aria-describedby={hintId}
            onChange={(e) => onChange(e.target.checked)}
          />
          {label}
        </label>
      ) : control.kind === "choice" ? (
        <label>
          {label}
          <select
            value={String(value)}
            disabled={busy}
            aria-describedby={hintId}
            onChange={(e) => onChange(control.values.find((v) => String(v) === e.target.value) ?? value)}
          >
            {control.values.map((v) => (
              <option key={String(v)} value={String(v)}>
                {offerValueText(offer, v, i18n)}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <TypedValue
          label={label}
          value={String(value)}
          hintId={hintId}
          parse={
            control.kind === "number"
              ? (text) => {
                  const n = /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN;
                  return n >= control.min && n <= control.max ? n : null;
                }
              : parseAttributeSteps
          }
          problem={
            control.kind === "number"
              ? i18n.t("web.tableOption.numberRange", { min: control.min, max: control.max })
              : i18n.t("web.tableOption.stepsFormat")
          }
          numeric={control.kind === "number"}
          onChange={onChange}
          setOnBlur={setOnBlur}
          busy={busy}
        />
      )}
      {hint}
    </div>
  );
}

interface TypedProps {
  readonly label: string;
  readonly value: string;
  readonly hintId: string;
  /** The value a text stands for, or null when it is none the option takes. */
  readonly parse: (text: string) => TableOptionValue | null;
  readonly problem: string;
  readonly numeric: boolean;
  readonly onChange: (value: TableOptionValue) => void;
  readonly setOnBlur: boolean;
  readonly busy: boolean;
}

/**
 * A number or the cost steps, typed: what was typed stays in the field; a value the option does
 * not take is said under it and not set (the option keeps its last good value).
 */
function TypedValue({
  label,
  value,
  hintId,
  parse,
  problem,
  numeric,
  onChange,
  setOnBlur,
  busy,
}: TypedProps) {
  const [text, setText] = useState(value);
  const problemId = useId();
  // A value set elsewhere (another member, the server's answer) shows here.
  useEffect(() => setText(value), [value]);
  const parsed = parse(text);
  const set = (typed: string) => {
    const next = parse(typed);
    if (next !== null && String(next) !== value) onChange(next);
  };
  return (
    <>
      <label>
        {label}
        <input
          type="text"
          inputMode={numeric ? "numeric" : "text"}
          value={text}
          disabled={busy}
          aria-invalid={parsed === null}
          aria-describedby={parsed === null ? `${hintId} ${problemId}` : hintId}
          onChange={(e) => {
            setText(e.target.value);
            if (!setOnBlur) set(e.target.value);
          }}
          onBlur={() => setOnBlur && set(text)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && setOnBlur) set(text);
          }}
        />
      </label>
      {parsed === null && (
        <p id={problemId} className="error small">
          {problem}
        </p>
      )}
    </>
  );
}
