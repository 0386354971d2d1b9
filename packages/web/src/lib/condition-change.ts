import { getSystem } from "@spieltisch/engine";
import type { I18n } from "./i18n.js";
import { type ConditionFacts, conditionFacts, printedNumber } from "./play-text.js";

/**
 * What a change did to a condition, field by field as people say it: „TP 11 → 14, Wunden 1 → 0“
 * — a healing week shows what it changed, not only where the character is now.
 */

/** The fields a change names, per kind of condition, in the order the sheet lists them. */
type Field =
  | "tp"
  | "lp"
  | "wounds"
  | "severeWounds"
  | "criticalWounds"
  | "bleeding"
  | "stun"
  | "exhaustion"
  | "kwLeft"
  | "unconscious"
  | "injuries"
  | "grauen";

function fieldsOf(facts: ConditionFacts): (readonly [Field | string, number | boolean])[] {
  switch (facts.kind) {
    case "ews-basic":
      return [["wounds", facts.wounds]];
    case "foka":
      return [
        ["tp", facts.tp],
        ["wounds", facts.wounds],
        ["criticalWounds", facts.criticalWounds],
      ];
    case "urfassung":
      return [
        ["tp", facts.tp],
        ["wounds", facts.wounds],
        ["severeWounds", facts.severeWounds],
        ["bleeding", facts.bleeding],
        ["stun", facts.stun],
        ["exhaustion", facts.exhaustion],
      ];
    case "kampfwuerfel":
      return [
        ["lp", facts.lp],
        ["kwLeft", facts.kwLeft],
        ["unconscious", facts.unconscious],
      ];
    case "faar":
      return [
        ["lp", facts.lp],
        ["injuries", facts.injuries],
        ["grauen", facts.grauen],
      ];
    case "stunts":
      return [];
    case "plain":
      return [...facts.fields];
  }
}

/**
 * The fields that differ between two conditions of a system, each „Label vorher → nachher“ (the
 * minus sign below zero, „ja“/„nein“ for a switch), then the status if it changed („kampfunfähig
 * → einsatzbereit“). Empty when nothing a player reads changed.
 *
 * @example
 * conditionChanges("ews-urfassung", before, after, i18n); // ["TP 11 → 14", "Wunden 1 → 0"]
 */
export function conditionChanges(
  system: string,
  before: unknown,
  after: unknown,
  { t, tk }: Pick<I18n, "t" | "tk">,
): string[] {
  const was = conditionFacts(system, before);
  const now = conditionFacts(system, after);
  if (!was || !now || was.kind !== now.kind) return [];
  const then = new Map(fieldsOf(was));
  const word = (v: number | boolean | undefined) =>
    typeof v === "boolean" ? t(v ? "web.change.yes" : "web.change.no") : printedNumber(v ?? 0);
  const changes = fieldsOf(now).flatMap(([field, value]) =>
    then.get(field) === value
      ? []
      : [
          t("web.change.field", {
            label: tk(`web.change.label.${field}`, field),
            from: word(then.get(field)),
            to: word(value),
          }),
        ],
  );
  const rules = getSystem(system).conditions;
  if (rules && before && after && typeof before === "object" && typeof after === "object") {
    const from = rules.status(before);
    const to = rules.status(after);
    if (from !== to) {
      changes.push(
        t("web.change.status", {
          from: tk(`web.play.status.${from}`, from),
          to: tk(`web.play.status.${to}`, to),
        }),
      );
    }
  }
  return changes;
}
