import type { Lang } from "@spieltisch/protocol";
import { Command, Option } from "commander";
import { registerBandage } from "./commands/bandage.js";
import { registerBleed } from "./commands/bleed.js";
import { registerChar } from "./commands/char.js";
import { registerCharAward } from "./commands/char-award.js";
import { registerCharCondition } from "./commands/char-condition.js";
import { registerCharEws } from "./commands/char-ews.js";
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
import { registerReflex } from "./commands/reflex.js";
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
import { refuseUnusedDice } from "./unused-dice.js";

/** Where the program writes; tests pass buffers, `main` passes the process streams. */
export interface ProgramIo {
  out(text: string): void;
  err(text: string): void;
}

/** Every top-level command. A new command file adds itself here. */
const COMMANDS: readonly RegisterCommand[] = [
  registerCheck,
  registerContest,
  registerChar,
  registerCharEws,
  registerCharPlan,
  registerCharAward,
  registerCharCondition,
  registerMelee,
  registerInitiative,
  registerGrauen,
  registerServe,
  registerVerify,
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

/**
 * Builds the commander program. Global options may stand before or after the command name.
 * Commander's own error printing is switched off: `main` turns its errors into one line.
 */
export function buildProgram(lang: Lang, io: ProgramIo, state: ProgramState): Command {
  const d = describe(lang);
  const program = new Command("spieltisch")
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
  };
  for (const register of COMMANDS) register(setup);
  return program;
}
