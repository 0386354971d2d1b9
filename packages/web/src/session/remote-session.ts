import { api } from "./api.js";
import type {
  CombatCommand,
  LiveState,
  LogEvent,
  RollExtra,
  StoredCharacter,
  TableConfig,
  TableSession,
} from "./types.js";

/** What we remember about a table we joined (per browser, in localStorage). */
export interface Membership {
  readonly config: TableConfig;
  readonly token: string;
}

const membershipKey = (id: string) => `spieltisch.table.${id}`;

/** Stores a joined table so a reload finds it again. */
export function saveMembership(m: Membership, storage: Storage = localStorage) {
  storage.setItem(membershipKey(m.config.id), JSON.stringify(m));
}

/** The stored membership of a table, if this browser joined it. */
export function loadMembership(id: string, storage: Storage = localStorage): Membership | null {
  const raw = storage.getItem(membershipKey(id));
  return raw ? (JSON.parse(raw) as Membership) : null;
}

const charactersKey = (id: string) => `spieltisch.table.${id}.characters`;

/** Reconnect delays in ms: quick first, then backing off to 5 s. */
const BACKOFF = [250, 500, 1000, 2000, 5000];

/**
 * A table on the server: rolls are decided there; the log streams over the WebSocket and a
 * reconnect asks for everything after the last seen `seq`, so nothing is missed and nothing shown twice.
 */
export class RemoteSession implements TableSession {
  private log: LogEvent[] = [];
  private chars: StoredCharacter[];
  private state: LiveState = "connecting";
  private socket: WebSocket | null = null;
  private attempt = 0;
  private closed = false;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly config: TableConfig,
    private readonly token: string,
    private readonly storage: Storage = localStorage,
  ) {
    const raw = storage.getItem(charactersKey(config.id));
    this.chars = raw ? (JSON.parse(raw) as StoredCharacter[]) : [];
    this.connect();
    void this.loadCharacters();
  }

  private path(rest: string) {
    return `/api/tables/${encodeURIComponent(this.config.id)}${rest}`;
  }

  private lastSeq() {
    return this.log.at(-1)?.seq ?? 0;
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }

  private add(events: readonly LogEvent[]) {
    let changed = false;
    for (const e of events) {
      if (e.seq <= this.lastSeq()) continue;
      this.log = [...this.log, e];
      changed = true;
    }
    if (changed) this.emit();
  }

  private setState(state: LiveState) {
    this.state = state;
    this.emit();
  }

  private async catchUp() {
    const { events } = await api<{ events: LogEvent[] }>(this.path(`/events?after=${this.lastSeq()}`), {
      token: this.token,
    });
    this.add(events);
  }

  private async loadCharacters() {
    try {
      const { characters } = await api<{ characters: StoredCharacter[] }>(this.path("/characters"), {
        token: this.token,
      });
      this.chars = characters.map((c) => ({ id: c.id, version: c.version, character: c.character }));
      this.emit();
    } catch {
      // Offline or an older server: keep the characters remembered in this browser.
    }
  }

  private connect() {
    if (this.closed) return;
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const url = `${scheme}://${location.host}${this.path(`/live?token=${encodeURIComponent(this.token)}&after=${this.lastSeq()}`)}`;
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.setState("live");
    };
    socket.onmessage = (message) => {
      const data = JSON.parse(String(message.data)) as Record<string, unknown>;
      if (typeof data.kind === "string" && typeof data.seq === "number") this.add([data as LogEvent]);
      else if (data.type === "resync") void this.catchUp().catch(() => undefined);
    };
    socket.onclose = () => {
      if (this.closed) return;
      this.setState("offline");
      const delay = BACKOFF[Math.min(this.attempt++, BACKOFF.length - 1)]!;
      this.timer = setTimeout(() => this.connect(), delay);
    };
  }

  async roll(action: string, options: Record<string, unknown>, extra: RollExtra = {}) {
    const event = await api<LogEvent>(this.path("/rolls"), {
      token: this.token,
      // A requested roll is rolled with the request's options; the server ignores any others.
      body: "requestId" in extra ? { action, ...extra } : { action, ...options, ...extra },
    });
    this.add([event]);
    return event;
  }

  async note(text: string, secret = false) {
    await api(this.path("/notes"), { token: this.token, body: { text, ...(secret ? { secret } : {}) } });
  }

  async requestRoll(action: string, options: Record<string, unknown>, label: string) {
    await api(this.path("/roll-requests"), { token: this.token, body: { action, options, label } });
  }

  async combat(command: CombatCommand) {
    await api(this.path("/combat"), { token: this.token, body: command });
  }

  async saveCharacter(id: string | null, character: Record<string, unknown>, version: number | null) {
    const saved = id
      ? await api<{ id: string; version: number }>(this.path(`/characters/${encodeURIComponent(id)}`), {
          method: "PUT",
          token: this.token,
          body: character,
          headers: { "if-match": String(version ?? 0) },
        })
      : await api<{ id: string; version: number }>(this.path("/characters"), {
          token: this.token,
          body: character,
        });
    const stored: StoredCharacter = { id: saved.id, version: saved.version, character };
    this.chars = [...this.chars.filter((c) => c.id !== stored.id), stored];
    this.storage.setItem(charactersKey(this.config.id), JSON.stringify(this.chars));
    this.emit();
    return stored;
  }

  subscribe(listener: () => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  events() {
    return this.log;
  }

  characters() {
    return this.chars;
  }

  liveState() {
    return this.state;
  }

  async exportJson() {
    return JSON.stringify(await api(this.path("/export"), { token: this.token }), null, 2);
  }

  close() {
    this.closed = true;
    clearTimeout(this.timer);
    this.socket?.close();
    this.listeners.clear();
  }
}
