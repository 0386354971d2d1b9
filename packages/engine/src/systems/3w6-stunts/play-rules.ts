import { EngineError } from "../../errors.js";
import { assertNever } from "../../result.js";
import { noCheckDue } from "../condition-refusals.js";
import type { ConditionRules, DueCheck } from "../condition-rules.js";
import type { Modifier } from "../modifier.js";
import {
  OFF_TURN,
  requireLegalStuntsCondition,
  type StuntsCommand,
  type StuntsCondition,
  type StuntsOutcome,
} from "./play-condition.js";
import { STUNTS_CONDITION_EXAMPLES } from "./play-examples.js";
import { FRESH_TURN_USE, useInTurn } from "./turn.js";

function requireOnTurn(c: StuntsCondition): void {
  if (!c.onTurn) throw new EngineError("not-on-turn", "It is not the character's turn");
}

function use(c: StuntsCondition, type: "action" | "bonus-action"): StuntsCondition {
  requireOnTurn(c);
  const used = useInTurn(c, type, "");
  if (used.ok) return used.value;
  const code = used.issues[0]?.code ?? type;
  throw new EngineError(code, `The ${type} of this turn is already used`);
}

function applyCommand(c: StuntsCondition, k: StuntsCommand): StuntsCondition {
  switch (k.command) {
    case "start-turn":
      if (c.onTurn) throw new EngineError("turn-in-progress", "The character's turn has already started");
      return { onTurn: true, ...FRESH_TURN_USE };
    case "action":
    case "bonus-action":
      return use(c, k.command);
    case "end-turn":
      requireOnTurn(c);
      return OFF_TURN;
    case "set":
      return requireLegalStuntsCondition(k.condition);
    default:
      return assertNever(k);
  }
}

/** No modifiers in any use: the text has no damage and no conditions that cost on a roll. */
const modifiersFrom = (): Modifier[] => [];

/** Nothing is ever due. */
const dueChecks = (): DueCheck[] => [];

/**
 * The 3W6 + Stunts play-state reducer (RULINGS §5): the character's turn — action and bonus
 * action, in either order, both optional, ended only by `end-turn`. No roll changes it.
 *
 * @example
 * const c = stuntsConditions.applyCommand(OFF_TURN, { command: "start-turn" }, PLAIN_TABLE);
 * stuntsConditions.applyCommand(c, { command: "bonus-action" }, PLAIN_TABLE); // bonus action first is fine
 */
export const stuntsConditions: ConditionRules<StuntsCondition, StuntsOutcome, StuntsCommand> = {
  initialCondition: () => OFF_TURN,
  modifiersFrom,
  applyOutcome: (_c, o) => assertNever(o),
  applyCommand,
  status: () => "active",
  dueChecks,
  inverse: (before) => ({ command: "set", condition: before }),
  dueCheckOutcome: (check) => {
    throw noCheckDue(check.id);
  },
  vocabulary: {
    dueReasons: [],
    sources: [],
    errors: [
      "not-on-turn",
      "turn-in-progress",
      "action-used",
      "bonus-action-used",
      "invalid-condition",
      "no-check-due",
    ],
  },
  examples: STUNTS_CONDITION_EXAMPLES,
};
