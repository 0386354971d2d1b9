import { routeParts } from "@spieltisch/protocol";
import type { FastifyInstance } from "fastify";
import { ApiError } from "./errors.js";
import { MAX_JSON_DEPTH, tooDeepAt } from "./json-depth.js";

const IMPORT_URL = routeParts("POST /api/tables/import").path;

/**
 * The body of an import, unread: the import parses and checks it off the main thread (see
 * `prepareImport`), as the same JSON rules apply there.
 */
export class UnreadImportBody {
  constructor(readonly bytes: Uint8Array) {}
}

/**
 * Fastify's own JSON parser (same limits, same refusal of `__proto__` and `constructor` keys) plus
 * a depth limit: a body nested deeper than {@link MAX_JSON_DEPTH} is 400 `body-too-deep` with the
 * path where it goes too deep. Such a body used to be stored as it was (unknown character fields
 * are kept) and then broke every export of its table. An import's body stays bytes
 * ({@link UnreadImportBody}): parsing up to 32 MiB here would hold the one thread for a while.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    const bytes = typeof body === "string" ? Buffer.from(body) : body;
    if (request.routeOptions.url === IMPORT_URL && bytes.length > 0) {
      return done(null, new UnreadImportBody(bytes));
    }
    parseJson(request, bytes.toString("utf8"), (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      const path = tooDeepAt(value, MAX_JSON_DEPTH);
      if (path === null) return done(null, value);
      done(
        new ApiError(400, "body-too-deep", `JSON nested deeper than ${MAX_JSON_DEPTH} levels`, path),
        undefined,
      );
    });
  });
}
