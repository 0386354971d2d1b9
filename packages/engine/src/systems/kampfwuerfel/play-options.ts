import { EngineError } from "../../errors.js";
import type { TableSettings } from "../table-settings.js";

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
 * Table option `kampfwuerfelHeavyHits`: the text's optional heavy-hit rule, on unless the table
 * switches it off (RULINGS §3 lists it among the rules).
 *
 * @example
 * heavyHitsOn({ modules: [], options: { kampfwuerfelHeavyHits: false } }); // false
 */
export const heavyHitsOn = (table: TableSettings): boolean => table.options.kampfwuerfelHeavyHits !== false;
