import type { SystemId } from "@spieltisch/engine";
import { bySystem } from "../systems/by-system.js";
import { protocolSystem, protocolSystemOf } from "../systems/registry.js";
import type { SystemGear } from "./system-gear.js";

/**
 * The gear rules of every system, by system id (CONTRACT §6): each system's
 * `ProtocolSystem.gear.rules`; undefined for a system without gear (3W6 + Stunts: its text has no
 * damage rules, its README says so).
 */
export const systemGear: Readonly<Record<SystemId, SystemGear | undefined>> = bySystem(
  (id) => protocolSystem(id).gear?.rules,
);

/** The gear rules of a system, or undefined for a system without gear or an unknown id. */
export const gearOf = (system: string): SystemGear | undefined => protocolSystemOf(system)?.gear?.rules;
