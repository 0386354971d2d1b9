import type { Server } from "node:http";
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyBaseLogger } from "fastify";

/**
 * How many connections the server keeps open, and how long one may sit idle. A connection is a
 * TCP connection to the server: a browser's few HTTP connections and each live socket (a
 * WebSocket stays on the connection it was upgraded from) count alike.
 */
export interface ConnectionLimits {
  /**
   * Open connections from one client address (the socket's; a trusted reverse proxy's are not
   * capped per address, it speaks for many clients — see `trusted-proxies.ts`).
   */
  readonly maxPerAddress: number;
  /** Open connections in all: keep it below the process's file-descriptor limit (`ulimit -n`). */
  readonly maxTotal: number;
  /** How long a request's headers may take to arrive, from the start of the request (or connection). */
  readonly headersTimeoutMs: number;
  /** How long a kept-alive connection may wait for its next request. */
  readonly keepAliveTimeoutMs: number;
  /**
   * How long a connection may see no byte either way while a request is under way (a client that
   * stops reading its answer); a live socket is exempt (it is quiet for as long as its table is).
   */
  readonly idleTimeoutMs: number;
}

/**
 * For a small self-hosted table: 256 connections per address (a household behind one router
 * with a few browsers, each a handful of connections and a live socket per tab, stays far below);
 * 4 096 in all (below common file-descriptor limits, with room for the database); headers within
 * 10 s, a kept-alive connection idle for at most 10 s, a request at most 60 s without a byte. Before
 * (issue #31), 21 000 idle connections from one address reached the file-descriptor limit and
 * normal requests failed; each idle connection lasted 67 s.
 */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  maxPerAddress: 256,
  maxTotal: 4096,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 10_000,
  idleTimeoutMs: 60_000,
};

/** How often Node looks for requests whose headers or whole request are late (at most once a second). */
export const checkingIntervalMs = (limits: ConnectionLimits): number =>
  Math.max(10, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4)));

/** A whole HTTP/1.1 answer in the API's error shape, after which the connection closes. */
export function rawErrorResponse(
  status: number,
  code: string,
  message: string,
  headers: Readonly<Record<string, string>> = {},
): string {
  const body = JSON.stringify({ error: { code, message } });
  const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n` +
    "Content-Type: application/json; charset=utf-8\r\n" +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    `Connection: close\r\n${extra.join("")}\r\n${body}`
  );
}

/** Open connections by address and in all; what {@link installConnectionLimits} keeps. */
export class ConnectionCounter {
  private readonly perAddress = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: Pick<ConnectionLimits, "maxPerAddress" | "maxTotal">) {}

  /**
   * Takes a place for a connection from `address` (per address only when `perAddress`): the
   * refusal's reason when there is none, else undefined and the place is taken until
   * {@link leave}.
   */
  enter(address: string, perAddress: boolean): "total" | "address" | undefined {
    if (this.total >= this.limits.maxTotal) return "total";
    const mine = perAddress ? (this.perAddress.get(address) ?? 0) : 0;
    if (perAddress && mine >= this.limits.maxPerAddress) return "address";
    this.total++;
    if (perAddress) this.perAddress.set(address, mine + 1);
    return undefined;
  }

  leave(address: string, perAddress: boolean): void {
    this.total--;
    if (!perAddress) return;
    const left = (this.perAddress.get(address) ?? 1) - 1;
    if (left > 0) this.perAddress.set(address, left);
    else this.perAddress.delete(address);
  }
}

/** How often at most a refusal is logged (a flood would otherwise fill the log). */
const REFUSAL_LOG_INTERVAL_MS = 60_000;

/**
 * Caps the server's connections per client address and in all. The HTTP server's own
 * `connection` listener runs only for admitted connections: one over the cap is never parsed —
 * it is answered 503 `too-many-connections` in the API's error shape and closed (whatever it
 * sends is read and dropped meanwhile), so it costs a file descriptor for moments, and nothing of
 * another address below its cap. Its place is free again when the connection closes.
 */
export function installConnectionLimits(
  server: Server,
  limits: ConnectionLimits,
  isTrustedProxy: (address: string) => boolean,
  log: FastifyBaseLogger,
): ConnectionCounter {
  const counter = new ConnectionCounter(limits);
  const admitted = server.listeners("connection") as ((socket: Socket) => void)[];
  server.removeAllListeners("connection");
  let lastLogged = Number.NEGATIVE_INFINITY;
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "";
    const perAddress = !isTrustedProxy(address);
    const full = counter.enter(address, perAddress);
    if (full === undefined) {
      socket.once("close", () => counter.leave(address, perAddress));
      for (const listener of admitted) listener.call(server, socket);
      return;
    }
    if (Date.now() - lastLogged >= REFUSAL_LOG_INTERVAL_MS) {
      lastLogged = Date.now();
      log.warn({ remoteAddress: address, cap: full }, "connection refused: too many connections");
    }
    refuseConnection(socket, full === "total" ? limits.maxTotal : limits.maxPerAddress, full);
  });
  return counter;
}

/** 503 and close: nothing of the connection is parsed; it goes as soon as the answer is sent. */
function refuseConnection(socket: Socket, cap: number, full: "total" | "address"): void {
  socket.on("error", () => {});
  socket.resume();
  const message =
    full === "total"
      ? `The server has its ${cap} connections open`
      : `At most ${cap} open connections per address`;
  socket.end(
    rawErrorResponse(503, "too-many-connections", message, { "Retry-After": "10" }),
    // The answer is with the system: close now, even if the client never reads or closes.
    () => socket.destroy(),
  );
}

/**
 * Fastify's `clientErrorHandler`: what Node refuses before a request reaches Fastify, in the
 * API's error shape (Fastify's own was `{error, message, statusCode}`): a request whose headers
 * (or whole self) did not arrive in time 408 `request-timeout`, headers too large 431
 * `headers-too-large`, anything else that is not HTTP 400 `bad-request`; then the connection
 * closes. Nothing is written when an answer is already under way on it (it would corrupt it).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, code, message] =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? [408, "request-timeout", "The request did not arrive in time"]
      : error.code === "HPE_HEADER_OVERFLOW"
        ? [431, "headers-too-large", "The request's headers are too large"]
        : [400, "bad-request", "The request is not valid HTTP"];
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) socket.write(rawErrorResponse(status, code, message));
  socket.destroy();
}
