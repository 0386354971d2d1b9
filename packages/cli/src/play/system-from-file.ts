import { readFile } from "node:fs/promises";
import type { Command } from "commander";
import type { GlobalOptions } from "../context.js";

/**
 * The global options of a command that works on a character file: without `--system` on the
 * command line the table plays the file's system (`--system` has a default, so its source tells
 * whether it was typed). A file that cannot be read changes nothing: loading it reports why.
 */
export async function globalsForFile(cmd: Command, file: string | undefined): Promise<GlobalOptions> {
  const globals = cmd.optsWithGlobals() as GlobalOptions;
  if (file === undefined || rootOf(cmd).getOptionValueSource("system") !== "default") return globals;
  const system = await readFile(file, "utf8")
    .then((text) => (JSON.parse(text) as { system?: unknown }).system)
    .catch(() => undefined);
  return typeof system === "string" ? { ...globals, system } : globals;
}

const rootOf = (cmd: Command): Command => (cmd.parent ? rootOf(cmd.parent) : cmd);
