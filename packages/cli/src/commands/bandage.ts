import type { Command } from "commander";
import { integerOption } from "../parse.js";
import type { RegisterCommand } from "./command.js";
import { addPlayOptions } from "./play-options.js";
import { describeUrfassungCare } from "./urfassung-care-help.js";

/** `spieltisch bandage --system ews-urfassung --skill N --kind wound|severe [--mod N]`. */
export const registerBandage: RegisterCommand = ({ program, lang, runDice }) => {
  const d = describeUrfassungCare(lang);
  addPlayOptions(
    program
      .command("bandage")
      .description(d.bandage)
      .option("--skill-value <n>", d.skill, integerOption("--skill-value"))
      .option("--kind <kind>", d.kind)
      .option("--mod <n>", d.mod, integerOption("--mod")),
    lang,
    true,
  ).action((options, cmd: Command) => runDice("bandage", options, cmd));
};
