import { EngineError } from "../../errors.js";
import { followsReadings, type TableSettings } from "../table-settings.js";

/** When the Kraft check is due: on every hit that leaves LP < RLP, or once on the way down. */
export type KraftCheckMode = "every-hit" | "once";

/**
 * Table option `kampfwuerfelKraftCheck`. The text: "Erreichen die LP einen Wert, der kleiner ist
 * als die tägliche LP-Regeneration" — every hit makes the LP reach a new value, so `every-hit` is
 * the default; `once` asks only on the hit that takes them below.
 *
 * @example
 * kraftCheckMode(PLAIN_TABLE); // "every-hit"
 */
export function kraftCheckMode(table: TableSettings): KraftCheckMode {
  const mode = table.options.kampfwuerfelKraftCheck ?? "every-hit";
  if (mode !== "every-hit" && mode !== "once") {
    throw new EngineError(
      "invalid-table-option",
      `kampfwuerfelKraftCheck must be every-hit or once, got ${mode}`,
      {
        option: "kampfwuerfelKraftCheck",
        value: String(mode),
      },
    );
  }
  return mode;
}

/**
 * Table option `kampfwuerfelHeavyHits`: the text's "OPTIONAL: Auswirkungen von besonders schweren
 * Treffern" (L51) is off until the table turns it on (RULINGS §7) — also at tables that stored no
 * value. Under the readings before RULINGS §7 (logged events) it was on unless switched off.
 *
 * @example
 * heavyHitsOn(PLAIN_TABLE); // false
 * heavyHitsOn({ modules: [], options: { kampfwuerfelHeavyHits: true } }); // true
 */
export const heavyHitsOn = (table: TableSettings): boolean =>
  followsReadings(table, 2)
    ? table.options.kampfwuerfelHeavyHits === true
    : table.options.kampfwuerfelHeavyHits !== false;
