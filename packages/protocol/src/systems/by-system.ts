import { SYSTEM_IDS, type SystemId } from "@spieltisch/engine";

/**
 * One value per registered system, keyed by its id: for the lookups other modules index by
 * `SystemId` (`conditionSchemas[system]`), built from the registry rather than written out again.
 *
 * @example
 * bySystem((id) => protocolSystem(id).characterFile.title).faar; // "Faar"
 */
export function bySystem<T>(of: (id: SystemId) => T): Readonly<Record<SystemId, T>> {
  const record: Partial<Record<SystemId, T>> = {};
  for (const id of SYSTEM_IDS) record[id] = of(id);
  // Complete by construction: the loop set every key of `SYSTEM_IDS`, which are all of `SystemId`.
  return record as Readonly<Record<SystemId, T>>;
}
