import { type ConnectionLimits, DEFAULT_CONNECTION_LIMITS } from "./connection-limits.js";
import { DEFAULT_RATE_LIMITS, type RateLimit, type RateLimits } from "./rate-limits.js";
import { parseTrustedProxies } from "./trusted-proxies.js";

/** What the server needs to start. */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string;
  readonly logLevel: string;
  /** Rate limits per client address; the defaults where not set. */
  readonly rateLimits?: RateLimits;
  /**
   * The reverse proxies whose `X-Forwarded-For` names the client (`TRUST_PROXY`: addresses,
   * subnets, `loopback` …; see `trusted-proxies.ts`); unset, every client is its socket's address.
   */
  readonly trustProxy?: string;
  /** Connection caps and timeouts; the defaults where not set. */
  readonly connections?: ConnectionLimits;
}

/** The environment variable of each rate limit, as `MAX/SECONDS` (e.g. `100/600`). */
const RATE_LIMIT_ENV: readonly (readonly [keyof RateLimits, string])[] = [
  ["createTable", "RATE_LIMIT_TABLES"],
  ["importTable", "RATE_LIMIT_IMPORTS"],
  ["failedAuth", "RATE_LIMIT_FAILED_AUTH"],
  ["tableWrites", "RATE_LIMIT_TABLE_WRITES"],
];

/** `MAX/SECONDS` → a rate limit; anything else is a {@link ConfigError}. */
function parseRateLimit(name: string, text: string): RateLimit {
  const match = /^\s*(\d{1,9})\s*\/\s*(\d{1,9})\s*$/.exec(text);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new ConfigError(`Ungültiges ${name} / invalid ${name}: "${text}" (MAX/SECONDS, e.g. 100/600)`);
  }
  return { max: Number(match[1]), windowMs: Number(match[2]) * 1000 };
}

/** The rate limits the environment sets, over the defaults; undefined when it sets none. */
function rateLimitsFrom(env: Readonly<Record<string, string | undefined>>): RateLimits | undefined {
  if (RATE_LIMIT_ENV.every(([, name]) => env[name] === undefined)) return undefined;
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const [key, name] of RATE_LIMIT_ENV) {
    const text = env[name];
    if (text !== undefined) limits[key] = parseRateLimit(name, text);
  }
  return limits;
}

/** The environment variable of each connection setting: a count, or whole seconds (`…_TIMEOUT`). */
const CONNECTION_ENV: readonly (readonly [keyof ConnectionLimits, string])[] = [
  ["maxTotal", "MAX_CONNECTIONS"],
  ["maxPerAddress", "MAX_CONNECTIONS_PER_ADDRESS"],
  ["headersTimeoutMs", "HEADERS_TIMEOUT"],
  ["keepAliveTimeoutMs", "KEEP_ALIVE_TIMEOUT"],
  ["idleTimeoutMs", "IDLE_TIMEOUT"],
];

/** The connection settings the environment sets, over the defaults; undefined when it sets none. */
function connectionsFrom(env: Readonly<Record<string, string | undefined>>): ConnectionLimits | undefined {
  if (CONNECTION_ENV.every(([, name]) => env[name] === undefined)) return undefined;
  const limits = { ...DEFAULT_CONNECTION_LIMITS };
  for (const [key, name] of CONNECTION_ENV) {
    const text = env[name];
    if (text === undefined) continue;
    const match = /^\s*(\d{1,7})\s*$/.exec(text);
    if (!match || Number(match[1]) < 1) {
      const unit = name.endsWith("_TIMEOUT") ? "whole seconds, e.g. 10" : "a count, e.g. 256";
      throw new ConfigError(`Ungültiges ${name} / invalid ${name}: "${text}" (${unit})`);
    }
    limits[key] = name.endsWith("_TIMEOUT") ? Number(match[1]) * 1000 : Number(match[1]);
  }
  return limits;
}

/** `TRUST_PROXY`, checked; unset, empty, `false` or `off` → undefined (no proxy is trusted). */
function trustProxyFrom(text: string | undefined): string | undefined {
  if (text === undefined || /^\s*(false|off)?\s*$/i.test(text)) return undefined;
  try {
    parseTrustedProxies(text);
  } catch (error) {
    throw new ConfigError(`Ungültiges TRUST_PROXY / invalid TRUST_PROXY: ${(error as Error).message}`);
  }
  return text.trim();
}

/**
 * A setting that cannot work (a port outside 0–65535): bad input of whoever starts the server,
 * reported in one line (see `describeStartupError`), never as a crash.
 */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

/** Defaults: port 3000 on all interfaces, SQLite under ./data. */
export const DEFAULTS: ServerConfig = {
  port: 3000,
  host: "0.0.0.0",
  databaseUrl: "sqlite:./data/spieltisch.db",
  logLevel: "info",
};

/**
 * Config from the environment (`PORT`, `HOST`, `DATABASE_URL`, `LOG_LEVEL`, the rate limits
 * `RATE_LIMIT_TABLES`, `RATE_LIMIT_IMPORTS`, `RATE_LIMIT_FAILED_AUTH`, `RATE_LIMIT_TABLE_WRITES` as
 * `MAX/SECONDS`, `TRUST_PROXY`, and the connection settings `MAX_CONNECTIONS`,
 * `MAX_CONNECTIONS_PER_ADDRESS`, `HEADERS_TIMEOUT`, `KEEP_ALIVE_TIMEOUT`, `IDLE_TIMEOUT` in whole
 * seconds), overridden by flags.
 *
 * @example
 * loadConfig(process.env, { port: 8080 });
 */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>>,
  flags: Partial<ServerConfig> = {},
): ServerConfig {
  const port = flags.port ?? (env.PORT ? Number(env.PORT) : DEFAULTS.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`Ungültiger Port / invalid port: ${String(flags.port ?? env.PORT)} (0–65535)`);
  }
  const rateLimits = rateLimitsFrom(env);
  const trustProxy = flags.trustProxy ?? trustProxyFrom(env.TRUST_PROXY);
  const connections = flags.connections ?? connectionsFrom(env);
  return {
    port,
    host: flags.host ?? env.HOST ?? DEFAULTS.host,
    databaseUrl: flags.databaseUrl ?? env.DATABASE_URL ?? DEFAULTS.databaseUrl,
    logLevel: flags.logLevel ?? env.LOG_LEVEL ?? DEFAULTS.logLevel,
    ...(rateLimits ? { rateLimits } : {}),
    ...(trustProxy !== undefined ? { trustProxy } : {}),
    ...(connections ? { connections } : {}),
  };
}
