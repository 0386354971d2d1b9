import { EngineError } from "../../errors.js";
import type { TableSettings } from "../table-settings.js";

/** How long a severe wound's −6 lasts: until it has healed (full TP), or until it is bandaged (15). */
export type SevereWoundMalus = "until-healed" | "until-bandaged";

/**
 * Table option `urfassungSevereWoundMalus` (default `until-healed`): the text ends a wound's −3 when
 * it is treated ("bis die Wunde versorgt wird") but names no end for the severe wound's −6.
 */
export function severeWoundMalus(table: TableSettings): SevereWoundMalus {
  const option = table.options.urfassungSevereWoundMalus ?? "until-healed";
  if (option !== "until-healed" && option !== "until-bandaged") {
    throw new EngineError(
      "invalid-table-option",
      `urfassungSevereWoundMalus must be until-healed or until-bandaged, got ${option}`,
      { option: "urfassungSevereWoundMalus", value: String(option) },
    );
  }
  return option;
}

/**
 * Table option `urfassungExhaustion` (default on): "Erschöpfung im Kampf" is optional in the text;
 * without it no action is counted and no exhaustion check falls due.
 */
export const exhaustionInPlay = (table: TableSettings): boolean =>
  table.options.urfassungExhaustion !== false;
