import { CliError } from "../cli-error.js";
import { integerOption } from "../parse.js";
import type { RegisterCommand } from "./command.js";
import { serverHelp } from "./server-help.js";

/**
 * `spieltisch serve [--port N] [--database URL]`: the server, configured like `npm start` (env
 * PORT, DATABASE_URL) with the flags taking precedence. Runs until SIGTERM/SIGINT.
 */
export const registerServe: RegisterCommand = ({ program, lang }) => {
  const d = serverHelp(lang);
  program
    .command("serve")
    .description(d.serve)
    .option("--port <n>", d.port, integerOption("--port"))
    .option("--database <url>", d.database)
    .action(async (options: { port?: number; database?: string }) => {
      // Loaded on use: the other commands should not pay for Fastify, SQLite and pg at start-up.
      const { describeStartupError, loadConfig, startServer } = await import("@spieltisch/server");
      try {
        await startServer(
          loadConfig(process.env, {
            ...(options.port !== undefined ? { port: options.port } : {}),
            ...(options.database !== undefined ? { databaseUrl: options.database } : {}),
          }),
        );
      } catch (error) {
        const reason = describeStartupError(error);
        if (reason === undefined) throw error;
        throw new CliError("server-start", "error.cli", { message: reason });
      }
    });
};
