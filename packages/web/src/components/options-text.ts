import type { I18n } from "../lib/i18n.js";
import { fieldLabel, valueLabel } from "../lib/labels.js";
import { printedNumber, signedNumber } from "../lib/play-text.js";

/** Modifier lists (`mod`, `attackerMod` …): summed, as the slider that set them shows them. */
const isModifierList = (name: string): boolean => name === "mod" || name.endsWith("Mod");

/**
 * An action's options as a player reads them (a roll request, the one-tap Ein-Wurf):
 * "Wert 12 · Mindestwurf (MW) 15 · Modifikator −3". Modifier lists are summed (the slider that
 * set them), other lists of numbers listed ("Rüstungswerte 4, 2, 2"), choices and lists of choices
 * worded, structured options left out (the odds show their effect); negative numbers carry the
 * minus sign.
 */
export function optionsText(options: Readonly<Record<string, unknown>>, i18n: Pick<I18n, "tk">): string {
  return Object.entries(options)
    .flatMap(([name, value]) => {
      const label = fieldLabel(i18n, name);
      if (typeof value === "number") return [`${label} ${printedNumber(value)}`];
      if (typeof value === "string") return [`${label}: ${valueLabel(i18n, name, value)}`];
      if (value === true) return [label];
      if (Array.isArray(value) && value.every((v) => typeof v === "number")) {
        if (!isModifierList(name))
          return value.length === 0 ? [] : [`${label} ${value.map(printedNumber).join(", ")}`];
        const sum = value.reduce((s, v) => s + v, 0);
        return sum === 0 ? [] : [`${label} ${signedNumber(sum)}`];
      }
      // A list of choices (the shot's circumstances), each by its words.
      if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === "string")) {
        return [`${label}: ${value.map((v) => valueLabel(i18n, name, v)).join(", ")}`];
      }
      return [];
    })
    .join(" · ");
}
