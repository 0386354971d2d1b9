import { getSystem, isSystemId } from "@spieltisch/engine";
import { underRules } from "../actions/play-error.js";
import type { ConditionCommandBody } from "../api/conditions.js";
import { conditionSchemasOf } from "../conditions/registry.js";
import { ApiError, parseWith } from "../errors/api-error.js";
import { requireActor } from "./table-actor.js";
import type { AnyAppended, Appended, TableCharacter, TableReads, TableStore } from "./table-store.js";

/**
 * A hand changes a character's condition (CONTRACT §4) — the GM's, or a player's on their own
 * character where the table option `playersEditOwnCondition` allows it. The command is the table
 * system's (`damage`, `heal`, `set`, a healing week …); the rules apply it inside the commit, to
 * the condition as it is then, and the `condition` event logs the command with the condition
 * before and after. A secret NPC's changes are always secret. Who may is checked before the
 * commit, so a refusal never takes a place in the write queue.
 */
export async function runConditionCommand<E extends AnyAppended>(
  store: TableStore<E>,
  characterId: string,
  body: ConditionCommandBody,
): Promise<Appended<E, "condition">> {
  const { reads } = store;
  requireActor(reads.actor);
  const { secret: secretWanted, ...rawCommand } = body;
  const { system } = reads.table;
  const schemas = conditionSchemasOf(system);
  const rules = isSystemId(system) ? getSystem(system).conditions : undefined;
  if (!rules || !schemas) {
    throw new ApiError(422, "character-wrong-system", `The system ${system} has no play state`);
  }
  const command = parseWith(schemas.command, rawCommand);
  const ref = [{ id: characterId, path: [] }];
  const [found] = await reads.playCharacters(ref);
  await requireConditionHand(reads, found!, secretWanted ?? false);
  const secret = (secretWanted ?? false) || found!.secret;
  return store.commit(async (commit) => {
    const [character] = await commit.playCharacters(ref);
    const { settings } = commit;
    const before =
      character!.condition ?? underRules([], () => rules.initialCondition(character!.sheet, settings));
    const after = underRules(["command"], () => rules.applyCommand(before, command, settings));
    const event = await commit.append("condition", secret, () => ({
      character: characterId,
      command: rawCommand,
      before,
      after,
      byName: commit.actor.name,
    }));
    await commit.saveConditions(event, [{ characterId, condition: after, public: !secret }]);
    return event;
  });
}

/**
 * Who may change a condition by hand: the GM; a player only their own character, only where the
 * table allows it, and never in secret.
 */
async function requireConditionHand(
  reads: TableReads,
  character: TableCharacter,
  secret: boolean,
): Promise<void> {
  if (reads.actor.role === "gm") return;
  if (secret)
    throw new ApiError(403, "secret-gm-only", "Only the GM changes conditions in secret", ["secret"]);
  if (character.owner === null || character.owner !== reads.actor.credentialId) {
    throw new ApiError(403, "not-owner", "Players change only their own characters' conditions");
  }
  // Read fresh: the GM may switch it during play.
  if ((await reads.optionsNow()).playersEditOwnCondition !== true) {
    throw new ApiError(
      403,
      "condition-gm-only",
      "At this table only the GM changes conditions (table option playersEditOwnCondition)",
    );
  }
}
