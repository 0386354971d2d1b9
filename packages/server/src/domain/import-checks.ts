import { isSystemId } from "@spieltisch/engine";
import { conditionSchemas, type TableExport } from "@spieltisch/protocol";
import type { z } from "zod";
import { ApiError, type FieldPath, zodPath } from "../errors.js";

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
  const characterIds = new Set<string>();
  data.characters.forEach((character, i) => {
    // Each gets a new id of its own; two of one id would be one row twice (issue #31: a 500).
    if (characterIds.has(character.id)) {
      throw invalid(`Character ${character.id} appears twice`, ["characters", i, "id"]);
    }
    characterIds.add(character.id);
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

/**
 * The play state of an export checked against its table's system, as the routes that write it
 * check it: the system is one the server has, every event of the log is of that system (the
 * table's first event and each roll name it), and every condition a `condition` event carries
 * (`before`, `after`) and its command, and a character's exported condition, parse with the
 * system's schemas (`conditionSchemas`, as the condition route does). A roll's `applied`
 * conditions are checked by the export's schema against the roll's system, which this makes the
 * table's. Without it a condition such as `{}` or `{kind: "foka", tp: null}` imported, became a
 * character's condition, and every later read of the table failed (issue #31).
 *
 * @example
 * checkImportedPlayState(data); // or 422 invalid-export at ["events", 4, "after", "tp"]
 */
export function checkImportedPlayState(data: TableExport): void {
  const { system } = data.table;
  if (!isSystemId(system)) throw invalid(`Unknown system ${system}`, ["table", "system"]);
  const schemas = conditionSchemas[system];
  data.events.forEach((event, i) => {
    if ((event.kind === "table-created" || event.kind === "roll") && event.system !== system) {
      throw invalid(`Event ${i + 1} is of the system ${event.system}, the table's is ${system}`, [
        "events",
        i,
        "system",
      ]);
    }
    if (event.kind !== "condition") return;
    requireParsed(schemas.condition, event.before, ["events", i, "before"]);
    requireParsed(schemas.condition, event.after, ["events", i, "after"]);
    requireParsed(schemas.command, event.command, ["events", i, "command"]);
  });
  data.characters.forEach((character, i) => {
    if (character.condition != null) {
      requireParsed(schemas.condition, character.condition, ["characters", i, "condition"]);
    }
  });
}

/** `value` parsed with `schema`, or 422 invalid-export at the first problem's path below `path`. */
function requireParsed(schema: z.ZodType, value: unknown, path: FieldPath): void {
  const parsed = schema.safeParse(value);
  if (parsed.success) return;
  throw invalid(parsed.error.issues[0]?.message ?? "invalid", [...path, ...zodPath(parsed.error)]);
}
