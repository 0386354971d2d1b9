import { randomUUID } from "node:crypto";
import {
  type ApiResponse,
  actionOptionsOf,
  normaliseTableOptions,
  oddsWithAdapter,
  ROLL_ENVELOPE_FIELDS,
  rollBodySchema,
  rollRequestBodySchema,
  rollRequestStatusSchema,
  type StoredTableOptions,
} from "@spieltisch/protocol";
import type { ServerContext } from "../context.js";
import { ApiError, parseWith } from "../errors.js";
import { viewEvent } from "../events/stored-event.js";
import { adapterFor, deriveRoll, parseActionOptions, type RollRequest } from "../fairness/derive-roll.js";
import { appendEvent } from "../store/append-event.js";
import { type Principal, requireActor, requireGm } from "./principal.js";
import { currentSeed, loadTable } from "./tables.js";

/**
 * `POST /rolls`: validates the body against the action's adapter, then — inside the group-commit
 * transaction — takes the next sequence number, derives the dice from the stream's seed, stores the
 * roll and only then answers. A roll that answers a request uses the request's action and options,
 * whatever the body says besides `requestId`.
 */
export async function roll(
  ctx: ServerContext,
  principal: Principal,
  rawBody: unknown,
): Promise<ApiResponse<"POST /api/tables/:id/rolls">> {
  requireActor(principal);
  const body = parseWith(rollBodySchema, rawBody);
  if (body.secret && principal.role !== "gm") {
    throw new ApiError(403, "secret-gm-only", "Only the GM may roll in secret", ["secret"]);
  }
  const table = await loadTable(ctx.db, principal.tableId);
  let action = body.action;
  let rawOptions: Record<string, unknown> = actionOptionsOf(body, ROLL_ENVELOPE_FIELDS);
  let secret = body.secret ?? false;
  let label = body.label;
  if (body.requestId) {
    const request = await ctx.db
      .selectFrom("roll_requests")
      .selectAll()
      .where("id", "=", body.requestId)
      .where("table_id", "=", table.id)
      .executeTakeFirst();
    // A secret request does not exist for players, like every secret thing.
    if (!request || (request.secret && principal.role !== "gm")) {
      throw new ApiError(404, "request-not-found", "No such roll request", ["requestId"]);
    }
    if (
      request.to_credential !== null &&
      request.to_credential !== principal.credentialId &&
      principal.role !== "gm"
    ) {
      throw new ApiError(403, "request-not-yours", "This roll request is for someone else", ["requestId"]);
    }
    action = request.action;
    rawOptions = JSON.parse(request.options) as Record<string, unknown>;
    secret = Boolean(request.secret);
    label = label ?? request.label ?? undefined;
  }
  const options = parseActionOptions(table.system, action, rawOptions, table.modules);
  const request: RollRequest = {
    system: table.system,
    modules: table.modules,
    houseRules: table.houseRules,
    action,
    options,
  };
  const stream = secret ? "gm" : "table";
  const stored = await ctx.writer.write(
    table.id,
    async (trx, batch) => {
      if (body.requestId) {
        const updated = await trx
          .updateTable("roll_requests")
          .set({ status: "done" })
          .where("id", "=", body.requestId)
          .where("status", "=", "open")
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) {
          throw new ApiError(409, "request-done", "This roll request was already rolled", ["requestId"]);
        }
      }
      const seed = await currentSeed(trx, table.id, stream, batch);
      const event = await appendEvent(
        trx,
        batch,
        table.id,
        { kind: "roll", secret, by: principal.credentialId },
        (seqs) => {
          // The counter is the roll's number in its own stream, so a player's log has no gaps either.
          const counter = secret ? seqs.fullSeq : seqs.tableSeq!;
          return {
            action,
            system: table.system,
            modules: table.modules,
            houseRules: table.houseRules,
            options,
            ...(label !== undefined ? { label } : {}),
            ...(body.requestId ? { requestId: body.requestId } : {}),
            byName: principal.name,
            stream,
            seedId: seed.id,
            counter,
            ...deriveRoll(seed.seed, counter, request),
          };
        },
      );
      if (body.requestId) {
        await trx
          .updateTable("roll_requests")
          .set({ roll_seq: event.fullSeq })
          .where("id", "=", body.requestId)
          .execute();
      }
      return { result: event, events: [event] };
    },
    // A plain roll only appends its event; answering a request also updates the request.
    { deferrable: true, appendOnly: body.requestId === undefined },
  );
  return viewEvent(stored, principal.role)!;
}

/** `POST /odds`: the exact odds of an action with these options at this table. */
export async function odds(
  ctx: ServerContext,
  principal: Principal,
  rawBody: Record<string, unknown>,
): Promise<ApiResponse<"POST /api/tables/:id/odds">> {
  const table = await loadTable(ctx.db, principal.tableId);
  const { action, ...rest } = rawBody;
  if (typeof action !== "string")
    throw new ApiError(400, "invalid-body", "action must be a string", ["action"]);
  return oddsFor(table, action, rest);
}

function oddsFor(
  table: { system: string; modules: string[]; houseRules: StoredTableOptions },
  action: string,
  rawOptions: Record<string, unknown>,
): ApiResponse<"POST /api/tables/:id/odds"> {
  const adapter = adapterFor(table.system, action);
  const options = parseActionOptions(table.system, action, rawOptions, table.modules);
  const settings = { modules: table.modules, options: normaliseTableOptions(table.houseRules).options };
  return { action, options, ...oddsWithAdapter(adapter, options, settings).json };
}

/**
 * `POST /roll-requests` (GM): asks for a roll. The request event carries the exact odds, so the
 * player sees them before rolling; the roll that answers it is linked by `requestId`.
 */
export async function requestRoll(
  ctx: ServerContext,
  principal: Principal,
  rawBody: unknown,
): Promise<ApiResponse<"POST /api/tables/:id/roll-requests">> {
  requireGm(principal);
  const body = parseWith(rollRequestBodySchema, rawBody);
  const table = await loadTable(ctx.db, principal.tableId);
  const shownOdds = (() => {
    try {
      return oddsFor(table, body.action, body.options);
    } catch (error) {
      if (error instanceof ApiError && error.path && error.code === "invalid-body") {
        throw new ApiError(400, error.code, error.message, ["options", ...error.path]);
      }
      throw error;
    }
  })();
  if (body.to !== undefined) {
    const target = await ctx.db
      .selectFrom("credentials")
      .select("id")
      .where("id", "=", body.to)
      .where("table_id", "=", table.id)
      .executeTakeFirst();
    if (!target) throw new ApiError(400, "unknown-member", "No such member at this table", ["to"]);
  }
  const id = randomUUID();
  const secret = body.secret ?? false;
  const event = await ctx.writer.write(table.id, async (trx, batch) => {
    await trx
      .insertInto("roll_requests")
      .values({
        id,
        table_id: table.id,
        action: body.action,
        options: JSON.stringify(shownOdds.options),
        label: body.label ?? null,
        to_credential: body.to ?? null,
        secret: secret ? 1 : 0,
        created_by: principal.credentialId,
        status: "open",
        roll_seq: null,
      })
      .execute();
    const stored = await appendEvent(
      trx,
      batch,
      table.id,
      { kind: "roll-request", secret, by: principal.credentialId },
      () => ({
        requestId: id,
        action: body.action,
        options: shownOdds.options,
        ...(body.label !== undefined ? { label: body.label } : {}),
        ...(body.to !== undefined ? { to: body.to } : {}),
        odds: shownOdds,
      }),
    );
    return { result: stored, events: [stored] };
  });
  return viewEvent(event, principal.role)!;
}

/** `GET /roll-requests/:rid`: the request with its odds and status. */
export async function getRollRequest(
  ctx: ServerContext,
  principal: Principal,
  requestId: string,
): Promise<ApiResponse<"GET /api/tables/:id/roll-requests/:rid">> {
  const row = await ctx.db
    .selectFrom("roll_requests")
    .selectAll()
    .where("id", "=", requestId)
    .where("table_id", "=", principal.tableId)
    .executeTakeFirst();
  // A secret request does not exist for players, like every secret thing.
  if (!row || (row.secret && principal.role !== "gm")) {
    throw new ApiError(404, "request-not-found", "No such roll request");
  }
  const table = await loadTable(ctx.db, principal.tableId);
  return {
    id: row.id,
    action: row.action,
    label: row.label,
    to: row.to_credential,
    status: rollRequestStatusSchema.parse(row.status),
    odds: oddsFor(table, row.action, JSON.parse(row.options) as Record<string, unknown>),
  };
}
