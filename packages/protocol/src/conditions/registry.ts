import type { SystemId } from "@spieltisch/engine";
import { z } from "zod";
import { bySystem } from "../systems/by-system.js";
import { protocolSystem, protocolSystemOf } from "../systems/registry.js";
import type { ConditionSchemas } from "./condition-schemas.js";

/**
 * What a system without play state parses with: nothing. Its callers ask the engine's rules first
 * (`getSystem(id).conditions`) and refuse before they parse (`runConditionCommand`).
 */
const NO_PLAY_STATE: ConditionSchemas = { condition: z.never(), outcome: z.never(), command: z.never() };

/**
 * Every system's play-state schemas, by system id: what one generic condition path parses with.
 * From each system's `ProtocolSystem.conditions`; a system without play state accepts nothing here
 * (prefer {@link conditionSchemasOf}, which says so).
 */
export const conditionSchemas: Readonly<Record<SystemId, ConditionSchemas>> = bySystem(
  (id) => protocolSystem(id).conditions ?? NO_PLAY_STATE,
);

/** The play-state schemas of a system; undefined for a system without play state or an unknown id. */
export const conditionSchemasOf = (system: string): ConditionSchemas | undefined =>
  protocolSystemOf(system)?.conditions;
