import {
  ApiError,
  buildRecap,
  type ExportedLog,
  eveningsOf,
  exportedLog,
  type RecapResponse,
  recapResponse,
  type TableExport,
} from "@spieltisch/protocol";
import type { Command } from "commander";
import { formatPath } from "../character-file.js";
import { CliError } from "../cli-error.js";
import { readExportFile } from "../export-file.js";
import type { CommandOutput } from "../output.js";
import { integerOption } from "../parse.js";
import type { RegisterCommand } from "./command.js";
import { recapHelp } from "./recap-help.js";

/** The export's log as its exporter saw it; an event that does not read as one is a bad export. */
function logOf(file: string, data: TableExport): ExportedLog {
  try {
    return exportedLog(data);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new CliError("bad-export", "error.bad-export", {
      file,
      path: formatPath(error.path ?? []),
      message: error.message,
    });
  }
}

/**
 * The recap of one evening of an export, as `GET …/recap` answers it: the evening that starts at
 * event `session` (the export's own numbers: the GM stream's in the GM's export, the table
 * stream's in anyone else's), or the last evening.
 */
function recapOf(
  file: string,
  data: TableExport,
  session: number | undefined,
  lang: "de" | "en",
): RecapResponse {
  const log = logOf(file, data);
  const evenings = eveningsOf(log.events);
  const start = session ?? evenings.at(-1)?.start.seq;
  if (start === undefined) throw new CliError("no-session", "error.no-session", { file });
  try {
    return recapResponse(
      buildRecap(log.events, start, { system: data.table.system, names: log.names, lang }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.code === "session-not-found") {
      throw new CliError("session-not-found", "error.session-not-found", { file, session: start });
    }
    throw error;
  }
}

/**
 * `spieltisch recap FILE [--session N]`: the recap of an evening (CONTRACT §7) from a table
 * export, as Markdown for a group chat; `--json` prints `GET …/recap`'s answer. What the export
 * shows, the recap shows: a player's export has no secret events. Exit 2 with one line for a file
 * that is no export, one without evenings, or a `--session` that starts none.
 */
export const registerRecap: RegisterCommand = ({ program, lang, runWith }) => {
  const d = recapHelp(lang);
  program
    .command("recap")
    .description(d.recap)
    .argument("<file>", d.exportFile)
    .option("--session <seq>", d.session, integerOption("--session"))
    .action((file: string, options: { session?: number }, cmd: Command) =>
      runWith(cmd, async (ctx): Promise<CommandOutput> => {
        const answer = recapOf(file, await readExportFile(file), options.session, ctx.lang);
        return { json: answer, text: [answer.markdown.trimEnd()] };
      }),
    );
};
