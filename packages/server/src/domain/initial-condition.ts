import { type CharacterEnvelope, EngineError, getSystem, type TableSettings } from "@spieltisch/engine";

/**
 * A character's condition before play touched it: the system's `initialCondition` of the sheet
 * as it is now. Null when the system has no play state or the sheet cannot give one (a
 * Kampfwürfel sheet without LP: `missing-character-field`).
 */
export function initialConditionOf(
  system: string,
  sheet: CharacterEnvelope,
  table: TableSettings,
): Record<string, unknown> | null {
  const rules = getSystem(system).conditions;
  if (!rules) return null;
  try {
    return rules.initialCondition(sheet, table);
  } catch (error) {
    if (error instanceof EngineError) return null;
    throw error;
  }
}
