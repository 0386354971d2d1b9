#!/usr/bin/env node
// `npm start`: the server with config from the environment (PORT, DATABASE_URL, LOG_LEVEL).
import { loadConfig } from "./config.js";
import { startServer } from "./server.js";

await startServer(loadConfig(process.env));
