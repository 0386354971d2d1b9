import { optionFieldLabelKeys, outputLabelKeys, valueLabelKeys } from "@spieltisch/protocol";
import type { I18n } from "./i18n.js";

/**
 * The words for what an action's schemas name, from the catalogue (the protocol's
 * `web-field-labels.test.ts` makes sure each has one): never an internal key on screen.
 */

type Tk = Pick<I18n, "tk">;

/** The first of `candidates` the catalogue has, or `fallback`. */
const firstLabel = ({ tk }: Tk, candidates: readonly string[], fallback: string): string => {
  for (const key of candidates) {
    const text = tk(key, "");
    if (text !== "") return text;
  }
  return fallback;
};

/**
 * The label of an option field (`defenderStance` → „Verteidiger: Haltung“), in the words of the
 * table's `system` where it has its own (3W6: `target` → „Schwierigkeit“).
 */
export const fieldLabel = (i18n: Tk, name: string, system?: string): string =>
  firstLabel(i18n, optionFieldLabelKeys(name, system), name);

/** The label of an enum value in its field (`full-defence` → „reine Verteidigung“). */
export const valueLabel = (i18n: Tk, field: string, value: string): string =>
  firstLabel(i18n, valueLabelKeys(field, value), value);

/** The label of a field of a roll or its odds (`pTargetHit` → „Chance, das Ziel zu treffen“). */
export const outputLabel = (i18n: Tk, name: string, system?: string): string =>
  firstLabel(i18n, outputLabelKeys(name, system), name);
