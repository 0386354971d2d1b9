import { routeParts } from "@spieltisch/protocol";
import type { FastifyInstance } from "fastify";
import { ApiError } from "./errors.js";

/** How long a request body may take to arrive; an import (up to 32 MiB) gets four times as long. */
export const DEFAULT_BODY_TIMEOUT_MS = 30_000;

const IMPORT_URL = routeParts("POST /api/tables/import").path;

/**
 * Refuses a request body that does not arrive within `timeoutMs`: 408 `body-timeout`, and the
 * connection is closed. Without it, a client trickling a byte now and then kept its connection
 * (and its share of the server's sockets) for as long as it liked — 500 of them for 80 s+.
 */
export function installBodyTimeout(app: FastifyInstance, timeoutMs: number): void {
  app.addHook("preParsing", async (request, _reply, payload) => {
    const ms = request.routeOptions.url === IMPORT_URL ? timeoutMs * 4 : timeoutMs;
    const timer = setTimeout(() => {
      // The body reader answers with this error (destroying the stream would cut the
      // connection without an answer); Fastify closes the connection after the answer.
      payload.emit(
        "error",
        new ApiError(
          408,
          "body-timeout",
          `The request body did not arrive within ${Math.round(ms / 1000)} s`,
        ),
      );
    }, ms);
    timer.unref();
    const stop = () => clearTimeout(timer);
    payload.once("end", stop);
    payload.once("close", stop);
    payload.once("error", stop);
    return payload;
  });
}
