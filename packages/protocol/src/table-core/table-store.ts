import type { RollConsequences, TableSettings } from "@spieltisch/engine";
import type { AnyActionAdapter } from "../actions/action-adapter.js";
import type { PlayCharacter } from "../actions/play-roll.js";
import type { Role } from "../api/tables.js";
import type { RolledInitiative } from "../combat/combat-start.js";
import type { CombatState } from "../combat/combat-state.js";
import type { FieldPath } from "../errors/api-error.js";
import type { EventBody, EventKind } from "../events/event-kinds.js";
import type { RollRequestPlay } from "../events/play-refs.js";
import type { SessionEventBody } from "../events/session-event.js";
import type { StricheAward } from "../events/striche-event.js";
import type { RollRequest } from "../fairness/derive-roll.js";
import type { SideDigests } from "../fairness/side-digest.js";
import type { StoredTableOptions } from "../tables/stored-table-options.js";
import type { TableOptionsJson } from "../tables/table-options.js";

/**
 * Who acts at a table: a member of a shared table (the server's principal), or the one person of
 * a table played in this browser (the GM, without a credential or a name).
 */
export interface TableActor {
  readonly credentialId: string | null;
  readonly name: string | null;
  readonly role: Role;
}

/** A table as its use cases read it: its id, system, modules and options as stored. */
export interface TableRow {
  readonly id: string;
  readonly system: string;
  readonly modules: readonly string[];
  readonly houseRules: StoredTableOptions;
}

/** A character as the table's use cases read it: play's character and who owns it (none at a local table). */
export interface TableCharacter extends PlayCharacter {
  readonly owner: string | null;
}

/**
 * A character a use case names, and where (the field of the request, for the 404). `evenSecret`:
 * named as a fighter of the running fight (a combat step's fighter) or by the GM's roll request,
 * so a secret NPC is found for a player too.
 */
export interface CharacterRef {
  readonly id: string;
  readonly path: FieldPath;
  readonly evenSecret?: boolean;
}

/** A live character's sheet as the table keeps it: its owner (none at a local table) and version. */
export interface StoredSheet {
  readonly id: string;
  readonly owner: string | null;
  readonly version: number;
  readonly sheet: Readonly<Record<string, unknown>>;
}

/** A member of the table as a roll request's `to` names them. */
export interface TableMember {
  readonly id: string;
  readonly name: string | null;
  readonly role: Role;
}

/** A roll request as the GM asked it (CONTRACT §3, §6), before its id and status. */
export interface NewRollRequest {
  readonly action: string;
  /** The action's options as the GM asked, before the characters fill their sides in. */
  readonly options: Record<string, unknown>;
  readonly play: RollRequestPlay;
  readonly secret: boolean;
  readonly label: string | undefined;
  /** The member asked to answer it; none: anybody at the table. */
  readonly to: string | undefined;
}

/** A roll request as the table keeps it: what was asked, and whether it still waits for its roll. */
export interface StoredRollRequest extends NewRollRequest {
  readonly id: string;
  readonly open: boolean;
}

/** A character's condition after an event: whether the table stream saw it (the public one moves along). */
export interface ConditionWrite {
  readonly characterId: string;
  readonly condition: Record<string, unknown>;
  readonly public: boolean;
}

/** A live character of the table with its sheet, oldest first (Striche go to the player characters). */
export interface LiveCharacter {
  readonly id: string;
  readonly sheet: Readonly<Record<string, unknown>>;
}

/** What a use case reads of one table, the same before a commit and inside it. */
export interface TableReads {
  readonly table: TableRow;
  /** The engine's settings of the table (its modules and options as created). */
  readonly settings: TableSettings;
  readonly actor: TableActor;
  /**
   * The characters `refs` names, with their conditions now, as the actor may see them (the GM
   * everything; a player no secret NPC unless named `viaFight`): an unknown one is 404
   * `character-not-found` at its path, a sheet of another system 422 `character-wrong-system`.
   */
  playCharacters(refs: readonly CharacterRef[]): Promise<TableCharacter[]>;
  /** The running fight (or the state after the last one). */
  combatState(): Promise<CombatState>;
  /** The table's options as stored now (the GM may switch some during play). */
  optionsNow(): Promise<TableOptionsJson>;
  /** The roll request `id` of this table, whoever may see it; none when there is no such request. */
  rollRequest(id: string): Promise<StoredRollRequest | undefined>;
  /** The member `id` of this table (revoked ones too: an old request may name them); none when unknown. */
  member(id: string): Promise<TableMember | undefined>;
  /**
   * The characters `refs` names as this store saw them lately, without asking for them again —
   * possibly stale: a check made with them may let a roll through to its commit (which decides on
   * the characters as they are then), never refuse it. None when the store does not know them all.
   */
  recentPlayCharacters?(refs: readonly CharacterRef[]): TableCharacter[] | undefined;
  /** The live character `id` as stored, whoever may see it; none when there is no such live character. */
  storedSheet(id: string): Promise<StoredSheet | undefined>;
  /** The SteM Striche awarded at this table, in log order. */
  stricheAwards(): Promise<StricheAward[]>;
}

/** How a store hands back an appended event (the server's stored event, a local table's): its kind and body at least. */
export interface AnyAppended {
  readonly kind: string;
  readonly body: unknown;
}

/** An event of kind `K` as the store `E` hands it back, with the kind's body. */
export type Appended<E extends AnyAppended, K extends EventKind> = E & {
  readonly kind: K;
  readonly body: EventBody<K>;
};

/**
 * One table inside one commit: what the use case reads there decides, what it appends and saves
 * lands together or not at all. `E` is how the store hands back an appended event.
 */
export interface TableCommit<E extends AnyAppended> extends TableReads {
  /** The rolled order of the table's `initiative` roll event `seq`; none: 422 `initiative-roll-not-found`. */
  initiativeRoll(seq: number): Promise<RolledInitiative>;
  /** Whether the log has a roll or a condition event (options that decide rolls are fixed then). */
  inPlay(): Promise<boolean>;
  /** Stores the table's options (the GM's change). */
  storeOptions(options: TableOptionsJson): Promise<void>;
  /** The table's live characters, oldest first. */
  liveCharacters(): Promise<LiveCharacter[]>;
  /** The body of the table's last `session` event (an evening started or ended); none before the first. */
  lastSessionMark(): Promise<SessionEventBody | undefined>;
  /** Appends an event of `kind` (secret: the GM stream only) with the body `build` gives. */
  append<K extends EventKind>(
    kind: K,
    secret: boolean,
    build: () => NoInfer<EventBody<K>>,
  ): Promise<Appended<E, K>>;
  /**
   * Rolls `request`'s dice as this store rolls them — the server's derived from its stream's seed
   * and bound to the roll's number, who rolled, the label, the client seed, the sides' identities
   * and `apply` (CONTRACT §5, the third derivation); a local table's from the browser's crypto
   * dice — and appends the roll event `build` makes of them and of the fairness fields that go
   * with them.
   */
  appendRoll(
    secret: boolean,
    roll: PlannedRoll,
    binding: RollDiceBinding,
    build: (rolled: RolledDice, fairness: RollFairness) => NoInfer<EventBody<"roll">>,
  ): Promise<Appended<E, "roll">>;
  /** Stores characters' conditions as the appended `event` leaves them. */
  saveConditions(event: E, writes: readonly ConditionWrite[]): Promise<void>;
  /** Keeps a new roll request (open) and gives its id; its `roll-request` event is appended next. */
  addRollRequest(request: NewRollRequest): Promise<string>;
  /**
   * The commitment of the seed a stream's rolls come from now (CONTRACT §5); none where the store
   * has no seeds (a local table rolls the browser's crypto dice).
   */
  seedCommitment(stream: "table" | "gm"): Promise<string | undefined>;
  /** Marks the roll request `id` as rolled: 409 `request-done` when it was already. */
  closeRollRequest(id: string): Promise<void>;
  /** Links the roll request `id` to the roll `event` that answered it. */
  linkRollRequest(id: string, event: E): Promise<void>;
  /**
   * Saves `sheet` as the next version of the live character `id` over `version` (409
   * `version-conflict` when it has another one now), or — without `id` — as a new character of
   * the actor, version 1. Gives its id and new version.
   */
  writeSheet(
    id: string | undefined,
    version: number,
    sheet: Readonly<Record<string, unknown>>,
  ): Promise<{ id: string; version: number }>;
  /** Records a client seed as used at this table: 409 `client-seed-reused` when it was (CONTRACT §5). */
  useClientSeed(clientSeed: string): Promise<void>;
}

/**
 * What a commit will do, for a store that commits some jobs faster (the server's group writer):
 * `roll` — its events need not be written before the next job of the table runs; `appendOnly` —
 * it only appends its roll event, reading nothing else of the store.
 */
export interface CommitHints {
  readonly roll?: boolean;
  readonly appendOnly?: boolean;
}

/**
 * A roll as the table core planned it: the request its dice derive from (`request.options` are
 * the action's options as its adapter parsed them) and that adapter, so no store looks the action
 * up or parses its options again.
 */
export interface PlannedRoll {
  readonly request: RollRequest;
  readonly adapter: AnyActionAdapter;
}

/**
 * What a roll's dice are bound to besides the request and who rolled (CONTRACT §5). A store that
 * derives its dice binds all of it and gives back what it bound ({@link RollFairness}); a local
 * table binds nothing.
 */
export interface RollDiceBinding {
  readonly label?: string | undefined;
  readonly clientSeed?: string | undefined;
  /** The digests of the sides that name a character, as the event logs them (`rollSideDigests`). */
  readonly sides?: SideDigests | undefined;
  /** Whether the roll books its result on its sides (`apply`, as the roll takes effect). */
  readonly apply?: boolean | undefined;
  /**
   * The commitment of the seed the roller last saw: not bound, but checked — a store whose seed
   * has another commitment refuses the roll (409 `seed-changed`).
   */
  readonly seenCommitment?: string | undefined;
}

/** A roll's dice as they fell: its JSON fields, the engine result and what it books on each side. */
export interface RolledDice {
  readonly json: Record<string, unknown>;
  readonly result: unknown;
  readonly consequences: RollConsequences<unknown>;
}

/**
 * The fields of a roll event that say where its dice came from (none at a local table): the
 * event's own fields, and `sides`, the digests the dice are bound to, which the event logs on
 * each side (`actor.digest`, `opponent.digest`).
 */
export type RollFairness = Partial<
  Pick<EventBody<"roll">, "seedId" | "counter" | "derivation" | "proof" | "clientSeed" | "apply" | "entered">
> & { readonly sides?: SideDigests | undefined };

/** A table's store: reads outside a commit (to refuse early, without a write), and commits. */
export interface TableStore<E extends AnyAppended> {
  readonly reads: TableReads;
  /** Runs `job` in one commit of this table; what it appended is kept only when it returns. */
  commit<R>(job: (commit: TableCommit<E>) => Promise<R>, hints?: CommitHints): Promise<R>;
}
