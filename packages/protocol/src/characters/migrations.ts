import { CHARACTER_FORMAT } from "./envelope.js";

/** One step that lifts a character file from one format version to the next. */
export interface CharacterMigration {
  readonly from: string;
  readonly to: string;
  /** Must be idempotent: running it on its own output changes nothing. */
  readonly migrate: (file: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * The migrations applied when a file is read, in order. Today there is only format @1, so the one
 * step is the identity; a future @2 appends `{from: "…@1", to: "…@2", migrate}`.
 */
export const CHARACTER_MIGRATIONS: readonly CharacterMigration[] = [
  { from: CHARACTER_FORMAT, to: CHARACTER_FORMAT, migrate: (file) => file },
];

/**
 * Brings a parsed file up to the current format by running every step whose `from` matches, in
 * list order. Anything that is not an object, or has an unknown format, is returned unchanged (the
 * envelope schema then names the problem).
 *
 * @example
 * migrateCharacter({ format: "spieltisch/character@1", system: "ews", name: "x" }); // same object
 */
export function migrateCharacter(
  json: unknown,
  steps: readonly CharacterMigration[] = CHARACTER_MIGRATIONS,
): unknown {
  if (typeof json !== "object" || json === null || Array.isArray(json)) return json;
  let file = json as Record<string, unknown>;
  for (const step of steps) {
    if (file.format === step.from) file = { ...step.migrate(file), format: step.to };
  }
  return file;
}
