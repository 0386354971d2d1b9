import {
  kampfwuerfelCheckAdapter,
  kampfwuerfelMeleeAdapter,
  kampfwuerfelPhaseAdapter,
  kampfwuerfelReflexAdapter,
} from "../../actions/kampfwuerfel-actions.js";
import { kampfwuerfelCharacterSchema } from "../../characters/kampfwuerfel-character.js";
import {
  kampfwuerfelCommandSchema,
  kampfwuerfelConditionSchema,
  kampfwuerfelOutcomeSchema,
} from "../../conditions/kampfwuerfel.js";
import { kampfwuerfelSheetGearLines } from "../../gear/sheet-gear-lines.js";
import type { ProtocolSystem } from "../protocol-system.js";
import { kampfwuerfelFight } from "./fight.js";
import { kampfwuerfelGear } from "./gear.js";

/**
 * The type of each of its adapters, written out: a declaration file cannot name the engine's
 * types an inferred object of adapters would need.
 */
export type KampfwuerfelAdapters = {
  readonly check: typeof kampfwuerfelCheckAdapter;
  readonly melee: typeof kampfwuerfelMeleeAdapter;
  readonly reflex: typeof kampfwuerfelReflexAdapter;
  readonly phase: typeof kampfwuerfelPhaseAdapter;
};

/** The adapters of Kampfwürfel's actions. */
const adapters: KampfwuerfelAdapters = {
  check: kampfwuerfelCheckAdapter,
  melee: kampfwuerfelMeleeAdapter,
  reflex: kampfwuerfelReflexAdapter,
  phase: kampfwuerfelPhaseAdapter,
};

/** Kampfwürfel (`kampfwuerfel`) as the protocol knows it. */
export const kampfwuerfelProtocol: ProtocolSystem<"kampfwuerfel", KampfwuerfelAdapters> = {
  id: "kampfwuerfel",
  adapters,
  conditions: {
    condition: kampfwuerfelConditionSchema,
    outcome: kampfwuerfelOutcomeSchema,
    command: kampfwuerfelCommandSchema,
  },
  characterFile: { schema: kampfwuerfelCharacterSchema, title: "Kampfwürfel" },
  fight: kampfwuerfelFight,
  gear: { rules: kampfwuerfelGear, sheetLines: kampfwuerfelSheetGearLines },
};
