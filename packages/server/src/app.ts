import { existsSync } from "node:fs";
import websocket from "@fastify/websocket";
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from "fastify";
import { DEFAULT_BODY_TIMEOUT_MS, installBodyTimeout } from "./body-timeout.js";
import {
  type ConnectionLimits,
  checkingIntervalMs,
  clientErrorHandler,
  DEFAULT_CONNECTION_LIMITS,
  installConnectionLimits,
} from "./connection-limits.js";
import type { ServerContext } from "./context.js";
import { openStorage, type Storage } from "./db/connect.js";
import { CredentialCache } from "./domain/credential-cache.js";
import { PlayCharacterCache } from "./domain/play-character-cache.js";
import { installErrorHandling } from "./error-handler.js";
import type { EventBus } from "./events/event-bus.js";
import { installJsonBodyParser } from "./json-body-parser.js";
import { DEFAULT_LIVE_LIMITS, type LiveLimits, registerLive } from "./live.js";
import { redactUrl } from "./log-redaction.js";
import {
  DEFAULT_RATE_LIMITS,
  DEFAULT_REFUSAL_DELAY_MS,
  installRateLimits,
  type RateLimits,
} from "./rate-limits.js";
import { RequestLogController } from "./request-logging.js";
import { registerRoutes } from "./routes.js";
import { registerSecurityHeaders } from "./security-headers.js";
import { registerStatic, WEB_DIST } from "./static-files.js";
import { GroupWriter } from "./store/group-writer.js";
import { TableWriteLimiter } from "./table-write-limiter.js";
import { tokenCheck } from "./token-check.js";
import { parseTrustedProxies } from "./trusted-proxies.js";
import { websocketErrorHandler } from "./ws-error-handler.js";

/** How to build the app. */
export interface AppOptions {
  /** `sqlite:PATH`, `sqlite::memory:` or `postgres://…[?schema=NAME]`. */
  readonly databaseUrl: string;
  /** Structured logging (pino through Fastify); off when absent. */
  readonly log?: { readonly level?: string; readonly stream?: NodeJS.WritableStream };
  readonly bus?: EventBus;
  /** Limits of the live sockets; unset ones from {@link DEFAULT_LIVE_LIMITS}. */
  readonly live?: Partial<LiveLimits>;
  /** Largest accepted request body in bytes. */
  readonly bodyLimit?: number;
  /** Directory of the built web app (default packages/web/dist). */
  readonly webRoot?: string;
  /** How long a request body may take to arrive (default {@link DEFAULT_BODY_TIMEOUT_MS}). */
  readonly bodyTimeoutMs?: number;
  /** Rate limits per client address (default {@link DEFAULT_RATE_LIMITS}). */
  readonly rateLimits?: RateLimits;
  /** Connection caps and timeouts; unset ones from {@link DEFAULT_CONNECTION_LIMITS}. */
  readonly connections?: Partial<ConnectionLimits>;
  /**
   * The reverse proxies whose `X-Forwarded-For` names the client (see {@link parseTrustedProxies});
   * unset, a request's client address is its socket's.
   */
  readonly trustProxy?: string;
  /** How long a rate-limit refusal waits before it is answered (default {@link DEFAULT_REFUSAL_DELAY_MS}). */
  readonly refusalDelayMs?: number;
  /** Called with each route as it is registered (a test compares them with the API description). */
  readonly onRoute?: (route: RouteOptions) => void;
}

/** The app with its storage, ready to `listen` or `inject`. */
export interface SpieltischApp {
  readonly app: FastifyInstance;
  readonly storage: Storage;
  readonly context: ServerContext;
}

/**
 * pino options: tokens travel in the Authorization header (which the request serializer leaves
 * out) and, for sockets, in the query string, which is redacted here (see {@link redactUrl}).
 */
function loggerOptions(
  log: NonNullable<AppOptions["log"]>,
): Exclude<FastifyServerOptions["logger"], undefined> {
  return {
    level: log.level ?? "info",
    ...(log.stream ? { stream: log.stream } : {}),
    redact: ["req.headers.authorization", "req.query.token"],
    serializers: {
      req: (req: { method: string; url: string; ip?: string; query?: unknown }) => ({
        method: req.method,
        url: redactUrl(req.url, req.query),
        remoteAddress: req.ip ?? "",
      }),
    },
  };
}

/** The storage's own event bus (see {@link Storage.openBus}); the storage closes if it fails. */
async function defaultBus(storage: Storage): Promise<EventBus> {
  try {
    return await storage.openBus();
  } catch (error) {
    await storage.close();
    throw error;
  }
}

/**
 * Builds the server: storage (migrated), group writer, event bus, routes, live socket, static
 * files and the one error handler. Closing the app finishes queued writes, closes sockets and
 * the database — in that order.
 */
export async function buildApp(options: AppOptions): Promise<SpieltischApp> {
  // Checked before anything is opened: a bad setting leaves nothing to close.
  const proxies = options.trustProxy === undefined ? undefined : parseTrustedProxies(options.trustProxy);
  const storage = await openStorage(options.databaseUrl);
  const bus = options.bus ?? (await defaultBus(storage));
  // One lane on both. SQLite has one writer anyway. On Postgres, rolls commit optimistically
  // without locks, so parallel lanes only split the batches: measured with 500 listeners, one
  // lane gave 2 670 rolls/s, two 2 420, four 2 100 (bigger batches, fewer statements per roll).
  const writer = new GroupWriter(storage.db, storage.commit, bus, 1);
  const rateLimits = options.rateLimits ?? DEFAULT_RATE_LIMITS;
  const context: ServerContext = {
    db: storage.db,
    writer,
    bus,
    credentials: new CredentialCache(),
    playCharacters: new PlayCharacterCache(),
    tableWrites: new TableWriteLimiter(rateLimits.tableWrites),
  };
  bus.onRevocation((_tableId, credentialId) => context.credentials.forget(credentialId));
  bus.onTableChange((tableId) => context.playCharacters.forget(tableId));
  const connections = { ...DEFAULT_CONNECTION_LIMITS, ...options.connections };
  const bodyTimeoutMs = options.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS;
  // A backstop behind the body timeout (an import's is four times as long): the whole request,
  // headers and body, within this or 408.
  const requestTimeout = connections.headersTimeoutMs + 4 * bodyTimeoutMs;
  const app = Fastify({
    logger: options.log ? loggerOptions(options.log) : false,
    logController: new RequestLogController(),
    bodyLimit: options.bodyLimit ?? 256 * 1024,
    // `request.ip` is the forwarded client only on a connection from a trusted proxy.
    trustProxy: proxies ? (address: string) => proxies.trusts(address) : false,
    http: {
      headersTimeout: connections.headersTimeoutMs,
      requestTimeout,
      connectionsCheckingInterval: checkingIntervalMs(connections),
    },
    requestTimeout,
    keepAliveTimeout: connections.keepAliveTimeoutMs,
    connectionTimeout: connections.idleTimeoutMs,
    clientErrorHandler,
  });
  installConnectionLimits(app.server, connections, (address) => proxies?.trusts(address) ?? false, app.log);
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  app.addHook("onClose", async () => {
    await writer.close();
    await bus.close();
    await storage.close();
  });
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    errorHandler: websocketErrorHandler,
  });
  await registerSecurityHeaders(app);
  const countFailedAuth = await installRateLimits(
    app,
    rateLimits,
    context.tableWrites,
    tokenCheck(context),
    options.refusalDelayMs ?? DEFAULT_REFUSAL_DELAY_MS,
  );
  // Error handling first: awaiting the static plugin below finalises the routes registered
  // before it, and a route keeps the error handler it was finalised with.
  const webRoot = options.webRoot ?? WEB_DIST;
  installErrorHandling(app, existsSync(webRoot));
  installJsonBodyParser(app);
  installBodyTimeout(app, bodyTimeoutMs);
  registerRoutes(app, context);
  registerLive(app, context, { ...DEFAULT_LIVE_LIMITS, ...options.live }, countFailedAuth);
  await registerStatic(app, webRoot);
  return { app, storage, context };
}
