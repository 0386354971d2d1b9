#!/usr/bin/env node
// `npm start`: the server with config from the environment (PORT, DATABASE_URL, LOG_LEVEL).
import { loadConfig } from "./config.js";
import { startServer } from "./server.js";
import { startupBanner } from "./startup-banner.js";
import { describeStartupError } from "./startup-error.js";

try {
  const config = loadConfig(process.env);
  // One line for the person who started it, before the JSON logs: where to open it, where the data is.
  process.stdout.write(`${startupBanner(config)}\n`);
  await startServer(config);
} catch (error) {
  const reason = describeStartupError(error);
  if (reason === undefined) throw error;
  // A problem of the surroundings, not a bug: one line and exit status 2, like the CLI.
  process.stderr.write(`Spieltisch startet nicht / cannot start: ${reason}\n`);
  process.exit(2);
}
