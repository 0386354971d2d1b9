import {
  type ApiBody,
  type ApiParams,
  type ApiQuery,
  type ApiResponse,
  type ApiRoute,
  apiBodySchemas,
  apiQuerySchemas,
  apiRoutes,
  routeParts,
} from "@spieltisch/protocol";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import { z } from "zod";
import type { Principal } from "./domain/principal.js";
import { parseWith } from "./errors.js";
import { JsonText } from "./json-text.js";

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

/** A route of one table (`/api/tables/:id/…`), whose caller is a member with a bearer token. */
export type TableRoute = Exclude<
  Extract<ApiRoute, `${string} /api/tables/:id${string}`>,
  "GET /api/tables/:id/live"
>;

/** A route anybody may call (no token). */
export type OpenRoute = Exclude<ApiRoute, TableRoute | "GET /api/tables/:id/live">;

/** What a route's handler gets: its path parameters, query and body, parsed with the route's schemas. */
export interface RouteInput<R extends ApiRoute> {
  readonly params: ApiParams<R>;
  readonly query: ApiQuery<R>;
  readonly body: ApiBody<R>;
  /** The request itself, for what no schema covers (headers such as `If-Match`, a body parsed further in). */
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/** What a table route's handler gets besides: the member who called, authenticated before anything else is read. */
export interface TableRouteInput<R extends TableRoute> extends RouteInput<R> {
  readonly principal: Principal;
}

/** An answer, or its JSON already written out (the same bytes a socket gets). */
type Answer<R extends ApiRoute> = Promise<ApiAnswer<R> | JsonText<ApiAnswer<R>>>;

/** Route options besides the table's: Fastify's body limit. */
type RouteOptions = Pick<RouteShorthandOptions, "bodyLimit">;

/**
 * Registers the routes of the route table (`apiRoutes`): method, path and success status come
 * from there, so the API description and the server cannot disagree on them; the body, query and
 * path parameters are parsed with the route's schemas (`apiBodySchemas`, `apiQuerySchemas`) before
 * the handler runs — a table route's caller authenticated first (`who`), so a stranger learns
 * nothing from a body's errors — and the handler's answer is typed by the route's response schema.
 */
export function routeRegistry(app: FastifyInstance, who: (request: FastifyRequest) => Promise<Principal>) {
  const register = <R extends ApiRoute>(
    route: R,
    options: RouteOptions,
    handle: (request: FastifyRequest, reply: FastifyReply) => Answer<R>,
  ) => {
    const { method, path } = routeParts(route);
    const { status, auth } = apiRoutes[route];
    const isTableRoute = path.startsWith("/api/tables/:id");
    if ((auth === "bearer") !== isTableRoute) throw new Error(`${route}: auth ${auth} does not fit its path`);
    app.route({
      ...options,
      method,
      url: path,
      handler: async (request, reply) => {
        const body = await handle(request, reply);
        if (body instanceof JsonText) {
          // What Fastify sets for an object it writes out itself.
          return reply.status(status).type("application/json; charset=utf-8").send(body.text);
        }
        return status === 204 ? reply.status(204).send() : reply.status(status).send(body);
      },
    });
  };
  return {
    /** A route anybody may call. */
    open<R extends OpenRoute>(
      route: R,
      handler: (input: RouteInput<R>) => Answer<R>,
      options: RouteOptions = {},
    ): void {
      register(route, options, (request, reply) => handler(inputOf(route, request, reply)));
    },
    /** A route of one table: its caller authenticated first, then its input parsed. */
    table<R extends TableRoute>(
      route: R,
      handler: (input: TableRouteInput<R>) => Answer<R>,
      options: RouteOptions = {},
    ): void {
      register(route, options, async (request, reply) => {
        const principal = await who(request);
        return handler({ ...inputOf(route, request, reply), principal });
      });
    },
  };
}

/** A route's path parameters: strings by name, as the router matched them. */
const paramsSchema = z.record(z.string(), z.string());

/** Whether `key` is one of the object's own keys. */
const hasKey = <T extends object>(object: T, key: PropertyKey): key is keyof T => Object.hasOwn(object, key);

/**
 * The route's input parsed with its schemas: 400 `invalid-body` / `invalid-query` with the
 * field's path. The values are what the route's own schemas made of the request; the casts only
 * tell the compiler which route's schema that was (it cannot follow a generic route key into the
 * schema maps).
 */
function inputOf<R extends ApiRoute>(route: R, request: FastifyRequest, reply: FastifyReply): RouteInput<R> {
  const spec = apiRoutes[route];
  const bodySchema: z.ZodType | undefined = hasKey(apiBodySchemas, route) ? apiBodySchemas[route] : undefined;
  const querySchema: z.ZodType | undefined = hasKey(apiQuerySchemas, route)
    ? apiQuerySchemas[route]
    : undefined;
  const rawBody = request.body ?? (spec.bodyOptional ? {} : undefined);
  return {
    params: paramsSchema.parse(request.params) as ApiParams<R>,
    query: (querySchema ? parseWith(querySchema, request.query, "invalid-query") : undefined) as ApiQuery<R>,
    body: (bodySchema ? parseWith(bodySchema, rawBody) : undefined) as ApiBody<R>,
    request,
    reply,
  };
}
