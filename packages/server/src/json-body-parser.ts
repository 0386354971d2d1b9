import { routeParts } from "@spieltisch/protocol";
import type { FastifyInstance } from "fastify";
import { ApiError } from "./errors.js";
import { MAX_JSON_DEPTH, tooDeepAt } from "./json-depth.js";

/**
 * An export wraps what it stores (a character version sits 6 levels down: export → characters →
 * character → versions → version → character), so an import may nest this much deeper than the
 * bodies it holds.
 */
export const EXPORT_WRAPPER_DEPTH = 8;

const IMPORT_URL = routeParts("POST /api/tables/import").path;

/**
 * Fastify's own JSON parser (same limits, same refusal of `__proto__` and `constructor` keys) plus
 * a depth limit: a body nested deeper than {@link MAX_JSON_DEPTH} is 400 `body-too-deep` with the
 * path where it goes too deep (an import: {@link EXPORT_WRAPPER_DEPTH} more). Such a body used to be stored as it was (unknown character fields
 * are kept) and then broke every export of its table.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    parseJson(request, text, (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      const max =
        request.routeOptions.url === IMPORT_URL ? MAX_JSON_DEPTH + EXPORT_WRAPPER_DEPTH : MAX_JSON_DEPTH;
      const path = tooDeepAt(value, max);
      if (path === null) return done(null, value);
      done(new ApiError(400, "body-too-deep", `JSON nested deeper than ${max} levels`, path), undefined);
    });
  });
}
