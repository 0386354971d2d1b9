import type { Lang } from "@spieltisch/protocol";
import type { Command } from "commander";
import type { CliContext } from "../context.js";
import type { CommandOutput } from "../output.js";

/**
 * Runs a command's action: builds the context from the global options and prints the output.
 * `name` picks the system's handler for dice commands.
 */
export type RunAction = (
  name: string,
  options: Record<string, unknown>,
  cmd: Command,
) => void | Promise<void>;

/** Everything a command file needs to add itself to the program. */
export interface CommandSetup {
  readonly program: Command;
  readonly lang: Lang;
  /** Runs a per-system dice command (see `systems/handlers.ts`). */
  readonly runDice: RunAction;
  /** Runs a command with its own implementation, given the context. */
  readonly runWith: (
    cmd: Command,
    body: (ctx: CliContext) => CommandOutput | Promise<CommandOutput>,
    exitCode?: (output: CommandOutput) => number,
    /** A character file whose system the table plays when `--system` was not typed. */
    systemFile?: string,
  ) => Promise<void>;
  /** Parses a dice command's words as the local command would, without running it (`remote roll`). */
  readonly parseActionArgv: (
    argv: readonly string[],
  ) => Promise<{ readonly name: string; readonly options: Readonly<Record<string, unknown>> } | undefined>;
}

/** A command file's export: registers one top-level command (with its subcommands). */
export type RegisterCommand = (setup: CommandSetup) => void;
