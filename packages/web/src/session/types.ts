import type { StoredTableOptions, TableOptionsJson } from "@spieltisch/protocol";

/** A table as the web app knows it: the rules it plays by and who we are at it. */
export interface TableConfig {
  readonly id: string;
  readonly name: string;
  readonly system: string;
  readonly modules: readonly string[];
  /** The table's options: the one shape, or an older spelling of a table stored before it. */
  readonly houseRules: TableOptionsJson | StoredTableOptions;
  /** Our role: local tables are always played as GM (you see everything). */
  readonly role: "gm" | "player" | "viewer";
  readonly local: boolean;
}

/** One entry of the table log, shaped like the server's events (`seq`, `kind`, `by`, `at`, …). */
export interface LogEvent {
  readonly seq: number;
  readonly kind: string;
  readonly by: string | null;
  readonly at: string;
  readonly secret?: boolean;
  readonly [field: string]: unknown;
}

/** One participant of a fight. */
export interface Combatant {
  readonly name: string;
  readonly initiative: number;
  readonly tp: number;
  readonly wounds: number;
}

/** The state of a fight: order, whose turn, round. */
export interface CombatState {
  readonly participants: readonly Combatant[];
  readonly turn: number;
  readonly round: number;
}

/** A stored character with its optimistic-concurrency version. */
export interface StoredCharacter {
  readonly id: string;
  readonly version: number;
  readonly character: Record<string, unknown>;
}

/** Connection state of the live log. */
export type LiveState = "local" | "connecting" | "live" | "offline";

/** What the views need from a table, whether played locally or on a server. */
export interface TableSession {
  readonly config: TableConfig;
  roll(action: string, options: Record<string, unknown>, extra?: RollExtra): Promise<LogEvent>;
  note(text: string, secret?: boolean): Promise<void>;
  requestRoll(action: string, options: Record<string, unknown>, label: string): Promise<void>;
  combat(command: CombatCommand): Promise<void>;
  saveCharacter(
    id: string | null,
    character: Record<string, unknown>,
    version: number | null,
  ): Promise<StoredCharacter>;
  /** Subscribe to log changes; returns an unsubscribe function. */
  subscribe(listener: () => void): () => void;
  events(): readonly LogEvent[];
  characters(): readonly StoredCharacter[];
  liveState(): LiveState;
  /** The whole table as JSON (local: the stored document; shared: the server's `/export`). */
  exportJson(): Promise<string>;
  close(): void;
}

/** Commands of the combat tracker (same as the server's combat commands). */
export type CombatCommand =
  | { readonly command: "start"; readonly participants: readonly Combatant[] }
  | { readonly command: "next" }
  | {
      readonly command: "update";
      readonly participant: number;
      readonly tp?: number;
      readonly wounds?: number;
    }
  | { readonly command: "end" };

/** The combat state the server logs with each combat event. */
interface ServerCombatState {
  readonly active: boolean;
  readonly round: number;
  readonly turn: number;
  readonly order: readonly { name: string; initiative?: number; tp?: number; wounds?: number }[];
}

/** Replays the combat events of a log into the current fight (null when none is running). */
export function combatFromLog(events: readonly LogEvent[]): CombatState | null {
  let state = null as CombatState | null;
  for (const e of events) {
    if (e.kind !== "combat") continue;
    // The server logs `{command, state}`; its state is authoritative when present.
    const server = e.state as ServerCombatState | undefined;
    if (server && typeof server === "object") {
      state = server.active
        ? {
            participants: server.order.map((f) => ({
              name: f.name,
              initiative: f.initiative ?? 0,
              tp: f.tp ?? 0,
              wounds: f.wounds ?? 0,
            })),
            turn: server.turn,
            round: server.round,
          }
        : null;
      continue;
    }
    const c = (typeof e.command === "object" ? e.command : e) as CombatCommand;
    switch (c.command) {
      case "start": {
        const participants = [...c.participants].sort((a, b) => b.initiative - a.initiative);
        state = { participants, turn: 0, round: 1 };
        break;
      }
      case "next":
        if (state) {
          const current: CombatState = state;
          const turn = current.turn + 1;
          const wraps = turn >= current.participants.length;
          state = { ...current, turn: wraps ? 0 : turn, round: current.round + (wraps ? 1 : 0) };
        }
        break;
      case "update":
        if (state) {
          const current: CombatState = state;
          const participants: Combatant[] = current.participants.map((p, i) =>
            i === c.participant
              ? { ...p, tp: p.tp + (c.tp ?? 0), wounds: Math.max(0, p.wounds + (c.wounds ?? 0)) }
              : p,
          );
          state = { ...current, participants };
        }
        break;
      case "end":
        state = null;
        break;
    }
  }
  return state;
}

/** Envelope fields of a roll besides the action's options. */
export interface RollExtra {
  readonly secret?: boolean;
  readonly label?: string;
  /** Answers a GM's roll request. */
  readonly requestId?: string;
}
