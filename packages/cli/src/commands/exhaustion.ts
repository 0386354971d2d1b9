import type { Command } from "commander";
import { integerOption, repeatableInteger } from "../parse.js";
import type { RegisterCommand } from "./command.js";
import { describe } from "./help-text.js";
import { addPlayOptions } from "./play-options.js";
import { describeUrfassungRuleChecks } from "./urfassung-rule-check-help.js";

/** `spieltisch exhaustion --system ews-urfassung --constitution N [--stance S] [--mod N]`. */
export const registerExhaustion: RegisterCommand = ({ program, lang, runDice }) => {
  const d = describeUrfassungRuleChecks(lang);
  addPlayOptions(
    program
      .command("exhaustion")
      .description(d.exhaustion)
      .option("--constitution <n>", d.constitution, integerOption("--constitution"))
      .option("--stance <s>", d.stance)
      .option("--mod <n>", describe(lang).mod, repeatableInteger("--mod")),
    lang,
    false,
  ).action((options, cmd: Command) => runDice("exhaustion", options, cmd));
};
