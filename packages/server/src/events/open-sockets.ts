import type { LiveControl } from "@spieltisch/protocol";
import type { EventBus } from "./event-bus.js";

/** What closing a socket needs of it (the `ws` WebSocket has it). */
export interface ClosableSocket {
  send(data: string): void;
  close(code: number, reason: string): void;
}

/**
 * This process's live sockets by credential: a revocation announced on the bus (by any process)
 * closes that credential's sockets at once with 4401, so a revoked co-GM stops receiving secret
 * rolls and notes on a socket opened before — REST refuses the token from then on anyway.
 *
 * @example
 * const open = new OpenSockets(ctx.bus);
 * const forget = open.add(principal.credentialId, socket); // call forget() when the socket closes
 */
export class OpenSockets {
  private readonly byCredential = new Map<string, Set<ClosableSocket>>();

  constructor(bus: EventBus) {
    bus.onRevocation((_tableId, credentialId) => this.closeAll(credentialId));
  }

  /** Registers an authenticated socket; returns the function that forgets it. */
  add(credentialId: string, socket: ClosableSocket): () => void {
    let set = this.byCredential.get(credentialId);
    if (!set) {
      set = new Set();
      this.byCredential.set(credentialId, set);
    }
    set.add(socket);
    return () => {
      set.delete(socket);
      if (set.size === 0 && this.byCredential.get(credentialId) === set)
        this.byCredential.delete(credentialId);
    };
  }

  /** How many sockets of a credential are open here (tests, metrics). */
  count(credentialId: string): number {
    return this.byCredential.get(credentialId)?.size ?? 0;
  }

  private closeAll(credentialId: string): void {
    const sockets = this.byCredential.get(credentialId);
    if (!sockets) return;
    this.byCredential.delete(credentialId);
    const message: LiveControl = {
      type: "error",
      status: 401,
      error: { code: "revoked", message: "This token was revoked" },
    };
    for (const socket of sockets) {
      socket.send(JSON.stringify(message));
      socket.close(4401, "revoked");
    }
  }
}
