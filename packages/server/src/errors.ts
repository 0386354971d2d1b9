import type { z } from "zod";

/** A JSON path of a bad field. */
export type FieldPath = readonly (string | number)[];

/**
 * An expected failure of an API call with its HTTP status and a stable code. The one error
 * handler (`app.ts`) turns it into `{error:{code,message,path?}}`.
 *
 * @example
 * throw new ApiError(403, "gm-only", "Only the GM may do this");
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly path?: FieldPath,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }

  /** 400 `invalid-body` at the path of the first zod issue. */
  static fromZod(error: z.ZodError, code = "invalid-body", status = 400): ApiError {
    const issue = error.issues[0];
    return new ApiError(status, code, issue?.message ?? "Invalid input", zodPath(error));
  }
}

/** 429 with `Retry-After`: the caller may try again after `retryAfterSeconds`. */
export class RateLimitedError extends ApiError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, code, `${message}: try again in ${retryAfterSeconds} s`);
  }
}

/** Parses with a zod schema or throws {@link ApiError.fromZod}. */
export function parseWith<T>(schema: z.ZodType<T>, value: unknown, code = "invalid-body"): T {
  const result = schema.safeParse(value);
  if (!result.success) throw ApiError.fromZod(result.error, code);
  return result.data;
}

/** The path of a zod error's first issue; an unknown key's path names the key itself. */
export function zodPath(error: z.ZodError): (string | number)[] {
  const issue = error.issues[0];
  const path = (issue?.path ?? []).filter((p): p is string | number => typeof p !== "symbol");
  if (issue?.code === "unrecognized_keys" && issue.keys[0] !== undefined) path.push(issue.keys[0]);
  return path;
}
