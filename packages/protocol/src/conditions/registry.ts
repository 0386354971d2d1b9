import type { SystemId } from "@spieltisch/engine";
import type { z } from "zod";
import { stuntsCommandSchema, stuntsConditionSchema, stuntsOutcomeSchema } from "./3w6-stunts.js";
import { ewsCommandSchema, ewsConditionSchema, ewsOutcomeSchema } from "./ews.js";
import { faarCommandSchema, faarConditionSchema, faarOutcomeSchema } from "./faar.js";
import {
  kampfwuerfelCommandSchema,
  kampfwuerfelConditionSchema,
  kampfwuerfelOutcomeSchema,
} from "./kampfwuerfel.js";
import { urfassungCommandSchema, urfassungConditionSchema, urfassungOutcomeSchema } from "./urfassung.js";

/**
 * The wire schemas of one system's play state: its condition, the outcomes rolls book on it
 * (tagged `kind`) and the GM's commands (tagged `command`, CONTRACT §4).
 */
export interface ConditionSchemas {
  readonly condition: z.ZodType;
  readonly outcome: z.ZodType;
  readonly command: z.ZodType;
}

/** Every system's play-state schemas, by system id: what one generic condition path parses with. */
export const conditionSchemas: Readonly<Record<SystemId, ConditionSchemas>> = {
  ews: { condition: ewsConditionSchema, outcome: ewsOutcomeSchema, command: ewsCommandSchema },
  "ews-urfassung": {
    condition: urfassungConditionSchema,
    outcome: urfassungOutcomeSchema,
    command: urfassungCommandSchema,
  },
  kampfwuerfel: {
    condition: kampfwuerfelConditionSchema,
    outcome: kampfwuerfelOutcomeSchema,
    command: kampfwuerfelCommandSchema,
  },
  faar: { condition: faarConditionSchema, outcome: faarOutcomeSchema, command: faarCommandSchema },
  "3w6-stunts": {
    condition: stuntsConditionSchema,
    outcome: stuntsOutcomeSchema,
    command: stuntsCommandSchema,
  },
};
