import { readFile } from "node:fs/promises";
import { type TableExport, tableExportSchema } from "@spieltisch/protocol";
import type { z } from "zod";
import { formatPath } from "./character-file.js";
import { CliError } from "./cli-error.js";

/** A zod problem of an export as the one line `error.bad-export` says: the file, the field's path, what is wrong. */
function badExport(file: string, error: z.ZodError): CliError {
  const issue = error.issues[0];
  return new CliError("bad-export", "error.bad-export", {
    file,
    path: formatPath((issue?.path ?? []).filter((p): p is string | number => typeof p !== "symbol")),
    message: issue?.message ?? "invalid",
  });
}

/**
 * Reads a table export (`GET …/export`, the file `verify` and `recap` read): a missing file, bad
 * JSON or a field that does not fit is a {@link CliError} naming the file (and the field's JSON
 * path), exit 2.
 *
 * @example
 * const data = await readExportFile("tisch.json"); // data.events, data.table.system, …
 */
export async function readExportFile(file: string): Promise<TableExport> {
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
  if (!parsed.success) throw badExport(file, parsed.error);
  return parsed.data;
}
