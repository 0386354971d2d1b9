import {
  PlayError,
  playRefused,
  ROLL_REQUEST_PLAY_FIELDS,
  type RollRequestPlay,
  type rollBodySchema,
  rollRequestPlaySchema,
  skillNameOf,
} from "@spieltisch/protocol";
import { z } from "zod";
import type { ServerContext } from "../context.js";
import type { RollRequestsRow } from "../db/schema.js";
import { ApiError } from "../errors.js";
import type { PlayCharacter } from "./play-characters.js";
import type { Principal } from "./principal.js";

/**
 * Roll requests to a character (CONTRACT §6): what a request fixes about play, who may be asked
 * to answer it, and how its answer reads it back. The routes are `requestRoll`, `getRollRequest`
 * and `roll` with `requestId` (`rolls.ts`).
 */

/** A roll request as its answer reads it: the roll takes all of this from the request. */
export interface AnsweredRequest {
  readonly action: string;
  /** The action's options as the GM asked, before the characters fill their sides in. */
  readonly options: Record<string, unknown>;
  readonly play: RollRequestPlay;
  readonly secret: boolean;
  readonly label: string | undefined;
}

/** A roll body after its envelope schema. */
type RollBody = z.output<typeof rollBodySchema>;

/**
 * The request a roll answers, for this member: 404 `request-not-found` when they may not know of
 * it, 403 `request-not-yours` when it is addressed to someone else (the GM may answer any), and
 * 400 `invalid-body` at the field when the body names play fields other than the request's — the
 * answer rolls as the request says, the body adds only its client seed and label. The action's
 * options of the body are not read (as before requests had play fields).
 */
export async function answeredRequest(
  ctx: ServerContext,
  tableId: string,
  principal: Principal,
  body: RollBody,
): Promise<AnsweredRequest> {
  const requestId = body.requestId ?? "";
  const request = await ctx.db
    .selectFrom("roll_requests")
    .selectAll()
    .where("id", "=", requestId)
    .where("table_id", "=", tableId)
    .executeTakeFirst();
  // A secret request exists only for the GM and the one it is addressed to.
  if (!request || !maySeeRequest(request, principal)) {
    throw new ApiError(404, "request-not-found", "No such roll request", ["requestId"]);
  }
  if (
    request.to_credential !== null &&
    request.to_credential !== principal.credentialId &&
    principal.role !== "gm"
  ) {
    throw new ApiError(403, "request-not-yours", "This roll request is for someone else", ["requestId"]);
  }
  const play = storedPlay(request.play);
  requireSamePlay(body, play);
  return {
    action: request.action,
    options: storedOptions(request.options),
    play,
    secret: Boolean(request.secret),
    label: request.label ?? undefined,
  };
}

/**
 * Whether a member may know of a roll request: a public one everybody, a secret one the GM and
 * the member it is addressed to (CONTRACT §3: only what this member may see).
 */
export const maySeeRequest = (
  request: Pick<RollRequestsRow, "secret" | "to_credential">,
  principal: Principal,
): boolean => !request.secret || principal.role === "gm" || request.to_credential === principal.credentialId;

const optionsSchema = z.record(z.string(), z.unknown());

/** A request's stored options (written by `requestRoll` as JSON of an object). */
export const storedOptions = (text: string): Record<string, unknown> => optionsSchema.parse(JSON.parse(text));

/** A request's stored play fields; none for a request without them (and every one before them). */
export const storedPlay = (text: string | null): RollRequestPlay =>
  text === null ? {} : rollRequestPlaySchema.parse(JSON.parse(text));

/**
 * The play fields of a request body, only those it gives (so the event and the stored row carry
 * no empty keys).
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

/** An answer's body may repeat the request's play fields, not change them. */
function requireSamePlay(body: RollBody, play: RollRequestPlay): void {
  for (const field of ROLL_REQUEST_PLAY_FIELDS) {
    // A number in `skill` or `weapon` is an action option of that name, which an answer does not read.
    const given = field === "skill" || field === "weapon" ? skillNameOf(body[field]) : body[field];
    if (given === undefined) continue;
    const asked = field === "apply" ? (play.apply ?? false) : play[field];
    if (given !== asked) {
      throw new ApiError(
        400,
        "invalid-body",
        `A roll that answers a request takes ${field} from the request`,
        [field],
      );
    }
  }
}

/** A member of the table as a request's `to` names them. */
export interface RequestMember {
  readonly id: string;
  readonly name: string | null;
}

/**
 * Who is asked to answer a request whose actor is `actor` (CONTRACT §6): a player's character is
 * rolled by whoever plays it — without `to` the request goes to its owner, a `to` naming someone
 * else is refused (422 `request-not-theirs`: Ina is not asked to roll Bo's character); an NPC
 * by whom the GM names (or anybody); a secret NPC by nobody but the GM, who rolls for it without
 * asking (422 `request-secret-actor`). Without an actor, `to` as given.
 */
export function requestAddressee(
  actor: PlayCharacter | undefined,
  to: RequestMember | undefined,
): string | undefined {
  if (!actor) return to?.id;
  const character = actor.sheet.name;
  if (actor.secret) throw playRefused("request-secret-actor", { character }, ["actor"]);
  if (actor.sheet.npc === true) return to?.id;
  if (to === undefined) return actor.owner;
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
