import type { StoredEvent } from "./stored-event.js";

/** Receives the events of one table after they are committed, in commit order. */
export type EventListener = (events: readonly StoredEvent[]) => void;

/** Told that a table was written (on any process): its cached play characters are stale. */
export type TableChangeListener = (tableId: string) => void;

/** Told that a credential of a table was revoked (on any process). */
export type RevocationListener = (tableId: string, credentialId: string) => void;

/**
 * Fans committed events out to live sockets. The in-process bus serves one server process; a
 * scale-out uses the Postgres LISTEN/NOTIFY one (`postgres-event-bus.ts`). Listeners must cope with missed
 * or repeated deliveries by sequence number (they do: gaps trigger a replay from the log), so the
 * bus never holds state that matters.
 */
export interface EventBus {
  /**
   * Called after the commit with the events of a write batch for one table; a bus of several
   * processes also tells the others here.
   */
  publish(tableId: string, events: readonly StoredEvent[]): void;
  /** Returns the function that unsubscribes. */
  subscribe(tableId: string, listener: EventListener): () => void;
  /**
   * Tells every process, this one included, that a credential was revoked after the revocation
   * committed: each closes that credential's open sockets and forgets its cached token.
   */
  announceRevocation(tableId: string, credentialId: string): void;
  /** Listens for revocations of every table; returns the function that stops listening. */
  onRevocation(listener: RevocationListener): () => void;
  /**
   * Listens for committed writes of every table: this process's own at publish, another
   * process's when its notice arrives. Returns the function that stops listening.
   */
  onTableChange(listener: TableChangeListener): () => void;
  close(): Promise<void>;
}

/**
 * The revocation listeners of a bus: every implementation tells its own process the same way.
 *
 * @example
 * const revocations = new RevocationListeners();
 * revocations.add((tableId, credentialId) => closeSocketsOf(credentialId));
 */
export class RevocationListeners {
  private readonly listeners = new Set<RevocationListener>();

  add(listener: RevocationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  tell(tableId: string, credentialId: string): void {
    for (const listener of this.listeners) listener(tableId, credentialId);
  }

  clear(): void {
    this.listeners.clear();
  }
}

/**
 * The table-change listeners of a bus.
 *
 * @example
 * const changes = new TableChangeListeners();
 * changes.add((tableId) => cache.forget(tableId));
 */
export class TableChangeListeners {
  private readonly listeners = new Set<TableChangeListener>();

  add(listener: TableChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  tell(tableId: string): void {
    for (const listener of this.listeners) listener(tableId);
  }

  clear(): void {
    this.listeners.clear();
  }
}

/** The bus of a single server process. */
export class InProcessEventBus implements EventBus {
  private readonly listeners = new Map<string, Set<EventListener>>();
  private readonly revocations = new RevocationListeners();
  private readonly changes = new TableChangeListeners();

  onTableChange(listener: TableChangeListener): () => void {
    return this.changes.add(listener);
  }

  announceRevocation(tableId: string, credentialId: string): void {
    this.revocations.tell(tableId, credentialId);
  }

  onRevocation(listener: RevocationListener): () => void {
    return this.revocations.add(listener);
  }

  publish(tableId: string, events: readonly StoredEvent[]): void {
    this.changes.tell(tableId);
    for (const listener of this.listeners.get(tableId) ?? []) listener(events);
  }

  subscribe(tableId: string, listener: EventListener): () => void {
    let set = this.listeners.get(tableId);
    if (!set) {
      set = new Set();
      this.listeners.set(tableId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(tableId);
    };
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.revocations.clear();
    this.changes.clear();
  }
}
