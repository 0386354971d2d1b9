import { EngineError } from "../../../errors.js";
import type { EwsConditionKind } from "./condition.js";

/**
 * The error for a change that belongs to the other rules: a basic healing week on a FoKa
 * condition, TP on a basic one, a critical wound without FoKa (`condition-rules`).
 */
export const rulesMismatch = (change: string, rules: EwsConditionKind): EngineError =>
  new EngineError("condition-rules", `${change} does not apply to a condition under the ${rules} rules`, {
    change,
    rules,
  });
