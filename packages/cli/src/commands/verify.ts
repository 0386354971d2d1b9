import { translate, verifyExport } from "@spieltisch/protocol";
import type { Command } from "commander";
import { readExportFile } from "../export-file.js";
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
          const report = verifyExport(await readExportFile(file));
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
