import { dueCheckResult } from "./condition-refusals.js";

/**
 * Whether the roll that answers a due check succeeded: the boolean `success` every check-like
 * engine result has. A result without one (the wrong action's) is the error `due-check-result`
 * naming the field, so a due check is never booked on a guess.
 *
 * @example
 * checkPassed(rollCheck({ value: 12, target: 12 }, rng, table)); // true or false
 */
export function checkPassed(result: unknown): boolean {
  const success =
    typeof result === "object" && result !== null
      ? Object.getOwnPropertyDescriptor(result, "success")?.value
      : undefined;
  if (typeof success !== "boolean") throw dueCheckResult("success", "no boolean success");
  return success;
}
