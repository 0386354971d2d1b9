import { type CombatCommand, combatCommandSchema } from "@spieltisch/protocol";
import type { ServerContext } from "../context.js";
import { ApiError, parseWith } from "../errors.js";
import { fromRow, viewEvent } from "../events/stored-event.js";
import { appendEvent } from "../store/append-event.js";
import { type Principal, requireGm } from "./principal.js";

/** One fighter's state. */
export interface Fighter {
  readonly name: string;
  readonly characterId?: string | undefined;
  readonly initiative?: number | undefined;
  readonly tp?: number | undefined;
  readonly lp?: number | undefined;
  readonly wounds: number;
}

/** The state of the table's fight: who fights in which order, whose turn, round. */
export interface CombatState {
  readonly active: boolean;
  readonly round: number;
  readonly turn: number;
  readonly order: readonly Fighter[];
}

/** No fight. */
export const NO_COMBAT: CombatState = { active: false, round: 0, turn: 0, order: [] };

const clamp0 = (n: number) => Math.max(0, n);

/**
 * Applies one command to a combat state — pure, so the state is always the fold of the logged
 * commands (`combat` events) and replays identically. Order: by initiative (highest first, ties
 * in the given order) where given, else the given order. None of the systems in the engine has an
 * initiative rule yet; when one does, `start` is where it plugs in.
 */
export function applyCombat(state: CombatState, command: CombatCommand): CombatState {
  switch (command.command) {
    case "start": {
      const order = command.participants
        .map((p, i) => ({ p, i }))
        .sort((x, y) => (y.p.initiative ?? 0) - (x.p.initiative ?? 0) || x.i - y.i)
        .map(({ p }) => ({ ...p, wounds: p.wounds ?? 0 }));
      return { active: true, round: 1, turn: 0, order };
    }
    case "next": {
      if (!state.active) return state;
      const turn = state.turn + 1;
      return turn >= state.order.length ? { ...state, round: state.round + 1, turn: 0 } : { ...state, turn };
    }
    case "update": {
      const fighter = state.order[command.participant];
      if (!state.active || !fighter) return state;
      const changed: Fighter = {
        ...fighter,
        ...(command.tp !== undefined ? { tp: clamp0((fighter.tp ?? 0) + command.tp) } : {}),
        ...(command.lp !== undefined ? { lp: clamp0((fighter.lp ?? 0) + command.lp) } : {}),
        wounds: clamp0(fighter.wounds + (command.wounds ?? 0)),
      };
      return { ...state, order: state.order.map((f, i) => (i === command.participant ? changed : f)) };
    }
    case "end":
      return NO_COMBAT;
  }
}

/** The current state: the fold of every `combat` event of the table. */
export async function combatState(ctx: Pick<ServerContext, "db">, tableId: string): Promise<CombatState> {
  const rows = await ctx.db
    .selectFrom("events")
    .selectAll()
    .where("table_id", "=", tableId)
    .where("kind", "=", "combat")
    .orderBy("full_seq")
    .execute();
  return rows
    .map(fromRow)
    .reduce((state, e) => applyCombat(state, e.body.command as CombatCommand), NO_COMBAT);
}

/** `POST /combat` (GM): applies a command, logs it with the resulting state. */
export async function combatCommand(ctx: ServerContext, principal: Principal, rawBody: unknown) {
  requireGm(principal);
  const command = parseWith(combatCommandSchema, rawBody);
  const event = await ctx.writer.write(principal.tableId, async (trx, batch) => {
    const before = await combatState({ db: trx }, principal.tableId);
    if (command.command !== "start" && !before.active) {
      throw new ApiError(409, "no-combat", "There is no fight going on");
    }
    if (command.command === "update" && !before.order[command.participant]) {
      throw new ApiError(400, "unknown-participant", "No such participant", ["participant"]);
    }
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
