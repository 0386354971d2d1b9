import { buildApp, type SpieltischApp } from "./app.js";
import type { ServerConfig } from "./config.js";

/** A running server. */
export interface RunningServer extends SpieltischApp {
  readonly url: string;
  /** Stops taking requests, finishes in-flight writes, closes sockets and the database. */
  stop(): Promise<void>;
}

/**
 * Starts the server and, unless `handleSignals` is false, stops it gracefully on SIGTERM/SIGINT.
 *
 * @example
 * const server = await startServer(loadConfig(process.env));
 */
export async function startServer(config: ServerConfig, handleSignals = true): Promise<RunningServer> {
  const built = await buildApp({
    databaseUrl: config.databaseUrl,
    log: { level: config.logLevel },
    ...(config.rateLimits ? { rateLimits: config.rateLimits } : {}),
    ...(config.trustProxy !== undefined ? { trustProxy: config.trustProxy } : {}),
    ...(config.connections ? { connections: config.connections } : {}),
  });
  const url = await built.app.listen({ port: config.port, host: config.host });
  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= built.app.close();
    return stopping;
  };
  if (handleSignals) {
    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      process.once(signal, () => {
        built.app.log.info({ signal }, "shutting down");
        stop().then(
          () => process.exit(0),
          (error: unknown) => {
            built.app.log.error({ err: error }, "shutdown failed");
            process.exit(1);
          },
        );
      });
    }
  }
  return { ...built, url, stop };
}
