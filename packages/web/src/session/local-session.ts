import { cryptoRng, ewsRules, getSystem, isSystemId, type TableSettings } from "@spieltisch/engine";
import {
  type AppliedCondition,
  appliedConditions,
  applyCombat,
  awardStricheBodySchema,
  type CombatCharacter,
  type CombatCommand,
  type CombatJoin,
  type CombatStart,
  type CombatState,
  changedOptions,
  combatCommandSchema,
  combatConditionSteps,
  combatOfLog,
  combatProblem,
  conditionCommandBodySchema,
  conditionSchemas,
  conditionViewOf,
  consequencesOf,
  ewsCharacterSchema,
  fighterByRef,
  fixedOptionsChanged,
  type LocalTableFile,
  type MemberEnvelope,
  type MemberEvent,
  nextAfterRoll,
  normaliseTableOptions,
  oddsWithAdapter,
  type PlayAction,
  type PlayCharacter,
  type PlayRefs,
  type PreparedPlay,
  preparePlay,
  type RolledInitiative,
  resolveAction,
  resolveCombatJoin,
  resolveCombatStart,
  rollOutcomes,
  rollSideJson,
  rollWithAdapter,
  type StoredCharacter,
  stuntInitiativeResultSchema,
  type TableConfig,
  type TableEvent,
  tableEventSchema,
  tableInPlay,
  tableOptionOffers,
  underRules,
  withFighterDefaults,
} from "@spieltisch/protocol";
import { computeOdds, tableActions } from "../actions/odds.js";
import { envelopeOf, initialConditionOf, sheetValuesOf } from "../lib/play-state.js";
import { ApiError } from "./api.js";
import { localTableKey } from "./local-tables.js";
import type {
  Member,
  PlayCharacterView,
  PlayFields,
  PlayOdds,
  RequestExtra,
  RollExtra,
  TableOptionsChange,
  TableSession,
} from "./types.js";

export {
  createLocalTable,
  importLocalTable,
  isLocalTableId,
  LOCAL_TABLE_ID,
  LocalTableImportError,
  listLocalTables,
  loadLocalTable,
} from "./local-tables.js";

/** Settings of a table for the engine: modules and its options (older spellings read into the one shape). */
export const settingsOf = (config: TableConfig): TableSettings => ({
  modules: config.modules,
  options: normaliseTableOptions(config.houseRules).options,
});

/**
 * A table played alone in this browser: rolls come from the browser's crypto RNG through the same
 * adapters the server uses, combat goes through the same reducer, and every event has the shape a
 * server logs (minus the seed: there is none). Everything is stored in localStorage after each change.
 */
export class LocalSession implements TableSession {
  private data: LocalTableFile;
  private readonly listeners = new Set<() => void>();

  constructor(
    data: LocalTableFile,
    private readonly storage: Storage = localStorage,
  ) {
    this.data = data;
  }

  get config(): TableConfig {
    return this.data.config;
  }

  /** The envelope of the next event: its number, who (this browser), when, and whether secret. */
  private envelope(secret: boolean): MemberEnvelope {
    return {
      seq: (this.data.events.at(-1)?.seq ?? 0) + 1,
      by: "local",
      at: new Date().toISOString(),
      secret,
    };
  }

  /**
   * Appends an event, checked against the event union first so the log always reads back, and
   * books the conditions it changed in the same write (the file never has one without the other).
   */
  private append(
    event: TableEvent,
    changed: readonly Pick<AppliedCondition, "character" | "after">[] = [],
  ): void {
    const parsed = tableEventSchema.parse(event);
    const conditions = { ...this.data.conditions };
    for (const entry of changed) conditions[entry.character] = entry.after;
    this.data = {
      ...this.data,
      events: [...this.data.events, parsed],
      ...(changed.length > 0 || this.data.conditions ? { conditions } : {}),
    };
    this.persist();
  }

  private persist() {
    this.storage.setItem(localTableKey(this.config.id), JSON.stringify(this.data));
    for (const listener of this.listeners) listener();
  }

  private entry(action: string) {
    const entry = tableActions(this.config.system, this.config.modules).find((a) => a.id === action);
    if (!entry) throw new Error(`no adapter for ${action}`);
    return entry;
  }

  async roll(action: string, options: Record<string, unknown>, extra: RollExtra = {}) {
    const play = this.prepare(action, options, extra);
    const resolved = play ? null : resolveAction(this.config.system, action, options, this.config.modules);
    if (resolved && !resolved.ok) {
      if (resolved.problem === "invalid-options") throw resolved.error;
      throw new Error(`no adapter for ${action} at this table`);
    }
    const adapter = play?.adapter ?? (resolved?.ok ? resolved.adapter : this.entry(action).adapter);
    const parsedOptions = play?.options ?? (resolved?.ok ? resolved.options : options);
    const settings = settingsOf(this.config);
    const rolled = rollWithAdapter(adapter, parsedOptions, cryptoRng(), settings, play?.sides);
    let applied: AppliedCondition[] = [];
    if (play && extra.apply) {
      const consequences = consequencesOf(adapter, rolled.result, rolled.params, settings);
      const outcomes = rollOutcomes(
        this.config.system,
        settings,
        { result: rolled.result, consequences },
        play.dueCheck,
      );
      applied = appliedConditions(this.config.system, settings, play, outcomes);
    }
    const secret = extra.secret === true;
    const rollEvent: MemberEvent<"roll"> = {
      ...this.envelope(secret),
      kind: "roll",
      action,
      system: this.config.system,
      modules: this.config.modules,
      houseRules: this.config.houseRules,
      options: parsedOptions,
      ...(extra.label ? { label: extra.label } : {}),
      ...(extra.requestId ? { requestId: extra.requestId } : {}),
      byName: null,
      stream: secret ? "gm" : "table",
      ...(play?.actor ? { actor: rollSideJson(play.actor) } : {}),
      ...(play?.opponent ? { opponent: rollSideJson(play.opponent) } : {}),
      ...(applied.length > 0 ? { applied } : {}),
      ...(play?.dueCheck ? { dueCheck: play.dueCheck.id } : {}),
      ...(play?.gear ? { gear: play.gear } : {}),
      ...rolled.json,
    };
    this.append(rollEvent, applied);
    // The fighter on turn acted with its result booked: the turn moves on, as the server does it.
    if (play?.actor && extra.apply && !play.dueCheck) {
      const before = combatOfLog(this.data.events);
      const next = nextAfterRoll(this.config.system, settings, action, play.actor.character.id, before);
      if (next) await this.logCombat(next, before);
    }
    return rollEvent;
  }

  /**
   * A roll or odds request of play, prepared as the server prepares it (`preparePlay`): null when
   * it names no character. A refusal is the protocol's `PlayError` (its code has a message).
   */
  private prepare(
    action: string,
    options: Record<string, unknown>,
    refs: PlayFields,
  ): PreparedPlay<PlayCharacter> | null {
    const { opponentFighter, ...named } = refs;
    if (opponentFighter !== undefined && named.opponent !== undefined) {
      throw new Error("opponent and opponentFighter both name the other side");
    }
    // A fighter of the running fight by its ref: a local table has no secrets, so it is its character.
    const fighter =
      opponentFighter === undefined
        ? undefined
        : fighterByRef(combatOfLog(this.data.events), opponentFighter);
    if (opponentFighter !== undefined && fighter?.characterId === undefined) {
      throw new Error(`fighter-not-found: ${opponentFighter}`);
    }
    const sides: PlayRefs = fighter?.characterId ? { ...named, opponent: fighter.characterId } : named;
    if (sides.actor === undefined && sides.opponent === undefined) return null;
    if (sides.actor !== undefined && sides.actor === sides.opponent) {
      throw new Error("A character cannot be its own opponent");
    }
    const { system, modules } = this.config;
    const play: PlayAction = {
      system,
      action,
      adapter: this.entry(action).adapter,
      parseOptions: (raw) => {
        const resolved = resolveAction(system, action, raw, modules);
        if (!resolved.ok) {
          throw resolved.problem === "invalid-options"
            ? resolved.error
            : new Error(`no adapter for ${action}`);
        }
        return resolved.options;
      },
    };
    const character = (id: string | undefined) => (id === undefined ? undefined : this.playCharacter(id));
    const settings = settingsOf(this.config);
    const actor = character(sides.actor);
    const opponent = character(sides.opponent);
    const playRefs =
      fighter && opponent
        ? withFighterDefaults(system, action, play.adapter, settings, sides, options, opponent, false)
        : sides;
    return preparePlay(play, settings, options, playRefs, { actor, opponent });
  }

  /** A character of this table as play uses it; an unknown id is an error naming it. */
  private playCharacter(id: string): PlayCharacter {
    const stored = this.data.characters.find((c) => c.id === id);
    const sheet = stored ? envelopeOf(stored.character) : null;
    if (!stored || !sheet) throw new Error(`character-not-found: ${id}`);
    return { id, sheet, secret: sheet.secret === true, condition: this.conditionOf(stored.id) };
  }

  /** A character's condition now: the stored one, else the fresh one of its sheet. */
  private conditionOf(id: string): Record<string, unknown> | null {
    const stored = this.data.conditions?.[id];
    if (stored) return stored;
    const character = this.data.characters.find((c) => c.id === id);
    return character
      ? initialConditionOf(this.config.system, character.character, settingsOf(this.config))
      : null;
  }

  async playOdds(action: string, options: Record<string, unknown>, refs: PlayFields): Promise<PlayOdds> {
    const play = this.prepare(action, options, refs);
    const settings = settingsOf(this.config);
    if (!play) {
      const entry = this.entry(action);
      const parsed = entry.adapter.options.parse(options);
      return { action, options: parsed, ...oddsWithAdapter(entry.adapter, parsed, settings).json };
    }
    return {
      action,
      options: play.options,
      ...oddsWithAdapter(play.adapter, play.options, settings, play.sides).json,
      ...(play.actor ? { actor: rollSideJson(play.actor) } : {}),
      ...(play.opponent ? { opponent: rollSideJson(play.opponent) } : {}),
      ...(play.gear ? { gear: play.gear } : {}),
    };
  }

  /** Like the server: the system's command on the condition now, logged with before and after. */
  async conditionCommand(character: string, raw: Record<string, unknown>, secret = false) {
    const { system } = this.config;
    const rules = getSystem(system).conditions;
    if (!rules || !isSystemId(system)) throw new Error(`The system ${system} has no play state`);
    const { secret: _ignored, ...body } = conditionCommandBodySchema.parse(raw);
    const command = conditionSchemas[system].command.parse(body);
    const target = this.playCharacter(character);
    const settings = settingsOf(this.config);
    const before = target.condition ?? underRules([], () => rules.initialCondition(target.sheet, settings));
    const after = underRules(["command"], () => rules.applyCommand(before, command, settings));
    this.append(
      {
        ...this.envelope(secret || target.secret),
        kind: "condition",
        character,
        command: body,
        before,
        after,
        byName: null,
      },
      [{ character, after }],
    );
  }

  /** Like the server: one or every player character, with the Striche each sheet carries now. */
  async awardStriche(character: string | null, striche: number, note?: string) {
    const { character: _c, ...body } = awardStricheBodySchema.parse({
      striche,
      ...(character ? { character } : {}),
      ...(note ? { note } : {}),
    });
    const chosen = this.data.characters.filter((c) =>
      character ? c.id === character : c.character.npc !== true,
    );
    if (chosen.length === 0) throw new Error(character ? "character-not-found" : "no-characters");
    const awards = chosen.map((c) => {
      const sheet = ewsCharacterSchema.safeParse(c.character);
      return {
        character: c.id,
        name: String(c.character.name ?? c.id),
        striche: body.striche,
        spentBefore: sheet.success ? ewsRules.stricheSpent(sheet.data) : 0,
      };
    });
    this.append({
      ...this.envelope(false),
      kind: "striche-awarded",
      awards,
      note: body.note ?? null,
      byName: null,
    });
  }

  playCharacters(): PlayCharacterView[] {
    const settings = settingsOf(this.config);
    return this.data.characters.map((c) => ({
      ...c,
      owner: null,
      mine: true,
      play: conditionViewOf(this.config.system, settings, this.conditionOf(c.id)),
    }));
  }

  async note(text: string, secret = false) {
    this.append({ ...this.envelope(secret), kind: "note", text, byName: null });
  }

  /** Nobody to ask: a local table is one person's. */
  async members(): Promise<readonly Member[]> {
    return [];
  }

  memberId(): string | null {
    return null;
  }

  /**
   * A local table is one person's: the app offers no requests here. The log can still hold one in
   * the server's shape (older files, tests), never one to a character — its answer would roll
   * without them, so that is refused rather than dropped.
   */
  async requestRoll(
    action: string,
    options: Record<string, unknown>,
    label: string,
    extra: RequestExtra = {},
  ) {
    if (
      Object.entries(extra).some(([key, value]) => value !== undefined && key !== "to" && key !== "secret")
    ) {
      throw new Error("A local table has no roll requests to a character");
    }
    const entry = this.entry(action);
    const odds = computeOdds(entry, options, settingsOf(this.config));
    if (!odds.ok) throw new Error(odds.message);
    const parsed = entry.adapter.options.parse(options);
    this.append({
      ...this.envelope(false),
      kind: "roll-request",
      requestId: `r${Date.now()}`,
      action,
      options: parsed,
      label,
      odds: { action, options: parsed, ...odds.json },
    });
  }

  /**
   * Like the server: a `start` gets its names, secrecy and initiative order from the table's
   * characters and rule (`resolveCombatStart`); refuses what the state cannot take, logs the
   * command with the state after it, then what the step does to the fighters' conditions
   * (`combatConditionSteps`; a step the rules refuse is left out, as on the server).
   */
  async combat(raw: CombatCommand) {
    const given = combatCommandSchema.parse(raw);
    const before = combatOfLog(this.data.events);
    const command =
      given.command === "start"
        ? this.resolvedStart(given)
        : given.command === "join"
          ? this.resolvedJoin(given, before)
          : given;
    await this.logCombat(command, before);
  }

  /** Logs a combat command with the state after it, then what it does to the fighters' conditions. */
  private async logCombat(command: CombatCommand, before: CombatState) {
    const problem = combatProblem(before, command);
    if (problem) throw new Error(problem);
    const state = applyCombat(before, command);
    this.append({ ...this.envelope(false), kind: "combat", command, state });
    for (const step of combatConditionSteps(this.config.system, command, before, state)) {
      try {
        await this.conditionCommand(step.characterId, step.command);
      } catch {
        // The rules refuse this fighter the step (out of action): the fight goes on.
      }
    }
  }

  /**
   * Like the server (`PATCH …/options`): changes options the table's system offers, those that
   * decide rolls only while the log has no roll and no condition event; what changed is logged
   * (`table-options-changed`) and the config (and the stored file) follow.
   */
  async setTableOptions(change: TableOptionsChange) {
    const { system, modules } = this.config;
    const refused = (status: number, code: string, key: string): never => {
      throw new ApiError(status, { error: { code, message: `${code}: ${key}`, path: [key] } });
    };
    const offered = new Set<string>(tableOptionOffers(system, modules).map((o) => o.key));
    const foreign = Object.keys(change).find((key) => !offered.has(key));
    if (foreign !== undefined) refused(400, "option-not-offered", foreign);
    const before = normaliseTableOptions(this.config.houseRules).options;
    const fixed = fixedOptionsChanged(system, modules, before, change);
    if (fixed.length > 0 && tableInPlay(this.data.events)) refused(409, "table-in-play", fixed[0]!);
    const changed = changedOptions(system, modules, before, change);
    if (Object.keys(changed).length === 0) return;
    const options = normaliseTableOptions({ ...before, ...change }).options;
    this.data = { ...this.data, config: { ...this.data.config, houseRules: options } };
    this.append({ ...this.envelope(false), kind: "table-options-changed", change: changed, options });
  }

  /** A `start` resolved against this table's characters and its `initiative` roll, if named. */
  private resolvedStart(start: CombatStart): CombatStart {
    const resolution = resolveCombatStart(
      this.config.system,
      start,
      (id) => this.combatCharacter(id),
      this.rolledInitiative(start.initiativeRoll),
    );
    if (!resolution.ok) throw new Error(resolution.problem.code);
    return resolution.command;
  }

  /** A `join` resolved against the fight as it is, this table's characters and its `initiative` roll. */
  private resolvedJoin(join: CombatJoin, state: CombatState): CombatJoin {
    const resolution = resolveCombatJoin(
      this.config.system,
      state,
      join,
      (id) => this.combatCharacter(id),
      this.rolledInitiative(join.initiativeRoll),
    );
    if (!resolution.ok) throw new Error(resolution.problem.code);
    return resolution.command;
  }

  /** The rolled order of this table's `initiative` roll event `seq` (none named: undefined). */
  private rolledInitiative(seq: number | undefined): RolledInitiative | undefined {
    if (seq === undefined) return undefined;
    const roll = this.data.events.find((e) => e.kind === "roll" && e.seq === seq);
    const rolled =
      roll?.kind === "roll" && roll.action === "initiative"
        ? stuntInitiativeResultSchema.shape.order.safeParse(roll.order)
        : undefined;
    if (!rolled?.success) throw new Error("initiative-roll-not-found");
    return { order: rolled.data };
  }

  /** A character of this table as a fight reads it: name, secrecy and values from its sheet. */
  private combatCharacter(id: string): CombatCharacter | undefined {
    const stored = this.data.characters.find((c) => c.id === id);
    const sheet = stored ? envelopeOf(stored.character) : null;
    if (!sheet) return undefined;
    const name = typeof sheet.name === "string" && sheet.name !== "" ? sheet.name : id;
    return {
      id,
      name,
      secret: sheet.secret === true,
      values: sheetValuesOf(this.config.system, sheet, settingsOf(this.config)),
    };
  }

  async saveCharacter(id: string | null, character: Record<string, unknown>, version: number | null) {
    const existing = id ? this.data.characters.find((c) => c.id === id) : undefined;
    if (existing && version !== null && existing.version !== version) throw new Error("conflict");
    const saved: StoredCharacter = {
      id: existing?.id ?? id ?? this.newCharacterId(),
      version: (existing?.version ?? 0) + 1,
      character,
    };
    this.data = {
      ...this.data,
      characters: [...this.data.characters.filter((c) => c.id !== saved.id), saved],
    };
    this.persist();
    return saved;
  }

  /** A character id not yet taken here (two saved in the same millisecond must not share one). */
  private newCharacterId(): string {
    let id = `c${Date.now().toString(36)}`;
    while (this.data.characters.some((c) => c.id === id)) id += "x";
    return id;
  }

  subscribe(listener: () => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  events() {
    return this.data.events;
  }

  characters() {
    return this.data.characters;
  }

  liveState(): "local" {
    return "local";
  }

  /** The whole table in its file format, `spieltisch/local-table@1`. */
  async exportJson(): Promise<string> {
    return JSON.stringify(this.data, null, 2);
  }

  close() {
    this.listeners.clear();
  }
}
