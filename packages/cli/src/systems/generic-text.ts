import {
  firstMessageKey,
  formatPercent,
  isExactTwin,
  type Lang,
  outputLabelKeys,
  translate,
  valueLabelKeys,
} from "@spieltisch/protocol";

/** A field's words: the labels the web app shows for it (the field's name where none is). */
const label = (lang: Lang, name: string, system: string): string => {
  const key = firstMessageKey(outputLabelKeys(name, system));
  return key ? translate(lang, key) : name;
};

/** A number as the language writes it: at most three decimals, a decimal comma in German. */
const number = (lang: Lang, n: number): string => {
  const text = String(Number(n.toFixed(3)));
  return lang === "de" ? text.replace(".", ",") : text;
};

/** A probability's name: `p`, `pSuccess`, `pHit`. */
const isProbability = (name: string): boolean => /^p([A-Z]|$)/.test(name);

/** One value in words: numbers, yes/no, a choice by its label, a list of them. */
function valueText(lang: Lang, field: string, value: unknown): string | undefined {
  if (typeof value === "number") return number(lang, value);
  if (typeof value === "boolean") return translate(lang, value ? "web.bool.yes" : "web.bool.no");
  if (typeof value === "string") {
    const key = firstMessageKey(valueLabelKeys(field, value));
    return key ? translate(lang, key) : value;
  }
  if (Array.isArray(value) && value.every((v) => typeof v !== "object" || v === null)) {
    return value.map((v) => valueText(lang, field, v) ?? String(v)).join(", ");
  }
  return undefined;
}

/**
 * The lines of one JSON object's fields, each `label: value`, an object's fields indented below
 * it. `inline`: the fields of one row of a list, side by side, where nested records (a row's own
 * breakdown) are left out.
 */
function fieldLines(lang: Lang, system: string, json: object, indent: string, inline = false): string[] {
  const entries = Object.entries(json);
  const names = entries.map(([name]) => name);
  return entries.flatMap(([name, value]): string[] => {
    if (isExactTwin(name, names)) return [];
    const exact = json[`${name}Exact` as keyof typeof json];
    // A probability with its exact fraction beside it: "58,3 % (7/12)".
    if (isProbability(name) && typeof value === "number") {
      const fraction = typeof exact === "string" ? ` (${exact})` : "";
      return [`${indent}${label(lang, name, system)}: ${formatPercent(lang, value)}${fraction}`];
    }
    // Nothing to say: an empty list (no modifiers) is left out.
    if (Array.isArray(value) && value.length === 0) return [];
    const text = valueText(lang, name, value);
    if (text !== undefined) return [`${indent}${label(lang, name, system)}: ${text}`];
    if (inline) return [];
    // A list of records (a distribution, the participants): one line each, its fields side by side.
    if (Array.isArray(value)) {
      return [
        `${indent}${label(lang, name, system)}:`,
        ...value.map((entry) =>
          typeof entry === "object" && entry !== null
            ? `${indent}  ${fieldLines(lang, system, entry, "", true).join(", ")}`
            : `${indent}  ${String(entry)}`,
        ),
      ];
    }
    if (typeof value === "object" && value !== null) {
      return [`${indent}${label(lang, name, system)}:`, ...fieldLines(lang, system, value, `${indent}  `)];
    }
    return [];
  });
}

/**
 * An action's JSON as text (the CLI's output of an action its system gives no text of its own):
 * the action's name, then every field by the label the web app shows for it — the
 * web-field-labels test demands one for every name an adapter's schemas give — in the reader's
 * language: "Würfel: 7", "Erfolg: ja", "Erfolgschance: 60 % (3/5)".
 *
 * @example
 * genericActionText("de", "d10", "check", { dice: [7], success: true, pSuccess: 0.6, pSuccessExact: "3/5" });
 * // ["Probe", "  Würfel: 7", "  Erfolg: ja", "  Erfolgschance: 60 % (3/5)"]
 */
export function genericActionText(lang: Lang, system: string, action: string, json: object): string[] {
  const title = firstMessageKey([`web.action.${action}`]);
  return [title ? translate(lang, title) : action, ...fieldLines(lang, system, json, "  ")];
}
