import { isLang, type Lang } from "@spieltisch/protocol";
import { Command, Option } from "commander";
import { CliError } from "./cli-error.js";
import { registerDiceCommands } from "./commands/dice-commands.js";
import { describe } from "./commands/help-text.js";
import { createContext, type GlobalOptions } from "./context.js";
import type { CommandOutput } from "./output.js";
import { integerOption, parseDiceList, parseList } from "./parse.js";
import { type DiceCommand, handlerFor } from "./systems/handlers.js";

/** Where the program writes; tests pass buffers, `main` passes the process streams. */
export interface ProgramIo {
  out(text: string): void;
  err(text: string): void;
}

/** Emits a command's output: the JSON object alone, or the text lines. */
export function emit(io: ProgramIo, output: CommandOutput, json: boolean): void {
  io.out(json ? `${JSON.stringify(output.json)}\n` : `${output.text.join("\n")}\n`);
}

/**
 * Builds the commander program. Global options may stand before or after the command name.
 * Commander's own error printing is switched off: `main` turns its errors into one line.
 */
export function buildProgram(lang: Lang, io: ProgramIo): Command {
  const d = describe(lang);
  const program = new Command("spieltisch")
    .description(d.program)
    .version("0.1.0")
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s), writeErr: (s) => io.err(s), outputError: () => {} })
    .showHelpAfterError(false)
    .option("--system <id>", d.system, "ews")
    .option("--modules <list>", d.modules, parseList)
    .option("--json", d.json)
    .option("--odds", d.odds)
    .option("--seed <int>", d.seed, integerOption("--seed"))
    .option("--dice <faces>", d.dice, parseDiceList)
    .addOption(new Option("--lang <lang>", d.lang).default("de").choices(["de", "en"]));

  const run = (command: DiceCommand, options: Record<string, unknown>, cmd: Command) => {
    const globals = cmd.optsWithGlobals() as GlobalOptions;
    if (!isLang(globals.lang)) throw new CliError("cli", "error.cli", { message: `--lang ${globals.lang}` });
    const ctx = createContext(globals);
    emit(io, handlerFor(command, ctx)(options, ctx), ctx.json);
  };
  registerDiceCommands(program, lang, run);
  return program;
}
