#!/usr/bin/env node
// Thin launcher: the CLI is compiled to dist/ by the root `prepare` script (npm install).
import { main } from "../dist/main.js";

process.exitCode = await main(process.argv.slice(2));
