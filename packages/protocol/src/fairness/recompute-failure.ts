import { EngineError } from "@spieltisch/engine";
import { ZodError } from "zod";

/** A logged roll names something that cannot be rolled: `path` is the roll event's field. */
export class RecomputeError extends Error {
  override readonly name = "RecomputeError";
  constructor(
    readonly path: readonly string[],
    message: string,
  ) {
    super(message);
  }
}

/**
 * Why a logged roll could not be recomputed, as `verify` reports it: the field of the roll event
 * and what is wrong with it, in one line. Never an internal message ("Cannot read properties of
 * undefined …") or zod's JSON dump: an export is someone else's file, and what is wrong is in it.
 *
 * @example
 * recomputeFailure(zodErrorAtValue); // "options.value: Invalid input: expected number, received undefined"
 */
export function recomputeFailure(error: unknown): string {
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    const path = (issue?.path ?? []).filter((p) => typeof p !== "symbol").map(String);
    return `${["options", ...path].join(".")}: ${oneLine(issue?.message ?? "invalid")}`;
  }
  if (error instanceof RecomputeError) return `${error.path.join(".")}: ${oneLine(error.message)}`;
  if (error instanceof EngineError) return `options: ${oneLine(error.message)}`;
  return "options: the roll's request (system, action, options) cannot be rolled";
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, " ");
