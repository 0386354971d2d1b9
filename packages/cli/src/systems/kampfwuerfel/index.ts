import { restWeekHands } from "../../play/hand-step.js";
import type { CliSystem } from "../cli-system.js";
import { gearSheetLines } from "../gear-sheet.js";
import { genericSheet } from "../generic-sheet.js";
import {
  kampfwuerfelCheck,
  kampfwuerfelMelee,
  kampfwuerfelPhase,
  kampfwuerfelReflex,
} from "../kampfwuerfel.js";

/** Kampfwürfel on the command line. */
export const kampfwuerfelCli: CliSystem<"kampfwuerfel"> = {
  id: "kampfwuerfel",
  handlers: {
    check: kampfwuerfelCheck,
    melee: kampfwuerfelMelee,
    reflex: kampfwuerfelReflex,
    phase: kampfwuerfelPhase,
  },
  // No creation rules to show: the generic verdict and values, then the weapons, armour and shields.
  sheet: (lang, loaded) => [
    ...genericSheet(lang, loaded),
    ...gearSheetLines(lang, loaded.character, loaded.table),
  ],
  hands: restWeekHands,
};
