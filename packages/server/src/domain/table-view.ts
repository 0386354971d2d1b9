import type { ApiResponse } from "@spieltisch/protocol";
import type { ServerContext } from "../context.js";
import { streamOf } from "../events/stored-event.js";
import { lastSeq } from "./events.js";
import type { Principal } from "./principal.js";
import { seedCommitments } from "./seeds.js";
import { loadTable, tableName, tableOptionsNow } from "./tables.js";

/**
 * `GET /api/tables/:id`: what this member may know about the table — its settings, who they
 * are, the stream they read with its last number, and the commitments of its current seeds.
 *
 * @example
 * await tableView(ctx, principal); // {id, name, system, modules, houseRules, you, stream, lastSeq, seeds}
 */
export async function tableView(
  ctx: ServerContext,
  principal: Principal,
): Promise<ApiResponse<"GET /api/tables/:id">> {
  const table = await loadTable(ctx.db, principal.tableId);
  const stream = streamOf(principal.role);
  return {
    id: table.id,
    name: await tableName(ctx.db, table.id),
    system: table.system,
    modules: table.modules,
    // Read fresh: the GM may switch combatAutoAdvance during play, on any process.
    houseRules: await tableOptionsNow(ctx.db, table.id),
    you: { credentialId: principal.credentialId, role: principal.role, name: principal.name },
    stream,
    lastSeq: await lastSeq(ctx, table.id, principal.role),
    seeds: await seedCommitments(ctx, table.id, stream),
  };
}
