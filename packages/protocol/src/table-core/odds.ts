import { oddsWithAdapter } from "../actions/pipeline.js";
import {
  type PlayRefs,
  type PlaySides,
  type PreparedPlay,
  preparePlay,
  rollSideJson,
} from "../actions/play-roll.js";
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
  type PlayFieldsBody,
  playActionOf,
  playRefsOf,
  playRefsWithFight,
  sidesOf,
} from "./play-request.js";
import { tableActionAdapter, tableActionOptions } from "./table-actions.js";
import type { TableCharacter, TableReads } from "./table-store.js";

/** An odds request: the action, its options, and what it says about the sides in play. */
export interface OddsRequest {
  readonly action: string;
  readonly options: Record<string, unknown>;
  readonly play: PlayFieldsBody;
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

/** A request of play prepared at a table, and whether its opponent is a fighter hidden from the asker. */
export interface PreparedRequest {
  readonly prepared: PreparedPlay<TableCharacter>;
  readonly hidden: boolean;
}

/**
 * A roll or odds request prepared as play at this table (`preparePlay`): the characters it names
 * as the actor may see them — an opponent named as a fighter of the running fight resolved by its
 * ref, with that fighter's defaults — their sheet values, gear and conditions now. Null when it
 * names no character (plain options).
 */
export async function preparePlayRequest(
  reads: TableReads,
  { action, options: rawOptions, play }: OddsRequest,
): Promise<PreparedRequest | null> {
  const viaFight = play.opponentFighter !== undefined;
  // Only a fighter named by its ref asks the running fight.
  const refs = viaFight ? await playRefsWithFight(reads, play) : playRefsOf(play);
  const named = characterRefs(refs, viaFight);
  if (named.length === 0) return null;
  const sides = sidesOf(refs, await reads.playCharacters(named));
  return preparedWithSides(reads, action, rawOptions, refs, sides, viaFight);
}

/**
 * A request of play prepared with its sides' characters loaded (see {@link preparePlayRequest}):
 * an opponent named as a fighter (`viaFight`) takes that fighter's defaults, hidden from a player
 * where it is a secret NPC, and a refusal about it names the field the request used.
 */
export function preparedWithSides<C extends TableCharacter>(
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
