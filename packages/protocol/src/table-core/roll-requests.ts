import type { z } from "zod";
import { PlayError, playRefused } from "../actions/play-error.js";
import { type PlaySides, preparePlay } from "../actions/play-roll.js";
import type { rollRequestBodySchema, rollRequestInfoSchema } from "../api/rolls.js";
import { skillNameOf } from "../api/rolls.js";
import { ApiError } from "../errors/api-error.js";
import {
  ROLL_REQUEST_PLAY_FIELDS,
  type RollRequestPlay,
  rollRequestPlaySchema,
} from "../events/play-refs.js";
import type { OddsAnswer } from "./fight-target.js";
import { plainOdds, playOddsAnswer } from "./odds.js";
import {
  characterRefs,
  type PlayFieldsBody,
  playActionOf,
  playRefsOf,
  requireApply,
  sidesOf,
} from "./play-request.js";
import { requireGm } from "./table-actor.js";
import type {
  AnyAppended,
  Appended,
  StoredRollRequest,
  TableActor,
  TableCharacter,
  TableMember,
  TableReads,
  TableStore,
} from "./table-store.js";

/**
 * Roll requests (CONTRACT §3, §6): the GM asks for a roll — with play fields, of a character,
 * whose odds then include its condition — and the roll that answers it (`runRoll` with
 * `requestId`) takes the request's action, options and play fields.
 */

/** A roll request's body after its schema. */
export type RollRequestBody = z.output<typeof rollRequestBodySchema>;

/** A roll request as `GET …/roll-requests/:rid` answers it (the GM's view). */
export type RollRequestInfo = z.output<typeof rollRequestInfoSchema>;

/**
 * Whether a member may know of a roll request: a public one everybody, a secret one the GM and
 * the member it is addressed to (CONTRACT §3: only what this member may see).
 */
export const maySeeRequest = (
  request: Pick<StoredRollRequest, "secret" | "to">,
  actor: Pick<TableActor, "role" | "credentialId">,
): boolean => !request.secret || actor.role === "gm" || request.to === actor.credentialId;

/**
 * The play fields of a request body, only those it gives (so the event and the stored request
 * carry no empty keys).
 *
 * @example
 * requestPlayOf({ action: "check", options: {}, actor: "c1", skill: "Nahkampf" }); // { actor: "c1", skill: "Nahkampf" }
 */
export function requestPlayOf(body: RollRequestPlay): RollRequestPlay {
  const picked: Record<string, unknown> = {};
  for (const field of ROLL_REQUEST_PLAY_FIELDS) {
    if (body[field] !== undefined) picked[field] = body[field];
  }
  return rollRequestPlaySchema.parse(picked);
}

/** What a roll answering a request says about play: its play fields and `apply`. */
export interface AnswerPlay extends PlayFieldsBody {
  readonly apply?: boolean | undefined;
}

/**
 * The request a roll answers, for this member: 404 `request-not-found` when they may not know of
 * it, 403 `request-not-yours` when it is addressed to someone else (the GM may answer any), and
 * 400 `invalid-body` at the field when the roll names play fields other than the request's — the
 * answer rolls as the request says, the roll adds only its client seed and label. Whether it is
 * still open is the commit's to decide (`closeRollRequest`).
 */
export async function answeredRequest(
  reads: Pick<TableReads, "actor" | "rollRequest">,
  requestId: string,
  given: AnswerPlay,
): Promise<StoredRollRequest> {
  const request = await reads.rollRequest(requestId);
  const { actor } = reads;
  // A secret request exists only for the GM and the one it is addressed to.
  if (!request || !maySeeRequest(request, actor)) {
    throw new ApiError(404, "request-not-found", "No such roll request", ["requestId"]);
  }
  if (request.to !== undefined && request.to !== actor.credentialId && actor.role !== "gm") {
    throw new ApiError(403, "request-not-yours", "This roll request is for someone else", ["requestId"]);
  }
  requireSamePlay(given, request.play);
  return request;
}

/** An answer may repeat the request's play fields, not change them. */
function requireSamePlay(given: AnswerPlay, play: RollRequestPlay): void {
  for (const field of ROLL_REQUEST_PLAY_FIELDS) {
    // A number in `skill` or `weapon` is an action option of that name, which an answer does not read.
    const value = field === "skill" || field === "weapon" ? skillNameOf(given[field]) : given[field];
    if (value === undefined) continue;
    const asked = field === "apply" ? (play.apply ?? false) : play[field];
    if (value !== asked) {
      throw new ApiError(
        400,
        "invalid-body",
        `A roll that answers a request takes ${field} from the request`,
        [field],
      );
    }
  }
}

/**
 * Who is asked to answer a request whose actor is `actor` (CONTRACT §6): a player's character is
 * rolled by whoever plays it — without `to` the request goes to its owner, a `to` naming someone
 * else is refused (422 `request-not-theirs`: Ina is not asked to roll Bo's character); an NPC
 * by whom the GM names (or anybody); a secret NPC by nobody but the GM, who rolls for it without
 * asking (422 `request-secret-actor`). Without an actor, `to` as given. Only a player is asked:
 * the GM rolls without asking, a viewer cannot roll (422 `request-not-a-player`).
 */
export function requestAddressee(
  actor: TableCharacter | undefined,
  to: TableMember | undefined,
): string | undefined {
  if (to !== undefined && to.role !== "player") {
    throw playRefused("request-not-a-player", { member: to.name ?? to.id }, ["to"]);
  }
  if (!actor) return to?.id;
  const character = actor.sheet.name;
  if (actor.secret) throw playRefused("request-secret-actor", { character }, ["actor"]);
  if (actor.sheet.npc === true) return to?.id;
  if (to === undefined) return actor.owner ?? undefined;
  if (to.id !== actor.owner) {
    throw playRefused("request-not-theirs", { character, member: to.name ?? to.id }, ["to"]);
  }
  return to.id;
}

/** The fields of a request body besides its `options`, where a problem keeps its own path. */
const REQUEST_FIELDS = new Set<string | number>(["action", ...ROLL_REQUEST_PLAY_FIELDS]);

/**
 * Runs a step that checks a request's action and options the way a roll's are checked; a problem
 * with an option's path (`["target"]`) is reported where the request body has it
 * (`["options", "target"]`), a problem with a play field as it is.
 *
 * @example
 * inRequestBody(() => preparePlay(action, settings, body.options, refs, sides));
 */
export function inRequestBody<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    const path = error instanceof PlayError || error instanceof ApiError ? error.path : undefined;
    if (path === undefined || (path[0] !== undefined && REQUEST_FIELDS.has(path[0]))) throw error;
    const moved = ["options", ...path];
    if (error instanceof PlayError) {
      throw new PlayError(error.kind, error.code, error.message, moved, error.params);
    }
    if (error instanceof ApiError)
      throw new ApiError(error.status, error.code, error.message, moved, error.extra);
    throw error;
  }
}

/**
 * The sides a request's play fields name, as its answer would roll them (read as the GM reads
 * them: a secret NPC opponent is there); none for a request without play fields.
 */
async function requestSides(
  reads: TableReads,
  play: RollRequestPlay,
): Promise<PlaySides<TableCharacter> | undefined> {
  if (Object.keys(play).length === 0) return undefined;
  const refs = playRefsOf(play);
  return sidesOf(refs, await reads.playCharacters(characterRefs(refs, false, true)));
}

/** A request's odds now: plain, or — with sides — prepared as its answer would be rolled now. */
function requestOdds(
  reads: TableReads,
  action: string,
  options: Record<string, unknown>,
  play: RollRequestPlay,
  sides: PlaySides<TableCharacter> | undefined,
): OddsAnswer {
  return inRequestBody(() =>
    sides === undefined
      ? plainOdds(reads, action, options)
      : playOddsAnswer(
          reads,
          action,
          preparePlay(playActionOf(reads.table, action), reads.settings, options, playRefsOf(play), sides),
        ),
  );
}

/**
 * The GM asks for a roll (CONTRACT §3 `POST /roll-requests`, §6). The request event carries the
 * exact odds, so the player sees them before rolling; with play fields the sides' characters are
 * read as for odds, the request is prepared as a roll of play (its odds include their conditions),
 * and who is asked follows from the actor ({@link requestAddressee}). A `to` naming nobody at the
 * table is 400 `unknown-member`.
 */
export async function runRequestRoll<E extends AnyAppended>(
  store: TableStore<E>,
  body: RollRequestBody,
): Promise<Appended<E, "roll-request">> {
  const { reads } = store;
  requireGm(reads.actor);
  const play = requestPlayOf(body);
  if (play.apply) requireApply(characterRefs(playRefsOf(play)).length > 0);
  const sides = await requestSides(reads, play);
  const odds = requestOdds(reads, body.action, body.options, play, sides);
  const member = body.to === undefined ? undefined : await reads.member(body.to);
  if (body.to !== undefined && member === undefined) {
    throw new ApiError(400, "unknown-member", "No such member at this table", ["to"]);
  }
  const to = requestAddressee(sides?.actor, member);
  // Without characters the options are kept as the action's schema made them; with them as asked,
  // since the sheet values go in only when the answer is rolled.
  const options = sides === undefined ? odds.options : body.options;
  const secret = body.secret ?? false;
  const { action, label } = body;
  return store.commit(async (commit) => {
    const requestId = await commit.addRollRequest({ action, options, play, secret, label, to });
    // A secret request's answer rolls from the GM stream's seed, whose commitment its addressee
    // never sees in their log: the request shows it to them, and the answer is bound to it.
    const commitment = secret && to !== undefined ? await commit.seedCommitment("gm") : undefined;
    return commit.append("roll-request", secret, () => ({
      requestId,
      action,
      options,
      ...(label !== undefined ? { label } : {}),
      ...(to !== undefined ? { to } : {}),
      ...(commitment !== undefined ? { commitment } : {}),
      odds,
      ...play,
    }));
  });
}

/**
 * A roll request with its status and its odds now (CONTRACT §3 `GET /roll-requests/:rid`) — with
 * play fields, prepared as its answer would be at this moment (the sides' conditions now, read
 * as the GM who asked reads them). 404 `request-not-found` for a request this member may not
 * know of. This is the GM's view: a player gets it with a secret NPC's side hidden.
 */
export async function runRollRequestInfo(reads: TableReads, requestId: string): Promise<RollRequestInfo> {
  const request = await reads.rollRequest(requestId);
  if (!request || !maySeeRequest(request, reads.actor)) {
    throw new ApiError(404, "request-not-found", "No such roll request");
  }
  const { play } = request;
  const odds = requestOdds(reads, request.action, request.options, play, await requestSides(reads, play));
  return {
    id: request.id,
    action: request.action,
    label: request.label ?? null,
    to: request.to ?? null,
    status: request.open ? "open" : "done",
    odds,
    ...play,
  };
}
