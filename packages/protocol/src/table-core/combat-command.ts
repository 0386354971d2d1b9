import { EngineError, getSystem, isSystemId } from "@spieltisch/engine";
import { z } from "zod";
import { stuntInitiativeResultSchema } from "../actions/stunts-actions.js";
import { nextAfterRoll } from "../combat/auto-advance.js";
import type { CombatCommand } from "../combat/combat-command.js";
import { combatConditionSteps } from "../combat/combat-conditions.js";
import { applyCombat, type CombatProblem, combatProblem } from "../combat/combat-reducer.js";
import { type CombatStartProblem, resolveCombatJoin, resolveCombatStart } from "../combat/combat-start.js";
import type { CombatState } from "../combat/combat-state.js";
import { ApiError } from "../errors/api-error.js";
import { requireGm } from "./table-actor.js";
import type { AnyAppended, Appended, TableCharacter, TableCommit, TableStore } from "./table-store.js";

/** What a table answers for a command the fight cannot take. */
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

/** What a table answers for a `start` or `join` that names what is not there. */
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
export const initiativeRollSchema = z.object({
  action: z.literal("initiative"),
  order: stuntInitiativeResultSchema.shape.order,
});

/**
 * The GM's combat command (CONTRACT §3 `POST /combat`): applied to the fight, logged with the
 * resulting state, and the conditions it changes after it — all in one commit. A `start` (and a
 * `join`) names the table's characters and NPCs (`characterId`), whose names and secrecy come
 * from their sheets, and is put in the order of the table's initiative rule (3W6: the named
 * `initiative` roll; Faar: GE + IT). A command the fight cannot take is refused before the
 * commit; the check in the commit is the one that decides for commands that race.
 */
export async function runCombatCommand<E extends AnyAppended>(
  store: TableStore<E>,
  given: CombatCommand,
): Promise<Appended<E, "combat">> {
  requireGm(store.reads.actor);
  if (given.command !== "start") {
    const problem = combatProblem(await store.reads.combatState(), given);
    if (problem) throw PROBLEMS[problem]();
  }
  return store.commit(async (commit) => {
    const before = await commit.combatState();
    const command =
      given.command === "start" || given.command === "join"
        ? await resolvedCommand(commit, given, before)
        : given;
    return (await logCombat(commit, command, before))[0];
  });
}

/**
 * In the commit of a booked roll (`apply`, no due check) of `actor`: when the table moves turns
 * on by itself and `actor` is the fighter on turn (`nextAfterRoll`), logs `next` with
 * `afterRoll: true` and the conditions that step changes (3W6's turn, Kampfwürfel's new phase) —
 * so the next fighter is asked without the GM's tap, in the same commit as the roll. Nothing
 * otherwise.
 */
export async function advanceAfterRoll<E extends AnyAppended>(
  commit: TableCommit<E>,
  action: string,
  actor: string,
): Promise<E[]> {
  const before = await commit.combatState();
  if (!before.active || before.order[before.turn]?.characterId !== actor) return [];
  // The option as stored now: the GM may switch it during play.
  const settings = { ...commit.settings, options: await commit.optionsNow() };
  const command = nextAfterRoll(commit.table.system, settings, action, actor, before);
  return command ? logCombat(commit, command, before) : [];
}

/** Logs a command the fight can take with the state after it, then the conditions it changes. */
async function logCombat<E extends AnyAppended>(
  commit: TableCommit<E>,
  command: CombatCommand,
  before: CombatState,
): Promise<[Appended<E, "combat">, ...Appended<E, "condition">[]]> {
  const problem = combatProblem(before, command);
  if (problem) throw PROBLEMS[problem]();
  const state = applyCombat(before, command);
  const logged = await commit.append("combat", false, () => ({ command, state }));
  const steps = combatConditionSteps(commit.table.system, command, before, state);
  return [logged, ...(await bookConditionSteps(commit, steps))];
}

/**
 * A `start` or `join` with names, secrecy and the table's initiative rule filled in (see
 * `resolveCombatStart`, `resolveCombatJoin`); a `join` against the fight as it is in this commit.
 */
async function resolvedCommand<E extends AnyAppended>(
  commit: TableCommit<E>,
  command: Extract<CombatCommand, { command: "start" | "join" }>,
  before: CombatState,
): Promise<CombatCommand> {
  const refs = command.participants.flatMap((p, i) =>
    p.characterId === undefined ? [] : [{ id: p.characterId, path: ["participants", i, "characterId"] }],
  );
  const characters = await commit.playCharacters(refs);
  const { settings, table } = commit;
  const rolled =
    command.initiativeRoll === undefined ? undefined : await commit.initiativeRoll(command.initiativeRoll);
  const find = (id: string) => {
    const c = characters.find((x) => x.id === id);
    return c && { id, name: nameOf(c), secret: c.secret, values: valuesOf(table.system, settings, c) };
  };
  const resolution =
    command.command === "start"
      ? resolveCombatStart(table.system, command, find, rolled)
      : resolveCombatJoin(table.system, before, command, find, rolled);
  if (!resolution.ok) throw START_PROBLEMS[resolution.problem.code](resolution.problem.path);
  return resolution.command;
}

/** A character's name on its sheet (its id where the sheet has none). */
const nameOf = (c: TableCharacter): string =>
  typeof c.sheet.name === "string" && c.sheet.name.length > 0 ? c.sheet.name : c.id;

/** A character's rollable values at this table (a sheet its rules cannot read has none). */
function valuesOf(system: string, settings: TableCommit<AnyAppended>["settings"], c: TableCharacter) {
  if (c.values) return c.values(settings);
  try {
    return getSystem(system).characters?.values(c.sheet, settings) ?? [];
  } catch (error) {
    if (error instanceof EngineError) return [];
    throw error;
  }
}

/**
 * Books what a combat step does to the fighters' conditions (`combatConditionSteps`: Kampfwürfel's
 * new Kampfphase, 3W6's turn), each as a `condition` event after the `combat` event, secret where
 * the character is a secret NPC. A step the rules refuse (a fighter out of action, a character
 * deleted since) is left out: the fight goes on.
 */
async function bookConditionSteps<E extends AnyAppended>(
  commit: TableCommit<E>,
  steps: ReturnType<typeof combatConditionSteps>,
): Promise<Appended<E, "condition">[]> {
  if (steps.length === 0 || !isSystemId(commit.table.system)) return [];
  const rules = getSystem(commit.table.system).conditions;
  if (!rules) return [];
  const { settings } = commit;
  const events: Appended<E, "condition">[] = [];
  for (const step of steps) {
    let found: TableCharacter | undefined;
    try {
      // A fighter of the fight: found for whoever's step it is (a player's roll moves the turn on).
      [found] = await commit.playCharacters([{ id: step.characterId, path: [], evenSecret: true }]);
    } catch (error) {
      if (error instanceof ApiError) continue;
      throw error;
    }
    if (!found) continue;
    const character = found;
    let before: Record<string, unknown>;
    let after: Record<string, unknown>;
    try {
      before = character.condition ?? rules.initialCondition(character.sheet, settings);
      after = rules.applyCommand(before, step.command, settings);
    } catch (error) {
      if (error instanceof EngineError) continue;
      throw error;
    }
    const event = await commit.append("condition", character.secret, () => ({
      character: character.id,
      command: step.command,
      before,
      after,
      byName: commit.actor.name,
    }));
    await commit.saveConditions(event, [
      { characterId: character.id, condition: after, public: !character.secret },
    ]);
    events.push(event);
  }
  return events;
}
