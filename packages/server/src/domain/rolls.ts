import {
  type ApiResponse,
  type OddsInput,
  publicRequestBody,
  type RollInput,
  type RollRequestBody,
  rollRequestInfoSchema,
  runOdds,
  runRequestRoll,
  runRoll,
  runRollRequestInfo,
} from "@spieltisch/protocol";
import type { ServerContext } from "../context.js";
import { viewAddressed } from "../events/addressed.js";
import { viewEvent, viewEventFrame } from "../events/stored-event.js";
import { JsonText } from "../json-text.js";
import type { Principal } from "./principal.js";
import { serverTableStore } from "./server-table-store.js";
import { loadTable } from "./tables.js";

/**
 * `POST /rolls`: the table core's roll (`runRoll`) at this table — checked before the commit,
 * then inside the group-commit transaction the dice derived from the stream's seed, the roll
 * stored and only then answered. A roll that answers a request uses the request's action and
 * options, whatever the body says besides `requestId`.
 */
export async function roll(
  ctx: ServerContext,
  principal: Principal,
  input: RollInput,
): Promise<JsonText<ApiResponse<"POST /api/tables/:id/rolls">> | ApiResponse<"POST /api/tables/:id/rolls">> {
  const table = await loadTable(ctx.db, principal.tableId);
  const stored = await runRoll(serverTableStore(ctx, principal, table), input);
  // The roller's view is what their stream's sockets get: the same bytes. A roll answering a
  // secret request is secret: its roller sees it outside their stream.
  const frame = viewEventFrame(stored, principal.role);
  return frame ? new JsonText(frame) : viewAddressed(stored, principal)!;
}

/**
 * `POST /odds`: the table core's odds (`runOdds`) at this table — with `actor` / `opponent`, their
 * sheet values and the modifiers of their conditions now (CONTRACT §4).
 */
export async function odds(
  ctx: ServerContext,
  principal: Principal,
  input: OddsInput,
): Promise<ApiResponse<"POST /api/tables/:id/odds">> {
  const table = await loadTable(ctx.db, principal.tableId);
  return runOdds(serverTableStore(ctx, principal, table).reads, input);
}

/**
 * `POST /roll-requests` (GM): the table core's request (`runRequestRoll`) — the request event
 * carries the exact odds, so the player sees them before rolling.
 */
export async function requestRoll(
  ctx: ServerContext,
  principal: Principal,
  body: RollRequestBody,
): Promise<ApiResponse<"POST /api/tables/:id/roll-requests">> {
  const table = await loadTable(ctx.db, principal.tableId);
  const event = await runRequestRoll(serverTableStore(ctx, principal, table), body);
  return viewEvent(event, principal.role)!;
}

/**
 * `GET /roll-requests/:rid`: the table core's request with its odds now (`runRollRequestInfo`);
 * a secret NPC's side is the GM's alone: players get it as the table stream shows the request.
 */
export async function getRollRequest(
  ctx: ServerContext,
  principal: Principal,
  requestId: string,
): Promise<ApiResponse<"GET /api/tables/:id/roll-requests/:rid">> {
  const table = await loadTable(ctx.db, principal.tableId);
  const info = await runRollRequestInfo(serverTableStore(ctx, principal, table).reads, requestId);
  return principal.role === "gm" ? info : rollRequestInfoSchema.parse(publicRequestBody(info));
}
