import type { Lang } from "@spieltisch/protocol";
import type { Command } from "commander";
import { integerOption, repeatableInteger } from "../parse.js";
import { describe } from "./help-text.js";

/** Registers `check` and `contest`; `run` receives the command name and its parsed options. */
export function registerDiceCommands(
  program: Command,
  lang: Lang,
  run: (command: "check" | "contest", options: Record<string, unknown>, cmd: Command) => void,
): void {
  const d = describe(lang);
  program
    .command("check")
    .description(d.check)
    .option("--value <n>", d.value, integerOption("--value"))
    .option("--target <n>", d.target, integerOption("--target"))
    .option("--mod <n>", d.mod, repeatableInteger("--mod"))
    .option("--wounds <n>", d.wounds, integerOption("--wounds"))
    .action((options, cmd: Command) => run("check", options, cmd));

  program
    .command("contest")
    .description(d.contest)
    .option("--a <n>", d.a, integerOption("--a"))
    .option("--b <n>", d.b, integerOption("--b"))
    .option("--a-mod <n>", d.aMod, repeatableInteger("--a-mod"))
    .option("--b-mod <n>", d.bMod, repeatableInteger("--b-mod"))
    .option("--a-wounds <n>", d.aWounds, integerOption("--a-wounds"))
    .option("--b-wounds <n>", d.bWounds, integerOption("--b-wounds"))
    .action((options, cmd: Command) => run("contest", options, cmd));
}
