#!/usr/bin/env node
// `npm start`: the server with config from the environment (PORT, DATABASE_URL, LOG_LEVEL).
import { loadConfig } from "./config.js";
import { startServer } from "./server.js";
import { describeStartupError } from "./startup-error.js";

try {
  await startServer(loadConfig(process.env));
} catch (error) {
  const reason = describeStartupError(error);
  if (reason === undefined) throw error;
  // A problem of the surroundings, not a bug: one line and exit status 2, like the CLI.
  process.stderr.write(`Spieltisch startet nicht / cannot start: ${reason}\n`);
  process.exit(2);
}
