import {
  type ApiBodyInput,
  ApiError,
  type ApiParams,
  type ApiResponse,
  type ApiRoute,
  apiResponseSchemas,
  errorBodySchema,
  routeRequest,
  type TableOptionsJson,
} from "@spieltisch/protocol";
import type { z } from "zod";
import { parseJson } from "./parse-json.js";

/** How a call is made: method (default GET, or POST with a body), bearer token, JSON body, headers. */
interface ApiInit {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Sends a request; the answer's text on success, an {@link ApiError} otherwise. */
async function send(path: string, init: ApiInit): Promise<string> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) {
    const error = errorBodySchema.safeParse(safeJson(text));
    throw ApiError.fromBody(response.status, error.success ? error.data : null);
  }
  return text;
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** Creates a shared table on the server: its id and one invite token per role. */
export const createRemoteTable = (body: {
  name: string;
  system: string;
  modules: readonly string[];
  houseRules: TableOptionsJson;
}): Promise<ApiResponse<"POST /api/tables">> => {
  const houseRules = Object.keys(body.houseRules).length > 0 ? { houseRules: body.houseRules } : {};
  return callRoute("POST /api/tables", {
    params: {},
    body: { name: body.name, system: body.system, modules: [...body.modules], ...houseRules },
  });
};

/** The invite link of a role: opens the app, joins the table with that token. */
export function inviteLink(origin: string, id: string, token: string, system: string): string {
  return `${origin}/#/join/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}&system=${encodeURIComponent(system)}`;
}

/** A route whose answer is JSON (not 204). */
type JsonRoute = {
  [R in ApiRoute]: (typeof apiResponseSchemas)[R] extends z.ZodType ? R : never;
}[ApiRoute];

/** How a route of the table is called: its path parameters, the bearer token, its body and query. */
export interface RouteCall<R extends ApiRoute> {
  readonly params: ApiParams<R>;
  readonly token?: string;
  readonly body?: ApiBodyInput<R>;
  readonly query?: Readonly<Record<string, string | number>>;
  readonly headers?: Record<string, string>;
}

/** Sends a route's request (its path, query, token, body and headers) and gives the answer's text and URL. */
async function sendRoute(
  route: JsonRoute,
  call: RouteCall<JsonRoute>,
): Promise<{ text: string; url: string }> {
  const { method, url } = routeRequest(route, call.params);
  const query = call.query
    ? `?${new URLSearchParams(Object.entries(call.query).map(([key, value]) => [key, String(value)]))}`
    : "";
  const text = await send(`${url}${query}`, {
    method,
    ...(call.token !== undefined ? { token: call.token } : {}),
    ...(call.body !== undefined ? { body: call.body } : {}),
    ...(call.headers !== undefined ? { headers: call.headers } : {}),
  });
  return { text, url };
}

/**
 * Calls a route of the route table by its key: method and path from the key, the body typed as
 * the server parses it (`apiBodySchemas`), the answer parsed with the route's response schema.
 *
 * @example
 * await callRoute("POST /api/tables/:id/notes", { params: { id }, token, body: { text: "Hallo" } });
 */
export function callRoute<R extends JsonRoute>(route: R, call: RouteCall<R>): Promise<ApiResponse<R>>;
// The answer is parsed with the route's own response schema; the overload above names its type,
// which the compiler cannot follow from a generic route key into the schema map.
export async function callRoute(route: JsonRoute, call: RouteCall<JsonRoute>): Promise<unknown> {
  const { text, url } = await sendRoute(route, call);
  return parseJson(text, apiResponseSchemas[route], url);
}

/**
 * {@link callRoute}, with the answer's JSON as it came besides: what the log's chain hashes
 * (issue #31) — the route's schema drops fields it does not know, the hash covers all of them.
 *
 * @example
 * const { answer, json } = await callRouteWithJson("GET /api/tables/:id/events", { params: { id }, token });
 */
export function callRouteWithJson<R extends JsonRoute>(
  route: R,
  call: RouteCall<R>,
): Promise<{ answer: ApiResponse<R>; json: unknown }>;
// As callRoute: parsed with the route's own schema, which the overload above names.
export async function callRouteWithJson(
  route: JsonRoute,
  call: RouteCall<JsonRoute>,
): Promise<{ answer: unknown; json: unknown }> {
  const { text, url } = await sendRoute(route, call);
  return { answer: parseJson(text, apiResponseSchemas[route], url), json: JSON.parse(text) };
}

/** {@link callRoute} for a route that answers 204 without a body (`DELETE …`). */
export async function callRouteNoContent<R extends Exclude<ApiRoute, JsonRoute>>(
  route: R,
  call: RouteCall<R>,
): Promise<void> {
  const { method, url } = routeRequest(route, call.params);
  await send(url, {
    method,
    ...(call.token !== undefined ? { token: call.token } : {}),
    ...(call.headers !== undefined ? { headers: call.headers } : {}),
  });
}
