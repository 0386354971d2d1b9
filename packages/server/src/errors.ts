import { ApiError } from "@spieltisch/protocol";

export { ApiError, type FieldPath, parseWith, zodPath } from "@spieltisch/protocol";

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
