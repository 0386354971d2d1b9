import { z } from "zod";
import { combatCommandSchema } from "../combat/combat-command.js";
import { combatStateSchema } from "../combat/combat-state.js";

/**
 * `combat`: a GM's command and the state after it. The state is what the command made of the
 * fold before it, logged for readers of the log; the current state is always the fold of the
 * commands.
 */
export const combatEventBodySchema = z.object({ command: combatCommandSchema, state: combatStateSchema });
