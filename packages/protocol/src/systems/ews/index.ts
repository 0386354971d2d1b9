import { ewsCheckAdapter, ewsContestAdapter } from "../../actions/ews-actions.js";
import { ewsConfrontAdapter, ewsMeleeAdapter, ewsShootAdapter } from "../../actions/ews-combat-actions.js";
import { ewsFokaHealAdapter, ewsHealAdapter } from "../../actions/ews-healing-actions.js";
import { ewsCharacterSchema } from "../../characters/ews-character.js";
import { ewsCommandSchema, ewsConditionSchema, ewsOutcomeSchema } from "../../conditions/ews.js";
import { ewsSheetGearLines } from "../../gear/sheet-gear-lines.js";
import type { ProtocolSystem } from "../protocol-system.js";
import { ewsFight } from "./fight.js";
import { ewsGear } from "./gear.js";

/**
 * The type of each of its adapters, written out: a declaration file cannot name the engine's
 * types an inferred object of adapters would need.
 */
export type EwsAdapters = {
  readonly check: typeof ewsCheckAdapter;
  readonly contest: typeof ewsContestAdapter;
  readonly confront: typeof ewsConfrontAdapter;
  readonly heal: typeof ewsHealAdapter;
  readonly "foka-heal": typeof ewsFokaHealAdapter;
  readonly melee: typeof ewsMeleeAdapter;
  readonly shoot: typeof ewsShootAdapter;
};

/** The adapters of EWS 2's actions (FoKa's `melee`, `shoot` and `foka-heal` need the module). */
const adapters: EwsAdapters = {
  check: ewsCheckAdapter,
  contest: ewsContestAdapter,
  confront: ewsConfrontAdapter,
  heal: ewsHealAdapter,
  "foka-heal": ewsFokaHealAdapter,
  melee: ewsMeleeAdapter,
  shoot: ewsShootAdapter,
};

/** The Ein-Würfel-System 2 (`ews`) as the protocol knows it. */
export const ewsProtocol: ProtocolSystem<"ews", EwsAdapters> = {
  id: "ews",
  adapters,
  conditions: { condition: ewsConditionSchema, outcome: ewsOutcomeSchema, command: ewsCommandSchema },
  characterFile: { schema: ewsCharacterSchema, title: "EWS" },
  fight: ewsFight,
  gear: { rules: ewsGear, sheetLines: ewsSheetGearLines },
};
