import {
  createTableBodySchema,
  eventsQuerySchema,
  ifMatchSchema,
  inviteBodySchema,
  joinBodySchema,
  noteBodySchema,
  oddsBodySchema,
  openApiDocument,
  publicCombatState,
  renameTableBodySchema,
  rotateSeedBodySchema,
} from "@spieltisch/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { type ApiRequest, addRoute } from "./api-route.js";
import type { ServerContext } from "./context.js";
import { authenticate } from "./domain/authenticate.js";
import {
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
import { createInvite, joinTable, listCredentials, revokeCredential } from "./domain/credentials.js";
import { addNote, listEvents } from "./domain/events.js";
import { exportTable } from "./domain/export.js";
import { importTable } from "./domain/import.js";
import { bearerToken, type Principal, requireActor, requireGm } from "./domain/principal.js";
import { renameTable } from "./domain/rename-table.js";
import { getRollRequest, odds, requestRoll, roll } from "./domain/rolls.js";
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
 * key in the route table, which `GET /api/openapi.json` describes.
 */
export function registerRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const who = async (request: ApiRequest): Promise<Principal> => {
    const principal = await authenticate(ctx, request.params.id, bearerToken(request.headers.authorization));
    // A member's write takes from the table's bucket (a stranger's 401 does not); the hook in
    // rate-limits.ts refuses writes to an empty bucket before their bodies are read.
    if (isTableWrite(request)) {
      const wait = ctx.tableWrites.take(principal.tableId);
      if (wait > 0) throw new RateLimitedError("table-rate-limited", "Too many writes to this table", wait);
    }
    return principal;
  };
  // Built once: the description is the same for everyone and changes only with the code.
  const description = openApiDocument({ version: serverVersion() });

  addRoute(app, "GET /healthz", async () => ({ ok: true }));

  addRoute(app, "GET /api/openapi.json", async () => description);

  // Name, system, modules and known house-rule codes fit in a few KB: a bigger body is refused
  // from its Content-Length, unread (840 made-up house rules, 260 KB, used to be parsed each time).
  addRoute(
    app,
    "POST /api/tables",
    async (request) => {
      const body = parseWith(createTableBodySchema, request.body);
      return createTable(ctx, body);
    },
    { bodyLimit: CREATE_TABLE_BODY_LIMIT },
  );

  // A whole table with its log is bigger than any other body.
  addRoute(app, "POST /api/tables/import", async (request) => importTable(ctx, request.body), {
    bodyLimit: 32 * 1024 * 1024,
  });

  addRoute(app, "GET /api/tables/:id", async (request) => tableView(ctx, await who(request)));

  addRoute(app, "PATCH /api/tables/:id", async (request) => {
    const principal = await who(request);
    requireGm(principal);
    const { name } = parseWith(renameTableBodySchema, request.body);
    return renameTable(ctx, principal, name);
  });

  addRoute(app, "PATCH /api/tables/:id/options", async (request) =>
    changeTableOptions(ctx, await who(request), request.body),
  );

  addRoute(app, "POST /api/tables/:id/join", async (request) => {
    const principal = await who(request);
    const { name } = parseWith(joinBodySchema, request.body);
    return joinTable(ctx, principal, name);
  });

  addRoute(app, "POST /api/tables/:id/invites", async (request) => {
    const principal = await who(request);
    requireGm(principal);
    const body = parseWith(inviteBodySchema, request.body);
    return createInvite(ctx, principal.tableId, body.role, body.name ?? null);
  });

  addRoute(app, "GET /api/tables/:id/credentials", async (request) => {
    const principal = await who(request);
    requireGm(principal);
    return listCredentials(ctx, principal.tableId);
  });

  addRoute(app, "DELETE /api/tables/:id/credentials/:cid", async (request) => {
    const principal = await who(request);
    requireGm(principal);
    await revokeCredential(ctx, principal, request.params.cid!);
    return null;
  });

  addRoute(app, "POST /api/tables/:id/seeds/rotate", async (request) => {
    const principal = await who(request);
    requireGm(principal);
    const body = parseWith(rotateSeedBodySchema, request.body ?? {});
    return rotateSeeds(ctx, principal.tableId, body.stream, principal.credentialId);
  });

  addRoute(app, "POST /api/tables/:id/rolls", async (request) => roll(ctx, await who(request), request.body));

  addRoute(app, "POST /api/tables/:id/odds", async (request) => {
    const principal = await who(request);
    const body = parseWith(oddsBodySchema, request.body);
    return odds(ctx, principal, body);
  });

  addRoute(app, "POST /api/tables/:id/roll-requests", async (request) =>
    requestRoll(ctx, await who(request), request.body),
  );

  addRoute(app, "GET /api/tables/:id/roll-requests/:rid", async (request) =>
    getRollRequest(ctx, await who(request), request.params.rid!),
  );

  addRoute(app, "GET /api/tables/:id/events", async (request) => {
    const principal = await who(request);
    const query = parseWith(eventsQuerySchema, request.query, "invalid-query");
    return listEvents(ctx, principal, query.after, query.limit);
  });

  addRoute(app, "POST /api/tables/:id/notes", async (request) => {
    const principal = await who(request);
    const body = parseWith(noteBodySchema, request.body);
    requireActor(principal);
    if (body.secret) requireGm(principal);
    return addNote(ctx, principal, body.text, body.secret ?? false);
  });

  addRoute(app, "GET /api/tables/:id/characters", async (request) => ({
    characters: await listCharacters(ctx, await who(request)),
  }));

  addRoute(app, "POST /api/tables/:id/characters", async (request, reply) => {
    const principal = await who(request);
    const saved = await createCharacter(ctx, principal, request.body);
    reply.header("etag", `"${saved.version}"`);
    return saved;
  });

  addRoute(app, "GET /api/tables/:id/characters/:cid", async (request, reply) => {
    const json = await getCharacter(ctx, await who(request), request.params.cid!);
    reply.header("etag", `"${json.version}"`);
    return json;
  });

  addRoute(app, "PUT /api/tables/:id/characters/:cid", async (request, reply) => {
    const principal = await who(request);
    const version = ifMatch(request);
    const saved = await updateCharacter(ctx, principal, request.params.cid!, version, request.body);
    reply.header("etag", `"${saved.version}"`);
    return saved;
  });

  addRoute(app, "DELETE /api/tables/:id/characters/:cid", async (request) => {
    const principal = await who(request);
    await deleteCharacter(ctx, principal, request.params.cid!, ifMatch(request));
    return null;
  });

  addRoute(app, "GET /api/tables/:id/characters/:cid/history", async (request) => ({
    versions: await characterHistory(ctx, await who(request), request.params.cid!),
  }));

  addRoute(app, "POST /api/tables/:id/characters/:cid/condition", async (request) =>
    conditionCommand(ctx, await who(request), request.params.cid!, request.body),
  );

  addRoute(app, "POST /api/tables/:id/striche", async (request) =>
    awardStriche(ctx, await who(request), request.body),
  );

  addRoute(app, "GET /api/tables/:id/combat", async (request) => {
    const principal = await who(request);
    const state = await combatState(ctx, principal.tableId);
    // Players see a secret NPC in the fight only as a place in the order, as in the event stream.
    return principal.role === "gm" ? state : publicCombatState(state);
  });

  addRoute(app, "POST /api/tables/:id/combat", async (request) =>
    combatCommand(ctx, await who(request), request.body),
  );

  addRoute(app, "GET /api/tables/:id/export", async (request) => exportTable(ctx, await who(request)));
}
