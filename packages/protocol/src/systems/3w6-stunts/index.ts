import { stuntCheckAdapter, stuntInitiativeAdapter } from "../../actions/stunts-actions.js";
import { characterEnvelopeSchema } from "../../characters/envelope.js";
import {
  stuntsCommandSchema,
  stuntsConditionSchema,
  stuntsOutcomeSchema,
} from "../../conditions/3w6-stunts.js";
import type { ProtocolSystem } from "../protocol-system.js";
import { threeD6StuntsFight } from "./fight.js";

/**
 * The type of each of its adapters, written out: a declaration file cannot name the engine's
 * types an inferred object of adapters would need.
 */
export type ThreeD6StuntsAdapters = {
  readonly check: typeof stuntCheckAdapter;
  readonly initiative: typeof stuntInitiativeAdapter;
};

/** The adapters of 3W6 + Stunts' actions. */
const adapters: ThreeD6StuntsAdapters = { check: stuntCheckAdapter, initiative: stuntInitiativeAdapter };

/**
 * 3W6 + Stunts (`3w6-stunts`) as the protocol knows it. Its sheet is the envelope and flat values
 * its engine rules read (they judge any body), so the envelope is its body schema; its text has no
 * damage rules, so it has no gear (its README says so).
 */
export const threeD6StuntsProtocol: ProtocolSystem<"3w6-stunts", ThreeD6StuntsAdapters> = {
  id: "3w6-stunts",
  adapters,
  conditions: {
    condition: stuntsConditionSchema,
    outcome: stuntsOutcomeSchema,
    command: stuntsCommandSchema,
  },
  characterFile: { schema: characterEnvelopeSchema, title: "3W6 + Stunts" },
  fight: threeD6StuntsFight,
};
