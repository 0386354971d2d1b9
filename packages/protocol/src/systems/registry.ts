import { isSystemId, SYSTEM_IDS, type SystemId } from "@spieltisch/engine";
import { threeD6StuntsProtocol } from "./3w6-stunts/index.js";
import { ewsProtocol } from "./ews/index.js";
import { ewsUrfassungProtocol } from "./ews-urfassung/index.js";
import { faarProtocol } from "./faar/index.js";
import { kampfwuerfelProtocol } from "./kampfwuerfel/index.js";
import type { ProtocolSystem } from "./protocol-system.js";

/**
 * Every rule system as the protocol knows it, under its id: the one place a system registers in
 * this package's zod side (its plain part — messages and table options — is listed beside it in
 * `plain-systems.ts`, for the catalogue and the start page). The type checker
 * refuses a system id of the engine without its line here, and an object under another id.
 */
export const PROTOCOL_SYSTEMS = {
  ews: ewsProtocol,
  "ews-urfassung": ewsUrfassungProtocol,
  kampfwuerfel: kampfwuerfelProtocol,
  faar: faarProtocol,
  "3w6-stunts": threeD6StuntsProtocol,
} as const satisfies { readonly [Id in SystemId]: ProtocolSystem<Id> };

/** The protocol's view of a registered system. */
export const protocolSystem = (id: SystemId): ProtocolSystem => PROTOCOL_SYSTEMS[id];

/** The protocol's view of a system, or undefined for an id no system has (own ids only). */
export const protocolSystemOf = (id: string): ProtocolSystem | undefined =>
  isSystemId(id) ? PROTOCOL_SYSTEMS[id] : undefined;

/** Every registered system as the protocol knows it, in the engine's order (`SYSTEM_IDS`). */
export const protocolSystems = (): ProtocolSystem[] => SYSTEM_IDS.map(protocolSystem);
