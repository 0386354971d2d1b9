import { cryptoRng, type TableSettings } from "@spieltisch/engine";
import { normaliseTableOptions, resolveAction, rollWithAdapter } from "@spieltisch/protocol";
import type {
  CombatCommand,
  LogEvent,
  RollExtra,
  StoredCharacter,
  TableConfig,
  TableSession,
} from "./types.js";

/** Everything a local table keeps in the browser (one JSON document, exportable). */
export interface LocalTableData {
  readonly format: "spieltisch/local-table@1";
  readonly config: TableConfig;
  readonly events: LogEvent[];
  readonly characters: StoredCharacter[];
}

const KEY = "spieltisch.local-table";

/** Reads the local table from storage (null when none was created yet). */
export function loadLocalTable(storage: Storage = localStorage): LocalTableData | null {
  const raw = storage.getItem(KEY);
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as LocalTableData;
    return data.format === "spieltisch/local-table@1" ? data : null;
  } catch {
    return null;
  }
}

/** Starts a fresh local table (replacing any old one). */
export function createLocalTable(
  config: Omit<TableConfig, "id" | "role" | "local">,
  storage: Storage = localStorage,
) {
  const data: LocalTableData = {
    format: "spieltisch/local-table@1",
    config: { ...config, id: "local", role: "gm", local: true },
    events: [],
    characters: [],
  };
  storage.setItem(KEY, JSON.stringify(data));
  return data;
}

/** Replaces the local table with an imported export. */
export function importLocalTable(text: string, storage: Storage = localStorage): LocalTableData {
  const data = JSON.parse(text) as LocalTableData;
  if (data.format !== "spieltisch/local-table@1") throw new Error("not a Spieltisch export");
  storage.setItem(KEY, JSON.stringify(data));
  return data;
}

/** Settings of a table for the engine: modules and its options (older spellings read into the one shape). */
export const settingsOf = (config: TableConfig): TableSettings => ({
  modules: config.modules,
  options: normaliseTableOptions(config.houseRules).options,
});

/**
 * A table played alone in this browser: rolls come from the browser's crypto RNG through the same
 * adapters the server uses, and everything is stored in localStorage after each change.
 */
export class LocalSession implements TableSession {
  private data: LocalTableData;
  private readonly listeners = new Set<() => void>();

  constructor(
    data: LocalTableData,
    private readonly storage: Storage = localStorage,
  ) {
    this.data = data;
  }

  get config(): TableConfig {
    return this.data.config;
  }

  private append(event: Omit<LogEvent, "seq" | "at" | "by">): LogEvent {
    const full = {
      ...event,
      seq: (this.data.events.at(-1)?.seq ?? 0) + 1,
      at: new Date().toISOString(),
      by: "local",
    } as LogEvent;
    this.data = { ...this.data, events: [...this.data.events, full] };
    this.persist();
    return full;
  }

  private persist() {
    this.storage.setItem(KEY, JSON.stringify(this.data));
    for (const listener of this.listeners) listener();
  }

  async roll(action: string, options: Record<string, unknown>, extra: RollExtra = {}) {
    const resolved = resolveAction(this.config.system, action, options);
    if (!resolved.ok) {
      if (resolved.problem === "invalid-options") throw resolved.error;
      throw new Error(`no adapter for ${action}`);
    }
    const { json } = rollWithAdapter(
      resolved.adapter,
      resolved.options,
      cryptoRng(),
      settingsOf(this.config),
    );
    return this.append({
      kind: "roll",
      action,
      options,
      ...json,
      ...(extra.secret ? { secret: true } : {}),
      ...(extra.label ? { label: extra.label } : {}),
      ...(extra.requestId ? { requestId: extra.requestId } : {}),
    });
  }

  async note(text: string, secret = false) {
    this.append({ kind: "note", text, ...(secret ? { secret } : {}) });
  }

  async requestRoll(action: string, options: Record<string, unknown>, label: string) {
    this.append({ kind: "roll-request", action, options, label, requestId: `r${Date.now()}` });
  }

  async combat(command: CombatCommand) {
    this.append({ kind: "combat", command });
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

  liveState() {
    return "local" as const;
  }

  /** The whole table as a JSON export. */
  async exportJson(): Promise<string> {
    return JSON.stringify(this.data, null, 2);
  }

  close() {
    this.listeners.clear();
  }
}
