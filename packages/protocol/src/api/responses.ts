import type { z } from "zod";
import { oddsResponseSchema } from "../events/roll-request-event.js";
import { memberEventSchemas } from "../events/table-event.js";
import {
  characterHistoryResponseSchema,
  characterResponseSchema,
  characterSavedSchema,
  charactersResponseSchema,
} from "./characters.js";
import { combatCommandResponseSchema, combatResponseSchema } from "./combat.js";
import { conditionCommandResponseSchema } from "./conditions.js";
import { eventsResponseSchema, liveFrameSchema, noteResponseSchema } from "./events.js";
import { tableExportSchema } from "./export.js";
import { healthResponseSchema } from "./health.js";
import { openApiDocumentSchema } from "./openapi-document.js";
import { recapResponseSchema } from "./recap.js";
import { rollRequestInfoSchema, rollRequestResponseSchema, rollResponseSchema } from "./rolls.js";
import { rotateSeedResponseSchema } from "./seeds.js";
import { sessionCommandResponseSchema } from "./sessions.js";
import { awardStricheResponseSchema } from "./striche.js";
import {
  createTableResponseSchema,
  credentialsResponseSchema,
  importTableResponseSchema,
  inviteResponseSchema,
  joinResponseSchema,
  revokeResponseSchema,
  tableInfoSchema,
  tableOptionsResponseSchema,
} from "./tables.js";

/**
 * The success answer of every route, by method and path: the schema of its body, or null for 204.
 * Errors are `errorBodySchema` everywhere. One place to build an API description from and to check
 * that nothing the server answers is left without a schema.
 */
export const apiResponseSchemas = {
  "GET /healthz": healthResponseSchema,
  "GET /api/openapi.json": openApiDocumentSchema,
  "POST /api/tables": createTableResponseSchema,
  "POST /api/tables/import": importTableResponseSchema,
  "GET /api/tables/:id": tableInfoSchema,
  "PATCH /api/tables/:id": memberEventSchemas["table-renamed"],
  "PATCH /api/tables/:id/options": tableOptionsResponseSchema,
  "POST /api/tables/:id/join": joinResponseSchema,
  "POST /api/tables/:id/invites": inviteResponseSchema,
  "GET /api/tables/:id/credentials": credentialsResponseSchema,
  "DELETE /api/tables/:id/credentials/:cid": null,
  "POST /api/tables/:id/credentials/:cid/revoke": revokeResponseSchema,
  "POST /api/tables/:id/seeds/rotate": rotateSeedResponseSchema,
  "POST /api/tables/:id/rolls": rollResponseSchema,
  "POST /api/tables/:id/odds": oddsResponseSchema,
  "POST /api/tables/:id/roll-requests": rollRequestResponseSchema,
  "GET /api/tables/:id/roll-requests/:rid": rollRequestInfoSchema,
  "GET /api/tables/:id/events": eventsResponseSchema,
  "GET /api/tables/:id/live": liveFrameSchema,
  "POST /api/tables/:id/notes": noteResponseSchema,
  "GET /api/tables/:id/characters": charactersResponseSchema,
  "POST /api/tables/:id/characters": characterSavedSchema,
  "GET /api/tables/:id/characters/:cid": characterResponseSchema,
  "PUT /api/tables/:id/characters/:cid": characterSavedSchema,
  "DELETE /api/tables/:id/characters/:cid": null,
  "GET /api/tables/:id/characters/:cid/history": characterHistoryResponseSchema,
  "PUT /api/tables/:id/characters/:cid/owner": characterResponseSchema,
  "POST /api/tables/:id/characters/:cid/condition": conditionCommandResponseSchema,
  "POST /api/tables/:id/striche": awardStricheResponseSchema,
  "POST /api/tables/:id/sessions": sessionCommandResponseSchema,
  "GET /api/tables/:id/recap": recapResponseSchema,
  "GET /api/tables/:id/combat": combatResponseSchema,
  "POST /api/tables/:id/combat": combatCommandResponseSchema,
  "GET /api/tables/:id/export": tableExportSchema,
} as const satisfies Record<string, z.ZodType | null>;

/** A route as `METHOD /path`. */
export type ApiRoute = keyof typeof apiResponseSchemas;

/** The body a route answers with, as a type. */
export type ApiResponse<R extends ApiRoute> = (typeof apiResponseSchemas)[R] extends z.ZodType
  ? z.infer<(typeof apiResponseSchemas)[R]>
  : null;
