import type { Command } from "commander";
import { integerOption, repeatableInteger } from "../parse.js";
import type { RegisterCommand } from "./command.js";
import { describe } from "./help-text.js";
import { addPlayOptions } from "./play-options.js";
import { describeUrfassungRuleChecks } from "./urfassung-rule-check-help.js";

/** `spieltisch daze --system ews-urfassung --constitution N --damage N [--mod N]`. */
export const registerDaze: RegisterCommand = ({ program, lang, runDice }) => {
  const d = describeUrfassungRuleChecks(lang);
  addPlayOptions(
    program
      .command("daze")
      .description(d.daze)
      .option("--constitution <n>", d.constitution, integerOption("--constitution"))
      .option("--damage <n>", d.damage, integerOption("--damage"))
      .option("--mod <n>", describe(lang).mod, repeatableInteger("--mod")),
    lang,
    false,
  ).action((options, cmd: Command) => runDice("daze", options, cmd));
};
