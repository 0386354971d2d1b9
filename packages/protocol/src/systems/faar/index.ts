import {
  faarCheckAdapter,
  faarGrauenAdapter,
  faarMeleeAdapter,
  faarRestAdapter,
} from "../../actions/faar-actions.js";
import { faarCharacterSchema } from "../../characters/faar-character.js";
import { faarCommandSchema, faarConditionSchema, faarOutcomeSchema } from "../../conditions/faar.js";
import { faarSheetGearLines } from "../../gear/sheet-gear-lines.js";
import type { ProtocolSystem } from "../protocol-system.js";
import { faarFight } from "./fight.js";
import { faarGear } from "./gear.js";

/**
 * The type of each of its adapters, written out: a declaration file cannot name the engine's
 * types an inferred object of adapters would need.
 */
export type FaarAdapters = {
  readonly check: typeof faarCheckAdapter;
  readonly melee: typeof faarMeleeAdapter;
  readonly grauen: typeof faarGrauenAdapter;
  readonly rest: typeof faarRestAdapter;
};

/** The adapters of Faar's actions. */
const adapters: FaarAdapters = {
  check: faarCheckAdapter,
  melee: faarMeleeAdapter,
  grauen: faarGrauenAdapter,
  rest: faarRestAdapter,
};

/** Faar (`faar`) as the protocol knows it. */
export const faarProtocol: ProtocolSystem<"faar", FaarAdapters> = {
  id: "faar",
  adapters,
  conditions: { condition: faarConditionSchema, outcome: faarOutcomeSchema, command: faarCommandSchema },
  characterFile: { schema: faarCharacterSchema, title: "Faar" },
  fight: faarFight,
  // Faar's sheet lines read no table setting (its armour counts per hit zone).
  gear: { rules: faarGear, sheetLines: (t, sheet) => faarSheetGearLines(t, sheet) },
};
