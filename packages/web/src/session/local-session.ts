import { cryptoRng, type TableSettings } from "@spieltisch/engine";
import {
  applyCombat,
  type CombatCommand,
  combatCommandSchema,
  combatOfLog,
  combatProblem,
  LOCAL_TABLE_FORMAT,
  type LocalTableFile,
  type LocalTableProblem,
  type MemberEnvelope,
  type MemberEvent,
  normaliseTableOptions,
  parseLocalTableText,
  resolveAction,
  rollWithAdapter,
  type StoredCharacter,
  type TableConfig,
  type TableEvent,
  tableEventSchema,
} from "@spieltisch/protocol";
import { computeOdds, tableActions } from "../actions/odds.js";
import type { Member, RollExtra, TableSession } from "./types.js";

/** The id of the local table started with "play alone"; imported tables get ids of their own. */
export const LOCAL_TABLE_ID = "local";

const KEY = "spieltisch.local-table";

/** Where a local table is kept: the first one under the historic key, imported ones beside it. */
const keyOf = (id: string) => (id === LOCAL_TABLE_ID ? KEY : `${KEY}.${id}`);

/** True for the id of a table kept in this browser. */
export const isLocalTableId = (id: string) => id === LOCAL_TABLE_ID || id.startsWith(`${LOCAL_TABLE_ID}-`);

/** Reads a local table from storage (null when there is none, or what is stored does not parse). */
export function loadLocalTable(
  id: string = LOCAL_TABLE_ID,
  storage: Storage = localStorage,
): LocalTableFile | null {
  const raw = storage.getItem(keyOf(id));
  if (raw === null) return null;
  const parsed = parseLocalTableText(raw);
  return parsed.ok && parsed.table.config.id === id ? parsed.table : null;
}

/** Every local table kept in this browser that can be opened, the "play alone" one first. */
export function listLocalTables(storage: Storage = localStorage): LocalTableFile[] {
  const ids = [LOCAL_TABLE_ID];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(`${KEY}.`)) ids.push(key.slice(KEY.length + 1));
  }
  return ids.flatMap((id) => loadLocalTable(id, storage) ?? []);
}

/** Starts a fresh "play alone" table (replacing the previous one; imported tables stay). */
export function createLocalTable(
  config: Omit<TableConfig, "id" | "role" | "local">,
  storage: Storage = localStorage,
): LocalTableFile {
  const data: LocalTableFile = {
    format: LOCAL_TABLE_FORMAT,
    config: { ...config, id: LOCAL_TABLE_ID, role: "gm", local: true },
    events: [],
    characters: [],
  };
  storage.setItem(KEY, JSON.stringify(data));
  return data;
}

/** A local-table file that cannot be imported: the first problem, with the JSON path of the field. */
export class LocalTableImportError extends Error {
  constructor(readonly problem: LocalTableProblem) {
    super(`${problem.path.join(".") || "$"}: ${problem.message}`);
  }
}

/**
 * Imports an exported local table into a new local table with an id of its own. The whole file is
 * checked first (JSON, format, every event, every character); a broken file is a
 * {@link LocalTableImportError} and nothing in storage is touched, and no table already kept
 * here is ever overwritten.
 */
export function importLocalTable(text: string, storage: Storage = localStorage): LocalTableFile {
  const parsed = parseLocalTableText(text);
  if (!parsed.ok) throw new LocalTableImportError(parsed.problems[0]!);
  let id = `${LOCAL_TABLE_ID}-${Date.now().toString(36)}`;
  while (storage.getItem(keyOf(id)) !== null) id += "x";
  const data: LocalTableFile = {
    ...parsed.table,
    config: { ...parsed.table.config, id, role: "gm", local: true },
  };
  storage.setItem(keyOf(id), JSON.stringify(data));
  return data;
}

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

  /** Appends an event, checked against the event union first so the log always reads back. */
  private append(event: TableEvent): void {
    this.data = { ...this.data, events: [...this.data.events, tableEventSchema.parse(event)] };
    this.persist();
  }

  private persist() {
    this.storage.setItem(keyOf(this.config.id), JSON.stringify(this.data));
    for (const listener of this.listeners) listener();
  }

  private entry(action: string) {
    const entry = tableActions(this.config.system, this.config.modules).find((a) => a.id === action);
    if (!entry) throw new Error(`no adapter for ${action}`);
    return entry;
  }

  async roll(action: string, options: Record<string, unknown>, extra: RollExtra = {}) {
    const resolved = resolveAction(this.config.system, action, options, this.config.modules);
    if (!resolved.ok) {
      if (resolved.problem === "invalid-options") throw resolved.error;
      throw new Error(`no adapter for ${action} at this table`);
    }
    const { json } = rollWithAdapter(
      resolved.adapter,
      resolved.options,
      cryptoRng(),
      settingsOf(this.config),
    );
    const secret = extra.secret === true;
    const event: MemberEvent<"roll"> = {
      ...this.envelope(secret),
      kind: "roll",
      action,
      system: this.config.system,
      modules: this.config.modules,
      houseRules: this.config.houseRules,
      options: resolved.options,
      ...(extra.label ? { label: extra.label } : {}),
      ...(extra.requestId ? { requestId: extra.requestId } : {}),
      byName: null,
      stream: secret ? "gm" : "table",
      ...json,
    };
    this.append(event);
    return event;
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

  async requestRoll(action: string, options: Record<string, unknown>, label: string) {
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

  /** Like the server: refuses what the state cannot take, logs the command with the state after it. */
  async combat(raw: CombatCommand) {
    const command = combatCommandSchema.parse(raw);
    const before = combatOfLog(this.data.events);
    const problem = combatProblem(before, command);
    if (problem) throw new Error(problem);
    this.append({ ...this.envelope(false), kind: "combat", command, state: applyCombat(before, command) });
  }

  async saveCharacter(id: string | null, character: Record<string, unknown>, version: number | null) {
    const existing = id ? this.data.characters.find((c) => c.id === id) : undefined;
    if (existing && version !== null && existing.version !== version) throw new Error("conflict");
    const saved: StoredCharacter = {
      id: existing?.id ?? id ?? `c${Date.now().toString(36)}`,
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
