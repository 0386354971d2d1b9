import { restWeekHands } from "../../play/hand-step.js";
import type { CliSystem } from "../cli-system.js";
import { faarCheck, faarMelee } from "../faar.js";
import { faarGrauen } from "../faar-grauen.js";
import { faarInitiative } from "../faar-initiative.js";
import { faarRest } from "../faar-rest.js";
import { faarSheet } from "../faar-sheet.js";

/** Faar on the command line (its `initiative` is an order by GE + IT, no action). */
export const faarCli: CliSystem<"faar"> = {
  id: "faar",
  handlers: {
    check: faarCheck,
    melee: faarMelee,
    grauen: faarGrauen,
    initiative: faarInitiative,
    rest: faarRest,
  },
  sheet: faarSheet,
  hands: restWeekHands,
};
