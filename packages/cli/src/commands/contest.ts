import type { Command } from "commander";
import { integerOption, repeatableInteger } from "../parse.js";
import type { RegisterCommand } from "./command.js";
import { describe } from "./help-text.js";
import { addPlayOptions } from "./play-options.js";

/** `spieltisch contest`: a Wettstreit, A started and wins ties. */
export const registerContest: RegisterCommand = ({ program, lang, runDice }) => {
  const d = describe(lang);
  addPlayOptions(
    program
      .command("contest")
      .description(d.contest)
      .option("--a <n>", d.a, integerOption("--a"))
      .option("--b <n>", d.b, integerOption("--b"))
      .option("--a-mod <n>", d.aMod, repeatableInteger("--a-mod"))
      .option("--b-mod <n>", d.bMod, repeatableInteger("--b-mod"))
      .option("--a-wounds <n>", d.aWounds, integerOption("--a-wounds"))
      .option("--b-wounds <n>", d.bWounds, integerOption("--b-wounds")),
    lang,
    true,
  ).action((options, cmd: Command) => runDice("contest", options, cmd));
};
