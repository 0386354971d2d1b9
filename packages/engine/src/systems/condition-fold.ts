import type { ConditionEvent } from "./condition-event.js";
import type { ConditionRules } from "./condition-rules.js";
import type { TableSettings } from "./table-settings.js";

/** The condition after one event: an outcome through `applyOutcome`, a command through `applyCommand`. */
export function applyConditionEvent<C, O, K>(
  rules: ConditionRules<C, O, K>,
  condition: C,
  event: ConditionEvent<O, K>,
  table: TableSettings,
): C {
  switch (event.type) {
    case "outcome":
      return rules.applyOutcome(condition, event.outcome, table);
    case "command":
      return rules.applyCommand(condition, event.command, table);
  }
}

/**
 * The fold of a history: the condition after every event, in order. Every system's play state
 * means this fold of the table's events (CONTRACT §4); the server, the web app and the CLI apply
 * each event as it comes ({@link applyConditionEvent}'s two cases) and log the condition after it,
 * so an import takes the last logged one. This runs a whole history at once (property tests,
 * `foldUrfassungCondition`).
 *
 * @example
 * foldCondition(faarConditions, start, [{ type: "outcome", outcome: { kind: "damage", amount: 3 } }], PLAIN_TABLE);
 */
export function foldCondition<C, O, K>(
  rules: ConditionRules<C, O, K>,
  start: C,
  events: readonly ConditionEvent<O, K>[],
  table: TableSettings,
): C {
  return events.reduce((c, e) => applyConditionEvent(rules, c, e, table), start);
}
