import { readFile } from "node:fs/promises";
import { tableExportSchema, translate, verifyExport } from "@spieltisch/protocol";
import type { Command } from "commander";
import { formatPath } from "../character-file.js";
import { CliError } from "../cli-error.js";
import type { CommandOutput } from "../output.js";
import type { RegisterCommand } from "./command.js";
import { serverHelp } from "./server-help.js";

/**
 * `spieltisch verify FILE`: recomputes every roll of a table export from its revealed seeds.
 * Exit 0 when every checkable roll matches, 2 at the first mismatch (or a file that is not an
 * export). JSON: `{ok, verified, unrevealed, mismatch}`.
 */
export const registerVerify: RegisterCommand = ({ program, lang, runWith }) => {
  const d = serverHelp(lang);
  program
    .command("verify")
    .description(d.verify)
    .argument("<file>", d.exportFile)
    .action((file: string, _options: unknown, cmd: Command) =>
      runWith(
        cmd,
        async (ctx): Promise<CommandOutput> => {
          let text: string;
          try {
            text = await readFile(file, "utf8");
          } catch (error) {
            throw new CliError("file-unreadable", "error.file-unreadable", {
              file,
              reason: (error as NodeJS.ErrnoException).code ?? String(error),
            });
          }
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch (error) {
            throw new CliError("bad-export", "error.bad-export", {
              file,
              path: "$",
              message: (error as Error).message,
            });
          }
          const parsed = tableExportSchema.safeParse(json);
          if (!parsed.success) {
            const issue = parsed.error.issues[0]!;
            throw new CliError("bad-export", "error.bad-export", {
              file,
              path: formatPath(issue.path.filter((p): p is string | number => typeof p !== "symbol")),
              message: issue.message,
            });
          }
          const report = verifyExport(parsed.data);
          const text2: string[] = [];
          if (report.mismatch) {
            text2.push(
              translate(ctx.lang, "verify.mismatch", {
                seq: report.mismatch.fullSeq,
                reason: report.mismatch.reason,
              }),
            );
          } else {
            text2.push(translate(ctx.lang, "verify.ok", { verified: report.verified }));
          }
          if (report.unrevealed > 0)
            text2.push(translate(ctx.lang, "verify.unrevealed", { unrevealed: report.unrevealed }));
          if (report.serverOnly > 0)
            text2.push(translate(ctx.lang, "verify.server-only", { serverOnly: report.serverOnly }));
          if (report.entered > 0)
            text2.push(translate(ctx.lang, "verify.entered", { entered: report.entered }));
          return { json: { ok: report.mismatch === null, ...report }, text: text2 };
        },
        (output) => (output.json.ok ? 0 : 2),
      ),
    );
};
