import { required } from "../../context.js";
import { amountOf, commandStep, type HandRules } from "../../play/hand-step.js";
import type { CliSystem } from "../cli-system.js";
import { ewsCheck, ewsContest } from "../ews.js";
import { ewsConfront, ewsHeal, ewsMelee, ewsShoot } from "../ews-combat.js";
import { ewsInitiative } from "../ews-initiative.js";
import { ewsSheetText } from "../ews-sheet.js";

/**
 * EWS's hand changes by the condition's rules: healing is `wounds {change: −n}` (basic) or
 * `regenerate {tp}` (FoKa); a week is FoKa's `rest {situation, weeks}`, or the basic rules'
 * rolled healing week (its check rolls with the WS's Eigenschaft or a value given).
 */
const ewsHands: HandRules = {
  step: (kind, condition, o) => {
    const foka = condition.kind === "foka";
    if (kind === "heal")
      return commandStep(
        foka ? { command: "regenerate", tp: amountOf(o) } : { command: "wounds", change: -amountOf(o) },
      );
    return foka
      ? commandStep({ command: "rest", situation: required(o.situation, "--situation"), weeks: o.weeks ?? 1 })
      : { kind: "heal-action" };
  },
  used: (kind, condition) => {
    if (kind !== "week") return ["amount"];
    return condition.kind === "foka"
      ? ["situation", "weeks"]
      : ["situation", "physician", "untreated", "value", "skill"];
  },
};

/** EWS 2 on the command line. */
export const ewsCli: CliSystem<"ews"> = {
  id: "ews",
  handlers: {
    check: ewsCheck,
    contest: ewsContest,
    confront: ewsConfront,
    melee: ewsMelee,
    shoot: ewsShoot,
    heal: ewsHeal,
    initiative: ewsInitiative,
  },
  sheet: ewsSheetText,
  hands: ewsHands,
};
