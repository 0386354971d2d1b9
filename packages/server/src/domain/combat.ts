import { EngineError, getSystem, isSystemId } from "@spieltisch/engine";
import {
  type ApiResponse,
  applyCombat,
  type CombatCommand,
  type CombatProblem,
  type CombatStartProblem,
  type CombatState,
  combatCommandSchema,
  combatConditionSteps,
  combatEventBodySchema,
  combatProblem,
  foldCombat,
  nextAfterRoll,
  type RolledInitiative,
  resolveCombatJoin,
  resolveCombatStart,
  stuntInitiativeResultSchema,
} from "@spieltisch/protocol";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { ServerContext } from "../context.js";
import { prepared } from "../db/prepared-query.js";
import type { Database } from "../db/schema.js";
import { ApiError, parseWith } from "../errors.js";
import { fromRow, type StoredEvent, viewEvent } from "../events/stored-event.js";
import { appendEvent } from "../store/append-event.js";
import type { Batch } from "../store/batch.js";
import { saveConditions } from "./condition-store.js";
import { loadPlayCharacters, type PlayCharacter, tableSettingsOf } from "./play-characters.js";
import { type Principal, requireGm } from "./principal.js";
import { loadTable, requireSameOptions, type TableSettingsRow, tableOptionsNow } from "./tables.js";

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

/** What the server answers for a command the state cannot take. */
const PROBLEMS = {
  "no-combat": () => new ApiError(409, "no-combat", "There is no fight going on"),
  "unknown-participant": () =>
    new ApiError(400, "unknown-participant", "No such participant", ["participant"]),
  "last-participant": () =>
    new ApiError(409, "last-participant", "The last participant cannot leave; end the fight", [
      "participant",
    ]),
  "already-fighting": () =>
    new ApiError(409, "already-fighting", "A newcomer is in the fight already", ["participants"]),
} satisfies Record<CombatProblem, () => ApiError>;

/** What the server answers for a `start` that names what is not there. */
const START_PROBLEMS = {
  "character-not-found": (path) =>
    new ApiError(404, "character-not-found", "No such character at this table", path),
  "duplicate-participant": (path) =>
    new ApiError(422, "duplicate-participant", "A participant is in the fight twice", path),
  "initiative-roll-mismatch": (path) =>
    new ApiError(
      422,
      "initiative-roll-mismatch",
      "The initiative roll does not name each participant of the fight once",
      path,
    ),
  "already-fighting": (path) =>
    new ApiError(409, "already-fighting", "This participant is in the fight already", path),
} satisfies Record<CombatStartProblem["code"], (path: CombatStartProblem["path"]) => ApiError>;

/** The fields of an `initiative` roll event the fight takes: its rolled order. */
const initiativeRollSchema = z.object({
  action: z.literal("initiative"),
  order: stuntInitiativeResultSchema.shape.order,
});

/**
 * The rolled order of the table's `initiative` roll event at GM-stream `seq` (fair dice, in the
 * log like every roll, so the order verifies). 422 when there is no such roll at this table.
 */
async function rolledInitiative(
  db: Kysely<Database>,
  tableId: string,
  seq: number,
): Promise<RolledInitiative> {
  const row = await db
    .selectFrom("events")
    .selectAll()
    .where("table_id", "=", tableId)
    .where("full_seq", "=", seq)
    .where("kind", "=", "roll")
    .executeTakeFirst();
  const parsed = row ? initiativeRollSchema.safeParse(fromRow(row).body) : undefined;
  if (!parsed?.success) {
    throw new ApiError(422, "initiative-roll-not-found", "No initiative roll with this seq at this table", [
      "initiativeRoll",
    ]);
  }
  return parsed.data;
}

/**
 * A `start` or `join` with names, secrecy and the table's initiative rule filled in (see
 * `resolveCombatStart`, `resolveCombatJoin`); a `join` against the fight as it is in this commit.
 */
async function resolvedCommand(
  db: Kysely<Database>,
  table: TableSettingsRow,
  principal: Principal,
  command: Extract<CombatCommand, { command: "start" | "join" }>,
  before: CombatState,
): Promise<CombatCommand> {
  const refs = command.participants.flatMap((p, i) =>
    p.characterId === undefined ? [] : [{ id: p.characterId, path: ["participants", i, "characterId"] }],
  );
  const characters = await loadPlayCharacters(db, table, principal, refs);
  const settings = tableSettingsOf(table);
  const rolled =
    command.initiativeRoll === undefined
      ? undefined
      : await rolledInitiative(db, table.id, command.initiativeRoll);
  const find = (id: string) => {
    const c = characters.find((x) => x.id === id);
    return c && { id, name: nameOf(c), secret: c.secret, values: c.values?.(settings) ?? [] };
  };
  const resolution =
    command.command === "start"
      ? resolveCombatStart(table.system, command, find, rolled)
      : resolveCombatJoin(table.system, before, command, find, rolled);
  if (!resolution.ok) throw START_PROBLEMS[resolution.problem.code](resolution.problem.path);
  return resolution.command;
}

/** A character's name on its sheet (its id where the sheet has none). */
const nameOf = (c: PlayCharacter): string =>
  typeof c.sheet.name === "string" && c.sheet.name.length > 0 ? c.sheet.name : c.id;

/**
 * Books what a combat step does to the fighters' conditions (`combatConditionSteps`: Kampfwürfel's
 * new Kampfphase, 3W6's turn), each as a `condition` event after the `combat` event, secret where
 * the character is a secret NPC. A step the rules refuse (a fighter out of action, a character
 * deleted since) is left out: the fight goes on.
 */
async function bookConditionSteps(
  trx: Kysely<Database>,
  batch: Batch,
  table: TableSettingsRow,
  principal: Principal,
  steps: ReturnType<typeof combatConditionSteps>,
): Promise<StoredEvent[]> {
  if (steps.length === 0 || !isSystemId(table.system)) return [];
  const rules = getSystem(table.system).conditions;
  if (!rules) return [];
  const settings = tableSettingsOf(table);
  const events: StoredEvent[] = [];
  for (const step of steps) {
    let character: PlayCharacter;
    try {
      // A fighter of the fight: found for whoever's step it is (a player's roll moves the turn on).
      [character] = (await loadPlayCharacters(trx, table, principal, [
        { id: step.characterId, path: [], viaFight: true },
      ])) as [PlayCharacter];
    } catch (error) {
      if (error instanceof ApiError) continue;
      throw error;
    }
    let before: Record<string, unknown>;
    let after: Record<string, unknown>;
    try {
      before = character.condition ?? rules.initialCondition(character.sheet, settings);
      after = rules.applyCommand(before, step.command, settings);
    } catch (error) {
      if (error instanceof EngineError) continue;
      throw error;
    }
    const event = await appendEvent(
      trx,
      batch,
      table.id,
      { kind: "condition", secret: character.secret, by: principal.credentialId },
      () => ({ character: character.id, command: step.command, before, after, byName: principal.name }),
    );
    await saveConditions(trx, table.id, event.fullSeq, [
      { characterId: character.id, condition: after, public: !character.secret },
    ]);
    events.push(event);
  }
  return events;
}

/**
 * `POST /combat` (GM): applies a command, logs it with the resulting state, and the conditions it
 * changes after it — all in one commit. A `start` (and a `join`) names the table's characters and
 * NPCs (`characterId`), whose names and secrecy the server takes from their sheets, and is put in
 * the order of the table's initiative rule (3W6: the named `initiative` roll; Faar: GE + IT).
 */
export async function combatCommand(
  ctx: ServerContext,
  principal: Principal,
  rawBody: unknown,
): Promise<ApiResponse<"POST /api/tables/:id/combat">> {
  requireGm(principal);
  const given = parseWith(combatCommandSchema, rawBody);
  const table = await loadTable(ctx.db, principal.tableId);
  if (given.command !== "start") {
    // Refused on what the table's fight is now (`next` without a fight), without taking a place
    // in the write queue: a refusal there used to cost a savepoint in another table's commit.
    // The check in the transaction below stays the one that decides for commands that race.
    const problem = combatProblem(await combatState(ctx, principal.tableId), given);
    if (problem) throw PROBLEMS[problem]();
  }
  const event = await ctx.writer.write(principal.tableId, async (trx, batch) => {
    await requireSameOptions(trx, table);
    const before = await combatState({ db: trx }, principal.tableId);
    const command =
      given.command === "start" || given.command === "join"
        ? await resolvedCommand(trx, table, principal, given, before)
        : given;
    const problem = combatProblem(before, command);
    if (problem) throw PROBLEMS[problem]();
    const state = applyCombat(before, command);
    const stored = await appendEvent(
      trx,
      batch,
      principal.tableId,
      { kind: "combat", secret: false, by: principal.credentialId },
      () => ({ command, state }),
    );
    const steps = combatConditionSteps(table.system, command, before, state);
    const conditions = await bookConditionSteps(trx, batch, table, principal, steps);
    return { result: stored, events: [stored, ...conditions] };
  });
  return viewEvent(event, principal.role)!;
}

/**
 * In the commit of a booked roll (`apply`, no due check) of `actor`: when the table moves turns
 * on by itself and `actor` is the fighter on turn (`nextAfterRoll`), logs `next` with
 * `afterRoll: true` and the conditions that step changes (3W6's turn, Kampfwürfel's new phase) —
 * so the next fighter is asked without the GM's tap, in the same commit as the roll. Nothing
 * otherwise.
 */
export async function advanceAfterRoll(
  trx: Kysely<Database>,
  batch: Batch,
  table: TableSettingsRow,
  principal: Principal,
  action: string,
  actor: string,
): Promise<StoredEvent[]> {
  const before = await combatState({ db: trx }, table.id);
  if (!before.active || before.order[before.turn]?.characterId !== actor) return [];
  // The option as stored now: the GM may switch it during play, on any process.
  const settings = { ...tableSettingsOf(table), options: await tableOptionsNow(trx, table.id) };
  const command = nextAfterRoll(table.system, settings, action, actor, before);
  if (!command) return [];
  const state = applyCombat(before, command);
  const stored = await appendEvent(
    trx,
    batch,
    table.id,
    { kind: "combat", secret: false, by: principal.credentialId },
    () => ({ command, state }),
  );
  const steps = combatConditionSteps(table.system, command, before, state);
  return [stored, ...(await bookConditionSteps(trx, batch, table, principal, steps))];
}
