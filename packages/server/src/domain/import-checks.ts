import type { TableExport } from "@spieltisch/protocol";
import { ApiError, type FieldPath } from "../errors.js";

/** Far below the 32-bit integer columns, so later saves still count on. */
const MAX_VERSION = 1_000_000_000;

const invalid = (message: string, path: FieldPath) => new ApiError(422, "invalid-export", message, path);

/**
 * What the schema cannot say about an export but the database relies on, checked before anything
 * is written (a violation used to surface as a uniqueness error, a 500): the table stream numbers
 * its public events 1, 2, 3 … without gaps and secret events not at all, seed ids are distinct,
 * and each character's versions increase (within 32-bit columns). Returns the table stream's last number (counted, not
 * taken from a `Math.max(...events)` whose arguments overflow the stack on a big log).
 *
 * @example
 * const { lastTableSeq } = checkImportedLog(data); // or 422 invalid-export with the field's path
 */
export function checkImportedLog(data: TableExport): { lastTableSeq: number } {
  let lastTableSeq = 0;
  data.events.forEach((event, i) => {
    const expected = event.secret ? null : lastTableSeq + 1;
    if (event.tableSeq !== expected) {
      throw invalid(
        event.secret
          ? `Event ${i + 1} is secret and has no place in the table stream`
          : `Event ${i + 1} must be number ${expected} of the table stream, not ${String(event.tableSeq)}`,
        ["events", i, "tableSeq"],
      );
    }
    if (expected !== null) lastTableSeq = expected;
  });
  const seedIds = new Set<string>();
  data.seeds.forEach((seed, i) => {
    if (seedIds.has(seed.seedId)) throw invalid(`Seed ${seed.seedId} appears twice`, ["seeds", i, "seedId"]);
    seedIds.add(seed.seedId);
  });
  data.characters.forEach((character, i) => {
    let last = 0;
    character.versions.forEach((version, j) => {
      if (version.version <= last || version.version > MAX_VERSION) {
        throw invalid(
          `Character ${character.id}: version ${version.version} after ${last} (versions increase, at most ${MAX_VERSION})`,
          ["characters", i, "versions", j, "version"],
        );
      }
      last = version.version;
    });
  });
  return { lastTableSeq };
}
