import { type ErrorReply, errorReplyOf } from "@spieltisch/protocol";
import type { FastifyError, FastifyInstance } from "fastify";
import { RateLimitedError } from "./errors.js";
import { isAppRoute } from "./static-files.js";

/** Fastify's own client errors by code → our status and code. */
const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "body-too-large"],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "unsupported-media-type"],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "empty-body"],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "invalid-content-length"],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "malformed-json"],
};

/**
 * The one place where errors become HTTP answers: `ApiError` keeps its status, zod and engine
 * errors are 400 with the field path, Fastify's parser errors keep their 4xx, everything else is a
 * 500 whose details stay in the log.
 */
export function describeError(error: unknown): ErrorReply {
  const expected = errorReplyOf(error);
  if (expected) return expected;
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (known) {
    // These concern the body as a whole: its path is the root.
    return {
      status: known[0],
      body: { error: { code: known[1], message: fastifyError.message ?? "", path: [] } },
    };
  }
  if (
    error instanceof SyntaxError ||
    (fastifyError.statusCode === 400 && /JSON/i.test(fastifyError.message ?? ""))
  ) {
    return {
      status: 400,
      body: { error: { code: "malformed-json", message: "The body is not valid JSON" } },
    };
  }
  if (
    typeof fastifyError.statusCode === "number" &&
    fastifyError.statusCode >= 400 &&
    fastifyError.statusCode < 500
  ) {
    return {
      status: fastifyError.statusCode,
      body: { error: { code: "bad-request", message: fastifyError.message ?? "" } },
    };
  }
  return { status: 500, body: { error: { code: "internal", message: "Internal error" } } };
}

/**
 * Installs the error and not-found handlers. With `spaFallback`, unknown non-API GET paths get
 * the web app's `index.html` (its client-side routes).
 */
export function installErrorHandling(app: FastifyInstance, spaFallback = false): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = describeError(error);
    if (status >= 500) request.log.error({ err: error }, "request failed");
    if (error instanceof RateLimitedError) reply.header("retry-after", String(error.retryAfterSeconds));
    // Refused from its Content-Length: close instead of letting Node read and drop the rest.
    if (status === 413) reply.header("connection", "close");
    return reply.status(status).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    if (spaFallback && isAppRoute(request.method, request.url)) return reply.sendFile("index.html");
    return reply.status(404).send({
      error: { code: "not-found", message: `No route ${request.method} ${request.url.split("?")[0]}` },
    });
  });
}
