import { EngineError } from "../errors.js";

// The refusals every condition reducer shares: one code each, with the same params in every
// system, so one catalogue entry (`error.<code>`) renders them all.

/** A change the dead cannot take (`character-dead`); `change` names the refused outcome or command. */
export const characterDead = (change: string): EngineError =>
  new EngineError("character-dead", `The character is dead: ${change} is not possible`, { change });

/** An answer to a check that is not due (`no-check-due`); `id` is the check's id. */
export const noCheckDue = (id: string): EngineError =>
  new EngineError("no-check-due", `No check ${id} is due`, { id });

/** A roll's result that does not answer its due check (`due-check-result`), at `field`. */
export const dueCheckResult = (field: string, detail: string): EngineError =>
  new EngineError("due-check-result", `The result does not answer the due check: ${detail}`, { field });

/** A `set` to a condition play cannot reach (`invalid-condition`), naming the first bad `field`. */
export const invalidCondition = (field: string, detail: string): EngineError =>
  new EngineError("invalid-condition", `The condition is not legal: ${detail}`, { field });
