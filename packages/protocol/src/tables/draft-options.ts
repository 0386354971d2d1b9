import type { TableOptionOffer } from "./table-option-offer.js";
import { parseAttributeSteps, withOfferValue } from "./table-option-offers.js";
import type { TableOptionsJson } from "./table-options.js";

/**
 * A draft's table options read back from storage without loading the options' schema (the start
 * page loads no zod): of `offers`, each option whose stored value fits its control — a switch a
 * boolean, a choice one of its values, a number an integer within its bounds, the Urfassung's
 * steps as `parseAttributeSteps` writes them, a house rule its code in the list — and nothing
 * else. What the stored value holds besides is dropped, never trusted.
 *
 * @example
 * draftOptionsOf({ faarAttributeMax: 14, junk: 1 }, tableOptionOffers("faar", [])); // { faarAttributeMax: 14 }
 */
export function draftOptionsOf(stored: unknown, offers: readonly TableOptionOffer[]): TableOptionsJson {
  if (typeof stored !== "object" || stored === null) return {};
  const values = new Map<string, unknown>(Object.entries(stored));
  const codes = values.get("houseRules");
  let kept: TableOptionsJson = {};
  for (const offer of offers) {
    if (offer.code !== undefined) {
      if (Array.isArray(codes) && codes.includes(offer.code)) kept = withOfferValue(kept, offer, true);
      continue;
    }
    const value = values.get(offer.key);
    if (fits(offer, value)) kept = withOfferValue(kept, offer, value);
  }
  return kept;
}

/** Whether a stored value is one the offer's control can hold. */
function fits(offer: TableOptionOffer, value: unknown): value is boolean | string | number {
  const { control } = offer;
  switch (control.kind) {
    case "switch":
      return typeof value === "boolean";
    case "choice":
      return (typeof value === "string" || typeof value === "number") && control.values.includes(value);
    case "number":
      return Number.isInteger(value) && Number(value) >= control.min && Number(value) <= control.max;
    case "steps":
      return typeof value === "string" && parseAttributeSteps(value) === value;
  }
}
