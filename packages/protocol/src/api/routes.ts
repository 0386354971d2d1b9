import { allSystems } from "@spieltisch/engine";
import type { z } from "zod";
import { characterEnvelopeSchema } from "../characters/envelope.js";
import {
  type NamedSchema,
  oddsBodyVariants,
  oddsVariants,
  rollBodyVariants,
  rollEventVariants,
} from "./action-variants.js";
import { characterFileVariants } from "./character-variants.js";
import { ifMatchSchema } from "./characters.js";
import { tableExportSchema } from "./export.js";
import type { ApiRoute } from "./responses.js";
import { apiBodySchemas, apiQuerySchemas } from "./route-inputs.js";

/**
 * How a route knows its caller: not at all, by `Authorization: Bearer <token>`, or by `?token=`
 * (the live socket: browsers cannot set headers on a WebSocket).
 */
export type RouteAuth = "none" | "bearer" | "query-token";

/** The error statuses the API answers with (each with the shared error body), ascending. */
export const ERROR_STATUSES = [400, 401, 403, 404, 408, 409, 413, 415, 422, 428, 429] as const;

/** An error status of the API. */
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/** Error codes by status. */
export type RouteErrors = Readonly<Partial<Record<ErrorStatus, readonly string[]>>>;

/** The groups routes are listed under, with what each is about. */
export const API_TAGS = {
  server: "The server itself and this description.",
  tables: "Creating, reading, exporting and importing tables.",
  members: "Invites, personal tokens and revocation.",
  rolls: "Rolls decided by the server, exact odds, roll requests, seed rotation.",
  log: "The table's event log, notes and the live socket.",
  characters: "Character files, versioned with If-Match, and their condition in play.",
  combat: "The fight: initiative order and condition, the fold of the logged commands.",
} as const;

/** A group of routes. */
export type ApiTag = keyof typeof API_TAGS;

/**
 * What the API description says about one route besides its answer (that is
 * `apiResponseSchemas`). The server takes method, path and success status from here too.
 */
export interface RouteSpec {
  /** A short English summary. */
  readonly summary: string;
  /** More detail where the summary is not enough. */
  readonly description?: string;
  /** The operation's name (camelCase); it also names the route's own body and answer schemas. */
  readonly operationId: string;
  readonly tag: ApiTag;
  readonly auth: RouteAuth;
  /**
   * A POST that changes nothing (the odds): not one of the table's writes, so the per-table
   * write limit does not count it.
   */
  readonly readsOnly?: boolean;
  /** The status of a success; the server answers with exactly this one. */
  readonly status: 101 | 200 | 201 | 204;
  /** The query as the server parses it. */
  readonly query?: z.ZodObject;
  /** Request headers the route reads, by name. */
  readonly headers?: Readonly<Record<string, z.ZodType>>;
  /** The JSON body as the server parses it first. */
  readonly body?: z.ZodType;
  /** The body may be left out (it counts as `{}`). */
  readonly bodyOptional?: boolean;
  /** The body in more detail: one shape per action or system, generated from the registries. */
  readonly bodyVariants?: () => readonly NamedSchema[];
  /** The answer in more detail than its response schema, likewise. */
  readonly responseVariants?: () => readonly NamedSchema[];
  /**
   * The error codes by status the route's own code gives; {@link routeErrors} adds those of the
   * authentication and of the body parser.
   */
  readonly errors?: RouteErrors;
}

/** Every route of a table needs a member's token; a token of another table does not find it. */
const BEARER_ERRORS: RouteErrors = {
  401: ["unauthorized"],
  404: ["table-not-found"],
  // Too many failed tokens from one address (see the server's rate limits).
  429: ["rate-limited"],
};

/**
 * A write to a table (any method but GET under `/api/tables/:id`, except a route that only
 * reads) when the table's writes are used up for the moment (the server's per-table token bucket; `Retry-After` says when).
 */
const TABLE_WRITE_ERRORS: RouteErrors = { 429: ["table-rate-limited"] };

/** What Fastify's body parser refuses before a route sees the body. */
const BODY_ERRORS: RouteErrors = {
  400: ["malformed-json", "empty-body", "body-too-deep"],
  // A body that does not arrive in time (30 s; an import 2 min).
  408: ["body-timeout"],
  413: ["body-too-large"],
  415: ["unsupported-media-type"],
};

/**
 * What an action's options can run into: its schema, the table's system, and the rules themselves
 * (values they refuse, odds out of reach).
 */
const ACTION_ERRORS = [
  "invalid-body",
  "unknown-action",
  "module-required",
  "impossible-combination",
  "invalid-argument",
  "too-many-outcomes",
  "damage-dice-too-large",
];

/**
 * The refusals of every system's condition rules (`vocabulary.errors`: `character-dead`,
 * `invalid-condition`, `not-on-turn` …): a roll's consequences or a condition command the rules
 * refuse is 422 with one of these and a German and English `reason`.
 */
const CONDITION_REFUSALS = [
  ...new Set(allSystems().flatMap((system) => system.conditions?.vocabulary.errors ?? [])),
].sort();

/**
 * What naming characters in a roll or odds body can run into (CONTRACT §4, §6): an unknown one
 * (404 with the path `actor` / `opponent`, or `opponentFighter` for a fighter ref not in the
 * running fight), a sheet without the named value or weapon, a character of another system or
 * one whose condition forbids the action (422 with a German and English `reason`).
 */
const PLAY_ERRORS = {
  404: ["character-not-found", "fighter-not-found"],
  422: [
    "character-wrong-system",
    "unknown-sheet-value",
    "character-not-active",
    "no-check-due",
    "due-check-mismatch",
    "missing-character-field",
    "weapon-not-found",
    "weapon-unsuitable",
    "fighter-not-a-character",
    "fighter-refused",
  ],
} as const satisfies RouteErrors;

/**
 * What a roll request's play fields can run into besides {@link PLAY_ERRORS} (CONTRACT §6): a
 * player's character asked of someone who does not play it, a secret NPC asked to roll (the GM
 * rolls for it), `to` naming the GM or a viewer (only players are asked).
 */
const REQUEST_PLAY_ERRORS = ["request-not-theirs", "request-secret-actor", "request-not-a-player"] as const;

/** What a character's owner check and version check give. */
const CHARACTER_EDIT_ERRORS = {
  400: ["invalid-if-match"],
  403: ["viewer-read-only", "not-owner"],
  404: ["character-not-found"],
  409: ["version-conflict"],
  428: ["if-match-required"],
} as const satisfies RouteErrors;

const IF_MATCH = { "If-Match": ifMatchSchema };

/**
 * The route table: every HTTP route of the server and its live socket (CONTRACT §3 and its
 * extensions), keyed like `apiResponseSchemas`. The API description (`openApiDocument`) is
 * generated from it; the server registers its routes by these keys.
 */
export const apiRoutes: { readonly [R in ApiRoute]: RouteSpec } = {
  "GET /healthz": {
    summary: "Liveness check",
    operationId: "getHealth",
    tag: "server",
    auth: "none",
    status: 200,
  },
  "GET /api/openapi.json": {
    summary: "This description of the API (OpenAPI 3.1)",
    operationId: "getOpenApiDocument",
    tag: "server",
    auth: "none",
    status: 200,
  },
  "POST /api/tables": {
    summary: "Create a table",
    description: "Answers the table's id and one invite token per role; tokens are shown only here.",
    operationId: "createTable",
    tag: "tables",
    auth: "none",
    status: 201,
    body: apiBodySchemas["POST /api/tables"],
    errors: { 400: ["invalid-body", "unknown-system", "unknown-module"], 429: ["rate-limited"] },
  },
  "POST /api/tables/import": {
    summary: "Restore a GM export as a new table",
    description:
      "Old members stay as revoked credentials; the answer has fresh invite tokens. Body limit 32 MiB.",
    operationId: "importTable",
    tag: "tables",
    auth: "none",
    status: 201,
    body: tableExportSchema,
    errors: { 400: ["invalid-body", "incomplete-export"], 422: ["invalid-export"], 429: ["rate-limited"] },
  },
  "GET /api/tables/:id": {
    summary: "The table as this member sees it",
    description: "Settings, your credential, your stream, its last number and the current seed commitments.",
    operationId: "getTable",
    tag: "tables",
    auth: "bearer",
    status: 200,
  },
  "PATCH /api/tables/:id": {
    summary: "Rename the table (GM)",
    description: "Logs a `table-renamed` event, which everybody's stream carries; answers that event.",
    operationId: "renameTable",
    tag: "tables",
    auth: "bearer",
    status: 200,
    body: apiBodySchemas["PATCH /api/tables/:id"],
    errors: { 400: ["invalid-body"], 403: ["gm-only"] },
  },
  "PATCH /api/tables/:id/options": {
    summary: "Change table options (GM)",
    description:
      "Each option named with its new value (a house rule: the whole list of codes); only the " +
      "options the table's system offers with its modules (400 `option-not-offered` with the " +
      "option's `path`). Options that decide rolls or conditions change only while the log has " +
      "no `roll` and no `condition` event (409 `table-in-play` with the option's `path`): every " +
      "roll is rolled, logged and verified under the options it names. `combatAutoAdvance` and " +
      "`playersEditOwnCondition` decide no roll and change at any time. What changed is logged " +
      "as a public `table-options-changed` event; a roll, condition command or combat step that " +
      "read the table before such a change and commits after it is 409 `table-options-changed` " +
      "(nothing happened: try again). Answers the table's options after the change; " +
      "`GET /api/tables/:id` shows them too.",
    operationId: "changeTableOptions",
    tag: "tables",
    auth: "bearer",
    status: 200,
    body: apiBodySchemas["PATCH /api/tables/:id/options"],
    errors: { 400: ["invalid-body", "option-not-offered"], 403: ["gm-only"], 409: ["table-in-play"] },
  },
  "POST /api/tables/:id/join": {
    summary: "Trade an invite token for a personal token with a name",
    operationId: "joinTable",
    tag: "members",
    auth: "bearer",
    status: 201,
    description:
      "`device` is a key the person's browser keeps; the server keeps its hash with the table's id, " +
      "so the GM recognises a person who comes back (`earlier` in the member list), and a person " +
      "the GM revoked is refused by the link they came by (403 `member-revoked`, path `device`).",
    body: apiBodySchemas["POST /api/tables/:id/join"],
    errors: { 400: ["invalid-body", "already-member"], 403: ["member-revoked"] },
  },
  "POST /api/tables/:id/invites": {
    summary: "Create an invite token for a role (GM)",
    operationId: "createInvite",
    tag: "members",
    auth: "bearer",
    status: 201,
    body: apiBodySchemas["POST /api/tables/:id/invites"],
    errors: { 400: ["invalid-body"], 403: ["gm-only"] },
  },
  "GET /api/tables/:id/credentials": {
    summary: "Every invite and member of the table, never a token (GM)",
    operationId: "listCredentials",
    tag: "members",
    auth: "bearer",
    status: 200,
    errors: { 403: ["gm-only"] },
  },
  "DELETE /api/tables/:id/credentials/:cid": {
    summary: "Revoke an invite or member token (GM)",
    operationId: "revokeCredential",
    tag: "members",
    auth: "bearer",
    status: 204,
    errors: { 400: ["cannot-revoke-self"], 403: ["gm-only"], 404: ["credential-not-found"] },
  },
  "POST /api/tables/:id/credentials/:cid/revoke": {
    summary: "Revoke a member, and renew the link they came by (GM)",
    description:
      "Revokes the credential; with `renewInvite: true` also the invite the member joined by, " +
      "replaced by a new invite of the same role and name in the same step (the old link stops " +
      "working; the answer carries the new token, shown only here). A member whose invite is not " +
      "known is 422 `invite-unknown` (path `renewInvite`); an invite already revoked is left as it is.",
    operationId: "revokeMember",
    tag: "members",
    auth: "bearer",
    status: 200,
    body: apiBodySchemas["POST /api/tables/:id/credentials/:cid/revoke"],
    bodyOptional: true,
    errors: {
      400: ["invalid-body", "cannot-revoke-self"],
      403: ["gm-only"],
      404: ["credential-not-found"],
      422: ["invite-unknown"],
    },
  },
  "POST /api/tables/:id/seeds/rotate": {
    summary: "Reveal the current seed of a stream, or both, and commit to the next (GM)",
    operationId: "rotateSeeds",
    tag: "rolls",
    auth: "bearer",
    status: 200,
    body: apiBodySchemas["POST /api/tables/:id/seeds/rotate"],
    bodyOptional: true,
    errors: { 400: ["invalid-body"], 403: ["gm-only"] },
  },
  "POST /api/tables/:id/rolls": {
    summary: "Roll an action; the dice come from the stream's committed seed",
    description:
      "The body is the action and its options (as the command line takes them) next to `secret` " +
      "(GM only), `requestId` (answer a roll request with its action, options and play fields; " +
      "play fields in the body must be those of the request) and `label`. " +
      "Play state (CONTRACT §4): `actor` / `opponent` name characters whose conditions add their " +
      "modifiers to their sides, `skill` / `opponentSkill` take a side's value from its sheet, " +
      "`dueCheck` answers the actor's due check and `apply` books the consequences on the " +
      "conditions in the same commit (`applied` in the event; a player only for their own " +
      "character). Gear (CONTRACT §6): `weapon` / `opponentWeapon` name a weapon on the actor's / " +
      "opponent's sheet, whose values the server fills in; the armour of every named character " +
      "comes from its sheet; the event's `gear` says what was used and which typed values won. " +
      "`opponentFighter: <ref>` names the other side as a fighter of the running " +
      "fight (`GET …/combat`) instead of `opponent`: so a player targets a secret NPC, whose " +
      "side then takes its value and weapon from its sheet, is hidden from the players in the " +
      "event like every secret NPC's side, and whose refusals say nothing of it " +
      "(`fighter-refused`). When the actor is the fighter on turn and the roll books its result, " +
      "the fight's `next` is logged in the same commit (table option `combatAutoAdvance`). " +
      "The answer is the stored roll event with the action's result fields. Besides " +
      "the listed codes, the rules may refuse options with their own code and `params`; a " +
      "condition that refuses the roll's consequences is 422 with the rules' code and `reason`.",
    operationId: "roll",
    tag: "rolls",
    auth: "bearer",
    status: 201,
    body: apiBodySchemas["POST /api/tables/:id/rolls"],
    bodyVariants: rollBodyVariants,
    responseVariants: rollEventVariants,
    errors: {
      400: ACTION_ERRORS,
      403: ["viewer-read-only", "secret-gm-only", "request-not-yours", "not-owner"],
      404: ["request-not-found", ...PLAY_ERRORS[404]],
      409: ["request-done", "client-seed-reused", "fighter-changed", "table-options-changed"],
      422: [...new Set([...PLAY_ERRORS[422], ...CONDITION_REFUSALS])],
    },
  },
  "POST /api/tables/:id/odds": {
    summary: "The exact odds of an action with these options at this table",
    description:
      "With `actor` / `opponent` the odds include every modifier of their conditions, listed by " +
      "source in the answer's `actor` / `opponent`; `skill` / `opponentSkill` take values from " +
      "the sheets, `weapon` / `opponentWeapon` name weapons on them (`gear` says what the sheets " +
      "gave). `opponentFighter: <ref>` targets a fighter of the running fight; for a player " +
      "against a secret NPC the answer keeps the odds and that side's modifiers, but not its " +
      "name, values or gear. Besides the listed codes, the rules may refuse options with their " +
      "own code and `params`.",
    operationId: "getOdds",
    tag: "rolls",
    readsOnly: true,
    auth: "bearer",
    status: 200,
    body: apiBodySchemas["POST /api/tables/:id/odds"],
    bodyVariants: oddsBodyVariants,
    responseVariants: oddsVariants,
    errors: { 400: ACTION_ERRORS, ...PLAY_ERRORS },
  },
  "POST /api/tables/:id/roll-requests": {
    summary: "Ask a member for a roll, with its exact odds (GM)",
    description:
      "`action` and `options` as a roll takes them; `to` asks one member, `secret` keeps the " +
      "request (and its answer) between the GM and them. Play (CONTRACT §6): `actor`, `skill`, " +
      "`opponent`, `opponentSkill`, `weapon`, `opponentWeapon` and `dueCheck` name the sides as " +
      "in a roll, so the request's `odds` include their conditions' modifiers; `apply` (needs a " +
      "character) books the answer's result. The answer (`POST …/rolls` with `requestId`) rolls " +
      "as that actor with these fields and the conditions as they are then; its body may add " +
      "only `clientSeed` and `label`. A player's character is asked of its owner: without `to` " +
      "the request goes to them, a `to` naming someone else is 422 `request-not-theirs`; a " +
      "secret NPC does not answer requests (422 `request-secret-actor`, the GM rolls for it); " +
      "only a player is asked (a `to` naming the GM or a viewer is 422 `request-not-a-player`). " +
      "An unknown character is 404 with `path`.",
    operationId: "requestRoll",
    tag: "rolls",
    auth: "bearer",
    status: 201,
    body: apiBodySchemas["POST /api/tables/:id/roll-requests"],
    errors: {
      400: [...ACTION_ERRORS, "unknown-member"],
      403: ["gm-only"],
      404: PLAY_ERRORS[404],
      422: [...new Set([...PLAY_ERRORS[422], ...REQUEST_PLAY_ERRORS])],
    },
  },
  "GET /api/tables/:id/roll-requests/:rid": {
    summary: "A roll request with its odds and whether it was rolled",
    description:
      "With play fields the odds are those its answer has now: the sides' conditions as they are " +
      "at this moment. When the rules refuse the answer now (the actor out of action, a character " +
      "gone), the answer is that refusal, as the roll would get it.",
    operationId: "getRollRequest",
    tag: "rolls",
    auth: "bearer",
    status: 200,
    errors: {
      400: ["invalid-body"],
      404: ["request-not-found", ...PLAY_ERRORS[404]],
      422: [...new Set([...PLAY_ERRORS[422], ...CONDITION_REFUSALS])],
    },
  },
  "GET /api/tables/:id/events": {
    summary: "The events of your stream after a number, in order",
    operationId: "listEvents",
    tag: "log",
    auth: "bearer",
    status: 200,
    query: apiQuerySchemas["GET /api/tables/:id/events"],
    errors: { 400: ["invalid-query"] },
  },
  "GET /api/tables/:id/live": {
    summary: "Live events (WebSocket)",
    description:
      "Upgrade to a WebSocket: every event of your stream after `after`, then `ready`, then each new " +
      "event as it is committed; `resync` when the server replays for a slow client. A bad query " +
      "or token gets one `error` message and the close code 4000 + status (4400, 4401, 4404); a " +
      "revoked token closes the open socket the same way (4401, code `revoked`); more than 16 open " +
      "sockets of one token from one address get 4429 `too-many-sockets`. A request " +
      "without an upgrade is 404; an address with too many failed tokens gets 429 before the upgrade.",
    operationId: "live",
    tag: "log",
    auth: "query-token",
    status: 101,
    query: apiQuerySchemas["GET /api/tables/:id/live"],
    errors: { 429: ["rate-limited", "too-many-sockets"] },
  },
  "POST /api/tables/:id/notes": {
    summary: "Write a note into the log",
    operationId: "addNote",
    tag: "log",
    auth: "bearer",
    status: 201,
    body: apiBodySchemas["POST /api/tables/:id/notes"],
    errors: { 400: ["invalid-body"], 403: ["viewer-read-only", "gm-only"] },
  },
  "GET /api/tables/:id/characters": {
    summary: "Every live character of the table",
    operationId: "listCharacters",
    tag: "characters",
    auth: "bearer",
    status: 200,
  },
  "POST /api/tables/:id/characters": {
    summary: "Add a character (a character file); the caller owns it",
    description:
      "An invalid character is 422 with `issues`; warnings come back with the saved version. " +
      "An NPC (`npc: true`, optionally `secret: true`) is the GM's: a stat block whose creation " +
      "rule errors are warnings.",
    operationId: "createCharacter",
    tag: "characters",
    auth: "bearer",
    status: 201,
    body: characterEnvelopeSchema,
    bodyVariants: characterFileVariants,
    errors: { 403: ["viewer-read-only", "npc-gm-only"], 422: ["invalid-character"] },
  },
  "GET /api/tables/:id/characters/:cid": {
    summary: "A character with its version (also as ETag) and its condition in play",
    description:
      "`condition`, `status`, `due` (the checks due) and `modifiers` per use. Players get the full " +
      "condition of their own characters and the public one of the others; a secret NPC does " +
      "not exist for them (404).",
    operationId: "getCharacter",
    tag: "characters",
    auth: "bearer",
    status: 200,
    errors: { 404: ["character-not-found"] },
  },
  "PUT /api/tables/:id/characters/:cid": {
    summary: "Save a new version of a character (owner or GM)",
    description:
      "`If-Match` names the version you changed; a stale one is 409 with `currentVersion`. On an EWS " +
      "table, raising the sheet's SteM `striche` needs the module `stem` (422 `stem-off`) and " +
      "awarded Striche left (422 `striche-over-award`, path `striche`, `reason` in German and English).",
    operationId: "updateCharacter",
    tag: "characters",
    auth: "bearer",
    status: 200,
    headers: IF_MATCH,
    body: characterEnvelopeSchema,
    bodyVariants: characterFileVariants,
    errors: { ...CHARACTER_EDIT_ERRORS, 422: ["invalid-character", "stem-off", "striche-over-award"] },
  },
  "DELETE /api/tables/:id/characters/:cid": {
    summary: "Delete a character (owner or GM); its history stays",
    operationId: "deleteCharacter",
    tag: "characters",
    auth: "bearer",
    status: 204,
    headers: IF_MATCH,
    errors: CHARACTER_EDIT_ERRORS,
  },
  "GET /api/tables/:id/characters/:cid/history": {
    summary: "Every version of a character, oldest first",
    operationId: "getCharacterHistory",
    tag: "characters",
    auth: "bearer",
    status: 200,
    errors: { 404: ["character-not-found"] },
  },
  "PUT /api/tables/:id/characters/:cid/owner": {
    summary: "Hand a character to another member (GM)",
    description:
      "`owner` is the credential id of a member of the table (`GET …/credentials`): a player or the " +
      "GM, not a viewer (422 `owner-viewer`), not revoked (422 `owner-revoked`); an unknown one is " +
      "404 `member-not-found` (path `owner`). A revoked member's characters can so be given to " +
      "someone. Logged as a `character-owner-changed` event (secret for a secret NPC); answers the " +
      "character as `GET` does.",
    operationId: "changeCharacterOwner",
    tag: "characters",
    auth: "bearer",
    status: 200,
    body: apiBodySchemas["PUT /api/tables/:id/characters/:cid/owner"],
    errors: {
      400: ["invalid-body"],
      403: ["gm-only"],
      404: ["character-not-found", "member-not-found"],
      422: ["owner-viewer", "owner-revoked"],
    },
  },
  "POST /api/tables/:id/characters/:cid/condition": {
    summary: "Change a character's condition by hand (GM; a player on their own where the table allows)",
    description:
      "The body is a command of the table's system (`{command, …}`: `damage`, `heal`, `set`, a " +
      "healing week …) and `secret` (GM: log it in the GM stream only; always for a secret NPC). " +
      "The answer is the logged `condition` event with the condition before and after. A player " +
      "needs the table option `playersEditOwnCondition`. A command the rules refuse is 422 with " +
      "their code and a German and English `reason`.",
    operationId: "conditionCommand",
    tag: "characters",
    auth: "bearer",
    status: 201,
    body: apiBodySchemas["POST /api/tables/:id/characters/:cid/condition"],
    errors: {
      400: ["invalid-body"],
      403: ["viewer-read-only", "not-owner", "condition-gm-only", "secret-gm-only"],
      404: ["character-not-found"],
      409: ["table-options-changed"],
      422: ["character-wrong-system", "missing-character-field", ...CONDITION_REFUSALS],
    },
  },
  "POST /api/tables/:id/striche": {
    summary: "Award SteM Striche to one or all player characters (GM, module stem)",
    description:
      "Without `character` every player character of the table gets `striche` (the text's guide: " +
      "1 to 3 an evening). The answer is the logged `striche-awarded` event, visible to the table; " +
      "each share records the Striche already on the sheet (`spentBefore`). Players spend awarded " +
      "Striche with `PUT …/characters/:cid`; a spend beyond them is 422 `striche-over-award`.",
    operationId: "awardStriche",
    tag: "characters",
    auth: "bearer",
    status: 201,
    body: apiBodySchemas["POST /api/tables/:id/striche"],
    errors: {
      400: ["invalid-body"],
      403: ["viewer-read-only", "gm-only"],
      404: ["character-not-found"],
      422: ["module-required", "no-characters", "npc-no-striche"],
    },
  },
  "POST /api/tables/:id/sessions": {
    summary: "Start or end an evening (GM)",
    description:
      '`{command: "start", title?}` opens an evening („Spielabend“), `{command: "end"}` ends the ' +
      "open one; each is logged as a `session` event the whole table sees, which is the answer. " +
      "Evenings do not overlap: `start` while one is open is 422 `session-open`, `end` without " +
      "one 422 `no-open-session`. Its recap: `GET …/recap?session=<seq of the start>`.",
    operationId: "sessionCommand",
    tag: "log",
    auth: "bearer",
    status: 201,
    body: apiBodySchemas["POST /api/tables/:id/sessions"],
    errors: {
      400: ["invalid-body"],
      403: ["viewer-read-only", "gm-only"],
      422: ["session-open", "no-open-session"],
    },
  },
  "GET /api/tables/:id/recap": {
    summary: "The recap of an evening, as you may see it",
    description:
      "`session` is the number of the evening's `start` event in your stream (the GM's numbers " +
      "for the GM, the table stream's for the others). The recap is built from what you may see " +
      "of the log between that start and its end (or now, while the evening is open): fights and " +
      "their outcome, wounds taken and healed, checks that mattered, Striche awarded, in German " +
      "or English prose (`lang`) as Markdown for a group chat; and per character the luck table: " +
      "its checks and attacks as the acting side, their successes, the successes the exact odds " +
      "expected (`expectedSuccesses`: the sum of each roll's success chance before it) and how " +
      "rare that many or that few were (`pAtLeast`, `pAtMost`). No such start: 404 `session-not-found`.",
    operationId: "getRecap",
    tag: "log",
    auth: "bearer",
    status: 200,
    query: apiQuerySchemas["GET /api/tables/:id/recap"],
    errors: { 400: ["invalid-query"], 404: ["session-not-found"] },
  },
  "GET /api/tables/:id/combat": {
    summary: "The current fight",
    description:
      "Every fighter has a `ref` (`f1`, `f2`, … in the order they entered the fight). Players and " +
      "viewers see a secret NPC as a place in the order with its `ref` but without name or id; a " +
      "roll or odds body targets it with `opponentFighter: <ref>`.",
    operationId: "getCombat",
    tag: "combat",
    auth: "bearer",
    status: 200,
  },
  "POST /api/tables/:id/combat": {
    summary: "Apply a combat command and log it with the state after it (GM)",
    description:
      "`start` names the table's characters and NPCs (`characterId`): the server takes names and " +
      "secrecy from the sheets and orders by the table's initiative rule — 3W6: the `initiative` " +
      "roll event named by `initiativeRoll`; Faar: GE + IT; the others: the given order. `join` " +
      "brings newcomers into the running fight by the same rule (each in before the first " +
      "fighter with less initiative; without initiative, last; the one on turn keeps it); one " +
      "already fighting is 409 `already-fighting`. Each fighter gets a `ref` (`f1`, `f2`, …, " +
      "never reused in a fight). `remove` takes one out. What a step does to the fighters' " +
      "conditions (Kampfwürfel: a new fight for newcomers and a new Kampfphase each round; 3W6: " +
      "the turn) is logged as `condition` events in the same commit. A `next` with " +
      "`afterRoll: true` is logged by the server itself in the commit of the roll of the fighter " +
      "on turn, where the table option `combatAutoAdvance` is on (the default).",
    operationId: "combatCommand",
    tag: "combat",
    auth: "bearer",
    status: 201,
    body: apiBodySchemas["POST /api/tables/:id/combat"],
    errors: {
      400: ["invalid-body", "unknown-participant"],
      403: ["gm-only"],
      404: ["character-not-found"],
      409: ["no-combat", "last-participant", "already-fighting", "table-options-changed"],
      422: [
        "character-wrong-system",
        "duplicate-participant",
        "initiative-roll-not-found",
        "initiative-roll-mismatch",
      ],
    },
  },
  "GET /api/tables/:id/export": {
    summary: "The whole table for backups and `spieltisch verify`",
    description: "The GM gets every event and seed; players and viewers only the table stream.",
    operationId: "exportTable",
    tag: "tables",
    auth: "bearer",
    status: 200,
  },
};

/** The HTTP methods of the API. */
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** An HTTP method of the API. */
export type HttpMethod = (typeof METHODS)[number];

/** A route key's method and path (`"POST /api/tables"` → `POST`, `/api/tables`). */
export function routeParts(route: ApiRoute): { method: HttpMethod; path: string } {
  const [word, path] = route.split(" ");
  const method = METHODS.find((m) => m === word);
  if (!method || !path) throw new Error(`Not a route key: ${route}`);
  return { method, path };
}

/**
 * Every error a route can answer, by status: its own, those of its authentication (with the
 * route's `method`: a write's per-table limit too) and, when it takes a body, those of the body
 * parser.
 */
export function routeErrors(spec: RouteSpec, method?: HttpMethod): RouteErrors {
  const sources: RouteErrors[] = [
    spec.auth === "bearer" ? BEARER_ERRORS : {},
    spec.auth === "bearer" && method !== undefined && method !== "GET" && spec.readsOnly !== true
      ? TABLE_WRITE_ERRORS
      : {},
    spec.body ? BODY_ERRORS : {},
    spec.errors ?? {},
  ];
  const merged: Partial<Record<ErrorStatus, string[]>> = {};
  for (const status of ERROR_STATUSES) {
    const codes = [...new Set(sources.flatMap((source) => source[status] ?? []))];
    if (codes.length > 0) merged[status] = codes;
  }
  return merged;
}
