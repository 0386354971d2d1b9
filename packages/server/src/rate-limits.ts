import rateLimit from "@fastify/rate-limit";
import { apiRoutes, routeParts } from "@spieltisch/protocol";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** At most `max` counted requests per client address within `windowMs`. */
export interface RateLimit {
  readonly max: number;
  readonly windowMs: number;
}

/** What is limited per client address (anonymous work, and guessing tokens) and per table (writes). */
export interface RateLimits {
  /** `POST /api/tables`: every request counts. */
  readonly createTable: RateLimit;
  /** `POST /api/tables/import` (up to 32 MiB each): every request counts. */
  readonly importTable: RateLimit;
  /**
   * Answers 401 to a route that takes a token: only failures count, and beyond the limit such a
   * route answers 429 to that address until the window ends — unless the request's token is valid:
   * a member is never refused for what others at the same address (a household, a reverse proxy)
   * got wrong.
   */
  readonly failedAuth: RateLimit;
  /**
   * Per table, not per address: the writes (every POST, PUT, PATCH and DELETE under
   * `/api/tables/:id`) of authenticated members, as a token bucket of `max` refilled at `max` per
   * window (see `TableWriteLimiter`).
   */
  readonly tableWrites: RateLimit;
}

/**
 * Generous for people (a group creates a handful of tables an evening; the load test creates 50
 * at once), tight for scripts: measured before, 2 000 anonymous tables took 3.7 s and 3 000 token
 * guesses 1.4 s.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  createTable: { max: 100, windowMs: 10 * 60_000 },
  importTable: { max: 20, windowMs: 10 * 60_000 },
  failedAuth: { max: 100, windowMs: 10 * 60_000 },
  // 120 at once, then 12 a second: a table of six rolling as fast as they can click makes a few a
  // second; an abuser made 600 a second (notes to 100 sockets, failing jobs) before.
  tableWrites: { max: 120, windowMs: 10_000 },
};

/**
 * How long a refusal waits before it is answered, by default: a client that ignores
 * `Retry-After` and asks again at once would otherwise keep the one thread busy refusing it (a
 * refusal costs little, but thousands a second do not). Like a proxy's delayed excess requests.
 */
export const DEFAULT_REFUSAL_DELAY_MS = 1000;
/** Refusals held back at once; beyond, they are answered at once (holding costs a socket each). */
const MAX_HELD_REFUSALS = 1000;

const CREATE = routeParts("POST /api/tables");
const IMPORT = routeParts("POST /api/tables/import");
/** Routes that take a token: everything under a table, the live socket included. */
const TABLE_ROUTES = "/api/tables/:id";

const takesToken = (request: FastifyRequest) => {
  const url = request.routeOptions.url ?? "";
  return url === TABLE_ROUTES || url.startsWith(`${TABLE_ROUTES}/`);
};

/** Counts a failed authentication of this request's address (see {@link installRateLimits}). */
export type FailedAuthCounter = (request: FastifyRequest) => Promise<void>;

/**
 * Whether a request of a table route carries a token that is not missing, unknown or revoked
 * (the server's: `tokenCheck` in `token-check.ts`).
 */
export type TokenCheck = (request: FastifyRequest) => Promise<boolean>;

/**
 * 429 with the code, `Retry-After` in whole seconds, and `Connection: close`, after a pause of
 * `delayMs` (see {@link DEFAULT_REFUSAL_DELAY_MS}): the refusal comes before the body is read,
 * and on a kept-alive connection Node would still read and drop the rest of it (an abuser's
 * 256 KB bodies cost the process that much receiving per refusal); closing makes the next try pay
 * for a new connection instead.
 */
async function refuse(
  reply: FastifyReply,
  ttlInSeconds: number,
  delayMs: number,
  code = "rate-limited",
  message = "Too many requests from this address",
) {
  const seconds = Math.max(1, ttlInSeconds);
  if (delayMs > 0 && held < MAX_HELD_REFUSALS) {
    held++;
    try {
      await new Promise((resolve) => setTimeout(resolve, Math.min(delayMs, seconds * 1000)));
    } finally {
      held--;
    }
  }
  return reply
    .status(429)
    .header("retry-after", String(seconds))
    .header("connection", "close")
    .send({ error: { code, message: `${message}: try again in ${seconds} s` } });
}
let held = 0;

/**
 * Route patterns of a table that are POSTs yet change nothing (the route table's `readsOnly`:
 * the odds, which a slider asks often).
 */
const READS_BY_POST: ReadonlySet<string> = new Set(
  Object.entries(apiRoutes).flatMap(([key, spec]) => {
    const parts = routeParts(key as keyof typeof apiRoutes);
    return spec.readsOnly === true ? [parts.path] : [];
  }),
);

/**
 * Whether a request is one of a table's writes, which take from its bucket: every method but GET
 * and HEAD on a table's routes, except the odds.
 */
export const isTableWrite = (request: FastifyRequest): boolean =>
  request.method !== "GET" &&
  request.method !== "HEAD" &&
  takesToken(request) &&
  !READS_BY_POST.has(request.routeOptions.url ?? "");

/**
 * Rate limits with `@fastify/rate-limit` (in-memory, per process and client address — the
 * proxy's client address where the proxy is trusted, see `trusted-proxies.ts`): table creation
 * and import count every request; routes that take a token count only their 401s, and once an
 * address has failed too often they refuse its requests whose token turns out not to be valid
 * (`isValid`, asked only then) — so guessing stays limited and slowed by the refusal's pause,
 * while the members at that address go on playing. Returns the counter the live socket uses for
 * its own refusals (it answers inside the socket, not with a 401 status).
 *
 * A table's writes are taken from its bucket once the caller is known to be a member (see
 * `routes.ts`: strangers cannot use up a table's writes); here, a write to a table whose bucket
 * is empty is refused (429 `table-rate-limited`) before its body is read.
 */
export async function installRateLimits(
  app: FastifyInstance,
  limits: RateLimits,
  tableWrites: { waitSeconds(tableId: string): number },
  isValid: TokenCheck,
  delayMs = DEFAULT_REFUSAL_DELAY_MS,
): Promise<FailedAuthCounter> {
  await app.register(rateLimit, { global: false });
  const limiter = (name: string, limit: RateLimit) =>
    app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: (request) => `${name}:${request.ip}`,
    });
  const create = limiter("create", limits.createTable);
  const importing = limiter("import", limits.importTable);
  const failedAuth = limiter("auth", limits.failedAuth);

  app.addHook("onRequest", async (request, reply) => {
    const url = request.routeOptions.url;
    const counted =
      request.method === CREATE.method && url === CREATE.path
        ? create
        : request.method === IMPORT.method && url === IMPORT.path
          ? importing
          : undefined;
    if (counted) {
      const status = await counted(request);
      if (!status.isAllowed && status.isExceeded) return refuse(reply, status.ttlInSeconds, delayMs);
    } else if (takesToken(request)) {
      const status = await failedAuth(request, { increment: false });
      if (!status.isAllowed && status.remaining <= 0 && !(await isValid(request))) {
        return refuse(reply, status.ttlInSeconds, delayMs);
      }
      const tableId = (request.params as { id?: string }).id;
      const wait = tableId !== undefined && isTableWrite(request) ? tableWrites.waitSeconds(tableId) : 0;
      if (wait > 0) {
        return refuse(reply, wait, delayMs, "table-rate-limited", "Too many writes to this table");
      }
    }
  });
  const countFailure: FailedAuthCounter = async (request) => {
    await failedAuth(request);
  };
  app.addHook("onResponse", async (request, reply) => {
    if (reply.statusCode === 401 && takesToken(request)) await countFailure(request);
  });
  return countFailure;
}
