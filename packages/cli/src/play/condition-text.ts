import type { Modifier } from "@spieltisch/engine";
import { type ConditionView, isMessageKey, type Lang, translate } from "@spieltisch/protocol";
import { modifierList } from "../format.js";

/**
 * A condition in words: the fields a player reads (TP, wounds, LP …) with the catalogue's labels
 * (`play.field.<key>`); bookkeeping fields without a label (pending checks, clocks) are left to
 * the JSON.
 */

const isStatus = (v: unknown): v is "active" | "out" | "dying" | "dead" =>
  v === "active" || v === "out" || v === "dying" || v === "dead";

/** One field's value as the player reads it ("außer Gefecht", "ja", "2"). */
function valueText(lang: Lang, key: string, value: unknown): string {
  if (key === "status" && isStatus(value)) return translate(lang, `play.status.${value}`);
  if (typeof value === "boolean") return translate(lang, value ? "play.yes" : "play.no");
  if (Array.isArray(value)) return String(value.length);
  if (value === null || value === undefined) return "–";
  // Below zero with the minus sign, as the modifiers are printed ("TP 12 → −4").
  if (typeof value === "number" && value < 0) return `−${-value}`;
  return typeof value === "object" ? "…" : String(value);
}

/** The label of a field, or undefined for a field a player does not read. */
function labelOf(lang: Lang, key: string): string | undefined {
  const messageKey = `play.field.${key}`;
  return isMessageKey(messageKey) ? translate(lang, messageKey) : undefined;
}

/** "TP 12 → 5, Wunden 0 → 1": the labelled fields that differ. */
export function conditionChanges(
  lang: Lang,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): string[] {
  return Object.keys(after).flatMap((key) => {
    const label = labelOf(lang, key);
    const was = valueText(lang, key, before[key]);
    const now = valueText(lang, key, after[key]);
    return label && was !== now ? [`${label} ${was} → ${now}`] : [];
  });
}

/**
 * The line saying what a change did: the labelled fields that differ; "fortgeschrieben" when only
 * bookkeeping changed (the actions counted towards exhaustion, a stance); "unverändert" when
 * nothing did.
 */
export function changeLine(
  lang: Lang,
  name: string,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): string {
  const changes = conditionChanges(lang, before, after);
  if (changes.length > 0) return translate(lang, "play.changed", { name, changes: changes.join(", ") });
  const same = JSON.stringify(before) === JSON.stringify(after);
  return translate(lang, same ? "play.unchanged" : "play.bookkept", { name });
}

/** "Gespeichert in held.json (vorher: held.json.bak)": where a change went. */
export const writtenLine = (lang: Lang, file: string): string =>
  translate(lang, "play.written", { file, backup: `${file}.bak` });

/** "TP 12, Wunden 0": every labelled field (the status has its own line). */
export function conditionFields(lang: Lang, condition: Readonly<Record<string, unknown>>): string {
  return Object.entries(condition)
    .flatMap(([key, value]) => {
      // The status has its own line; a field without a value now (no countdown running) is left out.
      const label = key === "status" || value === null ? undefined : labelOf(lang, key);
      return label ? [`${label} ${valueText(lang, key, value)}`] : [];
    })
    .join(", ");
}

/** The due checks in words (`dueCheck.<reason>` filled from the check's params). */
export function dueLines(lang: Lang, due: ConditionView["due"]): string[] {
  if (due.length === 0) return [translate(lang, "play.noDue")];
  return due.map((check) => {
    const key = `dueCheck.${check.reason}`;
    const text = isMessageKey(key) ? translate(lang, key, { ...check.options, ...check.params }) : check.id;
    return translate(lang, "play.dueLine", { text: `${text} [${check.id}]` });
  });
}

/** A list of mali, or "keine". */
export const maliText = (lang: Lang, modifiers: readonly Modifier[]): string =>
  modifiers.length > 0 ? modifierList(lang, modifiers) : translate(lang, "play.none");

/** The whole view as lines: fields, status, due checks and the mali per use. */
export function conditionViewLines(lang: Lang, view: ConditionView): string[] {
  if (view.condition === null) return [];
  return [
    translate(lang, "play.fields", { fields: conditionFields(lang, view.condition) }),
    ...(view.status
      ? [translate(lang, "play.statusLine", { status: translate(lang, `play.status.${view.status}`) })]
      : []),
    ...dueLines(lang, view.due),
    translate(lang, "play.modifiers.action", { list: maliText(lang, view.modifiers.action) }),
    translate(lang, "play.modifiers.condition-check", {
      list: maliText(lang, view.modifiers["condition-check"]),
    }),
    translate(lang, "play.modifiers.healing", { list: maliText(lang, view.modifiers.healing) }),
  ];
}
