import {
  type ApiResponse,
  applyCombat,
  type CombatProblem,
  type CombatState,
  combatCommandSchema,
  combatEventBodySchema,
  combatProblem,
  foldCombat,
} from "@spieltisch/protocol";
import type { ServerContext } from "../context.js";
import { ApiError, parseWith } from "../errors.js";
import { fromRow, viewEvent } from "../events/stored-event.js";
import { appendEvent } from "../store/append-event.js";
import { type Principal, requireGm } from "./principal.js";

/**
 * The current state: the state logged with the table's latest `combat` event (each carries the
 * state its command produced), found through an index — one row, however long the fight. Only a
 * latest state that does not parse (data from elsewhere) is rebuilt by folding every command (the
 * reducer is the protocol's, shared with the web app).
 */
export async function combatState(ctx: Pick<ServerContext, "db">, tableId: string): Promise<CombatState> {
  const latest = await ctx.db
    .selectFrom("events")
    .select("body")
    .where("table_id", "=", tableId)
    .where("kind", "=", "combat")
    .orderBy("full_seq", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!latest) return foldCombat([]);
  const snapshot = combatEventBodySchema.safeParse(JSON.parse(latest.body));
  if (snapshot.success) return snapshot.data.state;
  const rows = await ctx.db
    .selectFrom("events")
    .selectAll()
    .where("table_id", "=", tableId)
    .where("kind", "=", "combat")
    .orderBy("full_seq")
    .execute();
  return foldCombat(rows.map((row) => combatEventBodySchema.parse(fromRow(row).body).command));
}

/** What the server answers for a command the state cannot take. */
const PROBLEMS = {
  "no-combat": () => new ApiError(409, "no-combat", "There is no fight going on"),
  "unknown-participant": () =>
    new ApiError(400, "unknown-participant", "No such participant", ["participant"]),
} satisfies Record<CombatProblem, () => ApiError>;

/** `POST /combat` (GM): applies a command, logs it with the resulting state. */
export async function combatCommand(
  ctx: ServerContext,
  principal: Principal,
  rawBody: unknown,
): Promise<ApiResponse<"POST /api/tables/:id/combat">> {
  requireGm(principal);
  const command = parseWith(combatCommandSchema, rawBody);
  const event = await ctx.writer.write(principal.tableId, async (trx, batch) => {
    const before = await combatState({ db: trx }, principal.tableId);
    const problem = combatProblem(before, command);
    if (problem) throw PROBLEMS[problem]();
    const state = applyCombat(before, command);
    const stored = await appendEvent(
      trx,
      batch,
      principal.tableId,
      { kind: "combat", secret: false, by: principal.credentialId },
      () => ({
        command,
        state,
      }),
    );
    return { result: stored, events: [stored] };
  });
  return viewEvent(event, principal.role)!;
}
