import type { ConditionCommandJson } from "@spieltisch/protocol";
import { isMessageKey } from "@spieltisch/protocol";
import { useMemo, useState } from "react";
import type { z } from "zod";
import { cleanOptions, type FieldSpec, initialValue } from "../actions/fields.js";
import { useI18n } from "../lib/i18n.js";
import { commandVariants } from "../lib/play-commands.js";

/**
 * The system's condition commands (damage, heal, wounds, rest, fight start/over …) as a small
 * form with German labels: a choice of command, then its numbers, switches and choices.
 */
export function ConditionCommandForm({
  idPrefix,
  schema,
  isGm,
  onSubmit,
}: {
  idPrefix: string;
  schema: z.ZodType;
  isGm: boolean;
  onSubmit(command: ConditionCommandJson, secret: boolean): Promise<void>;
}) {
  const { t, tk } = useI18n();
  const variants = useMemo(() => commandVariants(schema, isMessageKey), [schema]);
  const [command, setCommand] = useState(variants[0]?.command ?? "");
  const [values, setValues] = useState<Record<string, Record<string, unknown>>>({});
  const [secret, setSecret] = useState(false);
  const [busy, setBusy] = useState(false);
  const variant = variants.find((v) => v.command === command) ?? variants[0];
  if (!variant) return null;
  const current = {
    ...Object.fromEntries(variant.fields.map((f) => [f.name, startValue(f)])),
    ...values[variant.command],
  };
  const set = (name: string, value: unknown) =>
    setValues({ ...values, [variant.command]: { ...current, [name]: value } });
  const optionLabel = (o: string) => tk(`web.play.option.${o}`, tk(`web.option.${o}`, o));
  const submit = async () => {
    setBusy(true);
    try {
      await onSubmit({ command: variant.command, ...cleanOptions(current, variant.fields) }, secret);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="stack command-form"
      aria-label={t("web.play.commands")}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h4>{t("web.play.commands")}</h4>
      <label>
        {t("web.play.commandChoice")}
        <select value={variant.command} onChange={(e) => setCommand(e.target.value)}>
          {variants.map((v) => (
            <option key={v.command} value={v.command}>
              {tk(`web.play.command.${v.command}`, v.command)}
            </option>
          ))}
        </select>
      </label>
      {variant.fields.map((f) => {
        const id = `${idPrefix}-${variant.command}-${f.name}`;
        const label = tk(`web.play.field.${f.name}`, tk(`web.field.${f.name}`, f.name));
        const value = current[f.name];
        switch (f.kind) {
          case "int":
            return (
              <label key={id} htmlFor={id}>
                {label}
                <input
                  id={id}
                  type="number"
                  inputMode="numeric"
                  min={f.min}
                  max={f.max}
                  value={typeof value === "number" ? value : ""}
                  onChange={(e) => set(f.name, e.target.value === "" ? undefined : Number(e.target.value))}
                />
              </label>
            );
          case "bool":
            return (
              <label key={id} className="check" htmlFor={id}>
                <input
                  id={id}
                  type="checkbox"
                  checked={value === true}
                  onChange={(e) => set(f.name, e.target.checked)}
                />
                {label}
              </label>
            );
          case "enum":
            return (
              <label key={id} htmlFor={id}>
                {label}
                <select id={id} value={String(value ?? "")} onChange={(e) => set(f.name, e.target.value)}>
                  {f.options.map((o) => (
                    <option key={o} value={o}>
                      {optionLabel(o)}
                    </option>
                  ))}
                </select>
              </label>
            );
          default:
            return null;
        }
      })}
      {isGm && (
        <label className="check">
          <input type="checkbox" checked={secret} onChange={(e) => setSecret(e.target.checked)} />
          {t("web.play.secret")}
        </label>
      )}
      <button type="submit" disabled={busy}>
        {t("web.play.commandApply")}
      </button>
    </form>
  );
}

/** A command's numbers start at one step (1 damage, 1 week, 1 wound), never at a value of 12. */
function startValue(field: FieldSpec): unknown {
  if (field.kind === "int") return Math.min(Math.max(1, field.min), field.max);
  return initialValue(field);
}
