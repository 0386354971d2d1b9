import type { Command } from "commander";
import { integerOption } from "../parse.js";
import type { RegisterCommand } from "./command.js";
import { describeCombat } from "./ews-combat-help.js";
import { describe } from "./help-text.js";
import { addPlayOptions } from "./play-options.js";
import { describeUrfassungCare } from "./urfassung-care-help.js";

/**
 * `spieltisch heal`: basic-rules healing, or FoKa TP healing with --modules foka --attribute; for
 * ews-urfassung a week on the road or in treatment (`--mode`).
 */
export const registerHeal: RegisterCommand = ({ program, lang, runDice }) => {
  const d = describe(lang);
  const c = describeCombat(lang);
  const u = describeUrfassungCare(lang);
  addPlayOptions(
    program
      .command("heal")
      .description(c.heal)
      .option("--value <n>", c.healValue, integerOption("--value"))
      .option("--wounds <n>", d.wounds, integerOption("--wounds"))
      .option("--situation <s>", c.situation)
      .option("--physician <n>", c.physician, integerOption("--physician"))
      .option("--untreated", c.untreated)
      .option("--weeks <n>", c.weeks, integerOption("--weeks"))
      .option("--max-wounds <n>", c.maxWounds, integerOption("--max-wounds"))
      .option("--attribute <n>", c.attribute, integerOption("--attribute"))
      .option("--critical <n>", c.critical, integerOption("--critical"))
      .option("--mode <mode>", u.mode)
      .option("--constitution <n>", u.constitution, integerOption("--constitution"))
      .option("--exertion <level>", u.exertion)
      .option("--equipment <n>", u.equipment, integerOption("--equipment"))
      .option("--severe-wounds <n>", u.severeWounds, integerOption("--severe-wounds")),
    lang,
    false,
  ).action((options, cmd: Command) => runDice("heal", options, cmd));
};
