import { EngineError } from "@spieltisch/engine";
import { ZodError } from "zod";
import { ApiError } from "../errors.js";

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
  if (error instanceof ApiError) {
    const field =
      error.code === "invalid-body" ? ["options", ...(error.path ?? [])] : (error.path ?? ["action"]);
    return `${field.join(".")}: ${oneLine(error.message)}`;
  }
  if (error instanceof EngineError) return `options: ${oneLine(error.message)}`;
  return "options: the roll's request (system, action, options) cannot be rolled";
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, " ");
