import type { z } from "zod";
import { combatCommandSchema } from "../combat/combat-command.js";
import { conditionCommandBodySchema } from "./conditions.js";
import { eventsQuerySchema, liveQuerySchema, noteBodySchema } from "./events.js";
import type { ApiRoute } from "./responses.js";
import { oddsInputSchema, rollInputSchema, rollRequestBodySchema } from "./rolls.js";
import { rotateSeedBodySchema } from "./seeds.js";
import { awardStricheBodySchema } from "./striche.js";
import {
  createTableBodySchema,
  inviteBodySchema,
  joinBodySchema,
  renameTableBodySchema,
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
  "POST /api/tables/:id/seeds/rotate": rotateSeedBodySchema,
  "POST /api/tables/:id/rolls": rollInputSchema,
  "POST /api/tables/:id/odds": oddsInputSchema,
  "POST /api/tables/:id/roll-requests": rollRequestBodySchema,
  "POST /api/tables/:id/notes": noteBodySchema,
  "POST /api/tables/:id/characters/:cid/condition": conditionCommandBodySchema,
  "POST /api/tables/:id/striche": awardStricheBodySchema,
  "POST /api/tables/:id/combat": combatCommandSchema,
} as const satisfies Partial<Record<ApiRoute, z.ZodType>>;

/** The query schema of every route that reads its query. */
export const apiQuerySchemas = {
  "GET /api/tables/:id/events": eventsQuerySchema,
  "GET /api/tables/:id/live": liveQuerySchema,
} as const satisfies Partial<Record<ApiRoute, z.ZodType>>;

/** A route whose body the server parses at its edge. */
export type ApiBodyRoute = keyof typeof apiBodySchemas;

/** A route's body as its handler gets it (parsed); none for a route without one parsed at the edge. */
export type ApiBody<R extends ApiRoute> = R extends ApiBodyRoute
  ? z.output<(typeof apiBodySchemas)[R]>
  : undefined;

/** A route's body as a client sends it (before parsing: defaults and the flat roll body allowed). */
export type ApiBodyInput<R extends ApiRoute> = R extends ApiBodyRoute
  ? z.input<(typeof apiBodySchemas)[R]>
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
