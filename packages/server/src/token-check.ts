import { routeParts } from "@spieltisch/protocol";
import type { FastifyRequest } from "fastify";
import type { ServerContext } from "./context.js";
import { authenticate } from "./domain/authenticate.js";
import { bearerToken } from "./domain/principal.js";
import { ApiError } from "./errors.js";
import type { TokenCheck } from "./rate-limits.js";

/** The one route whose token comes in the query (`?token=`: browsers cannot set a socket's headers). */
const LIVE = routeParts("GET /api/tables/:id/live").path;

/** The token a table route's request carries: the bearer header, or on the live socket `?token=`. */
function tokenOf(request: FastifyRequest): string | undefined {
  const fromHeader = bearerToken(request.headers.authorization);
  if (fromHeader !== undefined || request.routeOptions.url !== LIVE) return fromHeader;
  const { token } = (request.query ?? {}) as { token?: unknown };
  return typeof token === "string" && token.length > 0 && token.length <= 200 ? token : undefined;
}

/**
 * The server's {@link TokenCheck}, asked only for an address over the failed-token limit: the
 * same lookup as the routes' (the credential cache, else one indexed query; the route then finds
 * the token in the cache). Only a 401 is a failed token: a token of another table is valid (its
 * route answers 404, which does not count), and a lookup that fails for another reason lets the
 * route answer for itself.
 */
export function tokenCheck(ctx: ServerContext): TokenCheck {
  return async (request) => {
    const token = tokenOf(request);
    if (token === undefined) return false;
    try {
      await authenticate(ctx, (request.params as { id?: string }).id ?? "", token);
      return true;
    } catch (error) {
      return !(error instanceof ApiError && error.status === 401);
    }
  };
}
