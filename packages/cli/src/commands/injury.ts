import type { Command } from "commander";
import { integerOption, repeatableInteger } from "../parse.js";
import type { RegisterCommand } from "./command.js";
import { describe } from "./help-text.js";
import { addPlayOptions } from "./play-options.js";
import { describeUrfassungRuleChecks } from "./urfassung-rule-check-help.js";

/** `spieltisch injury --system ews-urfassung --resistance N --before TP --after TP [--mod N]`. */
export const registerInjury: RegisterCommand = ({ program, lang, runDice }) => {
  const d = describeUrfassungRuleChecks(lang);
  addPlayOptions(
    program
      .command("injury")
      .description(d.injury)
      .option("--resistance <n>", d.resistance, integerOption("--resistance"))
      .option("--before <n>", d.before, integerOption("--before"))
      .option("--after <n>", d.after, integerOption("--after"))
      .option("--mod <n>", describe(lang).mod, repeatableInteger("--mod")),
    lang,
    false,
  ).action((options, cmd: Command) => runDice("injury", options, cmd));
};
