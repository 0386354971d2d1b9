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

/**
 * Which of a condition's mali the checks it makes due (thresholds, daze, bleeding, exhaustion)
 * and the weekly healing check pay: `threshold-exhaustion` — the threshold malus ("-1 auf alle
 * Proben", L63, L70–74) and the exhaustion malus ("alle Proben um 1 erschwert", L117), never the
 * wounds' (L77 "alle seine Handlungen", L78's example without the −3) nor a daze's (L54 "auf alle
 * Handlungen"); `none` — the reading before RULINGS §7: these checks carry no condition mali.
 */
export type ConditionCheckMali = "threshold-exhaustion" | "none";

/** Both readings, the default first (for schemas and loops). */
export const CONDITION_CHECK_MALI: readonly ConditionCheckMali[] = ["threshold-exhaustion", "none"];

/** Table option `urfassungConditionCheckMali` (default `threshold-exhaustion`, RULINGS §7). */
export function conditionCheckMali(table: TableSettings): ConditionCheckMali {
  const option = table.options.urfassungConditionCheckMali ?? "threshold-exhaustion";
  if (option !== "threshold-exhaustion" && option !== "none") {
    throw new EngineError(
      "invalid-table-option",
      `urfassungConditionCheckMali must be ${CONDITION_CHECK_MALI.join(" or ")}, got ${option}`,
      { option: "urfassungConditionCheckMali", value: String(option) },
    );
  }
  return option;
}
