import type { Command } from "commander";
import { integerOption } from "../parse.js";
import type { RegisterCommand } from "./command.js";
import { addPlayOptions } from "./play-options.js";
import { describeUrfassungCare } from "./urfassung-care-help.js";

/** `spieltisch bleed --system ews-urfassung --constitution N --kind wound --count N --intervals N [--mod N]`. */
export const registerBleed: RegisterCommand = ({ program, lang, runDice }) => {
  const d = describeUrfassungCare(lang);
  addPlayOptions(
    program
      .command("bleed")
      .description(d.bleed)
      .option("--constitution <n>", d.constitution, integerOption("--constitution"))
      .option("--kind <kind>", d.kind)
      .option("--count <n>", d.count, integerOption("--count"))
      .option("--intervals <n>", d.intervals, integerOption("--intervals"))
      .option("--mod <n>", d.mod, integerOption("--mod")),
    lang,
    false,
  ).action((options, cmd: Command) => runDice("bleed", options, cmd));
};
