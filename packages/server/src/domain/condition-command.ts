import { getSystem, isSystemId } from "@spieltisch/engine";
import {
  type ApiResponse,
  conditionCommandBodySchema,
  conditionSchemas,
  underRules,
} from "@spieltisch/protocol";
import type { ServerContext } from "../context.js";
import { ApiError, parseWith } from "../errors.js";
import { viewEvent } from "../events/stored-event.js";
import { appendEvent } from "../store/append-event.js";
import { rowsAfter, saveConditions } from "./condition-store.js";
import type { PlayRow } from "./play-character-cache.js";
import {
  loadPlayCharacters,
  type PlayCharacter,
  playCharactersOf,
  readPlayRows,
  tableSettingsOf,
} from "./play-characters.js";
import { type Principal, requireActor } from "./principal.js";
import { loadTable, requireSameOptions, type TableSettingsRow, tableOptionsNow } from "./tables.js";

/**
 * `POST …/characters/:cid/condition` (CONTRACT §4): a hand changes a character's condition — the
 * GM's, or a player's on their own character where the table option `playersEditOwnCondition`
 * allows it. The command is the table system's (`damage`, `heal`, `set`, a healing week …); the
 * rules apply it inside the commit, to the condition as it is then, and the `condition` event logs
 * the command with the condition before and after. A secret NPC's changes are always secret.
 */
export async function conditionCommand(
  ctx: ServerContext,
  principal: Principal,
  characterId: string,
  rawBody: unknown,
): Promise<ApiResponse<"POST /api/tables/:id/characters/:cid/condition">> {
  requireActor(principal);
  const { secret: secretWanted, ...rawCommand } = parseWith(conditionCommandBodySchema, rawBody);
  const table = await loadTable(ctx.db, principal.tableId);
  if (!isSystemId(table.system)) {
    throw new ApiError(422, "character-wrong-system", `The system ${table.system} has no play state`);
  }
  const command = parseWith(conditionSchemas[table.system].command, rawCommand);
  const ref = [{ id: characterId, path: [] }];
  const [found] = await loadPlayCharacters(ctx.db, table, principal, ref, ctx.playCharacters);
  await requireConditionHand(ctx, table, principal, found!, secretWanted ?? false);
  const secret = (secretWanted ?? false) || found!.secret;
  const settings = tableSettingsOf(table);
  const rules = getSystem(table.system).conditions!;
  /** The character's row as the commit leaves it: the next roll's check reads it. */
  let committedRows: readonly PlayRow[] = [];
  const stored = await ctx.writer.write(table.id, async (trx, batch) => {
    await requireSameOptions(trx, table);
    const rows = await readPlayRows(trx, table.id, ref);
    const [character] = playCharactersOf(table, principal, ref, rows);
    const before =
      character!.condition ?? underRules([], () => rules.initialCondition(character!.sheet, settings));
    const after = underRules(["command"], () => rules.applyCommand(before, command, settings));
    const event = await appendEvent(
      trx,
      batch,
      table.id,
      { kind: "condition", secret, by: principal.credentialId },
      () => ({ character: characterId, command: rawCommand, before, after, byName: principal.name }),
    );
    const writes = [{ characterId, condition: after, public: !secret }];
    await saveConditions(trx, table.id, event.fullSeq, writes);
    committedRows = rowsAfter(rows, writes);
    return { result: event, events: [event] };
  });
  // As after a roll: without this, the next roll of the character would be checked against its
  // condition before the command and checked again in its commit.
  ctx.playCharacters.remember(table.id, committedRows);
  return viewEvent(stored, principal.role)!;
}

/**
 * Who may change a condition by hand: the GM; a player only their own character, only where the
 * table allows it, and never in secret.
 */
async function requireConditionHand(
  ctx: ServerContext,
  table: TableSettingsRow,
  principal: Principal,
  character: PlayCharacter,
  secret: boolean,
): Promise<void> {
  if (principal.role === "gm") return;
  if (secret)
    throw new ApiError(403, "secret-gm-only", "Only the GM changes conditions in secret", ["secret"]);
  if (character.owner !== principal.credentialId) {
    throw new ApiError(403, "not-owner", "Players change only their own characters' conditions");
  }
  // Read fresh: the GM may switch it during play, on any process.
  if ((await tableOptionsNow(ctx.db, table.id)).playersEditOwnCondition !== true) {
    throw new ApiError(
      403,
      "condition-gm-only",
      "At this table only the GM changes conditions (table option playersEditOwnCondition)",
    );
  }
}
