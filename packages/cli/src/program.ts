import type { Lang } from "@spieltisch/protocol";
import { Command, Option } from "commander";
import { CliError } from "./cli-error.js";
import { registerBandage } from "./commands/bandage.js";
import { registerBleed } from "./commands/bleed.js";
import { registerChar } from "./commands/char.js";
import { registerCharAward } from "./commands/char-award.js";
import { registerCharCondition } from "./commands/char-condition.js";
import { registerCharEws } from "./commands/char-ews.js";
import { registerCharFaar } from "./commands/char-faar.js";
import { registerCharPlan } from "./commands/char-plan.js";
import { registerCheck } from "./commands/check.js";
import type { CommandSetup, RegisterCommand } from "./commands/command.js";
import { registerConfront } from "./commands/confront.js";
import { registerContest } from "./commands/contest.js";
import { registerDamage } from "./commands/damage.js";
import { registerDaze } from "./commands/daze.js";
import { registerExhaustion } from "./commands/exhaustion.js";
import { registerGrauen } from "./commands/grauen.js";
import { registerHeal } from "./commands/heal.js";
import { describe } from "./commands/help-text.js";
import { registerInitiative } from "./commands/initiative.js";
import { registerInjury } from "./commands/injury.js";
import { registerMelee } from "./commands/melee.js";
import { registerPhase } from "./commands/phase.js";
import { registerRecap } from "./commands/recap.js";
import { registerReflex } from "./commands/reflex.js";
import { registerRemote } from "./commands/remote.js";
import { registerRest } from "./commands/rest.js";
import { registerServe } from "./commands/serve.js";
import { registerShoot } from "./commands/shoot.js";
import { registerSimulate } from "./commands/simulate.js";
import { registerVerify } from "./commands/verify.js";
import { createContext } from "./context.js";
import type { CommandOutput } from "./output.js";
import { integerOption, parseDiceList, parseList, parseTableOption } from "./parse.js";
import { splitPlayOptions } from "./play/play-session.js";
import { runPlayAction } from "./play/run-play-action.js";
import { globalsForFile } from "./play/system-from-file.js";
import { isDiceCommand } from "./systems/handlers.js";
import { refuseUnusedDice } from "./unused-dice.js";

/** Where the program writes; tests pass buffers, `main` passes the process streams. */
export interface ProgramIo {
  out(text: string): void;
  err(text: string): void;
}

/** Every top-level command but `remote` (which parses its roll with these). A new command file adds itself here. */
const COMMANDS: readonly RegisterCommand[] = [
  registerCheck,
  registerContest,
  registerChar,
  registerCharEws,
  registerCharFaar,
  registerCharPlan,
  registerCharAward,
  registerCharCondition,
  registerMelee,
  registerInitiative,
  registerGrauen,
  registerServe,
  registerVerify,
  registerRecap,
  registerConfront,
  registerShoot,
  registerHeal,
  registerDamage,
  registerBleed,
  registerBandage,
  registerExhaustion,
  registerDaze,
  registerInjury,
  registerReflex,
  registerPhase,
  registerRest,
  registerSimulate,
];

/** Emits a command's output: the JSON object alone, or the text lines. */
export function emit(io: ProgramIo, output: CommandOutput, json: boolean): void {
  io.out(json ? `${JSON.stringify(output.json)}\n` : `${output.text.join("\n")}\n`);
}

/** What the program reports back to `main` besides its output. */
export interface ProgramState {
  exitCode: number;
}

/** The program with its global options, before any command is added. */
function baseProgram(lang: Lang, io: ProgramIo): Command {
  const d = describe(lang);
  return new Command("spieltisch")
    .description(d.program)
    .version("0.1.0")
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s), writeErr: (s) => io.err(s), outputError: () => {} })
    .option("--system <id>", d.system, "ews")
    .option("--modules <list>", d.modules, parseList)
    .option("--house-rules <codes>", d.houseRules, parseList)
    .option("--option <key=value>", d.tableOption, parseTableOption)
    .option("--json", d.json)
    .option("--odds", d.odds)
    .option("--seed <int>", d.seed, integerOption("--seed"))
    .option("--dice <faces>", d.dice, parseDiceList)
    .addOption(new Option("--lang <lang>", d.lang).default("de").choices(["de", "en"]));
}

/**
 * Parses a dice command's words (`check --value 12 --target 15`) exactly as the local command
 * would — the same options, parsers and help — without running it: `remote roll` sends what it
 * parsed to a server. A command that is not a roll (`char`, `verify`, …) is a {@link CliError}.
 * Undefined when commander answered by itself (`--help`).
 */
export async function parseActionArgv(
  lang: Lang,
  io: ProgramIo,
  argv: readonly string[],
): Promise<ParsedActionArgv | undefined> {
  // Only a dice command is parsed: every other command would run here (`serve` would start).
  const command = argv[0] ?? "";
  if (!isDiceCommand(command)) throw new CliError("remote-not-a-roll", "remote.not-a-roll", { command });
  const program = baseProgram(lang, io);
  let parsed: ParsedActionArgv | undefined;
  const setup: CommandSetup = {
    program,
    lang,
    runWith: (cmd) => {
      throw new CliError("remote-not-a-roll", "remote.not-a-roll", { command: cmd.name() });
    },
    runDice: (name, options) => {
      parsed = { name, options };
    },
    parseActionArgv: (words) => parseActionArgv(lang, io, words),
  };
  for (const register of COMMANDS) register(setup);
  await program.parseAsync([...argv], { from: "user" });
  return parsed;
}

/** A dice command's name and the options commander parsed for it. */
export interface ParsedActionArgv {
  readonly name: string;
  readonly options: Readonly<Record<string, unknown>>;
}

/**
 * Builds the commander program. Global options may stand before or after the command name.
 * Commander's own error printing is switched off: `main` turns its errors into one line.
 */
export function buildProgram(lang: Lang, io: ProgramIo, state: ProgramState): Command {
  const program = baseProgram(lang, io);

  const runWith: CommandSetup["runWith"] = async (cmd, body, exitCode, systemFile) => {
    const ctx = createContext(await globalsForFile(cmd, systemFile));
    const output = await body(ctx);
    refuseUnusedDice(ctx);
    emit(io, output, ctx.json);
    state.exitCode = exitCode?.(output) ?? 0;
  };
  const setup: CommandSetup = {
    program,
    lang,
    runWith,
    runDice: (name, options, cmd) => {
      const { play, rest } = splitPlayOptions(options);
      return runWith(
        cmd,
        (ctx) => runPlayAction(ctx, name, play, rest),
        undefined,
        play.char ?? play.opponentChar,
      );
    },
    parseActionArgv: (words) => parseActionArgv(lang, io, words),
  };
  for (const register of COMMANDS) register(setup);
  registerRemote(setup);
  return program;
}
