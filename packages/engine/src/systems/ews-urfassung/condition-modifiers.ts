import type { ConditionUse } from "../condition-rules.js";
import type { Modifier } from "../modifier.js";
import type { TableSettings } from "../table-settings.js";
import { effectiveTp, type UrfassungCondition } from "./condition.js";
import { conditionCheckMali, severeWoundMalus } from "./condition-options.js";
import { hitPointState } from "./hit-points.js";
import { woundMalus } from "./wounds.js";

/**
 * What a condition costs on a roll, each malus named by its source:
 *
 * - `threshold`: the deepest TP threshold reached (see `effectiveTp`): −1 / −2 / −4 / −8 / −16,
 *   only the deepest (RULINGS §6), "auf alle Proben" (L63, L70–74);
 * - `wounds`: −3 per wound not yet bandaged ("bis die Wunde versorgt wird");
 * - `severe-wounds`: −6 per severe wound (until healed, or until bandaged with the table option);
 * - `exhaustion`: −1 per failed exhaustion check ("alle Proben um 1 erschwert", L117);
 * - `dazed`: a failed daze check's malus for the next exchange.
 *
 * Actions pay them all. The checks the condition makes due (`condition-check`: thresholds, daze,
 * bleeding, exhaustion) and the weekly healing check (`healing`) pay only the threshold and
 * exhaustion mali, which the text puts on "alle Proben" (RULINGS §7): the wounds burden "alle
 * seine Handlungen" (L77) and the bleeding example ("bei zwei Wunden … ein guter Erfolg (15)",
 * L78) leaves their −3 out; the daze is "auf alle Handlungen" (L54). The healing check takes its
 * wounds as the `heal` action's own `wounds` / `severeWounds` (in treatment they burden the
 * physician, not the patient). The table option `urfassungConditionCheckMali=none` keeps the
 * former reading: those checks pay nothing.
 */
export function urfassungModifiers(
  c: UrfassungCondition,
  use: ConditionUse,
  table: TableSettings,
): Modifier[] {
  switch (use) {
    case "condition-check":
    case "healing":
      return conditionCheckMali(table) === "none" ? [] : checkModifiers(c, table);
    case "action":
      return actionModifiers(c, table);
  }
}

/** The mali "auf alle Proben": the deepest threshold's and the exhaustion's. */
function checkModifiers(c: UrfassungCondition, table: TableSettings): Modifier[] {
  const { penalty } = hitPointState({ current: effectiveTp(c), resistance: c.resistance }, table);
  const all: Modifier[] = [
    { amount: penalty, source: "threshold" },
    { amount: -c.exhaustion, source: "exhaustion" },
  ];
  return all.filter((m) => m.amount !== 0);
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
