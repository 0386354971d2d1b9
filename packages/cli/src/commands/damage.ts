import type { Command } from "commander";
import { integerOption } from "../parse.js";
import type { RegisterCommand } from "./command.js";
import { addPlayOptions } from "./play-options.js";
import { describeUrfassungCare } from "./urfassung-care-help.js";

/** `spieltisch damage --system ews-urfassung --weapon-dice W6 [--bonus N] [--strength N] [--strength-threshold N]`. */
export const registerDamage: RegisterCommand = ({ program, lang, runDice }) => {
  const d = describeUrfassungCare(lang);
  addPlayOptions(
    program
      .command("damage")
      .description(d.damage)
      .option("--weapon-dice <dice>", d.dice)
      .option("--bonus <n>", d.bonus, integerOption("--bonus"))
      .option("--strength <n>", d.strength, integerOption("--strength"))
      .option("--strength-threshold <n>", d.strengthThreshold, integerOption("--strength-threshold"))
      .option("--stun", d.stun),
    lang,
    true,
  ).action((options, cmd: Command) => runDice("damage", options, cmd));
};
