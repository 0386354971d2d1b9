import { EngineError } from "../errors.js";

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
  if (typeof success !== "boolean") {
    throw new EngineError("due-check-result", "The roll has no boolean success", { field: "success" });
  }
  return success;
}

/**
 * The error for an answer to a check that is not due (`no-check-due`): an outcome naming a check
 * no longer pending, or a due check a system never makes. `id` is the check's id.
 */
export const noCheckDue = (id: string): EngineError =>
  new EngineError("no-check-due", `No check ${id} is due`, { id });
