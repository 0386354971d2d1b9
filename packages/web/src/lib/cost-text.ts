import { sheetPartsOf } from "../systems/sheet-parts.js";
import type { I18n } from "./i18n.js";

/**
 * A character's cost as its system words it (`WebSheetParts.costText`: Δ for EWS, points for
 * Faar, GeP for the Urfassung), or plainly („Kosten: 7 von 10“) for a system that words none.
 */
export function costText(system: string, cost: string, budget: number | undefined, t: I18n["t"]): string {
  const own = sheetPartsOf(system)?.costText;
  if (own) return own(cost, budget, t);
  return budget !== undefined
    ? t("web.builder.costPlainOfBudget", { cost, budget })
    : t("web.builder.costPlain", { cost });
}
