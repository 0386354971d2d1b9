import { oddsWithAdapter } from "../actions/pipeline.js";
import {
  type PlayRefs,
  type PlaySides,
  type PreparedPlay,
  preparePlay,
  rollSideJson,
} from "../actions/play-roll.js";
import { ApiError } from "../errors/api-error.js";
import {
  fighterOpponentRefs,
  fighterRefusals,
  hiddenOpponent,
  hiddenOpponentOdds,
  hiddenSheetOptions,
  type OddsAnswer,
} from "./fight-target.js";
import {
  characterRefs,
  FIGHTER_FIELD,
  type PlayFieldsBody,
  playActionOf,
  playRefsOf,
  playRefsWithFight,
  sidesOf,
} from "./play-request.js";
import { sameCharacters } from "./same-characters.js";
import { tableActionAdapter, tableActionOptions } from "./table-actions.js";
import type { CharacterRef, TableCharacter, TableReads } from "./table-store.js";

/** An odds request: the action, its options, and what it says about the sides in play. */
export interface OddsRequest {
  readonly action: string;
  readonly options: Record<string, unknown>;
  readonly play: PlayFieldsBody;
  /** Its characters were named by the GM (a roll request's): a secret NPC among them is found for a player too. */
  readonly byGm?: boolean;
}

/**
 * The exact odds of an action with these options at this table (CONTRACT §3 `POST /odds`); with
 * `actor` / `opponent` (or a fighter of the running fight), their sheet values, gear and the
 * modifiers of their conditions now (CONTRACT §4, §6). A player's odds against a hidden fighter
 * are the number, never the fighter's name or values.
 */
export async function runOdds(reads: TableReads, request: OddsRequest): Promise<OddsAnswer> {
  const play = await preparePlayRequest(reads, request);
  if (!play) return plainOdds(reads, request.action, request.options);
  const answer = playOddsAnswer(reads, request.action, play.prepared);
  if (!play.hidden) return answer;
  const { system } = reads.table;
  return hiddenOpponentOdds(answer, hiddenSheetOptions(system, request.action, play.prepared.adapter));
}

/**
 * A request of play prepared at a table, whether its opponent is a fighter hidden from the asker,
 * and what it was prepared from: the refs (a fighter's resolved) and the characters as loaded.
 */
export interface PreparedRequest {
  readonly prepared: PreparedPlay<TableCharacter>;
  readonly hidden: boolean;
  readonly refs: PlayRefs;
  readonly characters: readonly TableCharacter[];
}

/**
 * A roll or odds request prepared as play at this table (`preparePlay`): the characters it names
 * as the actor may see them — an opponent named as a fighter of the running fight resolved by its
 * ref, with that fighter's defaults — their sheet values, gear and conditions now. Null when it
 * names no character (plain options).
 *
 * `load`: how its characters are read (a roll's early check may take those the store saw lately).
 * `before`: the same request prepared earlier (a roll's check before its commit). A fighter ref
 * that names another character now is 409 `fighter-changed`; the very same characters (a store
 * hands back unchanged ones as they were) give `before` again, without preparing it twice.
 */
export async function preparePlayRequest(
  reads: TableReads,
  { action, options: rawOptions, play, byGm = false }: OddsRequest,
  before?: PreparedRequest | null,
  load: (refs: readonly CharacterRef[]) => Promise<TableCharacter[]> = (refs) => reads.playCharacters(refs),
): Promise<PreparedRequest | null> {
  const viaFight = play.opponentFighter !== undefined;
  // Only a fighter named by its ref asks the running fight.
  const refs = viaFight ? await playRefsWithFight(reads, play) : playRefsOf(play);
  if (before && viaFight && refs.opponent !== before.refs.opponent) {
    throw new ApiError(409, "fighter-changed", "The fight changed since; ask again", [FIGHTER_FIELD]);
  }
  const named = characterRefs(refs, viaFight, byGm);
  if (named.length === 0) return null;
  const characters = await load(named);
  if (before && sameCharacters(characters, before.characters)) return before;
  const sides = sidesOf(refs, characters);
  return { ...preparedWithSides(reads, action, rawOptions, refs, sides, viaFight), refs, characters };
}

/**
 * A request of play prepared with its sides' characters loaded (see {@link preparePlayRequest}):
 * an opponent named as a fighter (`viaFight`) takes that fighter's defaults, hidden from a player
 * where it is a secret NPC, and a refusal about it names the field the request used.
 */
function preparedWithSides<C extends TableCharacter>(
  { table, settings, actor }: Pick<TableReads, "table" | "settings" | "actor">,
  action: string,
  rawOptions: Readonly<Record<string, unknown>>,
  refs: PlayRefs,
  sides: PlaySides<C>,
  viaFight: boolean,
): { readonly prepared: PreparedPlay<C>; readonly hidden: boolean } {
  const act = playActionOf(table, action);
  const hidden = hiddenOpponent(actor, viaFight, sides) !== undefined;
  const playRefs = viaFight
    ? fighterOpponentRefs(
        table.system,
        action,
        act.adapter,
        settings,
        refs,
        rawOptions,
        sides.opponent,
        hidden,
      )
    : refs;
  const prepared = fighterRefusals(viaFight, hidden, () =>
    preparePlay(act, settings, rawOptions, playRefs, sides),
  );
  return { prepared, hidden };
}

/** The odds answer of a prepared roll of play: options, odds fields, the sides and their gear. */
export function playOddsAnswer(
  reads: Pick<TableReads, "settings">,
  action: string,
  prepared: PreparedPlay,
): OddsAnswer {
  return {
    action,
    options: prepared.options,
    ...oddsWithAdapter(prepared.adapter, prepared.options, reads.settings, prepared.sides).json,
    ...(prepared.actor ? { actor: rollSideJson(prepared.actor) } : {}),
    ...(prepared.opponent ? { opponent: rollSideJson(prepared.opponent) } : {}),
    ...(prepared.gear ? { gear: prepared.gear } : {}),
  };
}

/** The odds of an action with plain options (no characters) at a table. */
export function plainOdds(
  { table, settings }: Pick<TableReads, "table" | "settings">,
  action: string,
  rawOptions: Record<string, unknown>,
): OddsAnswer {
  const adapter = tableActionAdapter(table.system, action);
  const options = tableActionOptions(table.system, action, rawOptions, table.modules);
  return { action, options, ...oddsWithAdapter(adapter, options, settings).json };
}
