import { type CombatState, combatEventBodySchema, foldCombat } from "@spieltisch/protocol";
import type { ServerContext } from "../context.js";
import { prepared } from "../db/prepared-query.js";
import { fromRow } from "../events/stored-event.js";

/**
 * The current state: the state logged with the table's latest `combat` event (each carries the
 * state its command produced), found through an index — one row, however long the fight. Only a
 * latest state that does not parse (data from elsewhere) is rebuilt by folding every command (the
 * reducer is the protocol's, shared with the web app).
 */
export async function combatState(ctx: Pick<ServerContext, "db">, tableId: string): Promise<CombatState> {
  // Precompiled (it runs in every booked roll's commit, for the turn that moves on by itself) and
  // the state parsed once per combat event: a fight's snapshot does not change once logged.
  const latest = (
    await prepared(ctx.db, "combat/latest", [tableId, "combat"] as const, ([table, kind]) =>
      ctx.db
        .selectFrom("events")
        .select(["full_seq", "body"])
        .where("table_id", "=", table)
        .where("kind", "=", kind)
        .orderBy("full_seq", "desc")
        .limit(1),
    )
  ).rows[0];
  if (!latest) return foldCombat([]);
  const known = parsedStates.get(tableId);
  if (known?.seq === Number(latest.full_seq)) return known.state;
  const snapshot = combatEventBodySchema.safeParse(JSON.parse(latest.body));
  if (snapshot.success) {
    rememberState(tableId, Number(latest.full_seq), snapshot.data.state);
    return snapshot.data.state;
  }
  const rows = await ctx.db
    .selectFrom("events")
    .selectAll()
    .where("table_id", "=", tableId)
    .where("kind", "=", "combat")
    .orderBy("full_seq")
    .execute();
  return foldCombat(rows.map((row) => combatEventBodySchema.parse(fromRow(row).body).command));
}

/** The last parsed combat state per table, with the seq of the event it came from (a few hundred tables). */
const parsedStates = new Map<string, { readonly seq: number; readonly state: CombatState }>();
const PARSED_STATES_LIMIT = 1024;

function rememberState(tableId: string, seq: number, state: CombatState): void {
  // The oldest goes first beyond the limit (Map keeps insertion order).
  parsedStates.delete(tableId);
  if (parsedStates.size >= PARSED_STATES_LIMIT) {
    const oldest = parsedStates.keys().next().value;
    if (oldest !== undefined) parsedStates.delete(oldest);
  }
  parsedStates.set(tableId, { seq, state });
}
