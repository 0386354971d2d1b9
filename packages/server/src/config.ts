/** What the server needs to start. */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string;
  readonly logLevel: string;
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
 * Config from the environment (`PORT`, `HOST`, `DATABASE_URL`, `LOG_LEVEL`), overridden by flags.
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
  return {
    port,
    host: flags.host ?? env.HOST ?? DEFAULTS.host,
    databaseUrl: flags.databaseUrl ?? env.DATABASE_URL ?? DEFAULTS.databaseUrl,
    logLevel: flags.logLevel ?? env.LOG_LEVEL ?? DEFAULTS.logLevel,
  };
}
