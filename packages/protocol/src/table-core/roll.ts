import type { TableSettings } from "@spieltisch/engine";
import { appliedConditions, type PreparedPlay, rollOutcomes, rollSideJson } from "../actions/play-roll.js";
import { ApiError } from "../errors/api-error.js";
import type { EventBody } from "../events/event-kinds.js";
import type { AppliedCondition } from "../events/play-state-parts.js";
import type { RollRequest } from "../fairness/derive-roll.js";
import { advanceAfterRoll } from "./combat-command.js";
import { fighterRefusals } from "./fight-target.js";
import { type OddsRequest, preparePlayRequest } from "./odds.js";
import { requireApply } from "./play-request.js";
import { tableActionOptions } from "./table-actions.js";
import { requireActor } from "./table-actor.js";
import type {
  AnyAppended,
  Appended,
  ConditionWrite,
  RolledDice,
  RollFairness,
  TableCharacter,
  TableRow,
  TableStore,
} from "./table-store.js";

/** A roll at a table: an odds request with who may see it, its label, the request it answers and whether it books. */
export interface RollInput extends OddsRequest {
  readonly secret?: boolean | undefined;
  readonly label?: string | undefined;
  readonly requestId?: string | undefined;
  readonly apply?: boolean | undefined;
  readonly clientSeed?: string | undefined;
}

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
 */
export function rollEventBody(
  parts: RollEventParts,
  rolled: RolledDice,
  fairness: RollFairness,
): EventBody<"roll"> {
  const { table, prepared, applied, label, requestId } = parts;
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
    ...fairness,
    ...(prepared?.actor ? { actor: rollSideJson(prepared.actor) } : {}),
    ...(prepared?.opponent ? { opponent: rollSideJson(prepared.opponent) } : {}),
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
 */
export async function runRoll<E extends AnyAppended>(
  store: TableStore<E>,
  input: RollInput,
): Promise<Appended<E, "roll">> {
  const { reads } = store;
  requireActor(reads.actor);
  const secret = input.secret === true;
  if (secret && reads.actor.role !== "gm") {
    throw new ApiError(403, "secret-gm-only", "Only the GM may roll in secret", ["secret"]);
  }
  const { table } = reads;
  const checked = await preparePlayRequest(reads, input);
  if (input.apply) requireApply(checked !== null);
  const plainOptions = checked
    ? undefined
    : tableActionOptions(table.system, input.action, input.options, table.modules);
  if (
    input.apply &&
    reads.actor.role !== "gm" &&
    checked?.prepared.actor?.character.owner !== reads.actor.credentialId
  ) {
    throw new ApiError(403, "not-owner", "Players book results only for rolls of their own characters", [
      "apply",
    ]);
  }
  const viaFight = input.play.opponentFighter !== undefined;
  return store.commit(async (commit) => {
    const { settings, actor } = commit;
    // The sides as the roll lands on them, read in the commit.
    const landed = checked ? await preparePlayRequest(commit, input) : null;
    const prepared = landed?.prepared;
    const options = prepared?.options ?? plainOptions!;
    const request: RollRequest = {
      system: table.system,
      modules: table.modules,
      houseRules: table.houseRules,
      action: input.action,
      options,
      ...(prepared?.sides ? { sides: prepared.sides } : {}),
    };
    let applied: AppliedCondition[] = [];
    const binding = { label: input.label, clientSeed: input.clientSeed };
    const event = await commit.appendRoll(secret, request, binding, (rolled, fairness) => {
      if (prepared && input.apply) {
        applied = fighterRefusals(viaFight, landed?.hidden === true, () =>
          bookedConditions(table.system, settings, prepared, rolled),
        );
      }
      const parts = {
        table,
        action: input.action,
        options,
        prepared,
        applied,
        secret,
        label: input.label,
        requestId: input.requestId,
        byName: actor.name,
      };
      return rollEventBody(parts, rolled, fairness);
    });
    await commit.saveConditions(event, rollWrites(applied, secret));
    if (prepared?.actor && input.apply && !prepared.dueCheck) {
      await advanceAfterRoll(commit, input.action, prepared.actor.character.id);
    }
    return event;
  });
}
