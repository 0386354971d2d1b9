import type { TableOptionOffer, TableOptionValue } from "@spieltisch/protocol";
import type { I18n } from "./i18n.js";

/** The words a text of an option needs. */
export type Words = Pick<I18n, "t" | "tk">;

/** An option's label in the reader's language (`web.tableOption.<id>`). */
export const offerLabel = (offer: TableOptionOffer, { tk }: Words): string =>
  tk(`web.tableOption.${offer.id}`, offer.id);

/** An option's hint: the rule text's words with the line (`web.tableOption.<id>.hint`). */
export const offerHint = (offer: TableOptionOffer, { tk }: Words): string =>
  tk(`web.tableOption.${offer.id}.hint`, "");

/**
 * An option's value in words: „an“/„aus“, a choice's words, a number or the cost steps as they
 * are written.
 *
 * @example
 * offerValueText(heavyHits, true, i18n); // "an"
 */
export function offerValueText(offer: TableOptionOffer, value: TableOptionValue, { t, tk }: Words): string {
  if (typeof value === "boolean") return t(value ? "web.tableOption.on" : "web.tableOption.off");
  if (offer.control.kind === "choice") return tk(`web.tableOption.${offer.id}.value.${value}`, String(value));
  return String(value);
}
