import { type LiveControl, liveQuerySchema, type Role, routeParts } from "@spieltisch/protocol";
import type { FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
import type { ServerContext } from "./context.js";
import { authenticate } from "./domain/authenticate.js";
import { readAddressed, readStream } from "./domain/events.js";
import type { Principal } from "./domain/principal.js";
import { describeError } from "./error-handler.js";
import { ApiError } from "./errors.js";
import { type Reader, viewAddressed } from "./events/addressed.js";
import { OpenSockets } from "./events/open-sockets.js";
import { ownerConditionFrames, trackOwnedCharacters } from "./events/owner-conditions.js";
import { OVER_BUDGET_CLOSE_CODE, SendBudget } from "./events/send-budget.js";
import { type StoredEvent, seqIn, streamOf, viewEventFrame } from "./events/stored-event.js";
import { rawSocketOf, wsTextFrame } from "./events/ws-frame.js";
import type { FailedAuthCounter } from "./rate-limits.js";

/** Limits of the live sockets: how much may wait in send buffers, per socket and in all. */
export interface LiveLimits {
  /** Bytes buffered by the socket before live events are dropped and replayed from the log. */
  readonly maxBufferedBytes: number;
  /** Events per page when replaying from the log. */
  readonly pageSize: number;
  /** Bytes buffered by all sockets of the process before the fullest are closed (see {@link SendBudget}). */
  readonly maxTotalBufferedBytes: number;
  /**
   * How long a replay waits for a full send buffer to drain before the socket is closed as too
   * slow (1013; the client reconnects and resyncs from where it got to).
   */
  readonly maxDrainWaitMs: number;
  /**
   * Open sockets of one credential from one client address: a person has a few tabs; a shared
   * viewer link seen by many comes from many addresses. Beyond it: 4429 `too-many-sockets`.
   */
  readonly maxSocketsPerClient: number;
}

/**
 * 1 MiB of unsent data per socket before it counts as slow; replay pages of 500 events; 64 MiB
 * for all sockets together; 15 s for a full buffer to drain (a client reading less than ~35 KB/s
 * cannot follow a replay anyway); 16 sockets per credential and client address (100 sockets
 * of one token that never read each replayed the table's whole log).
 */
export const DEFAULT_LIVE_LIMITS: LiveLimits = {
  maxBufferedBytes: 1 << 20,
  pageSize: 500,
  maxTotalBufferedBytes: 64 << 20,
  maxDrainWaitMs: 15_000,
  maxSocketsPerClient: 16,
};

/** First and longest pause between looks at a full send buffer. */
const DRAIN_POLL_MS = { first: 10, max: 250 };

/** What a session needs of a socket (the `ws` WebSocket has it; tests pass a fake). */
export type LiveSocket = Pick<WebSocket, "readyState" | "OPEN" | "bufferedAmount" | "send" | "close">;

/**
 * One listener. Live events from the bus are sent while the client keeps up; an event whose
 * number is not the next one (a missed publish) or a full send buffer switches to replaying from
 * the log, page by page, waiting for the buffer to drain — memory per client stays bounded, and
 * the log decides what is sent, so nothing is lost or sent twice. Live events that arrive during
 * a replay are held (up to a page) and sent after it.
 */
export class LiveSession {
  private lastSeq: number;
  private replaying = false;
  private closed = false;
  /** Live events that arrived while replaying (at most a page; beyond that, replay again). */
  private held: StoredEvent[] = [];
  private heldOverflow = false;

  constructor(
    private readonly ctx: ServerContext,
    private readonly socket: LiveSocket,
    private readonly tableId: string,
    private readonly role: Role,
    after: number,
    private readonly limits: Pick<LiveLimits, "maxBufferedBytes" | "pageSize"> &
      Partial<Pick<LiveLimits, "maxDrainWaitMs">>,
    /** Told after each send (the process-wide budget looks at the buffers then). */
    private readonly onSend: () => void = () => {},
    /** A player's own characters: secret changes to them come as `condition` frames. */
    private readonly owner?: { readonly credentialId: string; readonly characters: Set<string> },
    /** A player or viewer: secret events addressed to them come as `addressed` frames. */
    private readonly addressee?: Reader,
  ) {
    this.lastSeq = after;
  }

  start(): void {
    void this.replay(true);
  }

  close(): void {
    this.closed = true;
  }

  onEvents(events: readonly StoredEvent[]): void {
    if (this.closed) return;
    // Outside the numbered stream, so sent as they come, also while the stream replays.
    if (this.owner) {
      trackOwnedCharacters(this.owner.characters, events, this.owner.credentialId);
      for (const event of events) {
        for (const frame of ownerConditionFrames(event, this.owner.characters)) this.send(frame);
      }
    }
    if (this.addressee) for (const event of events) this.sendAddressed(event, this.addressee);
    if (this.replaying) {
      if (this.held.length + events.length <= this.limits.pageSize) this.held.push(...events);
      else this.heldOverflow = true;
      return;
    }
    const stream = streamOf(this.role);
    const frames: Buffer[] = [];
    // What the socket holds plus what this batch adds: a big batch counts before it is sent.
    let buffered = this.socket.bufferedAmount;
    for (const event of events) {
      const seq = seqIn(event, stream);
      if (seq === null || seq <= this.lastSeq) continue;
      if (seq !== this.lastSeq + 1 || buffered > this.limits.maxBufferedBytes) {
        this.sendFrames(frames);
        this.send({ type: "resync", after: this.lastSeq });
        void this.replay(false);
        return;
      }
      const frame = viewEventFrame(event, this.role)!;
      frames.push(frame);
      buffered += frame.length;
      this.lastSeq = seq;
    }
    this.sendFrames(frames);
  }

  /**
   * Sends events' JSON as one message each. On a real socket the batch's frames leave as one
   * buffer in one write (one system call per socket and batch, not two writes per event); a
   * socket ws must frame itself (an extension negotiated, or a test fake) gets `send` per event.
   */
  private sendFrames(payloads: readonly Buffer[]): void {
    if (payloads.length === 0 || this.socket.readyState !== this.socket.OPEN) return;
    const tcp = rawSocketOf(this.socket);
    if (!tcp) {
      for (const payload of payloads) this.socket.send(payload, { binary: false });
    } else {
      tcp.write(payloads.length === 1 ? wsTextFrame(payloads[0]!) : Buffer.concat(payloads.map(wsTextFrame)));
    }
    this.onSend();
  }

  private send(message: LiveControl): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(message));
  }

  /** An `addressed` control frame when the event is a secret one addressed to this reader. */
  private sendAddressed(event: StoredEvent, reader: Reader): void {
    const view = viewAddressed(event, reader);
    if (view !== null && this.socket.readyState === this.socket.OPEN) {
      this.socket.send(JSON.stringify({ type: "addressed", event: view }));
    }
  }

  /**
   * Waits until the send buffer is down to half, looking less and less often (a hundred sockets
   * that never read, looked at every 10 ms, cost the thread ten thousand wake-ups a second); a
   * socket that does not drain within `maxDrainWaitMs` is closed as too slow.
   */
  private async drained(): Promise<void> {
    const giveUpAt = Date.now() + (this.limits.maxDrainWaitMs ?? DEFAULT_LIVE_LIMITS.maxDrainWaitMs);
    let pause = DRAIN_POLL_MS.first;
    while (!this.closed && this.socket.bufferedAmount > this.limits.maxBufferedBytes / 2) {
      if (Date.now() >= giveUpAt) {
        this.close();
        this.socket.close(OVER_BUDGET_CLOSE_CODE, "too slow");
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, DRAIN_POLL_MS.max);
    }
  }

  private async replay(first: boolean): Promise<void> {
    this.replaying = true;
    try {
      const stream = streamOf(this.role);
      for (;;) {
        const page = await readStream(this.ctx, this.tableId, this.role, this.lastSeq, this.limits.pageSize);
        if (this.closed) return;
        this.sendFrames(page.map((event) => viewEventFrame(event, this.role)!));
        if (page.length > 0) this.lastSeq = seqIn(page.at(-1)!, stream)!;
        await this.drained();
        if (page.length < this.limits.pageSize) break;
      }
      // Events published while the log was read were held: those past the last page go out now
      // (repeats are skipped by number, a gap starts another replay). Only if more arrived than
      // a page holds does the log have to be read again — no chasing a busy table's head.
      const held = this.held;
      const overflow = this.heldOverflow;
      this.held = [];
      this.heldOverflow = false;
      if (overflow) return await this.replay(first);
      if (first && this.addressee) {
        // Outside the numbered stream, so `after` says nothing about them: each connect gets all
        // (the client keeps them by number). One published meanwhile may come twice, never not.
        const addressed = await readAddressed(this.ctx, this.tableId, this.addressee);
        if (this.closed) return;
        for (const event of addressed) this.sendAddressed(event, this.addressee);
      }
      this.replaying = false;
      if (first) this.send({ type: "ready", seq: this.lastSeq });
      this.onEvents(held);
    } catch {
      // The database is gone (shutdown) or failing: the client reconnects with its last seq.
      this.replaying = false;
      if (!this.closed) this.socket.close(1011, "replay failed");
    }
  }
}

/** The ids of a player's characters at their table. */
async function ownedCharacters(ctx: ServerContext, principal: Principal): Promise<Set<string>> {
  const rows = await ctx.db
    .selectFrom("characters")
    .select("id")
    .where("table_id", "=", principal.tableId)
    .where("owner", "=", principal.credentialId)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** `GET /api/tables/:id/live?token=…&after=SEQ`: the table's events as they happen. */
export function registerLive(
  app: FastifyInstance,
  ctx: ServerContext,
  limits: LiveLimits,
  countFailedAuth?: FailedAuthCounter,
): void {
  const open = new OpenSockets(ctx.bus);
  const budget = new SendBudget(limits.maxTotalBufferedBytes);
  /** Open sockets per credential and client address (see {@link LiveLimits.maxSocketsPerClient}). */
  const perClient = new Map<string, number>();
  app.get<{ Params: { id: string } }>(
    routeParts("GET /api/tables/:id/live").path,
    { websocket: true },
    async (socket, request) => {
      const parsed = liveQuerySchema.safeParse(request.query);
      let principal: Awaited<ReturnType<typeof authenticate>>;
      try {
        if (!parsed.success) throw ApiError.fromZod(parsed.error, "invalid-query");
        principal = await authenticate(ctx, request.params.id, parsed.data.token);
        const client = `${principal.credentialId} ${request.ip}`;
        const count = perClient.get(client) ?? 0;
        if (count >= limits.maxSocketsPerClient) {
          throw new ApiError(
            429,
            "too-many-sockets",
            `At most ${limits.maxSocketsPerClient} open sockets per token`,
          );
        }
        // Counted before anything is awaited: sockets opened together must not all pass.
        perClient.set(client, count + 1);
        socket.once("close", () => {
          const left = (perClient.get(client) ?? 1) - 1;
          if (left > 0) perClient.set(client, left);
          else perClient.delete(client);
        });
      } catch (error) {
        const { status, body } = describeError(error);
        // A token guess over the socket counts like a 401 of any other route (see rate-limits.ts).
        if (status === 401) void countFailedAuth?.(request);
        socket.send(JSON.stringify({ type: "error", status, ...body } satisfies LiveControl));
        socket.close(4000 + status, body.error.code);
        return;
      }
      const owner =
        principal.role === "player"
          ? { credentialId: principal.credentialId, characters: await ownedCharacters(ctx, principal) }
          : undefined;
      // Closed while its characters were read: nothing to subscribe for.
      if (socket.readyState !== socket.OPEN) return;
      const session = new LiveSession(
        ctx,
        socket,
        principal.tableId,
        principal.role,
        parsed.data.after,
        limits,
        () => budget.enforceSoon(),
        owner,
        principal.role === "gm" ? undefined : principal,
      );
      const unsubscribe = ctx.bus.subscribe(principal.tableId, (events) => session.onEvents(events));
      const forget = open.add(principal.credentialId, {
        send: (data) => socket.send(data),
        close: (code, reason) => {
          // No event may follow the revocation, not even one already queued for this socket.
          session.close();
          socket.close(code, reason);
        },
      });
      const leaveBudget = budget.add({
        get bufferedAmount() {
          return socket.bufferedAmount;
        },
        close: (code, reason) => {
          session.close();
          socket.close(code, reason);
          // A client that does not read will not read the close frame either: its buffers go now.
          setTimeout(() => socket.terminate(), 1000).unref();
        },
      });
      socket.on("close", () => {
        session.close();
        unsubscribe();
        forget();
        leaveBudget();
      });
      session.start();
    },
  );
}
