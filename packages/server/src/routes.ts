import { ifMatchSchema, openApiDocument, publicCombatState } from "@spieltisch/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { routeRegistry } from "./api-route.js";
import type { ServerContext } from "./context.js";
import { authenticate } from "./domain/authenticate.js";
import {
  changeOwner,
  characterHistory,
  createCharacter,
  deleteCharacter,
  getCharacter,
  listCharacters,
  updateCharacter,
} from "./domain/characters.js";
import { combatCommand } from "./domain/combat.js";
import { combatState } from "./domain/combat-state.js";
import { conditionCommand } from "./domain/condition-command.js";
import {
  createInvite,
  joinTable,
  listCredentials,
  revokeCredential,
  revokeMember,
} from "./domain/credentials.js";
import { addNote, listEvents } from "./domain/events.js";
import { exportTable } from "./domain/export.js";
import { importTable } from "./domain/import.js";
import { bearerToken, type Principal, requireActor, requireGm } from "./domain/principal.js";
import { recap } from "./domain/recap.js";
import { renameTable } from "./domain/rename-table.js";
import { getRollRequest, odds, requestRoll, roll } from "./domain/rolls.js";
import { sessionCommand } from "./domain/sessions.js";
import { awardStriche } from "./domain/striche.js";
import { changeTableOptions } from "./domain/table-options.js";
import { tableView } from "./domain/table-view.js";
import { createTable, rotateSeeds } from "./domain/tables.js";
import { ApiError, parseWith, RateLimitedError } from "./errors.js";
import { isTableWrite } from "./rate-limits.js";
import { serverVersion } from "./server-version.js";

/** Largest body of `POST /api/tables` in bytes. */
export const CREATE_TABLE_BODY_LIMIT = 16 * 1024;

/** The version in `If-Match`; 428 when it is missing, 400 when it is not a version. */
function ifMatch(request: FastifyRequest): number {
  const raw = request.headers["if-match"];
  if (raw === undefined)
    throw new ApiError(428, "if-match-required", "Send If-Match: <version>", ["If-Match"]);
  return parseWith(ifMatchSchema, raw, "invalid-if-match");
}

/**
 * Every HTTP route of the API (CONTRACT §3 and its extensions; see the README), registered by its
 * key in the route table, which `GET /api/openapi.json` describes; bodies, queries and path
 * parameters arrive parsed with the route's schemas (`api-route.ts`).
 */
export function registerRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const who = async (request: FastifyRequest): Promise<Principal> => {
    const { id } = tableParamsSchema.parse(request.params);
    const principal = await authenticate(ctx, id, bearerToken(request.headers.authorization));
    // A member's write takes from the table's bucket (a stranger's 401 does not); the hook in
    // rate-limits.ts refuses writes to an empty bucket before their bodies are read.
    if (isTableWrite(request)) {
      const wait = ctx.tableWrites.take(principal.tableId);
      if (wait > 0) throw new RateLimitedError("table-rate-limited", "Too many writes to this table", wait);
    }
    return principal;
  };
  const route = routeRegistry(app, who);
  // Built once: the description is the same for everyone and changes only with the code.
  const description = openApiDocument({ version: serverVersion() });

  route.open("GET /healthz", async () => ({ ok: true }));

  route.open("GET /api/openapi.json", async () => description);

  // Name, system, modules and known house-rule codes fit in a few KB: a bigger body is refused
  // from its Content-Length, unread (840 made-up house rules, 260 KB, used to be parsed each time).
  route.open("POST /api/tables", async ({ body }) => createTable(ctx, body), {
    bodyLimit: CREATE_TABLE_BODY_LIMIT,
  });

  // A whole table with its log is bigger than any other body; it is parsed off the event loop.
  route.open("POST /api/tables/import", async ({ request }) => importTable(ctx, request.body), {
    bodyLimit: 32 * 1024 * 1024,
  });

  route.table("GET /api/tables/:id", async ({ principal }) => tableView(ctx, principal));

  route.table("PATCH /api/tables/:id", async ({ principal, body }) => {
    requireGm(principal);
    return renameTable(ctx, principal, body.name);
  });

  route.table("PATCH /api/tables/:id/options", async ({ principal, body }) =>
    changeTableOptions(ctx, principal, body),
  );

  route.table("POST /api/tables/:id/join", async ({ principal, body }) =>
    joinTable(ctx, principal, body.name, body.device),
  );

  route.table("POST /api/tables/:id/invites", async ({ principal, body }) => {
    requireGm(principal);
    return createInvite(ctx, principal.tableId, body.role, body.name ?? null);
  });

  route.table("GET /api/tables/:id/credentials", async ({ principal }) => {
    requireGm(principal);
    return listCredentials(ctx, principal.tableId);
  });

  route.table("DELETE /api/tables/:id/credentials/:cid", async ({ principal, params }) => {
    requireGm(principal);
    await revokeCredential(ctx, principal, params.cid);
    return null;
  });

  route.table("POST /api/tables/:id/credentials/:cid/revoke", async ({ principal, params, body }) => {
    requireGm(principal);
    return revokeMember(ctx, principal, params.cid, body?.renewInvite === true);
  });

  route.table("POST /api/tables/:id/seeds/rotate", async ({ principal, body }) => {
    requireGm(principal);
    return rotateSeeds(ctx, principal.tableId, body.stream, principal.credentialId);
  });

  route.table("POST /api/tables/:id/rolls", async ({ principal, body }) => roll(ctx, principal, body));

  route.table("POST /api/tables/:id/odds", async ({ principal, body }) => odds(ctx, principal, body));

  route.table("POST /api/tables/:id/roll-requests", async ({ principal, body }) =>
    requestRoll(ctx, principal, body),
  );

  route.table("GET /api/tables/:id/roll-requests/:rid", async ({ principal, params }) =>
    getRollRequest(ctx, principal, params.rid),
  );

  route.table("GET /api/tables/:id/events", async ({ principal, query }) =>
    listEvents(ctx, principal, query.after, query.limit),
  );

  route.table("POST /api/tables/:id/notes", async ({ principal, body }) => {
    requireActor(principal);
    if (body.secret) requireGm(principal);
    return addNote(ctx, principal, body.text, body.secret ?? false);
  });

  route.table("GET /api/tables/:id/characters", async ({ principal }) => ({
    characters: await listCharacters(ctx, principal),
  }));

  // A character file is checked further in: 422 with every issue of its system's rules.
  route.table("POST /api/tables/:id/characters", async ({ principal, request, reply }) => {
    const saved = await createCharacter(ctx, principal, request.body);
    reply.header("etag", `"${saved.version}"`);
    return saved;
  });

  route.table("GET /api/tables/:id/characters/:cid", async ({ principal, params, reply }) => {
    const json = await getCharacter(ctx, principal, params.cid);
    reply.header("etag", `"${json.version}"`);
    return json;
  });

  route.table("PUT /api/tables/:id/characters/:cid", async ({ principal, params, request, reply }) => {
    const version = ifMatch(request);
    const saved = await updateCharacter(ctx, principal, params.cid, version, request.body);
    reply.header("etag", `"${saved.version}"`);
    return saved;
  });

  route.table("DELETE /api/tables/:id/characters/:cid", async ({ principal, params, request }) => {
    await deleteCharacter(ctx, principal, params.cid, ifMatch(request));
    return null;
  });

  route.table("GET /api/tables/:id/characters/:cid/history", async ({ principal, params }) => ({
    versions: await characterHistory(ctx, principal, params.cid),
  }));

  route.table("PUT /api/tables/:id/characters/:cid/owner", async ({ principal, params, body }) => {
    requireGm(principal);
    return changeOwner(ctx, principal, params.cid, body.owner);
  });

  route.table("POST /api/tables/:id/characters/:cid/condition", async ({ principal, params, body }) =>
    conditionCommand(ctx, principal, params.cid, body),
  );

  route.table("POST /api/tables/:id/striche", async ({ principal, body }) =>
    awardStriche(ctx, principal, body),
  );

  route.table("POST /api/tables/:id/sessions", async ({ principal, body }) =>
    sessionCommand(ctx, principal, body),
  );

  route.table("GET /api/tables/:id/recap", async ({ principal, query }) => recap(ctx, principal, query));

  route.table("GET /api/tables/:id/combat", async ({ principal }) => {
    const state = await combatState(ctx, principal.tableId);
    // Players see a secret NPC in the fight only as a place in the order, as in the event stream.
    return principal.role === "gm" ? state : publicCombatState(state);
  });

  route.table("POST /api/tables/:id/combat", async ({ principal, body }) =>
    combatCommand(ctx, principal, body),
  );

  route.table("GET /api/tables/:id/export", async ({ principal }) => exportTable(ctx, principal));
}

/** The table a table route names (the router matched `:id`). */
const tableParamsSchema = z.object({ id: z.string() });
