import { ewsContestAdapter } from "../../actions/ews-actions.js";
import { urfassungCheckAdapter, urfassungMeleeAdapter } from "../../actions/urfassung-actions.js";
import {
  urfassungBandageAdapter,
  urfassungBleedAdapter,
  urfassungDamageAdapter,
  urfassungHealAdapter,
} from "../../actions/urfassung-care-actions.js";
import {
  urfassungDazeAdapter,
  urfassungExhaustionAdapter,
  urfassungInjuryAdapter,
} from "../../actions/urfassung-rule-check-actions.js";
import { urfassungCharacterSchema } from "../../characters/urfassung-character.js";
import {
  urfassungCommandSchema,
  urfassungConditionSchema,
  urfassungOutcomeSchema,
} from "../../conditions/urfassung.js";
import { urfassungSheetGearLines } from "../../gear/sheet-gear-lines.js";
import type { ProtocolSystem } from "../protocol-system.js";
import { ewsUrfassungFight } from "./fight.js";
import { urfassungGear } from "./gear.js";

/**
 * The type of each of its adapters, written out: a declaration file cannot name the engine's
 * types an inferred object of adapters would need.
 */
export type EwsUrfassungAdapters = {
  readonly check: typeof urfassungCheckAdapter;
  readonly contest: typeof ewsContestAdapter;
  readonly melee: typeof urfassungMeleeAdapter;
  readonly damage: typeof urfassungDamageAdapter;
  readonly bleed: typeof urfassungBleedAdapter;
  readonly bandage: typeof urfassungBandageAdapter;
  readonly heal: typeof urfassungHealAdapter;
  readonly exhaustion: typeof urfassungExhaustionAdapter;
  readonly daze: typeof urfassungDazeAdapter;
  readonly injury: typeof urfassungInjuryAdapter;
};

/** The adapters of the Urfassung's actions (its contest is EWS 2's). */
const adapters: EwsUrfassungAdapters = {
  check: urfassungCheckAdapter,
  contest: ewsContestAdapter,
  melee: urfassungMeleeAdapter,
  damage: urfassungDamageAdapter,
  bleed: urfassungBleedAdapter,
  bandage: urfassungBandageAdapter,
  heal: urfassungHealAdapter,
  exhaustion: urfassungExhaustionAdapter,
  daze: urfassungDazeAdapter,
  injury: urfassungInjuryAdapter,
};

/** The EWS-Urfassung (`ews-urfassung`) as the protocol knows it. */
export const ewsUrfassungProtocol: ProtocolSystem<"ews-urfassung", EwsUrfassungAdapters> = {
  id: "ews-urfassung",
  adapters,
  conditions: {
    condition: urfassungConditionSchema,
    outcome: urfassungOutcomeSchema,
    command: urfassungCommandSchema,
  },
  characterFile: { schema: urfassungCharacterSchema, title: "EWS-Urfassung" },
  fight: ewsUrfassungFight,
  gear: { rules: urfassungGear, sheetLines: urfassungSheetGearLines },
};
