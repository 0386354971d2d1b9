import type { ConditionUse } from "../condition-rules.js";
import type { Modifier } from "../modifier.js";
import type { TableSettings } from "../table-settings.js";
import { effectiveTp, type UrfassungCondition } from "./condition.js";
import { severeWoundMalus } from "./condition-options.js";
import { hitPointState } from "./hit-points.js";
import { woundMalus } from "./wounds.js";

/**
 * What a condition costs on a roll, each malus named by its source:
 *
 * - `threshold`: the deepest TP threshold reached (TP − stun): −1 / −2 / −4 / −8 / −16, only the
 *   deepest (RULINGS §6);
 * - `wounds`: −3 per wound not yet bandaged ("bis die Wunde versorgt wird");
 * - `severe-wounds`: −6 per severe wound (until healed, or until bandaged with the table option);
 * - `exhaustion`: −1 per failed exhaustion check;
 * - `dazed`: a failed daze check's malus for the next exchange.
 *
 * Only actions pay them. The checks the condition makes due roll their own values (SR, the
 * current KO) with only their own rule's modifiers: the text's bleeding example ("bei zwei Wunden
 * … ein guter Erfolg (15)") leaves out the wounds' −3 on all actions, and the thresholds raise
 * their checks' targets instead. The weekly healing check takes its wounds as the `heal` action's
 * own `wounds` / `severeWounds` (in treatment they burden the physician, not the patient), so
 * `healing` has no modifiers either.
 */
export function urfassungModifiers(
  c: UrfassungCondition,
  use: ConditionUse,
  table: TableSettings,
): Modifier[] {
  switch (use) {
    case "condition-check":
    case "healing":
      return [];
    case "action":
      return actionModifiers(c, table);
  }
}

function actionModifiers(c: UrfassungCondition, table: TableSettings): Modifier[] {
  const { penalty } = hitPointState({ current: effectiveTp(c), resistance: c.resistance }, table);
  const wounds = c.wounds.filter((w) => w.kind === "wound" && !w.bandaged).length;
  const untilBandaged = severeWoundMalus(table) === "until-bandaged";
  const severe = c.wounds.filter((w) => w.kind === "severe" && !(untilBandaged && w.bandaged)).length;
  const all: Modifier[] = [
    { amount: penalty, source: "threshold" },
    { amount: wounds * woundMalus("wound"), source: "wounds" },
    { amount: severe * woundMalus("severe"), source: "severe-wounds" },
    { amount: -c.exhaustion, source: "exhaustion" },
    { amount: -c.dazed, source: "dazed" },
  ];
  return all.filter((m) => m.amount !== 0);
}
