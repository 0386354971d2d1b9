import { type CharacterEnvelope, EngineError, getSystem, type TableSettings } from "@spieltisch/engine";
import { characterEnvelopeSchema } from "@spieltisch/protocol";
import type { ConditionView } from "../session/types.js";

const NO_MODIFIERS: ConditionView["modifiers"] = { action: [], "condition-check": [], healing: [] };

/**
 * A condition's view as the server's `GET …/characters/:cid` gives it (status, checks due,
 * modifiers per use), computed in the browser with the same rules: local tables have no server.
 *
 * @example
 * conditionViewOf("ews", table, { kind: "basic", wounds: 1, woundThreshold: 4, status: "active" }).modifiers.action;
 * // [{ amount: -3, source: "wounds" }]
 */
export function conditionViewOf(
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

/** A character file's envelope, or null when it is none (a draft the builder has not finished). */
export function envelopeOf(character: Record<string, unknown>): CharacterEnvelope | null {
  const parsed = characterEnvelopeSchema.safeParse(character);
  return parsed.success ? parsed.data : null;
}

/**
 * A character's condition before play touched it: the system's `initialCondition` of the sheet.
 * Null when the system has no play state or the sheet cannot give one (the server does the same).
 */
export function initialConditionOf(
  system: string,
  character: Record<string, unknown>,
  table: TableSettings,
): Record<string, unknown> | null {
  const rules = getSystem(system).conditions;
  const sheet = envelopeOf(character);
  if (!rules || !sheet) return null;
  try {
    return rules.initialCondition(sheet, table);
  } catch (error) {
    if (error instanceof EngineError) return null;
    throw error;
  }
}

/** The sheet values a character rolls with, by name (`getSystem(id).characters.values`). */
export function sheetValuesOf(
  system: string,
  character: Record<string, unknown>,
  table: TableSettings,
): { name: string; value: number }[] {
  const sheet = envelopeOf(character);
  const rules = getSystem(system).characters;
  if (!sheet || !rules) return [];
  try {
    return rules.values(sheet, table).map((v) => ({ name: v.name, value: v.value }));
  } catch (error) {
    if (error instanceof EngineError) return [];
    throw error;
  }
}
