import WebSocket from "ws";

/** A test client of the live socket that collects every message. */
export interface LiveClient {
  readonly messages: Record<string, unknown>[];
  readonly socket: WebSocket;
  /**
   * Resolves when a message matching `test` has arrived, or rejects after `ms` (generous: it only
   * keeps a broken run from hanging, and a busy machine may take seconds).
   */
  waitFor(test: (m: Record<string, unknown>) => boolean, ms?: number): Promise<Record<string, unknown>>;
  /** The event messages (those with `kind`). */
  events(): Record<string, unknown>[];
  close(): Promise<void>;
}

/** Connects to `/api/tables/:id/live`. */
export function connectLive(base: string, tableId: string, token: string, after = 0): Promise<LiveClient> {
  const url = `${base.replace(/^http/, "ws")}/api/tables/${tableId}/live?token=${encodeURIComponent(token)}&after=${after}`;
  const socket = new WebSocket(url);
  const messages: Record<string, unknown>[] = [];
  const waiters: {
    test: (m: Record<string, unknown>) => boolean;
    resolve: (m: Record<string, unknown>) => void;
  }[] = [];
  socket.on("message", (data) => {
    const message = JSON.parse(String(data)) as Record<string, unknown>;
    messages.push(message);
    for (const w of [...waiters]) {
      if (w.test(message)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(message);
      }
    }
  });
  const client: LiveClient = {
    messages,
    socket,
    waitFor: (test, ms = 15_000) => {
      const found = messages.find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`timeout; got ${JSON.stringify(messages.slice(-3))}`)),
          ms,
        );
        waiters.push({
          test,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    events: () => messages.filter((m) => "kind" in m),
    close: () =>
      new Promise((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once("close", () => resolve());
        socket.close();
      }),
  };
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve(client));
    socket.once("error", reject);
  });
}
