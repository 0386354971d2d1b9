/**
 * @spieltisch/server — shared tables with server-decided, verifiable rolls, live events,
 * characters and persistence (SQLite or Postgres). See README.md.
 * @packageDocumentation
 */
export * from "./app.js";
export * from "./config.js";
export * from "./db/connect.js";
export * from "./errors.js";
export * from "./events/event-bus.js";
export * from "./events/stored-event.js";
export * from "./fairness/seeds.js";
export { DEFAULT_RATE_LIMITS, type RateLimits } from "./rate-limits.js";
export * from "./server.js";
export * from "./startup-error.js";
