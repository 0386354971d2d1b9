import { required } from "../../context.js";
import { amountOf, commandStep, type HandOptions, type HandRules } from "../../play/hand-step.js";
import type { CliSystem } from "../cli-system.js";
import { ewsCheck, ewsContest } from "../ews.js";
import { ewsInitiative } from "../ews-initiative.js";
import { urfassungMelee } from "../urfassung.js";
import { urfassungBandage, urfassungBleed, urfassungDamage, urfassungHeal } from "../urfassung-care.js";
import { urfassungDaze, urfassungExhaustion, urfassungInjury } from "../urfassung-rule-checks.js";
import { urfassungSheet } from "../urfassung-sheet.js";

/** Urfassung's week: travel with its exertion, or treatment by a physician with equipment. */
function urfassungSituation(o: HandOptions): Record<string, unknown> {
  const situation = required(o.situation, "--situation");
  if (situation === "treatment")
    return {
      mode: "treatment",
      physician: required(o.physician, "--physician"),
      equipment: o.equipment ?? 0,
    };
  return { mode: situation, exertion: required(o.exertion, "--exertion") };
}

/**
 * The Urfassung's hand changes: damage may be stun (`--stun`), healing is `heal {amount}`, a week
 * is `week-passes {situation}` with its healing check rolled at once (`heal-week`).
 */
const urfassungHands: HandRules = {
  step: (kind, _condition, o) =>
    kind === "heal"
      ? commandStep({ command: "heal", amount: amountOf(o) })
      : commandStep({ command: "week-passes", situation: urfassungSituation(o) }, "heal-week"),
  used: (kind) =>
    kind === "damage"
      ? ["amount", "stun"]
      : kind === "heal"
        ? ["amount"]
        : ["situation", "exertion", "physician", "equipment"],
};

/** The EWS-Urfassung on the command line (its check, contest and initiative are EWS 2's). */
export const ewsUrfassungCli: CliSystem<"ews-urfassung"> = {
  id: "ews-urfassung",
  handlers: {
    check: ewsCheck,
    contest: ewsContest,
    melee: urfassungMelee,
    damage: urfassungDamage,
    bleed: urfassungBleed,
    bandage: urfassungBandage,
    heal: urfassungHeal,
    exhaustion: urfassungExhaustion,
    daze: urfassungDaze,
    injury: urfassungInjury,
    initiative: ewsInitiative,
  },
  sheet: urfassungSheet,
  hands: urfassungHands,
};
