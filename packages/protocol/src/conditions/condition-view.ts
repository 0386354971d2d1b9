import { getSystem, type TableSettings } from "@spieltisch/engine";
import type { z } from "zod";
import type { conditionViewShape } from "../api/conditions.js";

/** The play-state fields of a character's view: `condition`, `status`, `due`, `modifiers` (CONTRACT §4). */
export interface ConditionView {
  readonly condition: z.output<typeof conditionViewShape.condition>;
  readonly status: z.output<typeof conditionViewShape.status>;
  readonly due: z.output<typeof conditionViewShape.due>;
  readonly modifiers: z.output<typeof conditionViewShape.modifiers>;
}

const NO_MODIFIERS: ConditionView["modifiers"] = { action: [], "condition-check": [], healing: [] };

/**
 * What a character's view shows of a condition: the condition itself, whether the character can
 * act, the checks due and the modifiers per use, all from the system's reducer. Null (and no
 * checks or modifiers) when the system has no play state or the condition is null. Pure: the
 * server's `GET …/characters/:cid` and the CLI's `char condition` show the same.
 *
 * @example
 * conditionViewOf("ews", PLAIN_TABLE, { kind: "basic", wounds: 1, woundThreshold: 4, status: "active" }).modifiers.action;
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
