import type { SystemId } from "@spieltisch/engine";
import type { z } from "zod";
import { bySystem } from "../systems/by-system.js";
import { protocolSystem, protocolSystemOf } from "../systems/registry.js";

/**
 * The body schema of each system's character files, by system id: each system's
 * `ProtocolSystem.characterFile.schema` (mandatory; the envelope itself where the system reads no
 * more).
 */
export const characterSchemas: Readonly<Record<SystemId, z.ZodType>> = bySystem(
  (id) => protocolSystem(id).characterFile.schema,
);

/** The body schema of a system's character files; undefined for an id no system has. */
export const characterSchemaOf = (system: string): z.ZodType | undefined =>
  protocolSystemOf(system)?.characterFile.schema;
