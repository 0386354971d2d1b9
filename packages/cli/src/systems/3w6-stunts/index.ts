import type { CliSystem } from "../cli-system.js";
import { stuntCheck, stuntInitiative } from "../stunts.js";

/**
 * 3W6 + Stunts on the command line: its check and initiative with texts of their own; the generic
 * sheet; no hand rules of its own (its text has no damage or healing: `char heal` names the
 * commands its condition has).
 */
export const threeD6StuntsCli: CliSystem<"3w6-stunts"> = {
  id: "3w6-stunts",
  handlers: { check: stuntCheck, initiative: stuntInitiative },
};
