import type { TableSettings } from "@spieltisch/engine";
import {
  type CombatCommand,
  type ConditionCommandJson,
  conditionViewOf,
  type LocalTableFile,
  normaliseTableOptions,
  runAwardStriche,
  runChangeTableOptions,
  runCombatCommand,
  runConditionCommand,
  runOdds,
  runRequestRoll,
  runRoll,
  runSaveCharacter,
  runSessionCommand,
  type SessionCommandBody,
  type TableConfig,
} from "@spieltisch/protocol";
import { initialConditionOf } from "../lib/play-state.js";
import { localTableStore, memberEventOf } from "./local-table-store.js";
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

  /** This table as the table core's use cases read and write it (the same cases the server runs). */
  private readonly store = localTableStore({
    read: () => this.data,
    write: (next) => {
      this.data = next;
      this.persist();
    },
  });

  private persist() {
    this.storage.setItem(localTableKey(this.config.id), JSON.stringify(this.data));
    for (const listener of this.listeners) listener();
  }

  /**
   * The table core's roll (`runRoll`), as the server rolls it, with the browser's crypto dice —
   * or the faces of dice rolled at the table (`dice`).
   */
  async roll(action: string, options: Record<string, unknown>, extra: RollExtra = {}) {
    const { label, requestId, secret, apply, dice, ...play } = extra;
    const input = { action, options, play, label, requestId, secret, apply, dice };
    const event = await runRoll(this.store, input);
    return memberEventOf(event);
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

  /** The table core's odds (`runOdds`), as the server answers them. */
  async playOdds(action: string, options: Record<string, unknown>, refs: PlayFields): Promise<PlayOdds> {
    return runOdds(this.store.reads, { action, options, play: refs });
  }

  /** The table core's condition command (`runConditionCommand`), as the server runs it. */
  async conditionCommand(character: string, command: ConditionCommandJson, secret = false) {
    await runConditionCommand(this.store, character, secret ? { ...command, secret } : command);
  }

  /** The table core's award of Striche (`runAwardStriche`), as the server runs it. */
  async awardStriche(character: string | null, striche: number, note?: string) {
    await runAwardStriche(this.store, {
      striche,
      ...(character ? { character } : {}),
      ...(note ? { note } : {}),
    });
  }

  /** The table core's start or end of an evening (`runSessionCommand`), as the server runs it. */
  async sessionCommand(body: SessionCommandBody) {
    await runSessionCommand(this.store, body);
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
    await this.store.commit((commit) => commit.append("note", secret, () => ({ text, byName: null })));
  }

  /** Nobody to ask: a local table is one person's. */
  async members(): Promise<readonly Member[]> {
    return [];
  }

  memberId(): string | null {
    return null;
  }

  /** The table core's request (`runRequestRoll`), as the server asks (the app offers none here: one person's table). */
  async requestRoll(
    action: string,
    options: Record<string, unknown>,
    label: string,
    extra: RequestExtra = {},
  ) {
    await runRequestRoll(this.store, { action, options, label, ...extra });
  }

  /** The table core's combat command (`runCombatCommand`), as the server runs it. */
  async combat(raw: CombatCommand) {
    await runCombatCommand(this.store, raw);
  }

  /** The table core's change of options (`runChangeTableOptions`), as the server makes it. */
  async setTableOptions(change: TableOptionsChange) {
    await runChangeTableOptions(this.store, change);
  }

  /** The table core's save (`runSaveCharacter`): checked against the rules as the server checks it. */
  async saveCharacter(id: string | null, character: Record<string, unknown>, version: number | null) {
    const saved = await runSaveCharacter(this.store, {
      ...(id !== null ? { id, version: version ?? 0 } : {}),
      sheet: character,
    });
    return { id: saved.id, version: saved.version, character: saved.character };
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
