import { EngineError } from "../../../errors.js";
import type { TableSettings } from "../../table-settings.js";
import type { HealingSituation } from "./situations.js";

/**
 * Where a failed weekly healing check ("um mehr als 6 Punkte verfehlt") inflames the wounds:
 * `always` — the rule as written (RULINGS §1.6), in every situation; `stress-only` — the reading
 * the text's Lazaro example needs ("die erste in etwa 6 Wochen und die zweite in 3 weiteren",
 * "3 Wochen für die erste Wunde" at rest): in hospital, at rest and travelling a miss only fails,
 * and only Stress und Dreck and the Albtraum aller Ärzte inflame (Grok's forced march still does).
 */
export type HealingInflammation = "always" | "stress-only";

/** The situations that inflame under `stress-only`. */
const HARSH_SITUATIONS: readonly HealingSituation[] = ["stress", "nightmare"];

/**
 * Table option `healingInflammation` (default `always`); an unknown value is `invalid-table-option`.
 *
 * @example
 * healingInflammation({ modules: [], options: { healingInflammation: "stress-only" } }); // "stress-only"
 */
export function healingInflammation(table: TableSettings): HealingInflammation {
  const mode = table.options.healingInflammation ?? "always";
  if (mode !== "always" && mode !== "stress-only") {
    throw new EngineError(
      "invalid-table-option",
      `healingInflammation must be always or stress-only, got ${mode}`,
      { option: "healingInflammation", value: String(mode) },
    );
  }
  return mode;
}

/** True when a miss by more than 6 adds a wound in this situation at this table. */
export const inflames = (situation: HealingSituation, table: TableSettings): boolean =>
  healingInflammation(table) === "always" || HARSH_SITUATIONS.includes(situation);
