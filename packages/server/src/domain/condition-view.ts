import { type CharacterEnvelope, EngineError, getSystem, type TableSettings } from "@spieltisch/engine";
import type { ApiResponse } from "@spieltisch/protocol";

/** The play-state fields of a character's answer (`condition`, `status`, `due`, `modifiers`). */
export type ConditionView = Pick<
  ApiResponse<"GET /api/tables/:id/characters/:cid">,
  "condition" | "status" | "due" | "modifiers"
>;

const NO_MODIFIERS: ConditionView["modifiers"] = { action: [], "condition-check": [], healing: [] };

/**
 * What `GET …/characters/:cid` shows of a condition: the condition itself, whether the character
 * can act, the checks due and the modifiers per use, all from the system's reducer. Null (and no
 * checks or modifiers) when the system has no play state or the condition is null.
 */
export function conditionView(
  system: string,
  table: TableSettings,
  condition: Record<string, unknown> | null,
): ConditionView {
  const rules = getSystem(system).conditions;
  if (!rules || condition === null)
    return { condition: null, status: null, due: [], modifiers: NO_MODIFIERS };
  return {
    condition,
    status: rules.status(condition),
    due: rules.dueChecks(condition, table).map((check) => ({
      id: check.id,
      reason: check.reason,
      action: check.action,
      options: { ...check.options },
      ...(check.params ? { params: { ...check.params } } : {}),
    })),
    modifiers: {
      action: rules.modifiersFrom(condition, "action", table),
      "condition-check": rules.modifiersFrom(condition, "condition-check", table),
      healing: rules.modifiersFrom(condition, "healing", table),
    },
  };
}

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
