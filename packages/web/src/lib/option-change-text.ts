import { TABLE_OPTION_OFFERS, type TableOptionsJson, tableOptionOffers } from "@spieltisch/protocol";
import { offerLabel, offerValueText, type Words } from "./table-option-text.js";

/**
 * A logged change of the table's options in words: each changed option with its new value, the
 * house rules as the list of those now allowed („keine“ when none).
 *
 * @example
 * optionChangeText("kampfwuerfel", { kampfwuerfelHeavyHits: true }, i18n); // "Besonders schwere Treffer: an"
 */
export function optionChangeText(system: string | undefined, change: TableOptionsJson, words: Words): string {
  const offers =
    system === undefined ? Object.values(TABLE_OPTION_OFFERS).flat() : tableOptionOffers(system, ["foka"]);
  const parts: string[] = [];
  for (const [key, value] of Object.entries(change)) {
    if (key === "houseRules") {
      const codes = change.houseRules ?? [];
      const names = offers
        .filter((o) => o.code !== undefined && codes.includes(o.code))
        .map((o) => offerLabel(o, words));
      parts.push(
        words.t("web.log.houseRulesNow", { list: names.join(", ") || words.t("web.log.houseRulesNone") }),
      );
      continue;
    }
    const offer = offers.find((o) => o.key === key);
    if (offer && (typeof value === "boolean" || typeof value === "string" || typeof value === "number")) {
      parts.push(`${offerLabel(offer, words)}: ${offerValueText(offer, value, words)}`);
    }
  }
  return parts.join("; ");
}
