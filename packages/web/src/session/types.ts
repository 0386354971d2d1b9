import type {
  AddressedEvent,
  ApiResponse,
  CombatCommand,
  ConditionCommandJson,
  MemberEvent,
  PlayNames,
  Role,
  RollInput,
  RollRequestBody,
  SessionCommandBody,
  StoredCharacter,
  TableConfig,
  TableEvent,
  TableOptionsJson,
  VerifyReport,
} from "@spieltisch/protocol";
import type { ChainState } from "../fairness/chain-watch.js";

/**
 * Connection state of the live log; `revoked`: the GM revoked this browser's access (the server
 * closed the socket with 4401), so it does not reconnect.
 */
export type LiveState = "local" | "connecting" | "live" | "offline" | "revoked";

/**
 * What the views need from a table, whether played locally or on a server. Every event, character
 * and config here was parsed with the protocol's schemas (or built by this app to them).
 */
export interface TableSession {
  readonly config: TableConfig;
  roll(action: string, options: Record<string, unknown>, extra?: RollExtra): Promise<MemberEvent<"roll">>;
  note(text: string, secret?: boolean): Promise<void>;
  requestRoll(
    action: string,
    options: Record<string, unknown>,
    label: string,
    extra?: RequestExtra,
  ): Promise<void>;
  /** Who sits at the table (GM only; a local table has nobody to ask). */
  members(): Promise<readonly Member[]>;
  /** This browser's credential at the table (who a roll request is addressed to); null when local or not known yet. */
  memberId(): string | null;
  combat(command: CombatCommand): Promise<void>;
  saveCharacter(
    id: string | null,
    character: Record<string, unknown>,
    version: number | null,
  ): Promise<StoredCharacter>;
  /** Subscribe to log changes; returns an unsubscribe function. */
  subscribe(listener: () => void): () => void;
  events(): readonly TableEvent[];
  characters(): readonly StoredCharacter[];
  /**
   * The characters in play (CONTRACT §4): each with its owner and its condition, status, checks
   * due and modifiers, as this member may see them (a player never sees a secret NPC).
   */
  playCharacters(): readonly PlayCharacterView[];
  /** The exact odds of an action with its sides' characters (`actor`, `skill` …), mali included. */
  playOdds(action: string, options: Record<string, unknown>, play: PlayFields): Promise<PlayOdds>;
  /** A condition command by hand (`{command: "damage", amount: 3}`), logged as a `condition` event. */
  conditionCommand(character: string, command: ConditionCommandJson, secret?: boolean): Promise<void>;
  /**
   * SteM (GM): Striche for one character, or for every player character when `character` is null,
   * logged as a `striche-awarded` event the whole table sees.
   */
  awardStriche(character: string | null, striche: number, note?: string): Promise<void>;
  /**
   * GM (CONTRACT §7): starts an evening („Spielabend“, with a title if given) or ends the open
   * one, logged as a `session` event the whole table sees.
   */
  sessionCommand(body: SessionCommandBody): Promise<void>;
  liveState(): LiveState;
  /**
   * Shared tables, not live: when what the views show was last the server's state (ISO time; the
   * state this phone last saw, kept for a reload without a network). Null while live or never seen.
   */
  seenSince?(): string | null;
  /** The whole table in JSON (local: the stored document; shared: the server's `/export`). */
  exportJson(): Promise<string>;
  /**
   * Shared tables (CONTRACT §5): reveal the seeds so far (GM) and start new ones, check the whole
   * table's log, and the client seeds this browser sent here. A local table rolls with the
   * browser's own dice and has none of this.
   */
  rotateSeeds?(): Promise<void>;
  verifyTable?(): Promise<VerifyReport>;
  ownClientSeeds?(): ReadonlySet<string>;
  /**
   * Shared tables: the log's chain as this browser follows it (issue #31) — the heads it saw, the
   * fingerprint to compare aloud, and whether the server's log still contains the heads seen before.
   * A local table's log is this browser's alone and has none.
   */
  chainState?(): ChainState;
  /**
   * Shared tables: a roll request with the odds its answer has now (the sides' conditions now).
   * A local table has no requests.
   */
  requestInfo?(requestId: string): Promise<RequestInfo>;
  /**
   * Shared tables: the GM's secret events addressed to this player (a secret roll request for them
   * and their answer), outside the numbered log; nobody else but the GM sees them.
   */
  addressedToMe?(): readonly AddressedEvent[];
  /**
   * GM: changes table options (those that decide rolls only before the first roll or condition
   * event); the change is logged and the config follows.
   */
  setTableOptions(change: TableOptionsChange): Promise<void>;
  /** Shared tables, GM: a new name for the table, for everybody. */
  renameTable?(name: string): Promise<void>;
  /** Shared tables, GM: a new invite token for a role (shown once). */
  createInvite?(role: Role, name?: string): Promise<ApiResponse<"POST /api/tables/:id/invites">>;
  /**
   * Shared tables, GM: revokes an invite or a member; their open sockets close at once. With
   * `renewInvite`, also the link the member came by, replaced by a new one (in the answer).
   */
  revokeMember?(
    credentialId: string,
    renewInvite?: boolean,
  ): Promise<ApiResponse<"POST /api/tables/:id/credentials/:cid/revoke"> | undefined>;
  /** Shared tables, GM: hands a character to another member of the table. */
  changeOwner?(characterId: string, owner: string): Promise<void>;
  close(): void;
}

/** The play-state fields of a roll or odds request (CONTRACT §4, §6), by name: the protocol's. */
export type PlayFields = PlayNames;

/**
 * Table options the GM changes (`PATCH …/options`), each with its new value (a house rule: the
 * whole list); those that decide rolls only before the table is in play (`tableInPlay`).
 */
export type TableOptionsChange = TableOptionsJson;

/** The play state of a character as `GET …/characters/:cid` shows it. */
export type ConditionView = Pick<
  ApiResponse<"GET /api/tables/:id/characters/:cid">,
  "condition" | "status" | "due" | "modifiers"
>;

/** A character at the table with its play state; `owner` null where this browser cannot tell. */
export interface PlayCharacterView extends StoredCharacter {
  readonly owner: string | null;
  /** The owner's name at the table (null: not known, or a credential without a name). */
  readonly ownerName?: string | null;
  /** Whether this member may roll as it and book its results (the GM: every one; a player: their own). */
  readonly mine: boolean;
  readonly play: ConditionView;
}

/** Odds of a roll in play: the odds JSON, with the sides and the modifiers their conditions add. */
export type PlayOdds = ApiResponse<"POST /api/tables/:id/odds">;

/**
 * A roll's envelope besides the action and its options: the protocol's roll input (CONTRACT §3,
 * §6; `dice`: faces rolled at the table, §7).
 */
export type RollExtra = PlayNames & Pick<RollInput, "apply" | "secret" | "label" | "requestId" | "dice">;

/**
 * Who a roll request is for, whether only they and the GM see it, and who rolls (CONTRACT §6):
 * the request body's fields besides the action, its options and its label.
 */
export type RequestExtra = Omit<RollRequestBody, "action" | "options" | "label">;

/** A roll request as `GET …/roll-requests/:rid` shows it: its status and the odds its answer has now. */
export type RequestInfo = ApiResponse<"GET /api/tables/:id/roll-requests/:rid">;

/** A member or invite of a shared table as the GM sees it (`GET /credentials`). */
export type Member = ApiResponse<"GET /api/tables/:id/credentials">["credentials"][number];
