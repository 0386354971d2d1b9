import { combatStateSchema } from "../combat/combat-state.js";
import { memberEventSchemas } from "../events/table-event.js";

/** `GET /api/tables/:id/combat`: the current fight, the fold of the logged commands. */
export const combatResponseSchema = combatStateSchema;

/** `POST /api/tables/:id/combat` → 201: the `combat` event with the command and the state after it. */
export const combatCommandResponseSchema = memberEventSchemas.combat;
