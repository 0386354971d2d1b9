import {
  type ApiResponse,
  createTableBodySchema,
  eventsQuerySchema,
  ifMatchSchema,
  inviteBodySchema,
  joinBodySchema,
  noteBodySchema,
  oddsBodySchema,
  rotateSeedBodySchema,
} from "@spieltisch/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerContext } from "./context.js";
import { authenticate } from "./domain/authenticate.js";
import {
  characterHistory,
  characterJson,
  createCharacter,
  deleteCharacter,
  findCharacter,
  listCharacters,
  updateCharacter,
} from "./domain/characters.js";
import { combatCommand, combatState } from "./domain/combat.js";
import { createInvite, joinTable, listCredentials, revokeCredential } from "./domain/credentials.js";
import { addNote, listEvents } from "./domain/events.js";
import { exportTable } from "./domain/export.js";
import { importTable } from "./domain/import.js";
import { bearerToken, type Principal, requireActor, requireGm } from "./domain/principal.js";
import { getRollRequest, odds, requestRoll, roll } from "./domain/rolls.js";
import { tableView } from "./domain/table-view.js";
import { createTable, rotateSeeds } from "./domain/tables.js";
import { ApiError, parseWith } from "./errors.js";

type TableRequest = FastifyRequest<{ Params: { id: string; cid?: string; rid?: string } }>;

/** The version in `If-Match`; 428 when it is missing, 400 when it is not a version. */
function ifMatch(request: FastifyRequest): number {
  const raw = request.headers["if-match"];
  if (raw === undefined)
    throw new ApiError(428, "if-match-required", "Send If-Match: <version>", ["If-Match"]);
  return parseWith(ifMatchSchema, raw, "invalid-if-match");
}

/** Every HTTP route of the API (CONTRACT §3 and its extensions; see the README). */
export function registerRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const who = (request: TableRequest): Promise<Principal> =>
    authenticate(ctx, request.params.id, bearerToken(request.headers.authorization));

  app.get("/healthz", async () => ({ ok: true }) satisfies ApiResponse<"GET /healthz">);

  app.post("/api/tables", async (request, reply) => {
    const body = parseWith(createTableBodySchema, request.body);
    return reply.status(201).send(await createTable(ctx, body));
  });

  // A whole table with its log is bigger than any other body.
  app.post("/api/tables/import", { bodyLimit: 32 * 1024 * 1024 }, async (request, reply) =>
    reply.status(201).send(await importTable(ctx, request.body)),
  );

  app.get("/api/tables/:id", async (request: TableRequest) => tableView(ctx, await who(request)));

  app.post("/api/tables/:id/join", async (request: TableRequest, reply) => {
    const principal = await who(request);
    const { name } = parseWith(joinBodySchema, request.body);
    return reply.status(201).send(await joinTable(ctx, principal, name));
  });

  app.post("/api/tables/:id/invites", async (request: TableRequest, reply) => {
    const principal = await who(request);
    requireGm(principal);
    const body = parseWith(inviteBodySchema, request.body);
    return reply.status(201).send(await createInvite(ctx, principal.tableId, body.role, body.name ?? null));
  });

  app.get("/api/tables/:id/credentials", async (request: TableRequest) => {
    const principal = await who(request);
    requireGm(principal);
    return listCredentials(ctx, principal.tableId);
  });

  app.delete("/api/tables/:id/credentials/:cid", async (request: TableRequest, reply) => {
    const principal = await who(request);
    requireGm(principal);
    await revokeCredential(ctx, principal, request.params.cid!);
    return reply.status(204).send();
  });

  app.post("/api/tables/:id/seeds/rotate", async (request: TableRequest) => {
    const principal = await who(request);
    requireGm(principal);
    const body = parseWith(rotateSeedBodySchema, request.body ?? {});
    return rotateSeeds(ctx, principal.tableId, body.stream, principal.credentialId);
  });

  app.post("/api/tables/:id/rolls", async (request: TableRequest, reply) => {
    const principal = await who(request);
    return reply.status(201).send(await roll(ctx, principal, request.body));
  });

  app.post("/api/tables/:id/odds", async (request: TableRequest) => {
    const principal = await who(request);
    const body = parseWith(oddsBodySchema, request.body);
    return odds(ctx, principal, body);
  });

  app.post("/api/tables/:id/roll-requests", async (request: TableRequest, reply) => {
    const principal = await who(request);
    return reply.status(201).send(await requestRoll(ctx, principal, request.body));
  });

  app.get("/api/tables/:id/roll-requests/:rid", async (request: TableRequest) =>
    getRollRequest(ctx, await who(request), request.params.rid!),
  );

  app.get("/api/tables/:id/events", async (request: TableRequest) => {
    const principal = await who(request);
    const query = parseWith(eventsQuerySchema, request.query, "invalid-query");
    return { events: await listEvents(ctx, principal, query.after, query.limit) };
  });

  app.post("/api/tables/:id/notes", async (request: TableRequest, reply) => {
    const principal = await who(request);
    const body = parseWith(noteBodySchema, request.body);
    requireActor(principal);
    if (body.secret) requireGm(principal);
    return reply.status(201).send(await addNote(ctx, principal, body.text, body.secret ?? false));
  });

  app.get(
    "/api/tables/:id/characters",
    async (request: TableRequest) =>
      ({
        characters: await listCharacters(ctx, await who(request)),
      }) satisfies ApiResponse<"GET /api/tables/:id/characters">,
  );

  app.post("/api/tables/:id/characters", async (request: TableRequest, reply) => {
    const principal = await who(request);
    const saved = await createCharacter(ctx, principal, request.body);
    return reply.status(201).header("etag", `"${saved.version}"`).send(saved);
  });

  app.get("/api/tables/:id/characters/:cid", async (request: TableRequest, reply) => {
    const principal = await who(request);
    const json = characterJson(await findCharacter(ctx, principal.tableId, request.params.cid!));
    return reply.header("etag", `"${json.version}"`).send(json);
  });

  app.put("/api/tables/:id/characters/:cid", async (request: TableRequest, reply) => {
    const principal = await who(request);
    const version = ifMatch(request);
    const saved = await updateCharacter(ctx, principal, request.params.cid!, version, request.body);
    return reply.header("etag", `"${saved.version}"`).send(saved);
  });

  app.delete("/api/tables/:id/characters/:cid", async (request: TableRequest, reply) => {
    const principal = await who(request);
    await deleteCharacter(ctx, principal, request.params.cid!, ifMatch(request));
    return reply.status(204).send();
  });

  app.get(
    "/api/tables/:id/characters/:cid/history",
    async (request: TableRequest) =>
      ({
        versions: await characterHistory(ctx, await who(request), request.params.cid!),
      }) satisfies ApiResponse<"GET /api/tables/:id/characters/:cid/history">,
  );

  app.get("/api/tables/:id/combat", async (request: TableRequest) => {
    const principal = await who(request);
    return combatState(ctx, principal.tableId);
  });

  app.post("/api/tables/:id/combat", async (request: TableRequest, reply) =>
    reply.status(201).send(await combatCommand(ctx, await who(request), request.body)),
  );

  app.get("/api/tables/:id/export", async (request: TableRequest) => exportTable(ctx, await who(request)));
}
