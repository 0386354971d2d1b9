import { isMessageKey, type MessageKey } from "./catalogue.js";

/**
 * Where the web app finds the words for what an action's schemas name: option fields, the values
 * of an enum, the fields of a roll or its odds. One place, so the screens and the test that
 * demands a label for every name ask the same message ids.
 */

/** The message id of an option field's label (the form's input). */
export const optionFieldLabelKey = (name: string): string => `web.field.${name}`;

/**
 * The message ids that may name an option field at a table of `system`, most specific first: a
 * system's own word (3W6 says „Schwierigkeit“ where the EWS family says „Mindestwurf“) before the
 * common one, which every option must have.
 */
export const optionFieldLabelKeys = (name: string, system?: string): readonly string[] =>
  system ? [`web.field.${system}.${name}`, optionFieldLabelKey(name)] : [optionFieldLabelKey(name)];

/**
 * The message ids that may name an enum value (or a variant of a union), most specific first: a
 * value whose word depends on its field (`web.option.range.short`) before the value alone
 * (`web.option.full-defence`).
 */
export const valueLabelKeys = (field: string, value: string): readonly string[] => [
  `web.option.${field}.${value}`,
  `web.option.${value}`,
];

/**
 * The message ids that may name a field of a roll's or an odds' JSON, most specific first: a
 * probability (`web.prob.pHit`), an odds number (`web.oddsField.tpPerWeek`), any output field
 * (`web.out.effective`); with a `system`, its own word first (`web.out.3w6-stunts.target`).
 */
export const outputLabelKeys = (name: string, system?: string): readonly string[] => [
  ...(system ? [`web.out.${system}.${name}`] : []),
  `web.prob.${name}`,
  `web.oddsField.${name}`,
  `web.out.${name}`,
];

/** The first of `candidates` that is a message id, or undefined when none is. */
export const firstMessageKey = (candidates: readonly string[]): MessageKey | undefined =>
  candidates.find(isMessageKey);

/**
 * True for a JSON field that is never labelled on its own: the exact fraction beside its float
 * (`pHitExact` beside `pHit`), shown in brackets after it.
 */
export const isExactTwin = (name: string, siblings: readonly string[]): boolean =>
  name.endsWith("Exact") && siblings.includes(name.slice(0, -"Exact".length));
