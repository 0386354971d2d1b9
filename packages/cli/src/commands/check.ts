import type { Command } from "commander";
import { integerOption, repeatableInteger } from "../parse.js";
import type { RegisterCommand } from "./command.js";
import { describe } from "./help-text.js";
import { describeMelee } from "./melee-help-text.js";
import { addPlayOptions } from "./play-options.js";

/** `spieltisch check`: one check, or its odds. Options differ per system; each reads its own. */
export const registerCheck: RegisterCommand = ({ program, lang, runDice }) => {
  const d = describe(lang);
  addPlayOptions(
    program
      .command("check")
      .description(d.check)
      .option("--value <n>", d.value, integerOption("--value"))
      .option("--target <n>", d.target, integerOption("--target"))
      .option("--mod <n>", d.mod, repeatableInteger("--mod"))
      .option("--wounds <n>", d.wounds, integerOption("--wounds"))
      .option("--fallback <kind>", d.fallback)
      .option("--pool <n>", describeMelee(lang).pool, integerOption("--pool"))
      .option("--need <n>", describeMelee(lang).need, integerOption("--need")),
    lang,
    false,
  ).action((options, cmd: Command) => runDice("check", options, cmd));
};
