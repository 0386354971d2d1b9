import { cryptoRng, type TableSettings } from "@spieltisch/engine";
import {
  ApiError,
  type Appended,
  awardsOfLog,
  type CharacterRef,
  type CombatState,
  type ConditionWrite,
  combatOfLog,
  consequencesOf,
  type EventBody,
  type EventKind,
  initiativeRollSchema,
  type LiveCharacter,
  type LocalTableFile,
  lastSessionMarkIn,
  type MemberEnvelope,
  type MemberEvent,
  type NewRollRequest,
  normaliseTableOptions,
  type PlannedRoll,
  type RollDiceBinding,
  type RolledDice,
  type RolledInitiative,
  type RollFairness,
  requestPlayOf,
  requireTableCharacter,
  rollWithAdapter,
  type SessionEventBody,
  type StoredCharacter,
  type StoredRollRequest,
  type StoredSheet,
  type StricheAward,
  type TableActor,
  type TableCharacter,
  type TableCommit,
  type TableEvent,
  type TableMember,
  type TableOptionsJson,
  type TableReads,
  type TableStore,
  tableEventSchema,
  tableInPlay,
  versionConflict,
} from "@spieltisch/protocol";
import { envelopeOf, initialConditionOf, sheetValuesOf } from "../lib/play-state.js";

/** An event a local table appended: its kind, its body and the envelope it got in the log. */
export interface LocalAppended {
  readonly kind: EventKind;
  readonly body: unknown;
  readonly envelope: MemberEnvelope;
}

/** An appended event as the log holds it and the views read it. */
export const memberEventOf = <K extends EventKind>(event: Appended<LocalAppended, K>): MemberEvent<K> =>
  Object.assign({}, event.body, event.envelope, { kind: event.kind });

/** The one person at a table played in this browser: its GM, with no credential and no name (tests run the other roles). */
const LOCAL_ACTOR: TableActor = { credentialId: null, name: null, role: "gm" };

/** Where a local table keeps its file: read the one now, write the next. */
export interface LocalTableFileAccess {
  read(): LocalTableFile;
  write(next: LocalTableFile): void;
}

/** The engine's settings of a local table (its modules, its options in the one shape). */
export const localSettingsOf = (file: LocalTableFile): TableSettings => ({
  modules: file.config.modules,
  options: normaliseTableOptions(file.config.houseRules).options,
});

/**
 * A table played in this browser as the table core's use cases read and write it: the same cases
 * the server runs, over the table's file. A commit works on the file as it is, appends to a copy
 * and writes it once at the end — a use case that fails leaves the file as it was.
 */
export function localTableStore(
  file: LocalTableFileAccess,
  actor: TableActor = LOCAL_ACTOR,
): TableStore<LocalAppended> {
  return {
    get reads() {
      return new LocalCommit(file.read(), actor);
    },
    async commit(job) {
      const commit = new LocalCommit(file.read(), actor);
      const result = await job(commit);
      file.write(commit.file());
      return result;
    },
  };
}

/** One local table's file inside a commit: its reads see what the commit appended so far. */
class LocalCommit implements TableCommit<LocalAppended>, TableReads {
  readonly settings: TableSettings;
  private readonly events: TableEvent[];
  private readonly conditions: Record<string, Record<string, unknown>>;
  /** The options this commit stored (the GM's change), if any. */
  private options: TableOptionsJson | undefined;
  /** The table's characters as this commit leaves them. */
  private characters: StoredCharacter[];

  constructor(
    private readonly start: LocalTableFile,
    readonly actor: TableActor,
  ) {
    this.settings = localSettingsOf(start);
    this.events = [...start.events];
    this.conditions = { ...start.conditions };
    this.characters = [...start.characters];
  }

  get table() {
    const { id, system, modules, houseRules } = this.start.config;
    return { id, system, modules, houseRules };
  }

  /** The file as this commit leaves it. */
  file(): LocalTableFile {
    const config = this.options ? { ...this.start.config, houseRules: this.options } : this.start.config;
    return {
      ...this.start,
      config,
      events: this.events,
      conditions: this.conditions,
      characters: this.characters,
    };
  }

  async playCharacters(refs: readonly CharacterRef[]): Promise<TableCharacter[]> {
    return refs.map((ref) =>
      requireTableCharacter(this.start.config.system, this.actor.role, ref, this.character(ref.id)),
    );
  }

  /** A character of this table as play uses it: its sheet, its condition now, its values. */
  private character(id: string): TableCharacter | undefined {
    const stored = this.characters.find((c) => c.id === id);
    const sheet = stored ? envelopeOf(stored.character) : null;
    if (!stored || !sheet) return undefined;
    const { system } = this.start.config;
    return {
      id,
      sheet,
      owner: null,
      secret: sheet.secret === true,
      condition: this.conditions[id] ?? initialConditionOf(system, stored.character, this.settings),
      values: (at) => sheetValuesOf(system, stored.character, at),
    };
  }

  async combatState(): Promise<CombatState> {
    return combatOfLog(this.events);
  }

  async optionsNow() {
    return normaliseTableOptions(this.start.config.houseRules).options;
  }

  /** A request in this table's log (older files, tests: the app offers none here), open until a roll answers it. */
  async rollRequest(id: string): Promise<StoredRollRequest | undefined> {
    const asked = this.events.find((e) => e.kind === "roll-request" && e.requestId === id);
    if (asked?.kind !== "roll-request") return undefined;
    return {
      id,
      action: asked.action,
      options: asked.options,
      play: requestPlayOf(asked),
      secret: asked.secret === true,
      label: asked.label,
      to: asked.to,
      open: !this.answered(id),
    };
  }

  /** Whether a roll of the log answered the request `id`. */
  private answered(id: string): boolean {
    return this.events.some((e) => e.kind === "roll" && e.requestId === id);
  }

  /** A local table is one person's: it has no members to name. */
  async member(): Promise<TableMember | undefined> {
    return undefined;
  }

  /** A local table rolls the browser's crypto dice: no seed, no commitment. */
  async seedCommitment(_stream: "table" | "gm"): Promise<undefined> {
    return undefined;
  }

  async addRollRequest(_request: NewRollRequest): Promise<string> {
    // The request lives in its event (appended next), which names it by this id.
    let id = `r${Date.now()}`;
    while (this.events.some((e) => e.kind === "roll-request" && e.requestId === id)) id += "x";
    return id;
  }

  async closeRollRequest(id: string): Promise<void> {
    if (this.answered(id)) {
      throw new ApiError(409, "request-done", "This roll request was already rolled", ["requestId"]);
    }
  }

  /** The roll event names the request it answers: nothing else to link. */
  async linkRollRequest(): Promise<void> {}

  /** A local table's dice come from this browser alone: no client seed to keep apart. */
  async useClientSeed(): Promise<void> {}

  async initiativeRoll(seq: number): Promise<RolledInitiative> {
    const roll = this.events.find((e) => e.kind === "roll" && e.seq === seq);
    const parsed = roll ? initiativeRollSchema.safeParse(roll) : undefined;
    if (!parsed?.success) {
      throw new ApiError(422, "initiative-roll-not-found", "No initiative roll with this seq at this table", [
        "initiativeRoll",
      ]);
    }
    return parsed.data;
  }

  async inPlay() {
    return tableInPlay(this.events);
  }

  async storeOptions(options: TableOptionsJson): Promise<void> {
    this.options = options;
  }

  async liveCharacters(): Promise<LiveCharacter[]> {
    return this.characters.map((c) => ({ id: c.id, sheet: c.character }));
  }

  /** A character of this table's file: nobody owns one at a table played alone. */
  async storedSheet(id: string): Promise<StoredSheet | undefined> {
    const stored = this.characters.find((c) => c.id === id);
    return stored && { id, owner: null, version: stored.version, sheet: stored.character };
  }

  async stricheAwards(): Promise<StricheAward[]> {
    return awardsOfLog(this.events);
  }

  async lastSessionMark(): Promise<SessionEventBody | undefined> {
    return lastSessionMarkIn(this.events);
  }

  async writeSheet(
    id: string | undefined,
    version: number,
    sheet: Readonly<Record<string, unknown>>,
  ): Promise<{ id: string; version: number }> {
    const existing = id === undefined ? undefined : this.characters.find((c) => c.id === id);
    if (existing && existing.version !== version) throw versionConflict(existing.version);
    const saved: StoredCharacter = {
      id: existing?.id ?? this.newCharacterId(),
      version: version + 1,
      character: { ...sheet },
    };
    this.characters = [...this.characters.filter((c) => c.id !== saved.id), saved];
    return { id: saved.id, version: saved.version };
  }

  /** A character id not yet taken here (two saved in the same millisecond must not share one). */
  private newCharacterId(): string {
    let id = `c${Date.now().toString(36)}`;
    while (this.characters.some((c) => c.id === id)) id += "x";
    return id;
  }

  async append<K extends EventKind>(
    kind: K,
    secret: boolean,
    build: () => NoInfer<EventBody<K>>,
  ): Promise<Appended<LocalAppended, K>> {
    const envelope: MemberEnvelope = {
      seq: (this.events.at(-1)?.seq ?? 0) + 1,
      by: "local",
      at: new Date().toISOString(),
      secret,
    };
    const appended = { kind, body: build(), envelope };
    // Checked against the event union first, so the log always reads back.
    this.events.push(tableEventSchema.parse(memberEventOf(appended)));
    return appended;
  }

  async appendRoll(
    secret: boolean,
    { request, adapter }: PlannedRoll,
    _binding: RollDiceBinding,
    build: (rolled: RolledDice, fairness: RollFairness) => NoInfer<EventBody<"roll">>,
  ): Promise<Appended<LocalAppended, "roll">> {
    // The browser's crypto dice: nothing to bind them to, no proof (a local table has no seed).
    const rolled = rollWithAdapter(adapter, request.options, cryptoRng(), this.settings, request.sides);
    const consequences = consequencesOf(adapter, rolled.result, rolled.params, this.settings);
    return this.append("roll", secret, () =>
      build({ json: rolled.json, result: rolled.result, consequences }, {}),
    );
  }

  async saveConditions(_event: LocalAppended, writes: readonly ConditionWrite[]): Promise<void> {
    for (const write of writes) this.conditions[write.characterId] = write.condition;
  }
}
