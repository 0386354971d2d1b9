import type { z } from "zod";
import { combatCommandSchema } from "../combat/combat-command.js";
import { ownerBodySchema } from "./characters.js";
import { conditionCommandBodySchema } from "./conditions.js";
import { eventsQuerySchema, liveQuerySchema, noteBodySchema } from "./events.js";
import { recapQuerySchema } from "./recap.js";
import type { ApiRoute } from "./responses.js";
import { oddsInputSchema, rollInputSchema, rollRequestBodySchema } from "./rolls.js";
import { rotateSeedBodySchema } from "./seeds.js";
import { sessionCommandBodySchema } from "./sessions.js";
import { awardStricheBodySchema } from "./striche.js";
import {
  createTableBodySchema,
  inviteBodySchema,
  joinBodySchema,
  renameTableBodySchema,
  revokeBodySchema,
  tableOptionsPatchSchema,
} from "./tables.js";

/**
 * What the server parses at its edge, by route: the body schema of every route whose body the
 * server parses before its handler runs (the handler gets the typed value), and the clients'
 * request types (`ApiBodyInput`). The route table (`apiRoutes`) describes these bodies with the
 * very same schemas. Two bodies are parsed further in: a character file (422 with every issue of
 * its system's rules, `PUT`/`POST …/characters`) and an import (32 MiB, off the event loop).
 */
export const apiBodySchemas = {
  "POST /api/tables": createTableBodySchema,
  "PATCH /api/tables/:id": renameTableBodySchema,
  "PATCH /api/tables/:id/options": tableOptionsPatchSchema,
  "POST /api/tables/:id/join": joinBodySchema,
  "POST /api/tables/:id/invites": inviteBodySchema,
  "POST /api/tables/:id/credentials/:cid/revoke": revokeBodySchema,
  "POST /api/tables/:id/seeds/rotate": rotateSeedBodySchema,
  "POST /api/tables/:id/rolls": rollInputSchema,
  "POST /api/tables/:id/odds": oddsInputSchema,
  "POST /api/tables/:id/roll-requests": rollRequestBodySchema,
  "POST /api/tables/:id/notes": noteBodySchema,
  "POST /api/tables/:id/characters/:cid/condition": conditionCommandBodySchema,
  "PUT /api/tables/:id/characters/:cid/owner": ownerBodySchema,
  "POST /api/tables/:id/striche": awardStricheBodySchema,
  "POST /api/tables/:id/sessions": sessionCommandBodySchema,
  "POST /api/tables/:id/combat": combatCommandSchema,
} as const satisfies Partial<Record<ApiRoute, z.ZodType>>;

/** The query schema of every route that reads its query. */
export const apiQuerySchemas = {
  "GET /api/tables/:id/events": eventsQuerySchema,
  "GET /api/tables/:id/live": liveQuerySchema,
  "GET /api/tables/:id/recap": recapQuerySchema,
} as const satisfies Partial<Record<ApiRoute, z.ZodType>>;

/** A route whose body the server parses at its edge. */
export type ApiBodyRoute = keyof typeof apiBodySchemas;

/** A route's body as its handler gets it (parsed); none for a route without one parsed at the edge. */
export type ApiBody<R extends ApiRoute> = R extends ApiBodyRoute
  ? z.output<(typeof apiBodySchemas)[R]>
  : undefined;

/**
 * The routes whose body the server parses further in (see {@link apiBodySchemas}): a character
 * file, checked against its system's rules, and an import.
 */
export const BODIES_PARSED_FURTHER_IN = [
  "POST /api/tables/import",
  "POST /api/tables/:id/characters",
  "PUT /api/tables/:id/characters/:cid",
] as const satisfies readonly ApiRoute[];

/**
 * A route's body as a client sends it (before parsing: defaults and the flat roll body allowed);
 * a body parsed further in is a JSON object.
 */
export type ApiBodyInput<R extends ApiRoute> = R extends ApiBodyRoute
  ? z.input<(typeof apiBodySchemas)[R]>
  : R extends (typeof BODIES_PARSED_FURTHER_IN)[number]
    ? Readonly<Record<string, unknown>>
    : undefined;

/** A route's query as its handler gets it. */
export type ApiQuery<R extends ApiRoute> = R extends keyof typeof apiQuerySchemas
  ? z.output<(typeof apiQuerySchemas)[R]>
  : undefined;

/** The names of a path's parameters (`"/a/:id/b/:cid"` → `"id" | "cid"`). */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route's path parameters by name (`"GET /api/tables/:id/roll-requests/:rid"` → `{id, rid}`). */
export type ApiParams<R extends ApiRoute> = { readonly [K in ParamNames<R>]: string };

/**
 * A route's method and URL with its path parameters filled in, each encoded (how a client calls
 * a route of the table by its key).
 *
 * @example
 * routeRequest("GET /api/tables/:id/roll-requests/:rid", { id: "t1", rid: "r 2" });
 * // { method: "GET", url: "/api/tables/t1/roll-requests/r%202" }
 */
export function routeRequest<R extends ApiRoute>(
  route: R,
  params: ApiParams<R>,
): { method: string; url: string } {
  const [method = "GET", path = ""] = route.split(" ");
  const values = new Map<string, unknown>(Object.entries(params));
  const url = path.replace(/:([a-z]+)/g, (_whole, name: string) =>
    encodeURIComponent(String(values.get(name))),
  );
  return { method, url };
}
