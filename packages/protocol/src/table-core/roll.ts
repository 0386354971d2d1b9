import type { TableSettings } from "@spieltisch/engine";
import type { AnyActionAdapter } from "../actions/action-adapter.js";
import type { SideRole } from "../actions/adapter-sides.js";
import {
  appliedConditions,
  type PreparedPlay,
  type PreparedSide,
  rollOutcomes,
  rollSideJson,
} from "../actions/play-roll.js";
import type { RollInput } from "../api/rolls.js";
import { ApiError } from "../errors/api-error.js";
import type { EventBody } from "../events/event-kinds.js";
import type { AppliedCondition, RollSide } from "../events/play-state-parts.js";
import type { RollRequest } from "../fairness/derive-roll.js";
import { EnteredDiceError, rollEnteredFaces } from "../fairness/entered-roll.js";
import { rollSideDigests } from "../fairness/side-digest.js";
import { mayEnterDice } from "../tables/table-dice.js";
import { advanceAfterRoll } from "./combat-command.js";
import { fighterRefusals } from "./fight-target.js";
import { type OddsRequest, type PreparedRequest, preparePlayRequest } from "./odds.js";
import { requireApply } from "./play-request.js";
import { answeredRequest } from "./roll-requests.js";
import { tableActionAdapter, tableActionOptions } from "./table-actions.js";
import { requireActor } from "./table-actor.js";
import type {
  AnyAppended,
  Appended,
  CharacterRef,
  ConditionWrite,
  RollDiceBinding,
  RolledDice,
  RollFairness,
  TableCharacter,
  TableCommit,
  TableReads,
  TableRow,
  TableStore,
} from "./table-store.js";
import { requireSheetValues } from "./typed-values.js";

/** The roll event's parts besides the dice: who rolled and how the table and the request stand. */
export interface RollEventParts {
  readonly table: TableRow;
  readonly action: string;
  readonly options: Record<string, unknown>;
  readonly prepared: PreparedPlay<TableCharacter> | undefined;
  readonly applied: readonly AppliedCondition[];
  readonly secret: boolean;
  readonly label: string | undefined;
  readonly requestId: string | undefined;
  readonly byName: string | null;
}

/**
 * The body of a roll event (CONTRACT §3, §4, §6): the action, the table as it plays, who rolled,
 * the sides and their gear, what was booked, the fairness fields and the action's result fields.
 * The digests the dice are bound to go on their sides (`digest`), where the table stream keeps
 * them when it hides a secret NPC's side.
 */
export function rollEventBody(
  parts: RollEventParts,
  rolled: RolledDice,
  fairness: RollFairness,
): EventBody<"roll"> {
  const { table, prepared, applied, label, requestId } = parts;
  const { sides: digests, ...fields } = fairness;
  const side = (role: SideRole, played: PreparedSide<TableCharacter>): RollSide => {
    const digest = digests?.[role];
    return { ...rollSideJson(played), ...(digest !== undefined ? { digest } : {}) };
  };
  return {
    action: parts.action,
    system: table.system,
    modules: [...table.modules],
    houseRules: table.houseRules,
    options: parts.options,
    ...(label !== undefined ? { label } : {}),
    ...(requestId !== undefined ? { requestId } : {}),
    byName: parts.byName,
    stream: parts.secret ? "gm" : "table",
    ...fields,
    ...(prepared?.actor ? { actor: side("actor", prepared.actor) } : {}),
    ...(prepared?.opponent ? { opponent: side("opponent", prepared.opponent) } : {}),
    ...(applied.length > 0 ? { applied: [...applied] } : {}),
    ...(prepared?.dueCheck ? { dueCheck: prepared.dueCheck.id } : {}),
    ...(prepared?.gear ? { gear: prepared.gear } : {}),
    ...rolled.json,
  };
}

/**
 * What a prepared roll books on its sides' conditions with `apply`: the action's consequences of
 * the result, or a due check's outcome (CONTRACT §4).
 */
export function bookedConditions(
  system: string,
  settings: TableSettings,
  prepared: PreparedPlay<TableCharacter>,
  rolled: RolledDice,
): AppliedCondition[] {
  return appliedConditions(
    system,
    settings,
    prepared,
    rollOutcomes(system, settings, rolled, prepared.dueCheck),
  );
}

/** The condition writes of a roll's booked entries (a secret roll's, and a secret NPC's, stay the GM's). */
export const rollWrites = (applied: readonly AppliedCondition[], secret: boolean): ConditionWrite[] =>
  applied.map((entry) => ({
    characterId: entry.character,
    condition: entry.after,
    public: !secret && entry.secret !== true,
  }));

/**
 * A roll at a table (CONTRACT §3 `POST /rolls`, §4, §6): the request prepared as play and checked
 * before the commit; in the commit prepared again on the conditions it lands on, the dice rolled
 * as the store rolls them, the event appended with what it booked (`apply`), and the turn moved on
 * when the fighter on turn rolled with the result booked (table option `combatAutoAdvance`).
 *
 * A roll that answers a request (`requestId`) is the request's: its action, options, play fields,
 * secrecy and booking, whatever the input says besides its label and client seed; its characters
 * are those the GM named (a secret NPC opponent is there for the answer too).
 */
export async function runRoll<E extends AnyAppended>(
  store: TableStore<E>,
  input: RollInput,
): Promise<Appended<E, "roll">> {
  const { reads } = store;
  requireActor(reads.actor);
  if (input.secret === true && reads.actor.role !== "gm") {
    throw new ApiError(403, "secret-gm-only", "Only the GM may roll in secret", ["secret"]);
  }
  const { table } = reads;
  const answering =
    input.requestId === undefined
      ? undefined
      : await answeredRequest(reads, input.requestId, { ...input.play, apply: input.apply });
  const request: OddsRequest = answering
    ? { action: answering.action, options: answering.options, play: answering.play, byGm: true }
    : input;
  const { action } = request;
  const secret = answering?.secret ?? input.secret === true;
  const label = input.label ?? answering?.label;
  // Booking on a request's answer was the GM's decision when asking.
  const apply = answering ? answering.play.apply === true : input.apply === true;
  const checked = await admittedRequest(reads, request);
  if (apply) requireApply(checked !== null);
  const plainOptions = checked
    ? undefined
    : tableActionOptions(table.system, action, request.options, table.modules);
  if (
    apply &&
    !answering &&
    reads.actor.role !== "gm" &&
    checked?.prepared.actor?.character.owner !== reads.actor.credentialId
  ) {
    throw new ApiError(403, "not-owner", "Players book results only for rolls of their own characters", [
      "apply",
    ]);
  }
  // Booking on someone else's character takes the sheets' numbers (the GM asked for a request's).
  if (apply && !answering && checked) {
    const sheetOnly = checked.hidden ? (["opponent"] as const) : [];
    await requireSheetValues(reads, reads.actor, request.options, checked.prepared, sheetOnly);
  }
  const viaFight = request.play.opponentFighter !== undefined;
  const { requestId, clientSeed, seenCommitment, dice: entered } = input;
  if (entered !== undefined) await requireTableDice(reads, clientSeed);
  const job = async (commit: TableCommit<E>) => {
    const { settings, actor } = commit;
    if (requestId !== undefined) await commit.closeRollRequest(requestId);
    // The sides as the roll lands on them, read in the commit.
    const landed = checked ? await preparePlayRequest(commit, request, checked) : null;
    const prepared = landed?.prepared;
    const options = prepared?.options ?? plainOptions!;
    const rollRequest: RollRequest = {
      system: table.system,
      modules: table.modules,
      houseRules: table.houseRules,
      action,
      options,
      ...(prepared?.sides ? { sides: prepared.sides } : {}),
    };
    if (clientSeed !== undefined) await commit.useClientSeed(clientSeed);
    // Who acts on each side and whether the roll books are part of what its dice are bound to
    // (the third derivation): the sides as the event logs them.
    const binding: RollDiceBinding = {
      label,
      clientSeed,
      sides: rollSideDigests(
        prepared?.actor && rollSideJson(prepared.actor),
        prepared?.opponent && rollSideJson(prepared.opponent),
      ),
      apply,
      seenCommitment,
    };
    let applied: AppliedCondition[] = [];
    const adapter = prepared?.adapter ?? tableActionAdapter(table.system, action);
    const build = (rolled: RolledDice, fairness: RollFairness) => {
      if (prepared && apply) {
        applied = fighterRefusals(viaFight, landed?.hidden === true, () =>
          bookedConditions(table.system, settings, prepared, rolled),
        );
      }
      const parts = {
        table,
        action,
        options,
        prepared,
        applied,
        secret,
        label,
        requestId,
        byName: actor.name,
      };
      return rollEventBody(parts, rolled, fairness);
    };
    // Dice rolled at the table make the roll from their faces (no seed, nothing to bind); else the
    // store rolls them.
    const event =
      entered === undefined
        ? await commit.appendRoll(secret, { request: rollRequest, adapter }, binding, build)
        : await commit.append("roll", secret, () =>
            build(enteredRoll(rollRequest, adapter, options, entered), {
              entered: true,
              ...(apply ? { apply: true } : {}),
            }),
          );
    await commit.saveConditions(event, rollWrites(applied, secret));
    if (prepared?.actor && apply && !prepared.dueCheck) {
      await advanceAfterRoll(commit, action, prepared.actor.character.id);
    }
    if (requestId !== undefined) await commit.linkRollRequest(requestId, event);
    return event;
  };
  // A plain roll only appends its event; answering a request also closes it, a roll of characters
  // reads (and with `apply` writes) their conditions, a client seed is recorded (each is used once).
  // Entered faces may be refused inside the commit (too few, one a die cannot show).
  const appendOnly =
    requestId === undefined && checked === null && clientSeed === undefined && entered === undefined;
  return store.commit(job, { roll: true, appendOnly });
}

/**
 * A roll's request prepared before its commit, to refuse early: with the characters the store saw
 * lately where it has them (stale ones may admit the roll, whose commit prepares it again on the
 * characters it lands on — never refuse it), else as they are now.
 */
async function admittedRequest(reads: TableReads, request: OddsRequest): Promise<PreparedRequest | null> {
  const { recentPlayCharacters } = reads;
  if (recentPlayCharacters !== undefined) {
    const lately = async (refs: readonly CharacterRef[]) => {
      const characters = recentPlayCharacters.call(reads, refs);
      if (characters === undefined) throw new NotLately();
      return characters;
    };
    try {
      return await preparePlayRequest(reads, request, null, lately);
    } catch {
      // Not known lately, or refused on what may be stale: asked again below.
    }
  }
  return preparePlayRequest(reads, request);
}

/**
 * Refuses faces rolled at the table unless the table lets the actor enter them (`tableDice`,
 * CONTRACT §7): 422 `table-dice-off` at `dice`. They come with no client seed (there are no
 * server dice for it to steer): 422 `table-dice-client-seed`.
 */
async function requireTableDice(reads: TableReads, clientSeed: string | undefined): Promise<void> {
  const { tableDice } = await reads.optionsNow();
  if (!mayEnterDice(tableDice, reads.actor.role)) {
    const who = tableDice === "players" ? "only players" : "nobody";
    throw new ApiError(
      422,
      "table-dice-off",
      `At this table ${who} may enter dice rolled at the table (table option tableDice)`,
      ["dice"],
    );
  }
  if (clientSeed !== undefined) {
    throw new ApiError(422, "table-dice-client-seed", "Dice rolled at the table take no client seed", [
      "clientSeed",
    ]);
  }
}

/** The roll the entered faces make; faces that make none: 422 at `dice`, with the face's `index`. */
function enteredRoll(
  request: RollRequest,
  adapter: AnyActionAdapter,
  options: unknown,
  faces: readonly number[],
): RolledDice {
  try {
    return rollEnteredFaces(request, adapter, options, faces);
  } catch (error) {
    if (!(error instanceof EnteredDiceError)) throw error;
    // At `dice` as CONTRACT §7 promises; which face, and the die asked for there, beside it.
    const where = { index: error.index, ...(error.sides !== undefined ? { sides: error.sides } : {}) };
    throw new ApiError(422, error.code, error.message, ["dice"], where);
  }
}

/** The store had not seen a roll's characters lately. */
class NotLately extends Error {}
