import {
  createTableBodySchema,
  eventsQuerySchema,
  ifMatchSchema,
  inviteBodySchema,
  joinBodySchema,
  normaliseTableOptions,
  noteBodySchema,
  oddsBodySchema,
  rotateSeedBodySchema,
} from "@spieltisch/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerContext } from "./context.js";
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
import { addNote, lastSeq, listEvents } from "./domain/events.js";
import { exportTable } from "./domain/export.js";
import { importTable } from "./domain/import.js";
import { authenticate, bearerToken, type Principal, requireGm } from "./domain/principal.js";
import { getRollRequest, odds, requestRoll, roll } from "./domain/rolls.js";
import { createTable, insertCredential, loadTable, rotateSeed } from "./domain/tables.js";
import { ApiError, parseWith } from "./errors.js";
import { streamOf } from "./events/stored-event.js";

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

  app.get("/healthz", async () => ({ ok: true }));

  app.post("/api/tables", async (request, reply) => {
    const body = parseWith(createTableBodySchema, request.body);
    return reply.status(201).send(await createTable(ctx, body));
  });

  // A whole table with its log is bigger than any other body.
  app.post("/api/tables/import", { bodyLimit: 32 * 1024 * 1024 }, async (request, reply) =>
    reply.status(201).send(await importTable(ctx, request.body)),
  );

  app.get("/api/tables/:id", async (request: TableRequest) => {
    const principal = await who(request);
    const table = await loadTable(ctx.db, principal.tableId);
    const stream = streamOf(principal.role);
    let seeds = ctx.db
      .selectFrom("seeds")
      .select(["id", "stream", "commitment"])
      .where("table_id", "=", table.id)
      .where("revealed_at", "is", null);
    if (stream !== "gm") seeds = seeds.where("stream", "=", "table");
    return {
      id: table.id,
      name: table.name,
      system: table.system,
      modules: table.modules,
      houseRules: normaliseTableOptions(table.houseRules).options,
      you: { credentialId: principal.credentialId, role: principal.role, name: principal.name },
      stream,
      lastSeq: await lastSeq(ctx, table.id, principal.role),
      seeds: (await seeds.execute()).map((s) => ({
        stream: s.stream,
        seedId: s.id,
        commitment: s.commitment,
      })),
    };
  });

  app.post("/api/tables/:id/join", async (request: TableRequest, reply) => {
    const principal = await who(request);
    const { name } = parseWith(joinBodySchema, request.body);
    if (principal.kind !== "invite") throw new ApiError(400, "already-member", "Join with an invite token");
    const member = await ctx.writer.write(principal.tableId, async (trx) => ({
      result: await insertCredential(trx, principal.tableId, principal.role, "member", name),
      events: [],
    }));
    return reply
      .status(201)
      .send({ credentialId: member.id, token: member.token, role: principal.role, name });
  });

  app.post("/api/tables/:id/invites", async (request: TableRequest, reply) => {
    const principal = await who(request);
    requireGm(principal);
    const body = parseWith(inviteBodySchema, request.body);
    const invite = await ctx.writer.write(principal.tableId, async (trx) => ({
      result: await insertCredential(trx, principal.tableId, body.role, "invite", body.name ?? null),
      events: [],
    }));
    return reply.status(201).send({ credentialId: invite.id, token: invite.token, role: body.role });
  });

  app.get("/api/tables/:id/credentials", async (request: TableRequest) => {
    const principal = await who(request);
    requireGm(principal);
    const rows = await ctx.db
      .selectFrom("credentials")
      .select(["id", "role", "kind", "name", "created_at", "revoked_at"])
      .where("table_id", "=", principal.tableId)
      .orderBy("created_at")
      .execute();
    return {
      credentials: rows.map((r) => ({
        id: r.id,
        role: r.role,
        kind: r.kind,
        name: r.name,
        revoked: r.revoked_at !== null,
        createdAt: r.created_at,
      })),
    };
  });

  app.delete("/api/tables/:id/credentials/:cid", async (request: TableRequest, reply) => {
    const principal = await who(request);
    requireGm(principal);
    const cid = request.params.cid!;
    if (cid === principal.credentialId)
      throw new ApiError(400, "cannot-revoke-self", "Use another GM token to revoke this one");
    const revoked = await ctx.writer.write(principal.tableId, async (trx) => {
      const result = await trx
        .updateTable("credentials")
        .set({ revoked_at: new Date().toISOString() })
        .where("id", "=", cid)
        .where("table_id", "=", principal.tableId)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      return { result: Number(result.numUpdatedRows), events: [] };
    });
    if (revoked !== 1) throw new ApiError(404, "credential-not-found", "No such active credential");
    ctx.credentials.forget(cid);
    return reply.status(204).send();
  });

  app.post("/api/tables/:id/seeds/rotate", async (request: TableRequest) => {
    const principal = await who(request);
    requireGm(principal);
    const body = parseWith(rotateSeedBodySchema, request.body ?? {});
    const streams = body.stream ? [body.stream] : (["table", "gm"] as const);
    const events = [];
    for (const stream of streams)
      events.push(await rotateSeed(ctx, principal.tableId, stream, principal.credentialId));
    return {
      rotated: events.map((e) => ({ stream: e.body.stream, revealed: e.body.revealed, next: e.body.next })),
    };
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
    if (principal.role === "viewer") throw new ApiError(403, "viewer-read-only", "Viewers cannot act");
    if (body.secret) requireGm(principal);
    return reply.status(201).send(await addNote(ctx, principal, body.text, body.secret ?? false));
  });

  app.get("/api/tables/:id/characters", async (request: TableRequest) => ({
    characters: await listCharacters(ctx, await who(request)),
  }));

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

  app.get("/api/tables/:id/characters/:cid/history", async (request: TableRequest) => ({
    versions: await characterHistory(ctx, await who(request), request.params.cid!),
  }));

  app.get("/api/tables/:id/combat", async (request: TableRequest) => {
    const principal = await who(request);
    return combatState(ctx, principal.tableId);
  });

  app.post("/api/tables/:id/combat", async (request: TableRequest, reply) =>
    reply.status(201).send(await combatCommand(ctx, await who(request), request.body)),
  );

  app.get("/api/tables/:id/export", async (request: TableRequest) => exportTable(ctx, await who(request)));
}
