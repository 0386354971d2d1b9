import type { Command } from "commander";
import { integerOption } from "../parse.js";
import type { RegisterCommand } from "./command.js";
import { describeFaar3w6 } from "./faar-3w6-help.js";
import { addPlayOptions } from "./play-options.js";

/** `spieltisch grauen --system faar --it 9 [--mod N] [--points N]`: a Grauen check. */
export const registerGrauen: RegisterCommand = ({ program, lang, runDice }) => {
  const d = describeFaar3w6(lang);
  addPlayOptions(
    program
      .command("grauen")
      .description(d.grauen)
      .option("--it <n>", d.it, integerOption("--it"))
      .option("--mod <n>", d.grauenMod, integerOption("--mod"))
      .option("--points <n>", d.points, integerOption("--points")),
    lang,
    false,
  ).action((options, cmd: Command) => runDice("grauen", options, cmd));
};
