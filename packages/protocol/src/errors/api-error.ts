import { z } from "zod";
import type { ErrorBody } from "./error-body.js";

/** A JSON path of a bad field. */
export type FieldPath = readonly (string | number)[];

/**
 * An expected failure of a table's use case with its HTTP status, a stable code and the path of
 * the field it concerns: what the server answers as `{error:{code,message,path?,…extra}}`, what
 * the browser's own table throws for the same case, and what the web's API client throws for an
 * error answer — so a view maps one class, whichever table it plays at.
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
    /** What the code carries besides (`params`, `reason`, `issues`, `currentVersion` …). */
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }

  /** 400 `invalid-body` (or `code`) at the path of the first zod issue. */
  static fromZod(error: z.ZodError, code = "invalid-body", status = 400): ApiError {
    const issue = error.issues[0];
    return new ApiError(status, code, issue?.message ?? "Invalid input", zodPath(error));
  }

  /** The error an answer's body describes (a body that could not be read: code `unreadable-answer`). */
  static fromBody(status: number, body: ErrorBody | null): ApiError {
    if (!body) return new ApiError(status, "unreadable-answer", `HTTP ${status}`);
    const { code, message, path, ...extra } = body.error;
    return new ApiError(status, code, message, path, extra);
  }

  /** The error as the API answers it. */
  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.path ? { path: [...this.path] } : {}),
        ...this.extra,
      },
    };
  }

  /** The catalogue's reason in German and English, where the answer carries one (CONTRACT §4). */
  get reason(): { readonly de: string; readonly en: string } | undefined {
    const reason = reasonSchema.safeParse(this.extra?.reason);
    return reason.success ? reason.data : undefined;
  }

  /** The code's parameters (an engine error's, a refusal's), where there are any. */
  get params(): Readonly<Record<string, unknown>> | undefined {
    const params = paramsSchema.safeParse(this.extra?.params);
    return params.success ? params.data : undefined;
  }
}

const reasonSchema = z.object({ de: z.string(), en: z.string() });
const paramsSchema = z.record(z.string(), z.unknown());

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
