import { type ApiResponse, type ApiRoute, apiRoutes, routeParts } from "@spieltisch/protocol";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import { JsonText } from "./json-text.js";

/** A request to a route of the API, with the path parameters any route has. */
export type ApiRequest = FastifyRequest<{ Params: { id: string; cid?: string; rid?: string } }>;

/**
 * Answers not built from typed values: events read back from the log are records (each was
 * checked against its kind's schema when it was written; reads do not parse them again).
 */
interface UntypedAnswers {
  readonly "GET /api/tables/:id/events": { readonly events: readonly Readonly<Record<string, unknown>>[] };
}

/** What a route's handler answers: the body of its response schema (null for 204). */
export type ApiAnswer<R extends ApiRoute> = R extends keyof UntypedAnswers
  ? UntypedAnswers[R]
  : ApiResponse<R>;

/** A route's handler. */
export type ApiHandler<R extends ApiRoute> = (
  request: ApiRequest,
  reply: FastifyReply,
) => Promise<ApiAnswer<R> | JsonText<ApiAnswer<R>>>;

/**
 * Registers the handler of a route of the route table (`apiRoutes`): method, path and success
 * status come from there, so the API description and the server cannot disagree on them, and the
 * handler's answer is typed by the route's response schema.
 */
export function addRoute<R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  handler: ApiHandler<R>,
  options: Pick<RouteShorthandOptions, "bodyLimit"> = {},
): void {
  const { method, path } = routeParts(route);
  const { status } = apiRoutes[route];
  app.route<{ Params: ApiRequest["params"] }>({
    ...options,
    method,
    url: path,
    handler: async (request, reply) => {
      const body = await handler(request, reply);
      if (body instanceof JsonText) {
        // What Fastify sets for an object it writes out itself.
        return reply.status(status).type("application/json; charset=utf-8").send(body.text);
      }
      return status === 204 ? reply.status(204).send() : reply.status(status).send(body);
    },
  });
}
