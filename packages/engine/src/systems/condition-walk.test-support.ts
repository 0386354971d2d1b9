import { EngineError } from "../errors.js";
import type { ConditionEvent, ConditionExample } from "./condition-event.js";
import { applyConditionEvent } from "./condition-fold.js";
import type { ConditionRules } from "./condition-rules.js";

/** One accepted event: the condition before, the event and the condition after. */
export interface WalkStep<C, O, K> {
  readonly before: C;
  readonly event: ConditionEvent<O, K>;
  readonly after: C;
}

/** One refused event: the condition it met and the error the rules gave. */
export interface WalkRefusal<C, O, K> {
  readonly condition: C;
  readonly event: ConditionEvent<O, K>;
  readonly error: EngineError;
}

/** What playing an example showed. */
export interface ConditionWalk<C, O, K> {
  /** The fresh condition first, then the condition after every accepted event. */
  readonly states: readonly C[];
  readonly steps: readonly WalkStep<C, O, K>[];
  /** Every event of the example tried on every condition reached, where the rules refused it. */
  readonly refusals: readonly WalkRefusal<C, O, K>[];
}

function tryEvent<C, O, K>(
  rules: ConditionRules<C, O, K>,
  condition: C,
  event: ConditionEvent<O, K>,
  example: ConditionExample<O, K>,
): C | EngineError {
  try {
    return applyConditionEvent(rules, condition, event, example.table);
  } catch (error) {
    // Only the rules' refusals are expected; anything else is a bug and fails the test.
    if (error instanceof EngineError) return error;
    throw error;
  }
}

/**
 * Plays an example: its events in order from the sheet's fresh condition (a refused event is
 * left out), then every event of the example on every condition reached, to collect the refusals
 * the rules give. Shared by the conformance suites so they judge the same play.
 */
export function walkConditionExample<C, O, K>(
  rules: ConditionRules<C, O, K>,
  example: ConditionExample<O, K>,
): ConditionWalk<C, O, K> {
  const states = [rules.initialCondition(example.sheet, example.table)];
  const steps: WalkStep<C, O, K>[] = [];
  const refusals: WalkRefusal<C, O, K>[] = [];
  for (const event of example.events) {
    const before = states[states.length - 1]!;
    const after = tryEvent(rules, before, event, example);
    if (after instanceof EngineError) {
      refusals.push({ condition: before, event, error: after });
      continue;
    }
    steps.push({ before, event, after });
    states.push(after);
  }
  for (const condition of states) {
    for (const event of example.events) {
      const after = tryEvent(rules, condition, event, example);
      if (after instanceof EngineError) refusals.push({ condition, event, error: after });
    }
  }
  return { states, steps, refusals };
}
